import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { mediaUp } from '../../tokens/breakpoints';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** RGAA 12.7: a skip link, first in the tab order, visible when focused. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: vars.space['2'],
  zIndex: 1100,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  color: vars.color.primary['30'],
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: '4rem',
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.neutral['20']}`,
  '@media': { [mediaUp('md')]: { padding: `0 ${vars.space['6']}` } },
});

export const main = style({
  flex: 1,
  width: '100%',
  boxSizing: 'border-box',
  marginInline: 'auto',
  padding: vars.space['4'],
  outline: 'none',
  '@media': { [mediaUp('md')]: { padding: vars.space['6'] } },
});

export const width = {
  narrow: style({ maxWidth: '32rem' }),
  medium: style({ maxWidth: '60rem' }),
  wide: style({ maxWidth: '90rem' }),
} as const;

export const footer = style({
  padding: `${vars.space['4']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.neutral['20']}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
