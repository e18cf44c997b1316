import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';

const NNBSP = '\u202f'; // French thousands separator in Intl
const NBSP = '\u00a0'; // before the € sign

describe('formatMoney (spec section 9: euros, € suffix, comma decimal, space thousands, 2 decimals)', () => {
  it('formats integer cents with Intl’s French no-break spaces', () => {
    expect(formatMoney(123450, 'fr')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(0, 'fr')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(5, 'fr')).toBe(`0,05${NBSP}€`);
    expect(formatMoney(-4500, 'fr')).toBe(`-45,00${NBSP}€`);
    expect(formatMoney(123456789, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
  });

  it('is exact where euros as floats are not (575.55 is 575.549999… as a double)', () => {
    expect(formatMoney(57555, 'fr')).toBe(`575,55${NBSP}€`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'fr')).toBe(
      `90${NNBSP}071${NNBSP}992${NNBSP}547${NNBSP}409,91${NBSP}€`,
    );
  });

  it('keeps the product’s money display in the English interface', () => {
    expect(formatMoney(123450, 'en')).toBe(formatMoney(123450, 'fr'));
  });

  it('takes fewer decimals on request, 2 at most', () => {
    expect(formatMoney(6000, 'fr', { minimumFractionDigits: 0 })).toBe(`60${NBSP}€`);
    expect(formatMoney(6050, 'fr', { minimumFractionDigits: 0, maximumFractionDigits: 2 })).toBe(
      `60,5${NBSP}€`,
    );
    // A cent is the smallest unit: more decimals than two are not invented.
    expect(formatMoney(1234, 'fr', { minimumFractionDigits: 3, maximumFractionDigits: 4 })).toBe(
      `12,34${NBSP}€`,
    );
  });

  it('refuses anything but an integer number of cents', () => {
    expect(() => formatMoney(1234.5, 'fr')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'fr')).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, 'fr')).toThrow(RangeError);
  });

  it('property: never loses a cent, with groups of three, a comma and two decimals', () => {
    const cents = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(cents, fc.constantFrom('fr' as const, 'en' as const), (amount, locale) => {
        const text = formatMoney(amount, locale);
        expect(text).toMatch(new RegExp(`^-?\\d{1,3}(${NNBSP}\\d{3})*,\\d{2}${NBSP}€$`));
        // Read back digit by digit (BigInt: no float on the way back either).
        expect(BigInt(text.replace(/[^\d-]/g, ''))).toBe(BigInt(amount));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatDate, formatNumber, formatPercent', () => {
  it('formats dates per locale, reading YYYY-MM-DD as that calendar day', () => {
    expect(formatDate('2026-11-20', 'fr')).toBe('20 novembre 2026');
    expect(formatDate('2026-11-20', 'en')).toBe('20 November 2026');
    expect(formatDate(new Date(2026, 0, 5), 'fr', { dateStyle: 'short' })).toBe('05/01/2026');
  });

  it('formats numbers and rates per locale', () => {
    expect(formatNumber(1234.5, 'fr')).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatPercent(0.2, 'fr')).toBe(`20${NBSP}%`);
    expect(formatPercent(0.2, 'en')).toBe('20%');
  });
});
