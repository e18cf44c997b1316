import { style, styleVariants } from '@vanilla-extract/css';
import { notificationVariants } from '@velo/notifications';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { mediaUp } from '../../tokens/breakpoints';

export const region = style({
  position: 'fixed',
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: 1000,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': {
    [mediaUp('sm')]: { insetInline: 'auto', left: '50%', transform: 'translateX(-50%)' },
  },
});

/** In the docs the bar is drawn in place rather than over the page. */
export const inline = style({
  position: 'static',
  // Repeats the reset inside the same media query so it wins over the centring above.
  '@media': { [mediaUp('sm')]: { transform: 'none', left: 'auto' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 'min(20rem, 100%)',
  maxWidth: '40rem',
  boxSizing: 'border-box',
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  boxShadow: vars.shadow.high,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  pointerEvents: 'auto',
  // Spec sections 4 and 9: notification bars fade in and out over 3000 ms (none under reduced motion).
  transition: `opacity ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    // Opacity only: a visibility- or display-hidden live region may miss the next announcement.
    '&[data-phase="hidden"]': { opacity: 0, pointerEvents: 'none' },
    '&[data-phase="entering"], &[data-phase="exiting"]': { opacity: 0 },
    '&[data-phase="shown"]': { opacity: 1 },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const variant = styleVariants(
  Object.fromEntries(notificationVariants.map((name) => [name, name])) as Record<
    (typeof notificationVariants)[number],
    (typeof notificationVariants)[number]
  >,
  (name) => ({ background: vars.color.semantic[name], color: vars.color.onSemantic[name] }),
);

export const message = style({ flex: 1, margin: 0, selectors: { '&:empty': { display: 'none' } } });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgb(127 127 127 / 0.2)' },
    '&[data-focus-visible]': { ...focusRing, outlineColor: 'currentColor' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});
