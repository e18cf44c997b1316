import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

const grid = { display: 'grid', columnGap: vars.space['4'], margin: 0 } as const;

/** `figures`: the term at the start of the line, its value (an amount, a date) at the end. */
const figures = style([
  grid,
  { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space['2'], alignItems: 'baseline' },
]);

/** `fields`: the term above its value on a phone, a column of terms beside them from a tablet up. */
const fields = style([
  grid,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space['1'],
    '@media': { [media.sm]: { gridTemplateColumns: 'minmax(8rem, 16rem) minmax(0, 1fr)' } },
  },
]);

export const list = { figures, fields };

/** The space between two rows once term and value sit side by side (fields, from a tablet up). */
export const wideRowGap = styleVariants({ '1': {}, '2': {} }, (_, key) => ({
  '@media': { [media.sm]: { rowGap: vars.space[key] } },
}));

/** A term and its value (a `div` in the `dl`, HTML allows it), laid out by the list's grid. */
export const row = style({ display: 'contents' });

export const term = styleVariants({
  figures: { margin: 0 },
  fields: { fontWeight: vars.font.weight.bold, color: vars.color.text },
});

export const value = styleVariants({
  figures: { margin: 0, textAlign: 'end' },
  fields: { margin: 0, overflowWrap: 'anywhere' },
});
