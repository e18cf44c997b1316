import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

/** The step's heading ("Question 2 sur 7"), focused on each new step. */
export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  ':focus-visible': {
    outline: `${vars.line.width.medium} solid ${vars.color.focus}`,
    outlineOffset: vars.line.focusOffset,
  },
});

export const summary = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const answer = style({ margin: 0 });

export const question = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space['5'],
  boxShadow: vars.shadow.low,
});
