import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';

/**
 * The heading takes focus from code after a navigation (tabIndex -1): a keyboard user sees where it
 * went (WCAG 2.4.7), a pointer user gets no ring around a heading they did not click.
 */
export const focus = style({
  borderRadius: '2px',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
