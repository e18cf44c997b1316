import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export { label, description, error } from '../private/field.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space['4'],
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const dot = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary['30'] },
    [`${radio}[data-selected] &`]: { border: `6px solid ${vars.color.primary['40']}` },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.semantic.error },
    [`${radio}[data-disabled] &`]: { opacity: 0.5 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { [`${radio}[data-selected] &`]: { borderColor: 'Highlight' } },
    },
  },
});
