import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingTimeMs } from './readingTime';

describe('readingTimeMs (spec section 9)', () => {
  it('never goes below 2500 ms', () => {
    expect(readingTimeMs('')).toBe(2500);
    expect(readingTimeMs('Une erreur est survenue')).toBe(2500);
  });

  it('reads 200 words per minute beyond that', () => {
    expect(readingTimeMs(Array(9).fill('mot').join(' '))).toBe(2700);
    expect(readingTimeMs(Array(200).fill('mot').join(' \n '))).toBe(60_000);
  });

  it('is the larger of 2500 and words × 300 ms, whatever the spacing', () => {
    const word = fc.stringMatching(/^[^\s]{1,12}$/);
    const gap = fc.constantFrom(' ', '  ', '\n', '\t', '\u00a0 ');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { maxLength: 60 }), (parts) => {
        const text = parts.map(([w, g]) => w + g).join('');
        expect(readingTimeMs(text)).toBe(Math.max(2500, parts.length * 300));
      }),
      { numRuns: 1000 },
    );
  });
});
