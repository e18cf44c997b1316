import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_MONTHS_NEW_BIKE, LEASE_DURATION_MONTHS } from './constants';
import { contributions } from './contributions';
import { financedPrices, monthlyRent } from './pricing';
import { agreedLeaseQuote, freeMonths, leaseQuote, leaseSchedule } from './schedule';

const runs = { numRuns: 1000 };
const policy = fc.record({
  rate: fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
  capCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});

describe('free months (spec §9: 3 months for a new bike, from the commercial offer)', () => {
  it('come from the active commercial offer, for a new bike only', () => {
    expect(freeMonths({ monthsOfFreeRent: FREE_MONTHS_NEW_BIKE })).toBe(3);
    expect(freeMonths({ monthsOfFreeRent: 3 }, { newBike: false })).toBe(0);
    expect(freeMonths(null)).toBe(0);
    expect(freeMonths(undefined)).toBe(0);
  });

  it('never exceed the lease, never go below zero', () => {
    expect(freeMonths({ monthsOfFreeRent: 48 })).toBe(36);
    expect(freeMonths({ monthsOfFreeRent: -2 })).toBe(0);
    expect(freeMonths({ monthsOfFreeRent: Number.NaN })).toBe(0);
  });
});

describe('leaseSchedule: worked example', () => {
  it('Acme rider, 3 000 € bike: 3 free months, then 54,10 € a month for 33 months', () => {
    const { instalments, totals } = leaseSchedule(10_820, { rate: 0.5, capCents: 6000 }, 3);
    expect(instalments).toHaveLength(36);
    expect(
      instalments.slice(0, 3).every((i) => i.free && i.riderCents === 0 && i.rentCents === 0),
    ).toBe(true);
    expect(instalments[3]).toEqual({
      month: 4,
      free: false,
      rentCents: 10_820,
      employerCents: 5410,
      riderCents: 5410,
    });
    expect(totals).toEqual({ rentCents: 357_060, employerCents: 178_530, riderCents: 178_530 });
  });

  it('refuses free months outside the lease', () => {
    expect(() => leaseSchedule(1000, { rate: 0.5, capCents: null }, 37)).toThrow(RangeError);
    expect(() => leaseSchedule(1000, { rate: 0.5, capCents: null }, 1.5)).toThrow(RangeError);
  });
});

describe('leaseSchedule: properties (fast-check, 1000 runs each)', () => {
  it('the 36 instalments add up exactly to the model: (36 − free) × each monthly figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        policy,
        fc.integer({ min: 0, max: LEASE_DURATION_MONTHS }),
        (rentCents, contribution, free) => {
          const { instalments, totals } = leaseSchedule(rentCents, contribution, free);
          const monthly = contributions(rentCents, contribution);
          const paid = LEASE_DURATION_MONTHS - free;
          expect(instalments).toHaveLength(LEASE_DURATION_MONTHS);
          expect(instalments.map((i) => i.month)).toEqual(
            Array.from({ length: LEASE_DURATION_MONTHS }, (_, index) => index + 1),
          );
          const sum = (key: 'rentCents' | 'employerCents' | 'riderCents') =>
            instalments.reduce((total, i) => total + i[key], 0);
          expect(sum('rentCents')).toBe(paid * rentCents);
          expect(sum('employerCents')).toBe(paid * monthly.employerCents);
          expect(sum('riderCents')).toBe(paid * monthly.riderCents);
          expect(totals).toEqual({
            rentCents: sum('rentCents'),
            employerCents: sum('employerCents'),
            riderCents: sum('riderCents'),
          });
          // One assertion per run, not per month: 36 000 expect calls would take seconds.
          const consistent = instalments.every(
            (i) =>
              i.employerCents + i.riderCents === i.rentCents &&
              i.free === i.month <= free &&
              (!i.free || i.riderCents === 0),
          );
          expect(consistent).toBe(true);
        },
      ),
      runs,
    );
  });

  it('a quote agrees with monthlyRent, contributions and the schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 4 }),
        policy,
        fc.option(fc.record({ monthsOfFreeRent: fc.integer({ min: 0, max: 6 }) }), { nil: null }),
        (bikePriceCents, equipmentPriceCents, contribution, offer) => {
          const quote = leaseQuote({ bikePriceCents, equipmentPriceCents, contribution, offer });
          const rent = monthlyRent({ bikePriceCents, equipmentPriceCents });
          expect(quote.rent).toEqual(rent);
          expect(quote.monthly).toEqual(contributions(rent.rentCents, contribution));
          expect(quote.freeMonths).toBe(freeMonths(offer));
          expect(quote.totals).toEqual(
            leaseSchedule(rent.rentCents, contribution, quote.freeMonths).totals,
          );
        },
      ),
      runs,
    );
  });
});

describe('agreedLeaseQuote (a request as the API fixed it)', () => {
  /** Inès's request: a 3 000 € bike and a 79,90 € helmet, Acme pays half, 3 free months. */
  const request = {
    bikePriceCents: 300_000,
    equipment: [{ priceCents: 7990 }],
    extraContribution: null,
    monthlyRentCents: 11_102,
    employerContributionCents: 5551,
    riderContributionCents: 5551,
    monthsOfFreeRent: 3,
  };

  it('shows the API’s rent, split and free months; the same quote the model simulates', () => {
    const quote = agreedLeaseQuote(request);
    expect(quote.rent.rentCents).toBe(11_102);
    expect(quote.monthly).toEqual({ employerCents: 5551, riderCents: 5551 });
    expect(quote.freeMonths).toBe(3);
    expect(quote.totals).toEqual({
      rentCents: 366_366,
      employerCents: 183_183,
      riderCents: 183_183,
    });
    expect(quote).toEqual(
      leaseQuote({
        bikePriceCents: 300_000,
        equipmentPriceCents: [7990],
        contribution: { rate: 0.5, capCents: 6000 },
        offer: { monthsOfFreeRent: 3 },
      }),
    );
  });

  it('takes the API’s figures as they are, not the model’s', () => {
    const quote = agreedLeaseQuote({
      ...request,
      riderContributionCents: 5000,
      monthsOfFreeRent: 0,
    });
    expect(quote.monthly.riderCents).toBe(5000);
    expect(quote.totals.riderCents).toBe(36 * 5000);
  });

  it('details the rent of what the lease finances once the excess is paid apart', () => {
    const financed = financedPrices(
      { bikePriceCents: 300_000, equipmentPriceCents: [7990] },
      50_000,
    );
    const quote = agreedLeaseQuote({
      ...request,
      extraContribution: { priceExcessCents: 50_000 },
      monthlyRentCents: monthlyRent(financed).rentCents,
    });
    expect(quote.rent).toEqual(monthlyRent(financed));
    expect(quote.rent.buyoutCents).toBe(50_000);
  });
});
