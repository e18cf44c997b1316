import { useAtomValue } from 'jotai';
import {
  Navigate,
  type LoaderFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { maintenanceAtom } from './shellState';
import { guardedLoader } from './guardedLoader';
import { LoginRoute } from './LoginRoute';
import { RouteGuard } from './RouteGuard';
import { ShellRoot } from './ShellRoot';
import type { GuardedAccess } from '../permissions';
import type {
  ResolvedShellOptions,
  ShellOptions,
  ShellRouteLists,
  ShellRouteObject,
} from './types';

/**
 * The app's error page as the boundary of a group of screens. On a pathless parent rather than on
 * each screen: React Router renders nothing for a lazy route whose own boundary catches the failure
 * of its `lazy` (7.18), while a parent's boundary shows it.
 */
function errorBoundary(options: ResolvedShellOptions): Pick<RouteObject, 'ErrorBoundary'> {
  const { ErrorPage } = options.components;
  return ErrorPage ? { ErrorBoundary: ErrorPage } : {};
}

/**
 * A guarded route without its flag, its loader run only once the guard would show the route: a
 * signed-out visitor, a wrong connection or a restricted account never triggers its requests.
 */
function guardedRoute(
  options: ResolvedShellOptions,
  access: GuardedAccess,
  route: ShellRouteObject,
): RouteObject {
  const { restricted = false, ...rest } = route;
  const info = { access, restricted, groupAffiliatedPath: options.groupAffiliatedPath };
  const guard = (loader: LoaderFunction) => guardedLoader(options.store, info, loader);
  const { loader, lazy } = rest;
  if (typeof loader === 'function') return { ...rest, loader: guard(loader) } as RouteObject;
  // A loader fetched lazily (the object form of `lazy`) is guarded once it has arrived.
  if (lazy && typeof lazy === 'object' && typeof lazy.loader === 'function') {
    const loadLoader = lazy.loader;
    return {
      ...rest,
      lazy: {
        ...lazy,
        loader: async () => {
          const loaded = await loadLoader();
          return typeof loaded === 'function' ? guard(loaded) : loaded;
        },
      },
    } as RouteObject;
  }
  return rest as RouteObject;
}

/** The id of the guard layout of a list and flag, whose screens are patched in when discovered. */
function groupId(access: GuardedAccess, restricted: boolean): string {
  return `velo-shell-${access}-${restricted ? 'restricted' : 'open'}`;
}

/** A list's routes under one flag, guarded. */
function guardedChildren(
  options: ResolvedShellOptions,
  access: GuardedAccess,
  routes: readonly ShellRouteObject[],
  restricted: boolean,
): RouteObject[] {
  return routes
    .filter((route) => (route.restricted ?? false) === restricted)
    .map((route) => guardedRoute(options, access, route));
}

/**
 * One guard layout per list and flag, holding the routes that share them. With `keepEmpty` every
 * layout is there, even without routes yet, for the routes discovered later to be patched into.
 */
function guardedGroups(
  options: ResolvedShellOptions,
  access: GuardedAccess,
  routes: readonly ShellRouteObject[],
  keepEmpty = false,
): RouteObject[] {
  return [false, true].flatMap((restricted) => {
    const children = guardedChildren(options, access, routes, restricted);
    if (children.length === 0 && !keepEmpty) return [];
    const id = groupId(access, restricted);
    return [
      {
        id,
        element: <RouteGuard options={options} access={access} restricted={restricted} />,
        // A screen whose data or code failed is replaced inside its guard, which still reacts to
        // the session: a 401 that logged out goes on to /login.
        children: [{ id: `${id}-screens`, ...errorBoundary(options), children }],
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
  return shellRoutes(resolve(shellOptions), shellOptions, false);
}

/** The shell's options without its route lists, for routes discovered on navigation. */
export type DiscoveredShellOptions = Omit<ShellOptions, keyof ShellRouteLists>;

/**
 * The same shell, its route lists fetched on the first navigation that needs them: /login (and the
 * register page) are there from the start, every other path brings the lists in through React
 * Router's `patchRoutesOnNavigation` (give it to `createBrowserRouter`). The first page of a visitor
 * who is not signed in carries none of the app's route table, which grows with every screen.
 * `discover` runs once; a failure (a chunk that did not arrive) ends on the error page, the next
 * navigation asks again.
 */
export function createDiscoveredShellRoutes(
  shellOptions: DiscoveredShellOptions,
  discover: () => Promise<ShellRouteLists>,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const empty: ShellRouteLists = { privateRoutes: [], privateActiveRoutes: [], publicRoutes: [] };
  const options = resolve({ ...shellOptions, ...empty });
  let discovered = false;
  let lists: Promise<ShellRouteLists> | null = null;
  return {
    routes: shellRoutes(options, empty, true),
    // Called for a path no route matches but the catch-all (and, the table once in, for each path
    // with a parameter: then there is nothing left to discover).
    patchRoutesOnNavigation: async ({ patch, signal }) => {
      if (discovered) return;
      lists ??= discover().catch((error: unknown) => {
        lists = null;
        throw error;
      });
      const found = await lists;
      // React Router drops the patches of a navigation that was aborted meanwhile: the next one
      // patches instead.
      if (discovered || signal.aborted) return;
      discovered = true;
      patch(publicGroupId, [...found.publicRoutes]);
      for (const [access, routes] of [
        ['private', found.privateRoutes],
        ['privateActive', found.privateActiveRoutes],
      ] as const) {
        for (const restricted of [false, true]) {
          patch(
            `${groupId(access, restricted)}-screens`,
            guardedChildren(options, access, routes, restricted),
          );
        }
      }
    },
  };
}

const publicGroupId = 'velo-shell-public';

function resolve(shellOptions: ShellOptions): ResolvedShellOptions {
  return {
    loginPath: '/login',
    registerPath: '/registration',
    groupAffiliatedPath: '/group-affiliated',
    homePath: '/',
    ...shellOptions,
  };
}

function shellRoutes(
  options: ResolvedShellOptions,
  lists: ShellRouteLists,
  keepEmpty: boolean,
): RouteObject[] {
  const { Layout } = options.components;
  const errorRoute = errorBoundary(options);
  const routes: RouteObject[] = [
    {
      id: publicGroupId,
      ...errorRoute,
      children: [
        { path: options.loginPath, element: <LoginRoute options={options} /> },
        { path: options.registerPath, Component: options.registerPage },
        ...lists.publicRoutes,
      ],
    },
    ...guardedGroups(options, 'private', lists.privateRoutes, keepEmpty),
    ...guardedGroups(options, 'privateActive', lists.privateActiveRoutes, keepEmpty),
    // Spec section 2.1: unknown paths redirect to /.
    { path: '*', element: <Navigate to={options.homePath} replace /> },
  ];
  return [
    {
      id: 'velo-shell',
      element: <ShellRoot options={options} />,
      ...errorRoute,
      // Shown while the first page's code and data load; a 503 meanwhile still wins (spec 2.1).
      HydrateFallback: () => <FirstLoadFallback options={options} />,
      children: [
        // The app's frame (header, navigation, footer) around every screen; the error boundary sits
        // inside it, so a failed screen keeps the navigation, the maintenance switch and the snackbar.
        Layout
          ? {
              id: 'velo-shell-layout',
              Component: Layout,
              children: [{ id: 'velo-shell-routes', ...errorRoute, children: routes }],
            }
          : { id: 'velo-shell-routes', ...errorRoute, children: routes },
      ],
    },
  ];
}

/**
 * The first load: the spinner of spec section 2.1, in the app's frame when it gives one (the same
 * whoever is signed in, so it can be the build's HTML of every private route), or the maintenance
 * page after a 503.
 */
function FirstLoadFallback({ options }: { options: ResolvedShellOptions }) {
  const maintenance = useAtomValue(maintenanceAtom, { store: options.store });
  const { MaintenancePage, Spinner, FirstLoadFrame } = options.components;
  if (maintenance) return <MaintenancePage />;
  return FirstLoadFrame ? (
    <FirstLoadFrame>
      <Spinner />
    </FirstLoadFrame>
  ) : (
    <Spinner />
  );
}
