import { style } from '@vanilla-extract/css';
import { bareList } from '@velo/ui/recipes';
import { media, vars } from '@velo/ui/vars';

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** The address field, then the radius as a row of choices (it wraps on a phone). */
export const searchRow = style({
  display: 'grid',
  gap: vars.space['4'],
});

export const list = style([bareList, { display: 'grid', gap: vars.space['3'] }]);

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  display: 'grid',
  gap: vars.space['2'],
  scrollMarginTop: vars.space['6'],
});

export const selectedItem = style({
  borderColor: vars.color.primary['40'],
  boxShadow: `0 0 0 ${vars.line.width.medium} ${vars.color.primary['40']}`,
});

export const storeName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const address = style({ margin: 0, fontStyle: 'normal', color: vars.color.text });

export const mapPanel = style({
  '@media': {
    [media.md]: { position: 'sticky', top: vars.space['4'] },
  },
});
