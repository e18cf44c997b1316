import { describe, expect, it } from 'vitest';
import { openingHours } from './fixtures';
import { firstBookableDay, firstOpenDay, hoursText, isOpenOn } from './hours';

describe('opening hours', () => {
  it("says a day's hours, a closed day, and the next open day", () => {
    expect(hoursText(openingHours, '2026-11-24')).toBe('10:00–19:00');
    expect(hoursText(openingHours, '2026-11-23')).toBeNull();
    expect(isOpenOn(openingHours, '2026-11-29')).toBe(false);
    expect(firstOpenDay(openingHours, '2026-11-29')).toBe('2026-12-01');
    expect(firstOpenDay(openingHours, '2026-11-25')).toBe('2026-11-25');
  });

  it('opens a booking on today while a slot has not started, otherwise on the next open day', () => {
    const store = { openingHours, slotMinutes: 30 };
    // Paris is UTC+1 in November: 17:19 UTC is 18:19 in Paris.
    // Tuesday, the store closes at 19:00: the 18:30 slot has not started at 18:19.
    expect(firstBookableDay(store, new Date('2026-11-24T17:19:00Z'))).toBe('2026-11-24');
    // At 18:30 the last slot has started: Wednesday.
    expect(firstBookableDay(store, new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
    // A Saturday evening: the store is closed on Sunday and Monday, so Tuesday.
    expect(firstBookableDay(store, new Date('2026-11-28T20:00:00Z'))).toBe('2026-12-01');
    // Before opening, today (its first slot is still ahead).
    expect(firstBookableDay(store, new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });
});
