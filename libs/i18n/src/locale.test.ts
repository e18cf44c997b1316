import { describe, expect, it } from 'vitest';
import { defaultLocale, resolveLocale, toSupportedLocale } from './locale';

describe('resolveLocale (spec section 4)', () => {
  it('prefers the stored locale over the browser language', () => {
    expect(resolveLocale({ stored: 'en', browserLanguages: ['fr-FR'] })).toBe('en');
  });

  it('falls back to the browser language, keeping only the part before the dash', () => {
    expect(resolveLocale({ stored: null, browserLanguages: ['en-GB', 'fr'] })).toBe('en');
    expect(resolveLocale({ browserLanguages: ['fr-CA'] })).toBe('fr');
  });

  it('falls back to French when nothing usable is known', () => {
    expect(resolveLocale({})).toBe('fr');
    expect(defaultLocale).toBe('fr');
  });

  it('falls back to French for a language the product does not speak', () => {
    expect(resolveLocale({ browserLanguages: ['de-DE'] })).toBe('fr');
  });

  it('ignores an unsupported stored value instead of trusting it', () => {
    expect(resolveLocale({ stored: 'klingon', browserLanguages: ['en-US'] })).toBe('en');
  });

  it('normalises case and underscores', () => {
    expect(toSupportedLocale('EN_us')).toBe('en');
    expect(toSupportedLocale('')).toBeUndefined();
  });
});
