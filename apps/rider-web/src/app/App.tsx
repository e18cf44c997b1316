import { localeAtom } from '@velo/auth';
import { createShellRoutes } from '@velo/auth/shell';
import { I18nProvider } from '@velo/i18n';
import { UiLocaleProvider } from '@velo/ui/locale';
import { UiRouterProvider } from '@velo/ui/router';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoginPage } from '../pages/auth/LoginPage';
import {
  ErrorPage,
  lazyPage,
  MaintenancePage,
  PageSpinner,
  RestrictedPage,
  StoreSnackbar,
  WrongConnectionPage,
} from '../pages/shell/ShellPages';
import { ApiProvider } from './ApiContext';
import { privateActiveRoutes, privateRoutes, publicRoutes } from './routeTable';
import { useWebFontsAfterFirstPaint } from './webFonts';
import { basePath, basePathByRole, type RiderSession } from './store';

/** /registration, the shell's register page; a chunk of its own like the other screens. */
const RegistrationInfoPage = lazyPage(
  () => import('../pages/register/RegistrationInfoPage'),
  (module) => module.RegistrationInfoPage,
);

export function createRiderRouter(session: RiderSession) {
  return createBrowserRouter(
    createShellRoutes({
      store: session.store,
      privateRoutes,
      privateActiveRoutes,
      publicRoutes,
      basePathByRole,
      loginPage: LoginPage,
      registerPage: RegistrationInfoPage,
      components: {
        Spinner: PageSpinner,
        MaintenancePage,
        RestrictedPage,
        WrongConnectionPage,
        Snackbar: StoreSnackbar,
        ErrorPage,
      },
    }),
    { basename: `${basePath}/` },
  );
}

/**
 * The rider app: the session store, the API client, the interface language (from the store, spec
 * section 2.1) and the shell's routes.
 */
export function App({ session }: { session: RiderSession }) {
  return (
    <Provider store={session.store}>
      <ApiProvider value={session.api}>
        <LocalisedRouter session={session} />
      </ApiProvider>
    </Provider>
  );
}

function LocalisedRouter({ session }: { session: RiderSession }) {
  const locale = useAtomValue(localeAtom);
  const setLocale = useSetAtom(localeAtom);
  const router = useMemo(() => createRiderRouter(session), [session]);
  return (
    <I18nProvider locale={locale} onLocaleChange={setLocale} fallback={<PlainSpinner />}>
      <UiLocaleProvider locale={locale}>
        <UiRouterProvider navigate={(path) => void router.navigate(path)} basePath={basePath}>
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
