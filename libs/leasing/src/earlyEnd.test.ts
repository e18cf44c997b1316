import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './businessDays';
import { earlyEndSituations, earlyReturnSituations, LEASE_DURATION_MONTHS } from './constants';
import { earlyBuyout, earlyReturn, isListedSituation } from './earlyEnd';
import { buyoutCents } from './pricing';
import { leaseMonthOn } from './rental';

const runs = { numRuns: 1000 };
const day = fc.integer({ min: 0, max: 22_000 }).map((n) => addCalendarDays('2000-01-01', n));
const policy = fc.record({
  rate: fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
  capCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});
const acme = { rate: 0.5, capCents: 6000 };
const lease = { rentCents: 10_820, policy: acme, freeMonths: 3 };

describe('earlyReturn (spec §4, §9): worked examples', () => {
  it('Inès in month 5 (4 June 2026; month 6 starts on 15 June): refused, possible from 15 January 2027', () => {
    expect(
      earlyReturn({
        ...lease,
        startedOn: '2026-01-15',
        today: '2026-06-04',
        situation: 'dismissal',
      }),
    ).toEqual({
      allowed: false,
      free: false,
      costCents: 0,
      month: 5,
      monthsLeft: 31,
      reason: 'before-month-13',
      freeFromOn: '2027-01-15',
    });
  });

  it('Julien in month 14 (23 November 2026): free when dismissed', () => {
    const julien = { ...lease, startedOn: '2025-10-10', today: '2026-11-23' };
    expect(earlyReturn({ ...julien, situation: 'dismissal' })).toEqual({
      allowed: true,
      free: true,
      costCents: 0,
      month: 14,
      monthsLeft: 22,
      reason: 'listed-situation',
      freeFromOn: '2026-10-10',
    });
    for (const situation of earlyReturnSituations) {
      expect(earlyReturn({ ...julien, situation }).free).toBe(true);
    }
  });

  it('… and for another reason he pays his share of the 22 months left: 22 × 54,10 € = 1 190,20 €', () => {
    expect(
      earlyReturn({ ...lease, startedOn: '2025-10-10', today: '2026-11-23', situation: 'other' }),
    ).toMatchObject({ allowed: true, free: false, costCents: 119_020, reason: 'other-situation' });
  });

  it('the first day of month 13 is free, the day before is refused', () => {
    const start = { ...lease, startedOn: '2025-10-10', situation: 'maternity-leave' as const };
    expect(earlyReturn({ ...start, today: '2026-10-09' }).reason).toBe('before-month-13');
    expect(earlyReturn({ ...start, today: '2026-10-10' }).free).toBe(true);
  });

  it('after the 36 months: the end-of-lease choice applies instead', () => {
    expect(
      earlyReturn({ ...lease, startedOn: '2023-01-15', today: '2026-11-23', situation: 'other' }),
    ).toMatchObject({ allowed: false, reason: 'after-end', month: 47 });
  });

  it('refuses an unknown situation', () => {
    expect(() =>
      earlyReturn({
        ...lease,
        startedOn: '2025-10-10',
        today: '2026-11-23',
        situation: 'bored' as 'other',
      }),
    ).toThrow(RangeError);
    expect(isListedSituation('other')).toBe(false);
  });
});

describe('earlyBuyout (our design): worked examples', () => {
  it('Julien in month 14, 3 000 € bike: 600 € + 22 × 87,20 € = 2 518,40 €', () => {
    expect(
      earlyBuyout({
        ...lease,
        startedOn: '2025-10-10',
        today: '2026-11-23',
        bikePriceCents: 300_000,
      }),
    ).toEqual({
      allowed: true,
      priceCents: 251_840,
      buyoutCents: 60_000,
      bikeLeftCents: 191_840,
      month: 14,
      monthsLeft: 22,
      riderRentLeftCents: 119_020,
      reason: 'from-month-13',
      allowedFromOn: '2026-10-10',
    });
  });

  it('Inès in month 5: not yet, from 15 January 2027; without the rent the rent left is unknown', () => {
    expect(
      earlyBuyout({ startedOn: '2026-01-15', today: '2026-06-04', bikePriceCents: 300_000 }),
    ).toMatchObject({
      allowed: false,
      priceCents: 0,
      reason: 'before-month-13',
      allowedFromOn: '2027-01-15',
      riderRentLeftCents: null,
    });
  });
});

describe('early end: properties (fast-check, 1000 runs each)', () => {
  const input = fc.record({
    startedOn: day,
    offset: fc.integer({ min: -60, max: 40 * 31 }),
    later: fc.integer({ min: 0, max: 400 }),
    situation: fc.constantFrom(...earlyEndSituations),
    rentCents: fc.integer({ min: 0, max: 500_000 }),
    policy,
    freeMonths: fc.integer({ min: 0, max: LEASE_DURATION_MONTHS }),
    bikePriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  });

  it('never free before month 13; always free from month 13 to 36 in a listed situation', () => {
    fc.assert(
      fc.property(input, ({ startedOn, offset, situation, ...rest }) => {
        const today = addCalendarDays(startedOn, offset);
        const result = earlyReturn({ ...rest, startedOn, today, situation });
        const month = leaseMonthOn(startedOn, today);
        expect(result.month).toBe(month);
        if (month < 13)
          expect(result).toMatchObject({ allowed: false, free: false, reason: 'before-month-13' });
        else if (month > 36) expect(result).toMatchObject({ allowed: false, reason: 'after-end' });
        else if (isListedSituation(situation)) {
          expect(result).toMatchObject({
            allowed: true,
            free: true,
            costCents: 0,
            reason: 'listed-situation',
          });
        } else expect(result).toMatchObject({ allowed: true, reason: 'other-situation' });
        expect(leaseMonthOn(startedOn, result.freeFromOn)).toBe(13);
        expect(leaseMonthOn(startedOn, addCalendarDays(result.freeFromOn, -1))).toBe(12);
      }),
      runs,
    );
  });

  it('the cost of a return is never negative and never grows with time', () => {
    fc.assert(
      fc.property(input, ({ startedOn, offset, later, situation, ...rest }) => {
        const today = addCalendarDays(startedOn, offset);
        const now = earlyReturn({ ...rest, startedOn, today, situation });
        const then = earlyReturn({
          ...rest,
          startedOn,
          today: addCalendarDays(today, later),
          situation,
        });
        expect(now.costCents).toBeGreaterThanOrEqual(0);
        if (now.allowed && then.allowed) expect(then.costCents).toBeLessThanOrEqual(now.costCents);
        if (now.allowed && !now.free) {
          expect(now.costCents).toBeLessThanOrEqual(now.monthsLeft * rest.rentCents);
        }
      }),
      runs,
    );
  });

  it('an early buyout costs at least the end-of-lease buyout, and less as time passes', () => {
    fc.assert(
      fc.property(input, ({ startedOn, offset, later, bikePriceCents }) => {
        const today = addCalendarDays(startedOn, offset);
        const now = earlyBuyout({ startedOn, today, bikePriceCents });
        const then = earlyBuyout({
          startedOn,
          today: addCalendarDays(today, later),
          bikePriceCents,
        });
        expect(now.allowed).toBe(now.month >= 13 && now.month <= 36);
        if (now.allowed) {
          expect(now.priceCents).toBeGreaterThanOrEqual(buyoutCents(bikePriceCents));
          expect(now.priceCents).toBe(now.buyoutCents + now.bikeLeftCents);
        } else expect(now.priceCents).toBe(0);
        if (now.allowed && then.allowed)
          expect(then.priceCents).toBeLessThanOrEqual(now.priceCents);
      }),
      runs,
    );
  });
});
