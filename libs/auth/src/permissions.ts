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
 * platform grants (the dev API seeds and checks the same strings, tools/dev-api/src/auth/sessions.ts).
 * Each opens the fleet routes of `routeRights` and the API calls behind them, for the client it is
 * held on and, for a group, its subsidiaries.
 */
export const rightNames = {
  /** Runs the company's programme: dashboard, employees, invitations (spec sections 2.2 and 6). */
  fleetManagement: 'fleetManagement',
  /** Approves or refuses the employees' lease requests; the automatic-approval switch. */
  approvals: 'approvals',
  /** Reads and signs the agreements waiting for the company's signature. */
  agreements: 'agreements',
  /** Reads the company's invoices. */
  invoices: 'invoices',
  /** Exports employees, leases and monthly rents. */
  exports: 'exports',
  /** The company's sites and subsidiaries, and granting rights to their users. */
  sites: 'sites',
} as const;
export type RightName = (typeof rightNames)[keyof typeof rightNames];

/**
 * Which right opens which restricted route of spec section 2.2 (issue 15's design; the spec leaves it
 * unshown). Patterns use the route table's `:param` segments.
 */
export const routeRights: Readonly<Record<string, RightName>> = {
  '/dashboard': rightNames.fleetManagement,
  '/employees': rightNames.fleetManagement,
  '/invite': rightNames.fleetManagement,
  '/approve': rightNames.approvals,
  '/pendingAgreements': rightNames.agreements,
  '/signSpecificAgreements/:bikeId': rightNames.agreements,
  '/invoices': rightNames.invoices,
  '/exports': rightNames.exports,
  '/sites': rightNames.sites,
  '/sites/new': rightNames.sites,
  '/sites/:id': rightNames.sites,
  '/sites/:clientId/right/new': rightNames.sites,
};

/** A segment as the router compares it: percent-decoded, and case-insensitive (React Router's default). */
function comparable(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as it is; the router does not decode it either.
  }
  return decoded.toLowerCase();
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname).map(comparable);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment.toLowerCase() === actual[index],
    )
  );
}

/**
 * The right a path inside the app needs (`routeRights`), or null for a route that needs none. Matched
 * like the router matches (case-insensitive, percent-decoded, trailing slash ignored), so no spelling
 * of a fleet path reaches its screen without the check.
 */
export function rightForRoute(
  pathname: string,
  table: Readonly<Record<string, RightName>> = routeRights,
): RightName | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  for (const [pattern, right] of Object.entries(table)) {
    if (matches(pattern, path)) return right;
  }
  return null;
}

/**
 * Whether the user may open that path as far as rights go: a route of `routeRights` needs its right on
 * the user's own client (spec section 5's check; a group manager's own client is the group).
 */
export function holdsRouteRight(
  user: RightsHolder | null | undefined,
  pathname: string,
  table?: Readonly<Record<string, RightName>>,
): boolean {
  const right = rightForRoute(pathname, table);
  return right === null || hasRight(user, right);
}

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
