import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export { root, label, control, description, error, iconButton } from '../private/field.css';
export { popover } from '../private/listbox.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
});

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center' });

export const segment = style({
  padding: '0 0.125rem',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary['40'], color: vars.color.onPrimary['40'] },
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

export const calendar = style({
  padding: vars.space['3'],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['2'],
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.primaryLight, color: vars.color.onPrimaryLight },
    '&[data-selected]': { background: vars.color.primary['40'], color: vars.color.onPrimary['40'] },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});
