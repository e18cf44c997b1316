import { describe, expect, it } from 'vitest';
import { listPageCount } from './ListPages';

describe('listPageCount: the pages a fleet list makes, for "Page 2 sur 82"', () => {
  it('counts the pages when the API counted every row, one at least', () => {
    expect(listPageCount({ total: 2026, totalExact: true }, 25)).toEqual({
      pages: 82,
      exact: true,
    });
    expect(listPageCount({ total: 2025, totalExact: true }, 25)).toEqual({
      pages: 81,
      exact: true,
    });
    expect(listPageCount({ total: 0, totalExact: true }, 25)).toEqual({ pages: 1, exact: true });
  });

  it('counts the full pages of the rows counted when the API stopped counting ("plus de")', () => {
    expect(listPageCount({ total: 10_000, totalExact: false }, 25)).toEqual({
      pages: 400,
      exact: false,
    });
    // A search counts up to 200: "Page 1 sur plus de 8".
    expect(listPageCount({ total: 200, totalExact: false }, 25)).toEqual({
      pages: 8,
      exact: false,
    });
  });
});
