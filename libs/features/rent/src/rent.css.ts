import { style } from '@vanilla-extract/css';
import { cssVariableName } from '@velo/ui/tokens';

// Layout and the schedule's table and chart on the design system's tokens (as @velo/leasing-ui's).
const token = (...path: string[]) => `var(${cssVariableName(path)})`;
const space = (key: string) => token('space', key);

/** A term and its value in the net cost's sources (the list's grid lays them out). */
export const factRow = style({ display: 'contents' });

/** The three end-of-lease options side by side from a tablet up, one under the other on a phone. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: space('4'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space('3'),
  padding: space('4'),
  border: `1px solid ${token('color', 'border')}`,
  borderRadius: token('radius', 'md'),
  selectors: {
    '&[data-chosen="true"]': {
      borderWidth: '3px',
      borderColor: token('color', 'primary', '40'),
    },
  },
});

export const optionAction = style({ marginTop: 'auto' });

/**
 * The schedule's table scrolls sideways on a phone; the scroll box is focusable and named so a
 * keyboard user can scroll it too (axe `scrollable-region-focusable`, RGAA 12.13).
 */
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${token('color', 'focus')}`,
      outlineOffset: '2px',
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: token('font', 'size', 'sm'),
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: space('2'),
  color: token('color', 'textMuted'),
});

export const headCell = style({
  padding: `${space('2')} ${space('3')}`,
  textAlign: 'start',
  fontWeight: token('font', 'weight', 'bold'),
  borderBottom: `2px solid ${token('color', 'neutral', '40')}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${space('2')} ${space('3')}`,
  borderBottom: `1px solid ${token('color', 'neutral', '20')}`,
  whiteSpace: 'nowrap',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const amount = style({ textAlign: 'end' });

/** The row of the next debit stands out by weight as well as by its "to pay" state in words. */
export const dueRow = style({ fontWeight: token('font', 'weight', 'bold') });

export const totalRow = style({
  fontWeight: token('font', 'weight', 'bold'),
  borderTop: `2px solid ${token('color', 'neutral', '40')}`,
});

/** The chart: 36 bars; paid ones filled, those to come outlined, free months a dash (not colour alone). */
export const chart = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '10rem' });

export const barPaid = style({
  fill: token('color', 'primary', '40'),
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const barToCome = style({
  fill: token('color', 'surface'),
  stroke: token('color', 'primary', '40'),
  strokeWidth: 1.5,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const barFree = style({
  fill: token('color', 'neutral', '60'),
  '@media': { '(forced-colors: active)': { fill: 'GrayText' } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space('2')} ${space('5')}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space('2') });

export const swatch = style({ width: '1rem', height: '1rem', flex: 'none' });

export const revisionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space('3'),
});

export const revision = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space('2'),
  paddingBlockEnd: space('3'),
  borderBottom: `1px solid ${token('color', 'neutral', '20')}`,
});
