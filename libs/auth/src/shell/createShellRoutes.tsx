import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginRoute } from './LoginRoute';
import { RouteGuard } from './RouteGuard';
import { ShellRoot } from './ShellRoot';
import type { GuardedAccess } from './access';
import type { ResolvedShellOptions, ShellOptions, ShellRouteObject } from './types';

function withoutRestrictedFlag(route: ShellRouteObject): RouteObject {
  const { restricted: _restricted, ...rest } = route;
  return rest as RouteObject;
}

/** One guard layout per list and flag, holding the routes that share them. */
function guardedGroups(
  options: ResolvedShellOptions,
  access: GuardedAccess,
  routes: readonly ShellRouteObject[],
): RouteObject[] {
  return [false, true].flatMap((restricted) => {
    const children = routes
      .filter((route) => (route.restricted ?? false) === restricted)
      .map(withoutRestrictedFlag);
    if (children.length === 0) return [];
    return [
      {
        id: `velo-shell-${access}-${restricted ? 'restricted' : 'open'}`,
        element: <RouteGuard options={options} access={access} restricted={restricted} />,
        children,
      },
    ];
  });
}

/**
 * The application shell of spec section 2.1 as routes for a react-router-dom data router
 * (`createBrowserRouter(createShellRoutes(...), { basename: '/rider' })`). In order: the maintenance
 * page after a 503; the spinner until the profile is loaded; /login with `from` for signed-out users;
 * the wrong-connection page; the group-affiliated redirect; the restricted page; and the snackbar.
 */
export function createShellRoutes(shellOptions: ShellOptions): RouteObject[] {
  const options: ResolvedShellOptions = {
    loginPath: '/login',
    registerPath: '/registration',
    groupAffiliatedPath: '/group-affiliated',
    homePath: '/',
    ...shellOptions,
  };
  const { ErrorPage, Spinner } = options.components;
  const errorRoute = ErrorPage ? { ErrorBoundary: ErrorPage } : {};
  return [
    {
      id: 'velo-shell',
      element: <ShellRoot options={options} />,
      ...errorRoute,
      // Shown while a lazy route of the first page is still loading.
      HydrateFallback: Spinner,
      children: [
        {
          // Inside the root, so an error page keeps the maintenance switch and the snackbar.
          id: 'velo-shell-routes',
          ...errorRoute,
          children: [
            { path: options.loginPath, element: <LoginRoute options={options} /> },
            { path: options.registerPath, Component: options.registerPage },
            ...options.publicRoutes,
            ...guardedGroups(options, 'private', options.privateRoutes),
            ...guardedGroups(options, 'privateActive', options.privateActiveRoutes),
            // Spec section 2.1: unknown paths redirect to /.
            { path: '*', element: <Navigate to={options.homePath} replace /> },
          ],
        },
      ],
    },
  ];
}
