import type { Schemas } from '@velo/api-sdk';

/** Today in the stores' time zone (every store of the sports retailer is in France). */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The days from `from` to `to` on which the store opens, at most `count`. */
export function openDays(
  openingHours: readonly Schemas['OpeningDay'][],
  from: string,
  to: string,
  count: number,
): string[] {
  const open = new Set(
    openingHours.filter((day) => day.periods.length > 0).map((day) => day.weekday),
  );
  const days: string[] = [];
  for (let day = from; day <= to && days.length < count; day = addDays(day, 1)) {
    if (open.has(isoWeekday(day))) days.push(day);
  }
  return days;
}
