import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEASE_DURATION_MONTHS, RESELL_RATIO_PERCENT } from './constants';
import { buyoutCents, financedPrices, monthlyRent } from './pricing';

const runs = { numRuns: 1000 };
/** Up to 100 000 € a bike, 2 000 € an item of equipment. */
const bikePrice = fc.integer({ min: 0, max: 10_000_000 });
const equipment = fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 6 });

describe('monthlyRent: worked examples (the formula of constants.ts)', () => {
  it('a 3 000 € bike alone rents for 108,20 € a month including tax', () => {
    // bike: (300 000 − 60 000) / 36 + 360 000 × 4 % / 24 = 6 666,67 + 600 = 7 266,67 c excl. tax
    // insurance 0,35 % × 300 000 = 1 050; servicing 6 000 / 12 = 500; assistance 200
    // 9 016,67 c excl. tax × 1,2 = 10 820 c
    expect(monthlyRent({ bikePriceCents: 300_000 })).toEqual({
      bikeCents: 8720,
      equipmentCents: 0,
      insuranceCents: 1260,
      servicingCents: 600,
      assistanceCents: 240,
      rentCents: 10_820,
      rentExclTaxCents: 9017,
      vatCents: 1803,
      buyoutCents: 60_000,
      insuranceFranchiseCents: 30_000,
      durationMonths: 36,
    });
  });

  it('a 3 499 € bike with a 79,90 € helmet and an 89,90 € lock rents for 130,80 €', () => {
    const rent = monthlyRent({ bikePriceCents: 349_900, equipmentPriceCents: [7990, 8990] });
    // equipment: 16 980 / 36 + 16 980 × 4 % / 24 = 499,97 c excl. tax, 599,96 c incl. tax
    expect(rent.equipmentCents).toBe(600);
    expect(rent.rentCents).toBe(13_080);
    expect(rent.buyoutCents).toBe(69_980);
  });

  it('a bike priced 0 € still costs its servicing and assistance: 8,40 €', () => {
    expect(monthlyRent({ bikePriceCents: 0 })).toMatchObject({
      bikeCents: 0,
      insuranceCents: 0,
      rentCents: 840,
    });
  });

  it('lasts 36 months and buys back at the resell ratio of the price (spec §9)', () => {
    expect(LEASE_DURATION_MONTHS).toBe(36);
    expect(buyoutCents(123_456)).toBe(Math.round((123_456 * RESELL_RATIO_PERCENT) / 100));
  });

  it('refuses euros passed by mistake, negative prices and unsafe integers', () => {
    expect(() => monthlyRent({ bikePriceCents: 1999.5 })).toThrow(RangeError);
    expect(() => monthlyRent({ bikePriceCents: -1 })).toThrow(RangeError);
    expect(() => monthlyRent({ bikePriceCents: 100, equipmentPriceCents: [Number.NaN] })).toThrow(
      /equipmentPriceCents\[0\]/,
    );
    expect(() => buyoutCents(2 ** 53)).toThrow(RangeError);
  });
});

describe('monthlyRent: properties (fast-check, 1000 runs each)', () => {
  it('the rent never falls when the bike costs more', () => {
    fc.assert(
      fc.property(bikePrice, fc.nat(500_000), equipment, (price, more, items) => {
        const cheaper = monthlyRent({ bikePriceCents: price, equipmentPriceCents: items });
        const dearer = monthlyRent({ bikePriceCents: price + more, equipmentPriceCents: items });
        expect(dearer.rentCents).toBeGreaterThanOrEqual(cheaper.rentCents);
      }),
      runs,
    );
  });

  it('the rent never falls when equipment is added', () => {
    fc.assert(
      fc.property(
        bikePrice,
        equipment,
        fc.integer({ min: 0, max: 200_000 }),
        (price, items, added) => {
          const without = monthlyRent({ bikePriceCents: price, equipmentPriceCents: items });
          const withIt = monthlyRent({
            bikePriceCents: price,
            equipmentPriceCents: [...items, added],
          });
          expect(withIt.rentCents).toBeGreaterThanOrEqual(without.rentCents);
          expect(withIt.equipmentCents).toBeGreaterThanOrEqual(without.equipmentCents);
        },
      ),
      runs,
    );
  });

  it('the parts add up exactly to the rent, and VAT to the difference', () => {
    fc.assert(
      fc.property(bikePrice, equipment, (price, items) => {
        const rent = monthlyRent({ bikePriceCents: price, equipmentPriceCents: items });
        const parts =
          rent.bikeCents +
          rent.equipmentCents +
          rent.insuranceCents +
          rent.servicingCents +
          rent.assistanceCents;
        expect(parts).toBe(rent.rentCents);
        expect(rent.rentExclTaxCents + rent.vatCents).toBe(rent.rentCents);
        for (const value of Object.values(rent)) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
      }),
      runs,
    );
  });

  it('VAT is 20 % of the rent excluding tax, to a cent', () => {
    fc.assert(
      fc.property(bikePrice, equipment, (price, items) => {
        const rent = monthlyRent({ bikePriceCents: price, equipmentPriceCents: items });
        expect(Math.abs(rent.rentExclTaxCents * 1.2 - rent.rentCents)).toBeLessThanOrEqual(1.2);
      }),
      runs,
    );
  });

  it('the order of the equipment does not change the rent', () => {
    fc.assert(
      fc.property(bikePrice, equipment, (price, items) => {
        expect(
          monthlyRent({ bikePriceCents: price, equipmentPriceCents: [...items].reverse() }),
        ).toEqual(monthlyRent({ bikePriceCents: price, equipmentPriceCents: items }));
      }),
      runs,
    );
  });
});

describe('financedPrices (lease-design §2: the part above the envelope is paid apart)', () => {
  it('takes the excess off the bike first, then off the equipment in order', () => {
    const prices = { bikePriceCents: 300_000, equipmentPriceCents: [7990, 8990] };
    expect(financedPrices(prices, 0)).toEqual(prices);
    expect(financedPrices(prices, 50_000)).toEqual({
      bikePriceCents: 250_000,
      equipmentPriceCents: [7990, 8990],
    });
    expect(financedPrices(prices, 305_000)).toEqual({
      bikePriceCents: 0,
      equipmentPriceCents: [2990, 8990],
    });
    expect(financedPrices({ bikePriceCents: 1000 }, 5000)).toEqual({
      bikePriceCents: 0,
      equipmentPriceCents: [],
    });
  });

  it('finances exactly the total less the excess, never below zero', () => {
    const sum = (prices: readonly number[]) => prices.reduce((total, price) => total + price, 0);
    const excess = fc.integer({ min: 0, max: 20_000_000 });
    fc.assert(
      fc.property(bikePrice, equipment, excess, (bike, items, apart) => {
        const financed = financedPrices(
          { bikePriceCents: bike, equipmentPriceCents: items },
          apart,
        );
        expect(financed.bikePriceCents + sum(financed.equipmentPriceCents)).toBe(
          Math.max(0, bike + sum(items) - apart),
        );
        expect(financed.equipmentPriceCents.every((price) => price >= 0)).toBe(true);
      }),
      runs,
    );
  });

  it('refuses an excess that is not a number of cents', () => {
    expect(() => financedPrices({ bikePriceCents: 1000 }, 12.5)).toThrow(RangeError);
  });
});
