/**
 * Store-local time: every partner store is in France, so days and slot times are Europe/Paris
 * (read with @velo/leasing's Paris calendar).
 * Also the slots themselves, one set of rules for the test rides (issue 12), the rentals' revisions
 * and the bike checks (issue 14): the day's slots, the booking horizon, a booked slot's checks.
 */
import { addCalendarDays, parisDateTime } from '@velo/leasing';
import { validationFailed } from '../errors.ts';

/** Today (YYYY-MM-DD) and the time (minutes since midnight) in Paris. */
export function parisNow(now = new Date()): { day: string; minutes: number } {
  const { date, hour, minute } = parisDateTime(now);
  return { day: date, minutes: hour * 60 + minute };
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

/** How far ahead a slot (test ride, revision, bike check) may be booked: 60 days (issue 12). */
export const bookingHorizonDays = 60;

/** A Paris day and minute, as `parisNow` reads them. */
export type ParisClock = ReturnType<typeof parisNow>;

/** Checks a requested day: from today to the booking horizon (a 400 on `field` otherwise). */
export function checkBookingDay(day: string, field: string, today: string): void {
  if (day < today) throw validationFailed([{ field, message: 'must not be a past day' }]);
  if (day > addCalendarDays(today, bookingHorizonDays)) {
    throw validationFailed([
      { field, message: `must be at most ${bookingHorizonDays} days ahead` },
    ]);
  }
}

/** Whether the slot of `day` starting at `startsAt` (HH:MI) has started by `now`: it is past. */
export const slotStarted = (day: string, startsAt: string, now: ParisClock): boolean =>
  day < now.day || (day === now.day && toMinutes(startsAt) <= now.minutes);

/**
 * The slots of a day still to come (one that has started is no longer offered), each free unless
 * `taken` holds its start (HH:MI): the contract's `slots` of test rides, revisions and bike checks.
 */
export function daySlots(
  periods: readonly Period[],
  slotMinutes: number,
  day: string,
  now: ParisClock,
  taken: ReadonlySet<string>,
): { startsAt: string; endsAt: string; free: boolean }[] {
  return slotStarts(periods, slotMinutes)
    .filter((start) => day > now.day || start > now.minutes)
    .map((start) => ({
      startsAt: toClock(start),
      endsAt: toClock(start + slotMinutes),
      free: !taken.has(toClock(start)),
    }));
}

/**
 * Checks a booking's slot against the day's opening periods: a 400 on `body.day` when the store is
 * closed that day, on `body.startsAt` when it is not one of the day's slots; `slotTaken()` when the
 * slot has started (for the rider, it was just taken). Check the day first (`checkBookingDay`).
 */
export function checkSlot(
  periods: readonly Period[],
  slotMinutes: number,
  input: { day: string; startsAt: string },
  now: ParisClock,
  slotTaken: () => Error,
): void {
  if (periods.length === 0) {
    throw validationFailed([{ field: 'body.day', message: 'is a day the store is closed' }]);
  }
  if (!slotStarts(periods, slotMinutes).includes(toMinutes(input.startsAt))) {
    throw validationFailed([
      { field: 'body.startsAt', message: 'is not one of the store’s slots' },
    ]);
  }
  if (slotStarted(input.day, input.startsAt, now)) throw slotTaken();
}
