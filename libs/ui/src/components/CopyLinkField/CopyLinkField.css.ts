import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The link: a long address that must wrap inside its card on a phone. */
export const link = style({
  maxWidth: '100%',
});

/** The copy's result: quiet text under the button, empty until a copy. */
export const status = style({
  margin: 0,
  minHeight: '1.5em',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
