import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  addParisDays,
  calendarDaysBetween,
  easterSunday,
  endOfParisDay,
  frenchPublicHoliday,
  frenchPublicHolidays,
  isBusinessDay,
  isoWeekday,
  nextBusinessDay,
  parisDate,
  parisDateTime,
  parisInstant,
  processingDay,
} from './businessDays';

const runs = { numRuns: 1000 };

describe('Easter and the French public holidays', () => {
  it('computes Easter Sunday (anonymous Gregorian algorithm)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    // The earliest and the latest possible dates.
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(() => easterSunday(1200)).toThrow(RangeError);
  });

  it('Easter Monday 2027 is 29 March', () => {
    expect(frenchPublicHoliday('2027-03-29')).toBe('easter-monday');
    expect(isBusinessDay('2027-03-29')).toBe(false);
    expect(isBusinessDay('2027-03-30')).toBe(true);
  });

  it('lists the eleven holidays of 2026 in calendar order', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', holiday: 'new-year' },
      { date: '2026-04-06', holiday: 'easter-monday' },
      { date: '2026-05-01', holiday: 'labour-day' },
      { date: '2026-05-08', holiday: 'victory-in-europe' },
      { date: '2026-05-14', holiday: 'ascension' },
      { date: '2026-05-25', holiday: 'whit-monday' },
      { date: '2026-07-14', holiday: 'bastille-day' },
      { date: '2026-08-15', holiday: 'assumption' },
      { date: '2026-11-01', holiday: 'all-saints' },
      { date: '2026-11-11', holiday: 'armistice' },
      { date: '2026-12-25', holiday: 'christmas' },
    ]);
  });

  it('keeps both holidays when Ascension falls on 1 May (2008)', () => {
    const dates = frenchPublicHolidays(2008).map((h) => h.date);
    expect(dates).toHaveLength(11);
    expect(dates.filter((d) => d === '2008-05-01')).toHaveLength(2);
    expect(isBusinessDay('2008-05-01')).toBe(false);
  });

  it('14 July is not a business day, even on a Tuesday', () => {
    expect(isoWeekday('2026-07-14')).toBe(2);
    expect(isBusinessDay('2026-07-14')).toBe(false);
    expect(nextBusinessDay('2026-07-13')).toBe('2026-07-15');
  });

  it('weekends are not business days; ordinary weekdays are', () => {
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-23')).toBe(true); // Monday
    // A Date is read on the Paris calendar: Sunday 23:30 UTC is already Monday in Paris.
    expect(isBusinessDay(new Date('2026-11-22T23:30:00Z'))).toBe(true);
  });

  it('refuses dates that do not exist', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => isBusinessDay('23/11/2026')).toThrow(RangeError);
    expect(() => processingDay(new Date('nope'))).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-23', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-23', 1.5)).toThrow(RangeError);
  });
});

describe('Paris wall time (Intl, summer time included)', () => {
  it('reads winter and summer time', () => {
    expect(parisDateTime(new Date('2026-01-15T18:30:00Z'))).toEqual({
      date: '2026-01-15',
      weekday: 4,
      hour: 19,
      minute: 30,
      second: 0,
    });
    expect(parisDateTime(new Date('2026-07-15T17:30:00Z')).hour).toBe(19);
    expect(parisDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('turns Paris wall time into instants, across both clock changes', () => {
    expect(parisInstant('2026-11-23', 20).toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(parisInstant('2026-07-14', 20).toISOString()).toBe('2026-07-14T18:00:00.000Z');
    // 02:30 does not exist on 29 March 2026: read as 03:30 summer time.
    expect(parisInstant('2026-03-29', 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: the second (winter time) one.
    expect(parisInstant('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(endOfParisDay('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfParisDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('adds calendar days on the Paris clock: 23 h or 25 h across a change', () => {
    const saturday = parisInstant('2026-03-28', 10);
    expect(addParisDays(saturday, 1).getTime() - saturday.getTime()).toBe(23 * 3_600_000);
    const autumn = parisInstant('2026-10-24', 10);
    expect(addParisDays(autumn, 1).getTime() - autumn.getTime()).toBe(25 * 3_600_000);
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('processingDay (spec §9)', () => {
  it('an order on Friday at 20:00 Paris is processed on Monday', () => {
    expect(processingDay(parisInstant('2026-11-20', 20))).toBe('2026-11-23');
  });

  it('before 19:00 on a business day it is processed the same day; at 19:00 the next', () => {
    expect(processingDay(parisInstant('2026-11-20', 18, 59, 59))).toBe('2026-11-20');
    expect(processingDay(parisInstant('2026-11-20', 19))).toBe('2026-11-23');
    expect(processingDay(parisInstant('2026-11-24', 0, 5))).toBe('2026-11-24');
    expect(processingDay(parisInstant('2026-11-24', 23, 59))).toBe('2026-11-25');
  });

  it('reads 19:00 on the Paris clock, not in UTC, in winter and in summer', () => {
    // Friday 27 March 2026, 18:30 UTC = 19:30 Paris (winter time).
    expect(processingDay(new Date('2026-03-27T18:30:00Z'))).toBe('2026-03-30');
    // Friday 3 July 2026, 17:30 UTC = 19:30 Paris (summer time).
    expect(processingDay(new Date('2026-07-03T17:30:00Z'))).toBe('2026-07-06');
    expect(processingDay(new Date('2026-07-03T16:30:00Z'))).toBe('2026-07-03');
  });

  it('weekend orders, on the clock-change weekends too, go to Monday', () => {
    expect(processingDay(parisInstant('2026-03-28', 10))).toBe('2026-03-30');
    expect(processingDay(parisInstant('2026-03-29', 3, 30))).toBe('2026-03-30');
    expect(processingDay(parisInstant('2026-10-25', 2, 30))).toBe('2026-10-26');
  });

  it('public holidays are skipped: Easter Monday, 14 July, Christmas', () => {
    expect(processingDay(parisInstant('2027-03-26', 19, 30))).toBe('2027-03-30');
    expect(processingDay(parisInstant('2027-03-29', 9))).toBe('2027-03-30');
    expect(processingDay(parisInstant('2026-07-14', 9))).toBe('2026-07-15');
    expect(processingDay(parisInstant('2026-12-24', 20))).toBe('2026-12-28');
  });
});

describe('addBusinessDays', () => {
  it('counts from the day after, skipping weekends and holidays', () => {
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
    // Wednesday 11 November (Armistice) is skipped.
    expect(addBusinessDays('2026-11-05', 5)).toBe('2026-11-13');
    // Friday before Easter 2027 → Tuesday after Easter Monday.
    expect(addBusinessDays('2027-03-26', 1)).toBe('2027-03-30');
  });
});

describe('business days: properties (fast-check, 1000 runs each)', () => {
  // Instants from 2000 to 2100, with a bias towards the clock-change weekends and 19:00.
  const instant = fc.oneof(
    fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fc
      .tuple(
        fc.integer({ min: 2000, max: 2100 }),
        fc.constantFrom(3, 10),
        fc.integer({ min: 24, max: 31 }),
        fc.integer({ min: 0, max: 86_399 }),
      )
      .map(
        ([year, month, day, second]) => new Date(Date.UTC(year, month - 1, day) + second * 1000),
      ),
  );
  const date = fc
    .integer({ min: 0, max: 36_500 })
    .map((days) => addCalendarDays('2000-01-01', days));
  const count = fc.integer({ min: 0, max: 40 });

  it('processingDay is always a business day, never before the order date, at most 5 days later', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const day = processingDay(at);
        const ordered = parisDate(at);
        expect(isBusinessDay(day)).toBe(true);
        expect(day >= ordered).toBe(true);
        expect(day <= addCalendarDays(ordered, 5)).toBe(true);
        const wall = parisDateTime(at);
        expect(day === ordered).toBe(isBusinessDay(ordered) && wall.hour < 19);
      }),
      runs,
    );
  });

  it('addBusinessDays is monotonic in the date and in the count', () => {
    fc.assert(
      fc.property(date, date, count, count, (a, b, n, m) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const [few, many] = n <= m ? [n, m] : [m, n];
        expect(addBusinessDays(early, few) <= addBusinessDays(late, few)).toBe(true);
        expect(addBusinessDays(early, few) <= addBusinessDays(early, many)).toBe(true);
        if (few < many)
          expect(addBusinessDays(early, few) < addBusinessDays(early, many)).toBe(true);
      }),
      runs,
    );
  });

  it('n ≥ 1 business days later is a business day, with exactly n business days in between', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 30 }), (start, n) => {
        const end = addBusinessDays(start, n);
        expect(isBusinessDay(end)).toBe(true);
        let counted = 0;
        for (let d = addCalendarDays(start, 1); d <= end; d = addCalendarDays(d, 1)) {
          if (isBusinessDay(d)) counted += 1;
        }
        expect(counted).toBe(n);
      }),
      runs,
    );
  });

  it('calendar days: n days later is n days between, and the weekday moves on by n', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -400, max: 400 }), (start, n) => {
        const end = addCalendarDays(start, n);
        expect(calendarDaysBetween(start, end)).toBe(n);
        expect(calendarDaysBetween(end, start) + n).toBe(0);
        expect(addCalendarDays(end, -n)).toBe(start);
        expect(isoWeekday(end)).toBe(((((isoWeekday(start) - 1 + n) % 7) + 7) % 7) + 1);
      }),
      runs,
    );
  });

  it('the Paris date of an instant is its UTC date, or the next one after Paris midnight', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const today = parisDate(at);
        const utcDay = at.toISOString().slice(0, 10);
        // Paris is one or two hours ahead of UTC: the same day, or the next one once its clock
        // has gone past midnight (its hour then reads less than UTC's).
        expect([utcDay, addCalendarDays(utcDay, 1)]).toContain(today);
        expect(today === utcDay).toBe(parisDateTime(at).hour >= at.getUTCHours());
      }),
      runs,
    );
  });

  it('Paris wall time round-trips, except in the skipped spring hour', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (d, h, m) => {
          const wall = parisDateTime(parisInstant(d, h, m));
          const skipped = wall.hour !== h;
          if (skipped) {
            // Only the hour the clock jumps over, the last Sunday of March at 02:xx.
            expect([d.slice(5, 7), isoWeekday(d), h, wall.hour]).toEqual(['03', 7, 2, 3]);
          } else {
            expect([wall.date, wall.hour, wall.minute]).toEqual([d, h, m]);
          }
        },
      ),
      runs,
    );
  });

  it('every year has eleven holidays, none a business day, Easter Monday a Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const holidays = frenchPublicHolidays(year);
        expect(holidays).toHaveLength(11);
        for (const { date: d } of holidays) expect(isBusinessDay(d)).toBe(false);
        const monday = holidays.find((h) => h.holiday === 'easter-monday');
        expect(monday && isoWeekday(monday.date)).toBe(1);
        const easter = easterSunday(year);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
      }),
      runs,
    );
  });
});
