import { createDiscoveredShellRoutes } from '@velo/auth/shell';
import { lazyWithRetry, RouteContextProvider } from '@velo/data';
import { LoginScreen } from '@velo/feature-sign-in';
import { RegistrationInfoPage } from '@velo/feature-registration';
import { I18nProvider, type CompiledMessages, type Locale } from '@velo/i18n';
import { localeAtom } from '@velo/preferences';
import {
  AccountSwitchDialog,
  ErrorPage,
  FirstLoadFrame,
  MaintenancePage,
  PageSpinner,
  RestrictedPage,
  RiderLayout,
  StoreSnackbar,
  WrongConnectionPage,
} from '@velo/rider-shell';
import { UiLocaleProvider } from '@velo/ui/locale';
import { UiRouterProvider } from '@velo/ui/router';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import {
  RouterProvider,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { createLazyDataRouter, type LazyDataRouter } from './lazyRouter';
import { basePath, basePathByRole, type RiderRuntime } from './runtime';
import { useWebFontsAfterFirstPaint } from './webFonts';

/**
 * The route table, fetched on the first navigation beyond /login (and the register page): a visitor
 * who is not signed in downloads none of the screens' routes, which grow with every screen (the
 * /login first-load budget). A chunk that fails follows the app's rule: one reload, then the error page.
 */
function discoverRoutes(runtime: RiderRuntime) {
  const table = lazyWithRetry(() => import('./routeTable'));
  return async () => (await table()).createRouteTable(runtime.context);
}

/** Paths of this origin that belong to the other front ends: the browser loads them. */
const outsidePaths = Object.values(basePathByRole)
  .filter((path) => path !== basePath)
  .map((path) => `${path}/`);

/** The shell's routes of the rider app, the screens' routes discovered on the first navigation. */
function riderRoutes(runtime: RiderRuntime) {
  return createDiscoveredShellRoutes(
    {
      store: runtime.store,
      basePathByRole,
      loginPage: LoginScreen,
      registerPage: RegistrationInfoPage,
      components: {
        Spinner: PageSpinner,
        MaintenancePage,
        RestrictedPage,
        WrongConnectionPage,
        Snackbar: StoreSnackbar,
        AccountSwitchDialog,
        ErrorPage,
        Layout: RiderLayout,
        FirstLoadFrame,
      },
    },
    discoverRoutes(runtime),
  );
}

/** React Router's router, in a chunk of its own (`dataRouter.ts` tells why). */
async function loadCreateRouter() {
  return (await import('./dataRouter')).createRouter;
}

/**
 * The app's router: in the browser, one whose code arrives after the first page (`lazyRouter.ts`);
 * given a maker (the build's prerender: `createMemoryRouter` with its `initialEntries`), one made
 * by it from the same routes.
 */
export function createRiderRouter(runtime: RiderRuntime): LazyDataRouter;
export function createRiderRouter(
  runtime: RiderRuntime,
  createRouter: (routes: RouteObject[], options: RiderRouterOptions) => DataRouter,
): DataRouter;
export function createRiderRouter(
  runtime: RiderRuntime,
  createRouter?: (routes: RouteObject[], options: RiderRouterOptions) => DataRouter,
): DataRouter {
  const { routes, patchRoutesOnNavigation } = riderRoutes(runtime);
  const options = { basename: `${basePath}/`, patchRoutesOnNavigation };
  if (createRouter) return createRouter(routes, options);
  const router = createLazyDataRouter({ routes, ...options, loadCreateRouter });
  // A first page that waits for the router is in the route table too (only /login and the register
  // page are not): fetched beside the router, not after it. A failure here is the table's own to
  // handle when the router asks for it.
  if (!router.renderable) import('./routeTable').catch(() => undefined);
  return router;
}

interface RiderRouterOptions {
  basename: string;
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The rider app: the store, the features' route context, the interface language (from the store,
 * spec section 2.1) and the shell's routes.
 */
export interface AppProps {
  runtime: RiderRuntime;
  /** The router (`createRiderRouter`), ready to render its first page. */
  router: DataRouter;
  /**
   * The texts a prerendered page was rendered in, in the store's language: the first render shows
   * them, so hydration finds the same markup.
   */
  initialMessages?: { locale: Locale; messages: CompiledMessages } | undefined;
  /** Called once the first render is committed (a prerendered page: once it is hydrated). */
  onHydrated?: (() => void) | undefined;
}

export function App({ runtime, router, initialMessages, onHydrated }: AppProps) {
  return (
    <Provider store={runtime.store}>
      <RouteContextProvider value={runtime.context}>
        <LocalisedRouter
          router={router}
          initialMessages={initialMessages}
          onHydrated={onHydrated}
        />
      </RouteContextProvider>
    </Provider>
  );
}

/**
 * An address outside this app (another front end of the platform on this origin, or another site)
 * is loaded by the browser; an app path goes through the router.
 */
function navigateFrom(router: DataRouter) {
  return (href: string) => {
    const inApp =
      href.startsWith('/') &&
      !href.startsWith('//') &&
      !outsidePaths.some((path) => href.startsWith(path));
    if (inApp) void router.navigate(href);
    else window.location.assign(href);
  };
}

function LocalisedRouter({ router, initialMessages, onHydrated }: Omit<AppProps, 'runtime'>) {
  const locale = useAtomValue(localeAtom);
  const setLocale = useSetAtom(localeAtom);
  const [hydratedCallback] = useState(() => onHydrated);
  useEffect(() => hydratedCallback?.(), [hydratedCallback]);
  return (
    <I18nProvider
      locale={locale}
      onLocaleChange={setLocale}
      fallback={<PlainSpinner />}
      initialMessages={initialMessages}
    >
      <UiLocaleProvider locale={locale}>
        <UiRouterProvider
          navigate={navigateFrom(router)}
          basePath={basePath}
          outsidePaths={outsidePaths}
        >
          <RouterProvider router={router} />
          <WebFonts />
        </UiRouterProvider>
      </UiLocaleProvider>
    </I18nProvider>
  );
}

/** Rendered with the first texts, so the fonts are fetched after the first painted page. */
function WebFonts() {
  useWebFontsAfterFirstPaint();
  return null;
}

/** Before the first catalogue arrives there are no texts yet: a spinner with a French name. */
function PlainSpinner() {
  return <div role="progressbar" aria-label="Chargement…" aria-busy="true" />;
}
