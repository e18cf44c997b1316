import { style } from '@vanilla-extract/css';
import { descriptionGrid } from '@velo/ui/recipes';
import { media, vars } from '@velo/ui/vars';

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const filters = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  boxShadow: vars.shadow.low,
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  fontWeight: vars.font.weight.medium,
});

export const checkboxes = style({ display: 'grid', gap: vars.space['1'] });

export const results = style({ minWidth: 0 });

export const count = style({ margin: 0, marginBlockEnd: vars.space['3'] });

/** A list on phones, a grid from the md breakpoint (spec section 9). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  boxShadow: vars.shadow.low,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const illustration = style({
  color: vars.color.primary['40'],
  display: 'flex',
  justifyContent: 'center',
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const figures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The bike page: details, then the breakdown beside them on large screens. */
export const bikeLayout = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const specs = style([
  descriptionGrid,
  { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space['2'] },
]);

export const specTerm = style({ fontWeight: vars.font.weight.bold });

export const specValue = style({ margin: 0 });
