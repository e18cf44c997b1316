import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

/** The code itself, large enough to read out to a colleague. */
export const code = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
