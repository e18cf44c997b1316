import type { SessionState } from '../sessionAtoms';
import { holdsRouteRight, showsRestrictedPage, type GuardedAccess } from '../permissions';

/** What a guarded route shows, in the order of spec section 2.1 (maintenance is the root's). */
export type GuardOutcome =
  'spinner' | 'login' | 'wrongConnection' | 'groupAffiliated' | 'restricted' | 'route';

export interface GuardedRouteInfo {
  access: GuardedAccess;
  restricted: boolean;
  /** The path inside the app (without the base path). */
  pathname: string;
  groupAffiliatedPath: string;
}

/**
 * Spec sections 2.1 and 4: the spinner until the profile is loaded; /login when signed out; the
 * wrong-connection page; the group-affiliated redirect; the restricted page; else the route itself.
 * The guard renders from it and the guarded loaders run only when it answers `route`.
 *
 * The restricted page also replaces a fleet route whose right (`routeRights`, issue 15) the user does
 * not hold on their own client: an extra condition on top of spec section 2.1's rule, found by the
 * path, so a feature's route objects declare nothing.
 */
export function guardOutcome(session: SessionState, route: GuardedRouteInfo): GuardOutcome {
  if (!session.profileLoaded) return 'spinner';
  const { profile } = session;
  if (!session.authenticated || !profile) return 'login';
  if (session.wrongConnection) return 'wrongConnection';
  if (profile.isGroupClient && route.pathname !== route.groupAffiliatedPath) {
    return 'groupAffiliated';
  }
  if (showsRestrictedPage(route.access, route.restricted, profile)) return 'restricted';
  if (!holdsRouteRight(profile, route.pathname)) return 'restricted';
  return 'route';
}
