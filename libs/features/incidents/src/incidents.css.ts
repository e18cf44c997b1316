import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

/** The assistance number, large enough to read and tap at the roadside (WCAG 2.5.8 target size). */
export const assistancePhone = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
});

export const term = style({ margin: 0, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
