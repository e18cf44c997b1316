import { describe, expect, it } from 'vitest';
import { openingHours } from './fixtures';
import { addDays, firstOpenDay, hoursText, isOpenOn, isoWeekday, parisToday } from './hours';

describe('opening hours', () => {
  it('reads ISO weekdays and the day in Paris', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // 23:30 UTC on 23 November is already the 24th in Paris.
    expect(parisToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it("says a day's hours, a closed day, and the next open day", () => {
    expect(hoursText(openingHours, '2026-11-24')).toBe('10:00–19:00');
    expect(hoursText(openingHours, '2026-11-23')).toBeNull();
    expect(isOpenOn(openingHours, '2026-11-29')).toBe(false);
    expect(firstOpenDay(openingHours, '2026-11-29')).toBe('2026-12-01');
    expect(firstOpenDay(openingHours, '2026-11-25')).toBe('2026-11-25');
  });
});
