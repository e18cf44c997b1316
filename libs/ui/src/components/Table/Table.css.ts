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

// ListTable (a native table, fixed layout): long words (an e-mail address) wrap inside their column.
export const listTable = style([table, { tableLayout: 'fixed' }]);
// Its rewrites stay inside: the rest of the page is neither restyled nor laid out again for them.
export const listScroll = style([scroll, { contain: 'content' }]);
export const listColumn = style([column, { whiteSpace: 'normal' }]);
export const listCell = style([
  cell,
  { fontWeight: vars.font.weight.regular, textAlign: 'start', overflowWrap: 'anywhere' },
]);

// ListTable's sortable header: the whole header is the button, its focus ring visible.
export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  color: 'inherit',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'underline' } },
});
