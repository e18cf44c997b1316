import { style } from '@vanilla-extract/css';
import { mediaUp } from '@velo/ui/tokens';

/**
 * The logout button's place in the first-load frame: kept, unseen, where the signed-in header shows
 * the button (from the sm breakpoint, spec section 9); below it the signed-in header moves its
 * actions into the menu, so no place is kept there.
 */
export const keptLogoutPlace = style({
  display: 'none',
  visibility: 'hidden',
  '@media': { [mediaUp('sm')]: { display: 'flex' } },
});

/** The first-load frame's heading (RGAA 9.1: a page has one): read by screen readers, not drawn. */
export const firstLoadHeading = style({
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
