import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useSearchParams } from 'react-router-dom';
import { loginAtom } from '../sessionActions';
import { dependenciesAtom, lastLoginAtom, sessionAtom } from '../sessionAtoms';
import { safeRedirectPath } from '../redirect';
import type { ResolvedShellOptions } from './types';

/**
 * /login (spec section 2.2): the login page with its handler, the approval-requested date and the
 * fleet-management flag. Once signed in, the user goes back to `from` when it is a path inside the
 * app, otherwise home (spec section 2.1: no open redirect).
 */
export function LoginRoute({ options }: { options: ResolvedShellOptions }) {
  const [params] = useSearchParams();
  const { basePath } = useAtomValue(dependenciesAtom);
  const session = useAtomValue(sessionAtom);
  const lastLogin = useAtomValue(lastLoginAtom);
  const login = useSetAtom(loginAtom);
  const { loginPage: LoginPage } = options;

  const from = safeRedirectPath(params.get('from'), basePath);
  const loginPathname = options.loginPath.split('?')[0];
  const target = from !== null && from.split(/[?#]/)[0] !== loginPathname ? from : options.homePath;

  if (session.authenticated && session.profileLoaded && session.profile) {
    return <Navigate to={target} replace />;
  }
  return (
    <LoginPage
      onLogin={login}
      approvalRequestedAt={lastLogin?.approvalRequestedAt ?? null}
      hasFleetManagementRights={lastLogin?.hasFleetManagementRights ?? false}
      from={from}
    />
  );
}
