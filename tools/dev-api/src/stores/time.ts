/**
 * Store-local time: every partner store is in France, so days and slot times are Europe/Paris.
 */
export const storeTimeZone = 'Europe/Paris';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: storeTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today (YYYY-MM-DD) and the time (minutes since midnight) in Paris. */
export function parisNow(now = new Date()): { day: string; minutes: number } {
  const byType = Object.fromEntries(
    parts.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return {
    day: `${byType['year']}-${byType['month']}-${byType['day']}`,
    minutes: Number(byType['hour']) * 60 + Number(byType['minute']),
  };
}

/** The day `offset` days after `day` (both YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a YYYY-MM-DD day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const toMinutes = (time: string): number => {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

export const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface Period {
  opens: string;
  closes: string;
}

/** The slot starts of one day's opening periods: each slot ends by the period's closing time. */
export function slotStarts(periods: readonly Period[], slotMinutes: number): number[] {
  const starts: number[] = [];
  for (const period of periods) {
    const closes = toMinutes(period.closes);
    for (let start = toMinutes(period.opens); start + slotMinutes <= closes; start += slotMinutes) {
      starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b);
}
