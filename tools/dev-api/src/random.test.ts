import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

describe('seededRandom (the demo data is the same on every start)', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.int(0, 1000));
    };
    expect(draw(2026)).toEqual(draw(2026));
    expect(draw(2026)).not.toEqual(draw(2027));
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = random.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles without losing or adding an element', () => {
    const items = ['Lyon', 'Nantes', 'Lille', 'Rennes', 'Tours'];
    const shuffled = seededRandom(1).shuffle(items);
    expect([...shuffled].sort()).toEqual([...items].sort());
    expect(items).toEqual(['Lyon', 'Nantes', 'Lille', 'Rennes', 'Tours']);
  });
});
