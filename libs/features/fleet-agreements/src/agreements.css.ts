import { media, vars } from '@velo/ui/vars';
import { style } from '@vanilla-extract/css';

/** The contract's rendition: its sections as a readable column. */
export const document = style({
  maxWidth: '70ch',
  display: 'grid',
  gap: vars.space['3'],
});

/** The contract's fields: each label above its value on a phone, beside it from the tablet width. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  '@media': {
    [media.sm]: {
      gridTemplateColumns: 'minmax(8rem, 16rem) minmax(0, 1fr)',
    },
  },
});

export const fieldRow = style({ display: 'contents' });
export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
