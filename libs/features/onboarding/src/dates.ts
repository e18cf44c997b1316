/**
 * The birth date as typed: day/month/year ("14/06/1988", the order of both interface languages'
 * forms here), read into the ISO date the API and the rules take. A text field rather than a date
 * picker: typing a birth date is quickest as text, and it keeps the calendar's code (about 35 KB
 * gzip) out of the page.
 */
export function isoFromTyped(typed: string): string {
  const match = /^\s*(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})\s*$/.exec(typed);
  if (!match) return typed.trim();
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function typedFromIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
