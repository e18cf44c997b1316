import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  display: 'block',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral['10'],
  // WCAG 1.4.11: the track's edge stays visible against the surface (3:1), forced colours included.
  outline: `1px solid ${vars.color.border}`,
  '@media': { '(forced-colors: active)': { outlineColor: 'CanvasText' } },
});

const fillBase = {
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary['40'],
  '@media': { '(forced-colors: active)': { backgroundColor: 'Highlight' } },
} as const;

export const fill = style({
  ...fillBase,
  width: '100%',
  transformOrigin: 'left',
  transition: 'transform 200ms ease-out',
  '@media': {
    ...fillBase['@media'],
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A segment that slides along the track: there is no value to show. */
export const fillIndeterminate = style({
  ...fillBase,
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': {
    ...fillBase['@media'],
    // WCAG 2.3.3: slower, not stopped, since the movement is what says that work goes on.
    '(prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
});
