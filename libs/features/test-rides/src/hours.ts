import type { Schemas } from '@velo/api-sdk';

type OpeningDay = Schemas['OpeningDay'];

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Today in the stores' time zone (every partner store is in France). */
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

/** How many days the booking's day chooser shows at a time: three weeks. */
export const daysPerPage = 21;

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export function periodsOn(openingHours: readonly OpeningDay[], day: string) {
  return openingHours.find((entry) => entry.weekday === isoWeekday(day))?.periods ?? [];
}

export function isOpenOn(openingHours: readonly OpeningDay[], day: string): boolean {
  return periodsOn(openingHours, day).length > 0;
}

/** "10:00–12:30, 14:00–19:00", or null on a closed day. */
export function hoursText(openingHours: readonly OpeningDay[], day: string): string | null {
  const periods = periodsOn(openingHours, day);
  if (periods.length === 0) return null;
  return periods.map((period) => `${period.opens}–${period.closes}`).join(', ');
}

/** Minutes since midnight in the stores' time zone. */
export function parisMinutes(now = new Date()): number {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The day a booking opens on when the rider has not chosen one: today while one of its slots has not
 * started yet (the API offers no slot that has), otherwise the next day the store opens. A rider
 * arriving after the last slot is not shown a day with nothing left to book.
 */
export function firstBookableDay(
  store: { openingHours: readonly OpeningDay[]; slotMinutes: number },
  now = new Date(),
): string {
  const today = parisToday(now);
  const minutes = parisMinutes(now);
  const slotLeftToday = periodsOn(store.openingHours, today).some((period) => {
    const closes = toMinutes(period.closes);
    for (
      let start = toMinutes(period.opens);
      start + store.slotMinutes <= closes;
      start += store.slotMinutes
    ) {
      if (start > minutes) return true;
    }
    return false;
  });
  return firstOpenDay(store.openingHours, slotLeftToday ? today : addDays(today, 1));
}

/** The first day from `from` on which the store opens (within a week), else `from`. */
export function firstOpenDay(openingHours: readonly OpeningDay[], from: string): string {
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(from, offset);
    if (isOpenOn(openingHours, day)) return day;
  }
  return from;
}
