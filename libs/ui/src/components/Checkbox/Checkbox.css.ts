import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary['40'],
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.primary['30'] },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.primary['40'],
      borderColor: vars.color.primary['40'],
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.semantic.error },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const error = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.semantic.error,
  fontWeight: vars.font.weight.medium,
});
