import {
  createPath,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type BlockerFunction,
  type DataRouteObject,
  type DataRouter,
  type Fetcher,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type RouterInit,
  type RouterNavigateOptions,
  type RouterState,
  type RouterSubscriber,
} from 'react-router-dom';

/**
 * A data router whose code arrives after the first page: the app's answer to React Router shipping
 * its router (`createRouter`, some 15 KB gzip: navigations, loaders, actions, fetchers, route
 * discovery) in the same module as the components every page renders.
 *
 * A page that needs none of it to show (every route it matches has no loader, no lazy part and no
 * parameter, so React Router would start "initialized" on it: /login, the register page) is rendered
 * from the state React Router would start with, computed here with the module's small parts (the
 * history, route matching). `<RouterProvider>` renders it as it renders React Router's own: same
 * matches, same markup, so a prerendered page hydrates as before. The router itself is made once its
 * module has arrived (`load`, on idle, or at the first navigation, which waits for it), from the same
 * routes and the same history, and takes over: every listener `<RouterProvider>` subscribed is handed
 * to it, and every call goes to it from then on.
 *
 * Any other first address waits for `load()` before the first render (`renderable` is false).
 */
export interface LazyDataRouter extends DataRouter {
  /** Whether the first render can happen before `load()` has ended. */
  readonly renderable: boolean;
  /** Whether React Router's router has taken over. */
  readonly loaded: boolean;
  /** Fetches the router's module (once) and hands everything over to the router made with it. */
  load(): Promise<DataRouter>;
}

export interface LazyDataRouterOptions {
  routes: RouteObject[];
  basename: string;
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction | undefined;
  /** Fetches React Router's `createRouter` (the app's `dataRouter.ts` module). */
  loadCreateRouter: () => Promise<(init: RouterInit) => DataRouter>;
  /**
   * Where an address goes when the router's module could not be fetched at a navigation: the
   * browser loads it as a page, which fetches the app afresh (after a new release, or once the
   * network is back), rather than the visitor being stuck on this one.
   */
  assign?: ((href: string) => void) | undefined;
  window?: Window | undefined;
}

/** React Router's own conversion (`convertRoutesToDataRoutes`, not exported): ids by tree position. */
function toDataRoutes(
  routes: readonly RouteObject[],
  parentPath: string[] = [],
): DataRouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parentPath, String(index)];
    const id = typeof route.id === 'string' ? route.id : treePath.join('-');
    const base = { ...route, id, children: undefined } as DataRouteObject;
    Object.assign(base, mapRouteProperties(base));
    if (route.children && !route.index) {
      (base as { children?: DataRouteObject[] }).children = toDataRoutes(route.children, treePath);
    }
    return base;
  });
}

/**
 * The matches a new router would render at once, or null when it would first load or discover
 * something (`createRouter`'s own test: a lazy part, a loader or middleware, or, with route
 * discovery, a match with parameters, which discovery may replace by a better one).
 */
function startMatches(
  routes: DataRouteObject[],
  location: RouterState['location'],
  basename: string,
): RouterState['matches'] | null {
  const matches = matchRoutes(routes, location, basename) as RouterState['matches'] | null;
  if (!matches || matches.length === 0) return null;
  if (Object.keys(matches[0]?.params ?? {}).length > 0) return null;
  const needsWork = matches.some(
    ({ route }) => route.lazy || route.loader || (route.middleware?.length ?? 0) > 0,
  );
  return needsWork ? null : matches;
}

export function createLazyDataRouter(options: LazyDataRouterOptions): LazyDataRouter {
  const routerWindow = options.window ?? window;
  const assign = options.assign ?? ((href: string) => routerWindow.location.assign(href));
  const basename = options.basename.startsWith('/') ? options.basename : `/${options.basename}`;
  const history = createBrowserHistory({ window: routerWindow });
  const liteRoutes = toDataRoutes(options.routes);
  const manifest = Object.fromEntries(flatten(liteRoutes).map((route) => [route.id, route]));
  const matches = startMatches(liteRoutes, history.location, basename);

  let liteState: RouterState = {
    historyAction: history.action,
    location: history.location,
    matches: matches ?? [],
    initialized: matches !== null,
    renderFallback: false,
    navigation: IDLE_NAVIGATION,
    restoreScrollPosition: null,
    preventScrollReset: false,
    revalidation: 'idle',
    loaderData: {},
    actionData: null,
    errors: null,
    fetchers: new Map(),
    blockers: new Map(),
  };

  let router: DataRouter | null = null;
  let loading: Promise<DataRouter> | null = null;
  const listeners = new Map<RouterSubscriber, () => void>();
  const blockers = new Map<string, BlockerFunction>();
  let scrollRestoration: Parameters<DataRouter['enableScrollRestoration']> | null = null;
  let stopScrollRestoration: (() => void) | null = null;
  let disposed = false;
  // A back or forward press before the router has come: it reads the address once made, or the
  // browser loads that address as a page if it cannot come.
  let unlistenHistory: (() => void) | null = history.listen(() => {
    facade.load().catch(() => assign(routerWindow.location.href));
  });

  function notify(state: RouterState) {
    for (const listener of [...listeners.keys()]) {
      listener(state, { deletedFetchers: [], newErrors: null, flushSync: false });
    }
  }

  function takeOver(createRouter: (init: RouterInit) => DataRouter): DataRouter {
    if (router) return router;
    unlistenHistory?.();
    unlistenHistory = null;
    const made = createRouter({
      routes: options.routes,
      basename,
      history,
      mapRouteProperties,
      window: routerWindow,
      ...(options.patchRoutesOnNavigation
        ? { patchRoutesOnNavigation: options.patchRoutesOnNavigation }
        : {}),
    });
    router = made;
    for (const [key, blocker] of blockers) made.getBlocker(key, blocker);
    if (scrollRestoration)
      stopScrollRestoration = made.enableScrollRestoration(...scrollRestoration);
    if (disposed) {
      made.dispose();
      return made;
    }
    made.initialize();
    for (const listener of listeners.keys()) listeners.set(listener, made.subscribe(listener));
    // A back press meanwhile, or a page the router reads otherwise: rendered from its state. The same
    // page is left as it is (no render of the whole page again): the router's routes carry the same
    // ids, and its next state replaces this one.
    if (!sameState(liteState, made.state)) notify(made.state);
    return made;
  }

  /** Runs `call` on the router, once it has come; an address the browser loads if it cannot. */
  function onRouter<T>(
    call: (router: DataRouter) => Promise<T>,
    href: () => string,
  ): Promise<T | void> {
    if (router) return call(router);
    return facade.load().then(call, () => assign(href()));
  }

  const facade: LazyDataRouter = {
    get renderable() {
      return liteState.initialized || router !== null;
    },
    get loaded() {
      return router !== null;
    },
    load() {
      if (router) return Promise.resolve(router);
      loading ??= options
        .loadCreateRouter()
        // In a task of its own, after the one that evaluated the module: no long task on a phone.
        .then((createRouter) => nextTask().then(() => takeOver(createRouter)))
        .catch((error: unknown) => {
          loading = null;
          // The first page cannot be shown without the router: its error boundary says so.
          if (!liteState.initialized) {
            const root = liteRoutes[0];
            if (root) {
              liteState = {
                ...liteState,
                initialized: true,
                matches: [{ params: {}, pathname: '', pathnameBase: '', route: root }],
                errors: { [root.id]: error },
              };
              notify(liteState);
            }
          }
          throw error;
        });
      return loading;
    },
    get basename() {
      return router ? router.basename : basename;
    },
    get future() {
      return router ? router.future : ({} as DataRouter['future']);
    },
    get state() {
      return router ? router.state : liteState;
    },
    get routes() {
      return router ? router.routes : liteRoutes;
    },
    get branches() {
      return router ? router.branches : [];
    },
    get manifest() {
      return router ? router.manifest : manifest;
    },
    get window() {
      return routerWindow;
    },
    initialize() {
      return facade;
    },
    subscribe(listener) {
      listeners.set(listener, router ? router.subscribe(listener) : () => undefined);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    enableScrollRestoration(...args) {
      if (router) return router.enableScrollRestoration(...args);
      scrollRestoration = args;
      return () => {
        scrollRestoration = null;
        stopScrollRestoration?.();
      };
    },
    navigate: ((to: Parameters<DataRouter['navigate']>[0], opts?: RouterNavigateOptions) =>
      onRouter(
        (made) => made.navigate(to as never, opts),
        () => addressOf(to, basename) ?? routerWindow.location.href,
      )) as DataRouter['navigate'],
    fetch(...args) {
      return onRouter(
        (made) => made.fetch(...args),
        () => routerWindow.location.href,
      );
    },
    revalidate() {
      return onRouter(
        (made) => made.revalidate(),
        () => routerWindow.location.href,
      );
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    getFetcher<TData>(key: string) {
      return router ? router.getFetcher<TData>(key) : (IDLE_FETCHER as Fetcher<TData>);
    },
    resetFetcher(key, opts) {
      router?.resetFetcher(key, opts);
    },
    deleteFetcher(key) {
      router?.deleteFetcher(key);
    },
    dispose() {
      disposed = true;
      unlistenHistory?.();
      unlistenHistory = null;
      listeners.clear();
      router?.dispose();
    },
    getBlocker(key, blocker) {
      if (router) return router.getBlocker(key, blocker);
      blockers.set(key, blocker);
      return IDLE_BLOCKER;
    },
    deleteBlocker(key) {
      blockers.delete(key);
      router?.deleteBlocker(key);
    },
    patchRoutes(routeId, children, unstableAllowElementMutations) {
      if (router) {
        router.patchRoutes(routeId, children, unstableAllowElementMutations);
        return;
      }
      throw new Error('Routes are patched once the router has come (LazyDataRouter.load)');
    },
    get _internalFetchControllers() {
      return router ? router._internalFetchControllers : new Map();
    },
    _internalSetRoutes(routes) {
      router?._internalSetRoutes(routes);
    },
    _internalSetStateDoNotUseOrYouWillBreakYourApp(state) {
      router?._internalSetStateDoNotUseOrYouWillBreakYourApp(state);
    },
  };
  return facade;
}

/** The page address of an app path (`/dashboard` under `/rider/`); null for a relative one. */
function addressOf(to: Parameters<DataRouter['navigate']>[0], basename: string): string | null {
  const path = typeof to === 'string' ? to : to && typeof to === 'object' ? createPath(to) : null;
  if (!path?.startsWith('/')) return null;
  return `${basename.replace(/\/$/, '')}${path}`;
}

/** Whether the router starts where the page already is: same address, matches, and nothing loaded. */
function sameState(shown: RouterState, state: RouterState): boolean {
  return (
    shown.location.key === state.location.key &&
    shown.location.pathname === state.location.pathname &&
    shown.location.search === state.location.search &&
    shown.location.hash === state.location.hash &&
    shown.initialized === state.initialized &&
    shown.errors === null &&
    state.errors === null &&
    state.navigation.state === 'idle' &&
    Object.keys(state.loaderData).length === 0 &&
    shown.matches.map(({ route }) => route.id).join() ===
      state.matches.map(({ route }) => route.id).join()
  );
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function flatten(routes: readonly DataRouteObject[]): DataRouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
