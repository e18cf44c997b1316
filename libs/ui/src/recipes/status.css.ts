import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A status line (`role="status"`): quiet text under its control, empty until something is done,
 * its height kept so nothing moves when it is said (a link copied, invitations sent, a setting saved).
 */
export const statusLine = style({
  margin: 0,
  minHeight: '1.5em',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
