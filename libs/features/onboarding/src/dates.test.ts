import { describe, expect, it } from 'vitest';
import { isoFromTyped, typedFromIso } from './dates';

describe('the birth date as typed', () => {
  it('reads day/month/year with slashes, dots, dashes or spaces, one or two digits', () => {
    expect(isoFromTyped('14/06/1988')).toBe('1988-06-14');
    expect(isoFromTyped(' 4.6.1988 ')).toBe('1988-06-04');
    expect(isoFromTyped('04-06-1988')).toBe('1988-06-04');
    expect(isoFromTyped('4 6 1988')).toBe('1988-06-04');
  });
  it('leaves anything else as typed, for the rule to call invalid', () => {
    expect(isoFromTyped('1988')).toBe('1988');
    expect(isoFromTyped('14/06/88')).toBe('14/06/88');
  });
  it('shows a stored date as day/month/year', () => {
    expect(typedFromIso('1988-06-14')).toBe('14/06/1988');
    expect(typedFromIso('')).toBe('');
  });
});
