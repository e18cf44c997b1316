import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.neutral['20']}`,
});

export const tab = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  // The selected tab is marked by a 3px bar as well as colour (WCAG 1.4.1).
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.primary['30'],
      borderBottomColor: vars.color.primary['40'],
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderBottomColor: 'Highlight' } },
    },
  },
});

export const panel = style({
  padding: `${vars.space['4']} 0`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
