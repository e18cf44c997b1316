import { createAuthStore, createSessionApiClient, startSessionAtom } from '@velo/auth';

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
 * One store and one API client for the whole app. The store is created before React so the SDK's
 * callbacks (401 → logout, 503 → maintenance) reach it from anywhere.
 */
export function createRiderSession() {
  // Whether a client theme is on the page: a signed-out visit also logs out (spec section 4), and
  // there is no theme to reset then, so the theming code is not fetched for nothing.
  let themed = false;
  const store = createAuthStore({
    basePath,
    // Theming code is only fetched once a theme is applied (after login or on an invitation page).
    applyTheme: (theme) => {
      themed = true;
      void import('./theme').then(({ applyClientTheme }) => applyClientTheme(theme));
    },
    resetTheme: () => {
      if (!themed) return;
      themed = false;
      void import('./theme').then(({ resetClientTheme }) => resetClientTheme());
    },
  });
  const api = createSessionApiClient(store, { baseUrl: window.location.origin });
  // Before the router reads the address: a start token (spec section 4) is stored and taken out of
  // the URL first, and the profile starts loading at once.
  void store.set(startSessionAtom);
  return { store, api };
}

export type RiderSession = ReturnType<typeof createRiderSession>;
