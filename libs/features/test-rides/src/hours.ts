import type { Schemas } from '@velo/api-sdk';
import { addCalendarDays, isoWeekday, parisDateTime } from '@velo/leasing';

type OpeningDay = Schemas['OpeningDay'];

/** How many days the booking's day chooser shows at a time: three weeks. */
export const daysPerPage = 21;

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
  // Every partner store is in France: today and the time are read on a Paris clock.
  const { date: today, hour, minute } = parisDateTime(now);
  const minutes = hour * 60 + minute;
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
  return firstOpenDay(store.openingHours, slotLeftToday ? today : addCalendarDays(today, 1));
}

/** The first day from `from` on which the store opens (within a week), else `from`. */
export function firstOpenDay(openingHours: readonly OpeningDay[], from: string): string {
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addCalendarDays(from, offset);
    if (isOpenOn(openingHours, day)) return day;
  }
  return from;
}
