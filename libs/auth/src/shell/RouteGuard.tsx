import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { logoutAtom } from '../sessionActions';
import { sessionAtom } from '../sessionAtoms';
import { showsRestrictedPage, type GuardedAccess } from './access';
import type { ResolvedShellOptions } from './types';

export interface RouteGuardProps {
  options: ResolvedShellOptions;
  access: GuardedAccess;
  restricted: boolean;
}

/**
 * The guard of the private and private-and-active routes. The checks run in the order of spec
 * section 2.1 (maintenance is handled above, by the shell root).
 */
export function RouteGuard({ options, access, restricted }: RouteGuardProps) {
  const session = useAtomValue(sessionAtom);
  const logout = useSetAtom(logoutAtom);
  const location = useLocation();
  const { Spinner, WrongConnectionPage, RestrictedPage } = options.components;

  // Spec section 4, "Route guard": the spinner until the profile is loaded.
  if (!session.profileLoaded) return <Spinner />;

  const { profile } = session;
  if (!session.authenticated || !profile) {
    const query = new URLSearchParams(location.search);
    // A start token (spec section 4) must not travel on in `from`, the address bar or the history.
    query.delete('token');
    const rest = query.toString();
    const from = `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
    const search = new URLSearchParams({ from }).toString();
    return <Navigate to={`${options.loginPath}?${search}`} replace />;
  }

  if (session.wrongConnection) {
    return (
      <WrongConnectionPage
        role={profile.role}
        roleBasePath={options.basePathByRole[profile.role] ?? null}
        onLogout={logout}
      />
    );
  }

  if (profile.isGroupClient && location.pathname !== options.groupAffiliatedPath) {
    return <Navigate to={options.groupAffiliatedPath} replace />;
  }

  if (showsRestrictedPage(access, restricted, profile)) return <RestrictedPage />;

  return <Outlet />;
}
