import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: 'rgb(26 21 35 / 0.5)',
  selectors: {
    '&[data-entering]': { animation: 'none' },
  },
});

export const modal = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.high,
  border: '1px solid transparent',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  fontFamily: vars.font.family.body,
  outline: 'none',
});

export const title = style({
  margin: 0,
  paddingInlineEnd: vars.space['6'],
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const close = style({
  position: 'absolute',
  top: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral['10'] },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});
