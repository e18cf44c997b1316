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
