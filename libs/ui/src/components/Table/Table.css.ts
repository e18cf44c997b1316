import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const column = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  borderBottom: `2px solid ${vars.color.neutral['40']}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.neutral['5'] },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const sortIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space['1'],
  width: '1em',
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral['5'] },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.neutral['20']}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
