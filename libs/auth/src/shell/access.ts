import type { Profile } from '../types';

/** The two guarded route lists of spec section 2.1. */
export type GuardedAccess = 'private' | 'privateActive';

type AccessProfile = Pick<Profile, 'isApproved' | 'rights' | 'retailer'>;

/** Spec section 6: rights are a list; empty or null means none. */
function hasNoRights(profile: AccessProfile): boolean {
  return !profile.rights || profile.rights.length === 0;
}

/**
 * Spec section 2.1, "Restricted page", literally:
 * - private route: restricted AND not approved AND no rights;
 * - private-and-active route: restricted OR not approved OR no retailer OR (retailer inactive AND no
 *   rights).
 */
export function showsRestrictedPage(
  access: GuardedAccess,
  routeRestricted: boolean,
  profile: AccessProfile,
): boolean {
  if (access === 'private') {
    return routeRestricted && !profile.isApproved && hasNoRights(profile);
  }
  return (
    routeRestricted ||
    !profile.isApproved ||
    !profile.retailer ||
    (!profile.retailer.isActive && hasNoRights(profile))
  );
}
