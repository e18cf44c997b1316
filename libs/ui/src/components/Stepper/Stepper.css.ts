import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  counterReset: 'step',
  '@media': { [media.md]: { flexDirection: 'row', gap: vars.space['5'] } },
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${step}[data-status="current"] &`]: {
      background: vars.color.primary['40'],
      color: vars.color.onPrimary['40'],
      borderColor: vars.color.primary['40'],
    },
    [`${step}[data-status="complete"] &`]: {
      background: vars.color.primaryLight,
      color: vars.color.primary['20'],
      borderColor: vars.color.primary['40'],
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${step}[data-status="current"] &`]: { background: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const currentLabel = style({
  selectors: {
    [`${step}[data-status="current"] &`]: {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
    },
  },
});
