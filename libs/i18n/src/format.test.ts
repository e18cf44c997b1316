import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';

const NNBSP = '\u202f'; // French thousands separator in Intl
const NBSP = '\u00a0'; // before the € sign

describe('formatMoney (spec section 9: euros, € suffix, comma decimal, space thousands, 2 decimals)', () => {
  it('formats French amounts with Intl’s no-break spaces', () => {
    expect(formatMoney(1234.5, 'fr')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(0, 'fr')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-45, 'fr')).toBe(`-45,00${NBSP}€`);
    expect(formatMoney(1234567.891, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
  });

  it('keeps the product’s money display in the English interface', () => {
    expect(formatMoney(1234.5, 'en')).toBe(formatMoney(1234.5, 'fr'));
  });

  it('takes other decimal counts on request', () => {
    expect(formatMoney(60, 'fr', { minimumFractionDigits: 0 })).toBe(`60${NBSP}€`);
    expect(formatMoney(12.3456, 'fr', { maximumFractionDigits: 3 })).toBe(`12,346${NBSP}€`);
  });

  it('always gives groups of three, a comma and two decimals, for any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const text = formatMoney(amount, 'fr');
        expect(text).toMatch(new RegExp(`^-?\\d{1,3}(${NNBSP}\\d{3})*,\\d{2}${NBSP}€$`));
        const back = Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(amount));
      }),
      { numRuns: 1000 },
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
