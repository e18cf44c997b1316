import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@velo/ui/vars';

/** Days (or slots) as a grid of tiles: two a row on a phone, more on a wider screen. */
export const tiles = style({});

// The radio group's options are its only div child (@velo/ui RadioGroup's markup).
globalStyle(`${tiles} > div`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
  },
});

// Each tile large enough for a thumb (WCAG 2.5.8), its name allowed to wrap.
globalStyle(`${tiles} > div > label`, {
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
});

globalStyle(`${tiles} > div > label[data-selected]`, {
  borderColor: vars.color.primary['40'],
});
