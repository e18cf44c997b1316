import { describe, expect, it } from 'vitest';
import { openDays } from './days';

const monToSat = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods: weekday === 7 ? [] : [{ opens: '09:30', closes: '19:30' }],
}));

describe('bike-check days', () => {
  it('lists the open days only, from the first to the last, at most as many as asked', () => {
    // Saturday 5 January 2030 to Tuesday 8: the Sunday is skipped.
    expect(openDays(monToSat, '2030-01-05', '2030-01-08', 10)).toEqual([
      '2030-01-05',
      '2030-01-07',
      '2030-01-08',
    ]);
    expect(openDays(monToSat, '2030-01-05', '2030-03-08', 2)).toEqual(['2030-01-05', '2030-01-07']);
  });
});
