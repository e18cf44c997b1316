import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './businessDays';
import { EXTENSION_MONTHS, EXTENSION_RENT_REDUCTION_PERCENT } from './constants';
import { contributions } from './contributions';
import {
  endOfLeaseOptions,
  endOfLeaseOutcome,
  endOfLeaseWindow,
  extensionDates,
  extensionRentCents,
  type EndOfLeaseChoice,
} from './endOfLease';
import { buyoutCents } from './pricing';
import { leaseEndDate, leaseMonthOn } from './rental';

const runs = { numRuns: 1000 };
const day = fc.integer({ min: 0, max: 22_000 }).map((n) => addCalendarDays('2000-01-01', n));
const policy = fc.record({
  rate: fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
  capCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});
const acme = { rate: 0.5, capCents: 6000 };

describe('endOfLeaseWindow: worked examples', () => {
  it('Claire, delivered 15 January 2024: choose from 15 October to 14 December 2026, end 14 January 2027', () => {
    const window = endOfLeaseWindow('2024-01-15', '2026-11-23');
    expect(window).toEqual({
      opensOn: '2026-10-15',
      decideBy: '2026-12-14',
      buyoutPayBy: '2027-01-14',
      endsOn: '2027-01-14',
      state: 'open',
    });
    expect(leaseMonthOn('2024-01-15', '2026-11-23')).toBe(35);
    expect(endOfLeaseWindow('2024-01-15', '2026-10-14').state).toBe('not-yet');
    expect(endOfLeaseWindow('2024-01-15', '2026-10-15').state).toBe('open');
    expect(endOfLeaseWindow('2024-01-15', '2026-12-14').state).toBe('open');
    expect(endOfLeaseWindow('2024-01-15', '2026-12-15').state).toBe('closed');
  });

  it('the extension runs 24 months from the day after the end', () => {
    expect(extensionDates('2024-01-15')).toEqual({ startedOn: '2027-01-15', endsOn: '2029-01-14' });
  });
});

describe('endOfLeaseOptions: worked example', () => {
  it('a 3 000 € bike at 108,20 € a month, Acme: buy for 600 €, return for 0 €, extend at 64,92 €', () => {
    expect(endOfLeaseOptions({ bikePriceCents: 300_000, rentCents: 10_820, policy: acme })).toEqual(
      {
        buyout: { priceCents: 60_000, resellRatioPercent: 20 },
        return: { priceCents: 0 },
        extend: {
          months: 24,
          monthlyRentCents: 6492,
          employerMonthlyCents: 3246,
          riderMonthlyCents: 3246,
          reductionPercent: 40,
        },
      },
    );
  });

  it('rounds the reduced rent half up to the cent: 0,05 € → 0,03 €', () => {
    expect(extensionRentCents(5)).toBe(3);
    expect(() => extensionRentCents(10.5)).toThrow(RangeError);
  });
});

describe('endOfLeaseOutcome (spec §4): worked examples', () => {
  const window = endOfLeaseWindow('2024-01-15', '2026-11-23');
  it('no choice: automatic extension, final once 14 December 2026 is past', () => {
    expect(endOfLeaseOutcome(null, false, '2026-11-23', window)).toEqual({
      outcome: 'automatic-extension',
      reason: 'no-choice-yet',
      final: false,
    });
    expect(endOfLeaseOutcome(null, false, '2026-12-15', window)).toEqual({
      outcome: 'automatic-extension',
      reason: 'no-choice-made',
      final: true,
    });
  });

  it('a buyout not paid by 14 January 2027 turns into the automatic extension', () => {
    expect(endOfLeaseOutcome('buyout', false, '2027-01-14', window)).toEqual({
      outcome: 'buyout',
      reason: 'buyout-awaiting-payment',
      final: false,
    });
    expect(endOfLeaseOutcome('buyout', false, '2027-01-15', window)).toEqual({
      outcome: 'automatic-extension',
      reason: 'buyout-unpaid',
      final: true,
    });
    expect(endOfLeaseOutcome('buyout', true, '2026-12-01', window).outcome).toBe('buyout');
  });

  it('return and extension are what the rider chose', () => {
    expect(endOfLeaseOutcome('return', false, '2026-11-23', window)).toEqual({
      outcome: 'return',
      reason: 'return-chosen',
      final: false,
    });
    expect(endOfLeaseOutcome('extend', false, '2026-12-20', window)).toEqual({
      outcome: 'extend',
      reason: 'extend-chosen',
      final: true,
    });
  });
});

describe('end of lease: properties (fast-check, 1000 runs each)', () => {
  it('the window opens before the decision deadline, before the end; it is open in months 34 and 35 only', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 * 31 }), (startedOn, offset) => {
        const today = addCalendarDays(startedOn, offset);
        const window = endOfLeaseWindow(startedOn, today);
        expect(window.opensOn < window.decideBy).toBe(true);
        expect(window.decideBy < window.endsOn).toBe(true);
        expect(window.buyoutPayBy <= window.endsOn).toBe(true);
        expect(window.endsOn).toBe(leaseEndDate(startedOn));
        const month = leaseMonthOn(startedOn, today);
        expect(window.state).toBe(month < 34 ? 'not-yet' : month <= 35 ? 'open' : 'closed');
      }),
      runs,
    );
  });

  it('the options: buyout = resell ratio, the extension rent is reduced and split exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        policy,
        (bikePriceCents, rentCents, contribution) => {
          const options = endOfLeaseOptions({ bikePriceCents, rentCents, policy: contribution });
          expect(options.buyout.priceCents).toBe(buyoutCents(bikePriceCents));
          const { extend } = options;
          expect(extend.months).toBe(EXTENSION_MONTHS);
          expect(extend.monthlyRentCents).toBeLessThanOrEqual(rentCents);
          const exact = (rentCents * (100 - EXTENSION_RENT_REDUCTION_PERCENT)) / 100;
          expect(Math.abs(extend.monthlyRentCents - exact)).toBeLessThanOrEqual(0.5);
          expect(extend.employerMonthlyCents + extend.riderMonthlyCents).toBe(
            extend.monthlyRentCents,
          );
          expect(extend.riderMonthlyCents).toBe(
            contributions(extend.monthlyRentCents, contribution).riderCents,
          );
        },
      ),
      runs,
    );
  });

  it('after the deadlines, doing nothing or not paying a buyout always leads to the automatic extension', () => {
    const choice = fc.constantFrom<EndOfLeaseChoice | null>(null, 'buyout', 'return', 'extend');
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 40 * 31 }),
        choice,
        fc.boolean(),
        (startedOn, offset, chosen, paid) => {
          const today = addCalendarDays(startedOn, offset);
          const window = endOfLeaseWindow(startedOn, today);
          const result = endOfLeaseOutcome(chosen, paid, today, window);
          if (chosen === null) expect(result.outcome).toBe('automatic-extension');
          if (chosen === 'buyout' && !paid && today > window.buyoutPayBy) {
            expect(result).toMatchObject({
              outcome: 'automatic-extension',
              reason: 'buyout-unpaid',
              final: true,
            });
          }
          if (chosen === 'buyout' && paid) expect(result.outcome).toBe('buyout');
          if (today > window.endsOn) expect(result.final).toBe(true);
        },
      ),
      runs,
    );
  });
});
