import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

// Leaflet's own focus ring is a faint outline: the map and its pins take the app's instead.
export const map = style([
  focusOutline,
  {
    height: '24rem',
    width: '100%',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  },
]);

/** A store marker: a round pin drawn in CSS (no image to fetch), keyboard-focusable. */
export const marker = style([
  focusOutline,
  {
    borderRadius: '50% 50% 50% 0',
    transform: 'rotate(-45deg)',
    background: vars.color.primary['40'],
    border: `${vars.line.width.medium} solid ${vars.color.surface}`,
    boxShadow: vars.shadow.low,
  },
]);

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
