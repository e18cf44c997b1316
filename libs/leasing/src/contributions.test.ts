import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributions, rateThousandths } from './contributions';

const runs = { numRuns: 1000 };
const rent = fc.integer({ min: 0, max: 5_000_000 });
const rate = fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000);
const cap = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });

describe('contributions: worked examples', () => {
  it('Acme: half the rent, at most 60 € a month', () => {
    expect(contributions(10_820, { rate: 0.5, capCents: 6000 })).toEqual({
      employerCents: 5410,
      riderCents: 5410,
    });
    expect(contributions(13_080, { rate: 0.5, capCents: 6000 })).toEqual({
      employerCents: 6000,
      riderCents: 7080,
    });
  });

  it('Holding: 40 % without a cap, rounded half up to the cent', () => {
    // 40 % of 101,01 € is 40,404 €
    expect(contributions(10_101, { rate: 0.4, capCents: null })).toEqual({
      employerCents: 4040,
      riderCents: 6061,
    });
    // 50 % of 0,03 € is 0,015 €: half up to 0,02 €
    expect(contributions(3, { rate: 0.5, capCents: null })).toEqual({
      employerCents: 2,
      riderCents: 1,
    });
  });

  it('no contribution, a full one, a zero cap', () => {
    expect(contributions(9000, { rate: 0, capCents: null }).employerCents).toBe(0);
    expect(contributions(9000, { rate: 1, capCents: null }).riderCents).toBe(0);
    expect(contributions(9000, { rate: 1, capCents: 0 }).employerCents).toBe(0);
  });

  it('reads a float rate as exact thousandths', () => {
    expect(rateThousandths(0.3)).toBe(300);
    expect(rateThousandths(0.1 + 0.2)).toBe(300);
  });

  it('refuses rates outside 0–1 and amounts that are not cents', () => {
    expect(() => contributions(100, { rate: 1.2, capCents: null })).toThrow(RangeError);
    expect(() => contributions(100, { rate: Number.NaN, capCents: null })).toThrow(RangeError);
    expect(() => contributions(10.5, { rate: 0.5, capCents: null })).toThrow(RangeError);
    expect(() => contributions(100, { rate: 0.5, capCents: -1 })).toThrow(RangeError);
  });
});

describe('contributions: properties (fast-check, 1000 runs each)', () => {
  it('the employer never pays more than its cap nor more than the rent', () => {
    fc.assert(
      fc.property(rent, rate, cap, (rentCents, r, capCents) => {
        const { employerCents } = contributions(rentCents, { rate: r, capCents });
        expect(employerCents).toBeGreaterThanOrEqual(0);
        expect(employerCents).toBeLessThanOrEqual(rentCents);
        if (capCents !== null) expect(employerCents).toBeLessThanOrEqual(capCents);
      }),
      runs,
    );
  });

  it('employer and rider shares add up exactly to the rent', () => {
    fc.assert(
      fc.property(rent, rate, cap, (rentCents, r, capCents) => {
        const { employerCents, riderCents } = contributions(rentCents, { rate: r, capCents });
        expect(employerCents + riderCents).toBe(rentCents);
        expect(Number.isSafeInteger(riderCents) && riderCents >= 0).toBe(true);
      }),
      runs,
    );
  });

  it('below the cap the employer pays the rate of the rent, to half a cent', () => {
    fc.assert(
      fc.property(rent, rate, (rentCents, r) => {
        const { employerCents } = contributions(rentCents, { rate: r, capCents: null });
        expect(Math.abs(employerCents - rentCents * r)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      runs,
    );
  });

  it('a dearer rent never lowers the employer share nor the rider share', () => {
    fc.assert(
      fc.property(rent, fc.nat(100_000), rate, cap, (rentCents, more, r, capCents) => {
        const low = contributions(rentCents, { rate: r, capCents });
        const high = contributions(rentCents + more, { rate: r, capCents });
        expect(high.employerCents).toBeGreaterThanOrEqual(low.employerCents);
        expect(high.riderCents).toBeGreaterThanOrEqual(low.riderCents);
      }),
      runs,
    );
  });
});
