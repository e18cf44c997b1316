/** The popover and option list shared by Select and ComboBox. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflow: 'auto',
  padding: vars.space['1'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.neutral['40']}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const listbox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      background: vars.color.primaryLight,
      color: vars.color.onPrimaryLight,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  textAlign: 'start',
  cursor: 'pointer',
});

export const placeholder = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
