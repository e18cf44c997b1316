import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const summary = style({
  padding: vars.space['4'],
  border: `2px solid ${vars.color.semantic.error}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.semantic.error,
});

export const summaryList = style({
  margin: `${vars.space['2']} 0 0`,
  paddingInlineStart: vars.space['5'],
});

export const summaryLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(forced-colors: active)': { color: 'LinkText' } },
});
