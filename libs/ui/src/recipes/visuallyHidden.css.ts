import { style } from '@vanilla-extract/css';

/**
 * Read by screen readers, not drawn: extra words for a link or a control (RGAA 6.1), or a chart's
 * table of figures (RGAA 1.3). On a wrapper rather than on a table: a table is never narrower than
 * its content and would widen a phone's page sideways.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
