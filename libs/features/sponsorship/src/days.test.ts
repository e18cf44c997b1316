import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, openDays, parisToday } from './days';

const monToSat = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods: weekday === 7 ? [] : [{ opens: '09:30', closes: '19:30' }],
}));

describe('bike-check days', () => {
  it('counts days across months and years', () => {
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('knows ISO weekdays', () => {
    expect(isoWeekday('2030-01-06')).toBe(7);
    expect(isoWeekday('2030-01-07')).toBe(1);
  });

  it('lists the open days only, from the first to the last, at most as many as asked', () => {
    // Saturday 5 January 2030 to Tuesday 8: the Sunday is skipped.
    expect(openDays(monToSat, '2030-01-05', '2030-01-08', 10)).toEqual([
      '2030-01-05',
      '2030-01-07',
      '2030-01-08',
    ]);
    expect(openDays(monToSat, '2030-01-05', '2030-03-08', 2)).toEqual(['2030-01-05', '2030-01-07']);
  });

  it('takes today in Paris, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(parisToday(new Date('2030-12-31T23:30:00Z'))).toBe('2031-01-01');
  });
});
