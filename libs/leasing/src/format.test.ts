/**
 * The lease's amounts are shown with the product's one money formatter, formatMoney of @velo/i18n;
 * these tests check that every figure the model produces reads the way spec §9 says.
 */
import { formatMoney, supportedLocales } from '@velo/i18n';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributions } from './contributions';
import { monthlyRent } from './pricing';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
/** Euros, € suffix, comma decimal, space thousands, 2 decimals (spec §9), as French Intl writes it. */
const specMoney = new RegExp(`^\\d{1,3}(${NNBSP}\\d{3})*,\\d{2}${NBSP}€$`);

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('lease amounts as displayed (spec §9 "1 234,56 €")', () => {
  it('a worked example', () => {
    const rent = monthlyRent({ bikePriceCents: 3_499_000 });
    expect(formatMoney(rent.buyoutCents, 'fr')).toBe(`6${NNBSP}998,00${NBSP}€`);
    expect(formatMoney(123_456, 'fr')).toBe(`1${NNBSP}234,56${NBSP}€`);
  });

  it('every rent and share reads as spec §9 says, in both languages, and means its cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(...supportedLocales),
        (bikePriceCents, equipmentPriceCents, thousandths, locale) => {
          const rent = monthlyRent({ bikePriceCents, equipmentPriceCents });
          const shares = contributions(rent.rentCents, {
            rate: thousandths / 1000,
            capCents: null,
          });
          for (const cents of [
            rent.rentCents,
            rent.buyoutCents,
            shares.employerCents,
            shares.riderCents,
          ]) {
            const text = formatMoney(cents, locale);
            expect(text).toMatch(specMoney);
            expect(Math.round(euros(text) * 100)).toBe(cents);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
