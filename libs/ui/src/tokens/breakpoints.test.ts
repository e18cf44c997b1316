import { describe, expect, it } from 'vitest';
import { breakpointNames, breakpoints, mediaUp } from './breakpoints';

describe('breakpoints (spec section 9)', () => {
  it('has the five breakpoints in increasing order', () => {
    expect(breakpointNames).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    expect(Object.values(breakpoints)).toEqual([0, 600, 900, 1200, 1536]);
  });

  it('builds min-width media queries', () => {
    expect(mediaUp('md')).toBe('screen and (min-width: 900px)');
  });
});
