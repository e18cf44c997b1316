import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

export const map = style({
  height: '24rem',
  width: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Leaflet's own focus ring is a faint outline: the app's focus colour instead.
  ':focus-visible': {
    outline: `${vars.line.width.thick} solid ${vars.color.focus}`,
    outlineOffset: vars.line.focusOffset,
  },
});

/** A store marker: a round pin drawn in CSS (no image to fetch), keyboard-focusable. */
export const marker = style({
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.primary['40'],
  border: `${vars.line.width.medium} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.low,
  ':focus-visible': {
    outline: `${vars.line.width.thick} solid ${vars.color.focus}`,
    outlineOffset: vars.line.focusOffset,
  },
});

export const selectedMarker = style({
  background: vars.color.secondary['20'],
  zIndex: 1000,
});

export const origin = style({
  borderRadius: '50%',
  background: vars.color.focus,
  border: `${vars.line.width.thick} solid ${vars.color.surface}`,
});

globalStyle(`${map} .leaflet-control-attribution`, { fontSize: vars.font.size.xs });
