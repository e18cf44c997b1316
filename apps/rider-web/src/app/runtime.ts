import { createAuthStore, createSessionApiClient, startSessionAtom } from '@velo/auth';
import { notificationAtom } from '@velo/auth/shell';
import type { RouteContext } from '@velo/data';
import { applyProfilePreferencesAtom, clientThemeAtom, initPreferences } from '@velo/preferences';

/** The rider app's base path (spec section 2.1); the profile role must end it (section 6). */
export const basePath = '/rider';

/** Where each role's front end lives, for the wrong-connection page's link. */
export const basePathByRole: Readonly<Record<string, string>> = {
  rider: '/rider',
  retailer: '/retailer',
  leaser: '/leaser',
  admin: '/admin',
};

/**
 * The app's one wiring, in one direction: the store first, then the SDK client reading the token from
 * it and reporting to it (401 → logout, 503 → maintenance), then the session telling the preferences
 * what a profile or a logout changes, and the route context the features receive. The router is
 * created afterwards from the route context (App.tsx), and the shell gives the store its navigate.
 */
export interface RiderRuntimeOptions {
  /**
   * Where the page is rendered when it is not a browser's (the build's prerender): the API's origin,
   * the interface language, no storage and no session start.
   */
  prerender?: { origin: string; locale: 'fr' | 'en'; pathname: string };
  /**
   * Whether the session starts here (the default). A prerendered page leaves it to the shell, once
   * hydrated: a profile or a 503 arriving meanwhile would change the page React is adopting.
   */
  startSession?: boolean;
}

export function createRiderRuntime(options: RiderRuntimeOptions = {}): {
  store: RouteContext['store'];
  context: RouteContext;
} {
  const { prerender, startSession = !prerender } = options;
  const notify: RouteContext['notify'] = (input) => store.set(notificationAtom, input ?? {});
  const store = createAuthStore({
    basePath,
    // Spec section 4: a loaded profile brings its language and, for a rider, the client theme.
    onProfileLoaded: (profile) => store.set(applyProfilePreferencesAtom, profile),
    // Spec section 4, "Logout": the client theme is reset.
    onSignedOut: () => store.set(clientThemeAtom, null),
    // Spec section 8: the default snackbar when the server cannot be reached.
    notifyFailure: () => notify(),
    ...(prerender && {
      environment: {
        localStorage: null,
        sessionStorage: null,
        location: { pathname: prerender.pathname, search: '', hash: '' },
        history: { state: null, replaceState: () => undefined },
      },
    }),
  });
  initPreferences(store, {
    // Theming code is only fetched once a theme is applied (after login or on an invitation page).
    applyTheme: (theme) => {
      void import('./theme').then(({ applyClientTheme }) => applyClientTheme(theme));
    },
    resetTheme: () => {
      void import('./theme').then(({ resetClientTheme }) => resetClientTheme());
    },
    ...(prerender && { localStorage: null, languages: [prerender.locale] }),
  });
  const api = createSessionApiClient(store, {
    baseUrl: prerender?.origin ?? window.location.origin,
  });
  // Before the router reads the address: a start token (spec section 4) is stored and taken out of
  // the URL first, and the profile starts loading at once.
  if (startSession) void store.set(startSessionAtom);
  return { store, context: { api, store, notify } };
}

export type RiderRuntime = ReturnType<typeof createRiderRuntime>;
