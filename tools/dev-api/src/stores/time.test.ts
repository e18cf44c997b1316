import { addCalendarDays } from '@velo/leasing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import {
  bookingHorizonDays,
  checkBookingDay,
  checkSlot,
  daySlots,
  slotStarted,
  slotStarts,
} from './time.ts';

const morningAndAfternoon = [
  { opens: '14:00', closes: '18:00' },
  { opens: '09:30', closes: '12:00' },
];

/** The error a call throws, or undefined. */
function thrown(call: () => void): unknown {
  try {
    call();
    return undefined;
  } catch (error) {
    return error;
  }
}

const fieldsOf = (error: unknown) => (error instanceof ApiError ? error.toBody() : error);

describe('the slots shared by test rides, revisions and bike checks', () => {
  it('slotStarts: every slot ends by its period’s closing time, in order of the day', () => {
    expect(slotStarts(morningAndAfternoon, 45)).toEqual([570, 615, 660, 840, 885, 930, 975, 1020]);
    expect(slotStarts([{ opens: '09:00', closes: '09:29' }], 30)).toEqual([]);
  });

  it('daySlots: a later day offers every slot; today only those not started, taken ones not free', () => {
    const now = { day: '2026-03-10', minutes: 10 * 60 + 15 };
    const later = daySlots(morningAndAfternoon, 60, '2026-03-11', now, new Set(['10:30']));
    expect(later).toEqual([
      { startsAt: '09:30', endsAt: '10:30', free: true },
      { startsAt: '10:30', endsAt: '11:30', free: false },
      { startsAt: '14:00', endsAt: '15:00', free: true },
      { startsAt: '15:00', endsAt: '16:00', free: true },
      { startsAt: '16:00', endsAt: '17:00', free: true },
      { startsAt: '17:00', endsAt: '18:00', free: true },
    ]);
    const today = daySlots(morningAndAfternoon, 60, now.day, now, new Set());
    expect(today.map((slot) => slot.startsAt)).toEqual([
      '10:30',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // A slot starting this very minute has started.
    const onTheMinute = { day: now.day, minutes: 10 * 60 + 30 };
    expect(daySlots(morningAndAfternoon, 60, now.day, onTheMinute, new Set())[0]?.startsAt).toBe(
      '14:00',
    );
  });

  it('slotStarted: a past day, or today from its first minute', () => {
    const now = { day: '2026-03-10', minutes: 14 * 60 };
    expect(slotStarted('2026-03-09', '18:00', now)).toBe(true);
    expect(slotStarted('2026-03-10', '14:00', now)).toBe(true);
    expect(slotStarted('2026-03-10', '14:30', now)).toBe(false);
    expect(slotStarted('2026-03-11', '09:00', now)).toBe(false);
  });

  it('checkBookingDay: from today to the horizon, a 400 on the field named otherwise', () => {
    const today = '2026-03-10';
    expect(thrown(() => checkBookingDay(today, 'query.day', today))).toBeUndefined();
    const last = addCalendarDays(today, bookingHorizonDays);
    expect(thrown(() => checkBookingDay(last, 'body.day', today))).toBeUndefined();
    expect(fieldsOf(thrown(() => checkBookingDay('2026-03-09', 'query.day', today)))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request does not match the contract.',
      fields: [{ field: 'query.day', message: 'must not be a past day' }],
    });
    expect(
      fieldsOf(thrown(() => checkBookingDay(addCalendarDays(last, 1), 'body.day', today))),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request does not match the contract.',
      fields: [{ field: 'body.day', message: 'must be at most 60 days ahead' }],
    });
  });

  it('checkSlot: a closed day, a time off the grid, a started slot; a slot to come passes', () => {
    const now = { day: '2026-03-10', minutes: 10 * 60 };
    const taken = new ApiError(409, 'SLOT_TAKEN', 'taken');
    const check = (periods: typeof morningAndAfternoon, day: string, startsAt: string) =>
      thrown(() => checkSlot(periods, 30, { day, startsAt }, now, () => taken));
    expect(check(morningAndAfternoon, '2026-03-10', '10:30')).toBeUndefined();
    expect(check(morningAndAfternoon, '2026-03-11', '09:30')).toBeUndefined();
    expect(fieldsOf(check([], '2026-03-11', '09:30'))).toMatchObject({
      fields: [{ field: 'body.day', message: 'is a day the store is closed' }],
    });
    expect(fieldsOf(check(morningAndAfternoon, '2026-03-11', '09:45'))).toMatchObject({
      fields: [{ field: 'body.startsAt', message: 'is not one of the store’s slots' }],
    });
    // Closing at 12:00, a 30-minute slot cannot start at 11:45 nor at 12:00.
    expect(fieldsOf(check(morningAndAfternoon, '2026-03-11', '12:00'))).toMatchObject({
      fields: [{ field: 'body.startsAt', message: 'is not one of the store’s slots' }],
    });
    expect(check(morningAndAfternoon, '2026-03-10', '10:00')).toBe(taken);
    expect(check(morningAndAfternoon, '2026-03-10', '09:30')).toBe(taken);
  });
});
