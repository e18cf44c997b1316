import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@velo/ui/vars';

/** The day chooser: its days as a grid of tiles, two a row on a phone, more on a wider screen. */
export const days = style({});

// The radio group's options are its only div child (its error never shows: a day is always chosen).
globalStyle(`${days} > div`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
  },
});

// Each day a tile large enough for a thumb (WCAG 2.5.8), its name allowed to wrap.
globalStyle(`${days} > div > label`, {
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
});

globalStyle(`${days} > div > label[data-selected]`, {
  borderColor: vars.color.primary['40'],
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const shown = style({
  margin: 0,
  flex: '1 1 12rem',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
