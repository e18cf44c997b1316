import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The focus ring of a focusable part that is no control of the design system (a scroll box, a map,
 * a map pin): a thick line in the focus colour, set off from the part (WCAG 2.4.7).
 */
export const focusOutline = style({
  ':focus-visible': {
    outline: `${vars.line.width.thick} solid ${vars.color.focus}`,
    outlineOffset: vars.line.focusOffset,
  },
});
