export interface Right {
  name: string;
  clientId: number;
}

export interface RightsHolder {
  rights?: readonly Right[] | null | undefined;
  clientId?: number | null | undefined;
}

/**
 * Spec sections 5 and 6: false without a rights list or a clientId; otherwise true only when a right
 * with that name exists for the user's own client, or for the client explicitly given.
 */
export function hasRight(
  user: RightsHolder | null | undefined,
  rightName: string,
  clientId?: number,
): boolean {
  if (!user?.rights || user.clientId === undefined || user.clientId === null) return false;
  const forClient = clientId ?? user.clientId;
  return user.rights.some((right) => right.name === rightName && right.clientId === forClient);
}

/**
 * The rights of the platform by name. Spec section 6 leaves the names unshown; these are the ones the
 * platform grants (the dev API seeds and checks the same).
 */
export const rightNames = {
  /** Runs the company's programme: the fleet-management area (spec sections 2.2 and 6). */
  fleetManagement: 'fleetManagement',
} as const;
export type RightName = (typeof rightNames)[keyof typeof rightNames];

/**
 * Whether to offer the fleet-management area: the flag of the login response (spec section 6) or,
 * after a reload when there is no login response, the right itself.
 */
export function managesFleet(
  user: RightsHolder | null | undefined,
  lastLogin: { hasFleetManagementRights: boolean } | null | undefined,
): boolean {
  return lastLogin?.hasFleetManagementRights === true || hasRight(user, rightNames.fleetManagement);
}

/** The two guarded route lists of spec section 2.1. */
export type GuardedAccess = 'private' | 'privateActive';

interface AccessProfile {
  isApproved: boolean;
  rights?: readonly Right[] | null | undefined;
  retailer?: { isActive: boolean } | null | undefined;
}

/** Spec section 6: rights are a list; empty or null means none. */
function hasNoRights(profile: AccessProfile): boolean {
  return !profile.rights || profile.rights.length === 0;
}

/**
 * Spec section 2.1, "Restricted page", literally: the restricted page replaces
 * - a private route when it is restricted AND the account is not approved AND has no rights;
 * - a private-and-active route when it is restricted OR the account is not approved OR has no retailer
 *   OR (the retailer is inactive AND there are no rights).
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

/** May this account open a route of that list (the restricted page is not shown instead)? */
export function mayOpenRoute(
  access: GuardedAccess,
  routeRestricted: boolean,
  profile: AccessProfile,
): boolean {
  return !showsRestrictedPage(access, routeRestricted, profile);
}
