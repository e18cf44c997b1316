import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { logoutAtom } from '../sessionActions';
import { sessionAtom } from '../sessionAtoms';
import type { GuardedAccess } from '../permissions';
import { guardOutcome } from './guardOutcome';
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

  const outcome = guardOutcome(session, {
    access,
    restricted,
    pathname: location.pathname,
    groupAffiliatedPath: options.groupAffiliatedPath,
  });
  const { profile } = session;
  switch (outcome) {
    case 'spinner':
      // Spec section 4, "Route guard": the spinner until the profile is loaded.
      return <Spinner />;
    case 'login': {
      const query = new URLSearchParams(location.search);
      // A start token (spec section 4) must not travel on in `from`, the address bar or the history.
      query.delete('token');
      const rest = query.toString();
      const from = `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
      const search = new URLSearchParams({ from }).toString();
      return <Navigate to={`${options.loginPath}?${search}`} replace />;
    }
    case 'wrongConnection':
      return (
        <WrongConnectionPage
          role={profile?.role ?? ''}
          roleBasePath={(profile && options.basePathByRole[profile.role]) ?? null}
          onLogout={logout}
        />
      );
    case 'groupAffiliated':
      return <Navigate to={options.groupAffiliatedPath} replace />;
    case 'restricted':
      return <RestrictedPage />;
    case 'route':
      return <Outlet />;
  }
}
