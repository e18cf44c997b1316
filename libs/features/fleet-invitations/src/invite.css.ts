import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

/** A status line: quiet text under its control, empty until something is done. */
export const status = style({
  margin: 0,
  minHeight: '1.5em',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
