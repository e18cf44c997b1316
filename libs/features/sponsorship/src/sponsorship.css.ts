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

/** The share link: a long address that must wrap inside the card on a phone. */
export const link = style({
  maxWidth: '100%',
});

/** The copy result: quiet text under the button, empty until a copy. */
export const status = style({
  margin: 0,
  minHeight: '1.5em',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
