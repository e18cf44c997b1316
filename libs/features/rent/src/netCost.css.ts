import { style } from '@vanilla-extract/css';
import { cssVariableName } from '@velo/ui/tokens';

// The net-cost page's list of sources (issue 14), on the design system's tokens as rent.css.ts.
const token = (...path: string[]) => `var(${cssVariableName(path)})`;
const space = (key: string) => token('space', key);

/** One entry per figure: a list, not a wide table, so a phone reads it without scrolling sideways. */
export const sources = style({
  display: 'grid',
  gap: space('3'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const source = style({
  display: 'grid',
  gap: space('2'),
  paddingBlockEnd: space('3'),
  borderBlockEnd: `1px solid ${token('color', 'border')}`,
});

/** Term and value side by side, values read from the start (long source names wrap). */
export const sourceFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, max-content) minmax(0, 1fr)',
  columnGap: space('4'),
  rowGap: space('1'),
  margin: 0,
  alignItems: 'baseline',
});

export const sourceTerm = style({ margin: 0 });

export const sourceValue = style({ margin: 0, overflowWrap: 'anywhere' });
