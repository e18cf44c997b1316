import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      background: vars.color.primary['40'],
      borderColor: vars.color.primary['40'],
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${root}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
      },
    },
  },
});

export const handle = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutral['60'],
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.color.onPrimary['40'],
    },
  },
  '@media': {
    '(forced-colors: active)': {
      background: 'ButtonText',
      selectors: { [`${root}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});
