import { describe, expect, it, vi } from 'vitest';
import {
  aLoginResponse,
  aProfile,
  deferred,
  fakeApi,
  fakeEnvironment,
  httpError,
  ok,
  riderTheme,
  type FakeEnvironment,
} from '../tests/fakes';
import {
  configureAuthStore,
  isProfileStatusAccepted,
  loadClientThemeAtom,
  loadProfileAtom,
  loginAtom,
  loginErrorMessageIds,
  logoutAtom,
  startSessionAtom,
} from './sessionActions';
import {
  appContextAtom,
  clientThemeAtom,
  createAuthStore,
  lastLoginAtom,
  localeAtom,
  maintenanceAtom,
  redirectPathAtom,
  sessionAtom,
  snackbarAtom,
  type AuthStoreOptions,
} from './sessionAtoms';
import type { Profile } from './types';

function setup(
  options: {
    url?: string;
    languages?: readonly string[];
    api?: ReturnType<typeof fakeApi>;
    prepare?: (environment: FakeEnvironment) => void;
  } & Partial<Pick<AuthStoreOptions, 'basePath'>> = {},
) {
  const environment = fakeEnvironment(options.url, options.languages);
  options.prepare?.(environment);
  const api = options.api ?? fakeApi();
  const applyTheme = vi.fn();
  const resetTheme = vi.fn();
  const navigate = vi.fn();
  const store = createAuthStore({
    basePath: options.basePath ?? '/rider',
    api,
    applyTheme,
    resetTheme,
    navigate,
    environment,
  });
  return { store, api, environment, applyTheme, resetTheme, navigate };
}

/** A session token stored by an earlier login: the profile call is only sent with one. */
const withToken = (environment: FakeEnvironment) => environment.localStorage.setItem('token', 't');

const credentialsIn = (storage: Storage) => ({
  token: storage.getItem('token'),
  userId: storage.getItem('userId'),
});

describe('session store (spec section 3)', () => {
  it('starts with the initial app context: loginLoaded false, loaded false, contracts an empty map', () => {
    const { store } = setup();
    const context = store.get(appContextAtom);
    expect(context.loginLoaded).toBe(false);
    expect(context.loaded).toBe(false);
    expect(context.contracts).toBeInstanceOf(Map);
    expect(context.contracts.size).toBe(0);
  });

  it('starts with no profile, no wrong connection, no redirect and the profile not loaded', () => {
    const { store } = setup();
    expect(store.get(sessionAtom)).toEqual({
      authenticated: false,
      profile: null,
      wrongConnection: false,
      redirectPath: null,
      profileLoaded: false,
    });
    expect(store.get(maintenanceAtom)).toBe(false);
    expect(store.get(snackbarAtom)).toBeNull();
  });

  it('keeps each store separate', () => {
    const first = setup().store;
    const second = setup().store;
    first.set(maintenanceAtom, true);
    expect(second.get(maintenanceAtom)).toBe(false);
  });
});

describe('snackbar content (spec sections 3, 8, 9)', () => {
  it("defaults to the message 'Une erreur est survenue' (id errors.default), 5000 ms, the error variant and a timestamp", () => {
    const { store } = setup();
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    store.set(snackbarAtom, {});
    expect(store.get(snackbarAtom)).toEqual({
      messageId: 'errors.default',
      message: 'Une erreur est survenue',
      delay: 5000,
      variant: 'error',
      timestamp: 1_700_000_000_000,
    });
  });

  it('keeps what it is given and closes with null', () => {
    const { store } = setup();
    store.set(snackbarAtom, { message: 'Enregistré', variant: 'success', delay: 3000 });
    expect(store.get(snackbarAtom)).toMatchObject({
      messageId: null,
      message: 'Enregistré',
      variant: 'success',
      delay: 3000,
    });
    store.set(snackbarAtom, null);
    expect(store.get(snackbarAtom)).toBeNull();
  });
});

describe('locale (spec section 4)', () => {
  it("starts from the value stored under 'locale'", () => {
    const { store } = setup({ prepare: (env) => env.localStorage.setItem('locale', 'en') });
    expect(store.get(localeAtom)).toBe('en');
  });

  it('falls back to the browser language, keeping the part before the dash, then to fr', () => {
    expect(setup({ languages: ['en-GB'] }).store.get(localeAtom)).toBe('en');
    expect(setup({ languages: ['de-DE'] }).store.get(localeAtom)).toBe('fr');
    expect(setup({ languages: [] }).store.get(localeAtom)).toBe('fr');
  });

  it("stores a change under 'locale'", () => {
    const { store, environment } = setup();
    store.set(localeAtom, 'en');
    expect(store.get(localeAtom)).toBe('en');
    expect(environment.localStorage.getItem('locale')).toBe('en');
  });
});

describe('session rules (spec section 4)', () => {
  it('authenticated starts true if a token is stored', () => {
    expect(setup().store.get(sessionAtom).authenticated).toBe(false);
    const local = setup({ prepare: (env) => env.localStorage.setItem('token', 't') });
    expect(local.store.get(sessionAtom).authenticated).toBe(true);
    const session = setup({ prepare: (env) => env.sessionStorage.setItem('token', 't') });
    expect(session.store.get(sessionAtom).authenticated).toBe(true);
  });

  it('login stores token and userId in localStorage when remember is set, then loads the profile', async () => {
    const { store, api, environment } = setup();
    api.getProfile.mockImplementation(async () => {
      // The profile call must find the token already stored (it sends it as the bearer token).
      expect(environment.localStorage.getItem('token')).toBe('token-from-login');
      return ok(aProfile());
    });
    const outcome = await store.set(loginAtom, {
      email: 'camille.martin@acme.fr',
      password: 'velo-au-boulot-2026',
      remember: true,
    });
    expect(api.login).toHaveBeenCalledWith('camille.martin@acme.fr', 'velo-au-boulot-2026');
    expect(credentialsIn(environment.localStorage)).toEqual({
      token: 'token-from-login',
      userId: '42',
    });
    expect(credentialsIn(environment.sessionStorage)).toEqual({ token: null, userId: null });
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)).toMatchObject({
      authenticated: true,
      profileLoaded: true,
      profile: aProfile(),
    });
    expect(outcome).toEqual({
      ok: true,
      userId: 42,
      approvalRequestedAt: aLoginResponse.approvalRequestedAt,
      hasFleetManagementRights: true,
    });
  });

  it('login stores token and userId in sessionStorage when remember is not set', async () => {
    const { store, environment } = setup({
      prepare: (env) => env.localStorage.setItem('token', 'stale-remembered-token'),
    });
    await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: false });
    expect(credentialsIn(environment.sessionStorage)).toEqual({
      token: 'token-from-login',
      userId: '42',
    });
    expect(credentialsIn(environment.localStorage)).toEqual({ token: null, userId: null });
  });

  it('login exposes approvalRequestedAt and hasFleetManagementRights for the login screen', async () => {
    const { store } = setup();
    await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: false });
    expect(store.get(lastLoginAtom)).toEqual({
      approvalRequestedAt: '2026-09-14T08:30:00Z',
      hasFleetManagementRights: true,
    });
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, loginErrorMessageIds.INVALID_CREDENTIALS],
    ['TOO_MANY_ATTEMPTS', 429, loginErrorMessageIds.TOO_MANY_ATTEMPTS],
    ['WORK_EMAIL_NOT_ALLOWED', 403, loginErrorMessageIds.WORK_EMAIL_NOT_ALLOWED],
    [undefined, 401, loginErrorMessageIds.unauthorized],
    ['VALIDATION_FAILED', 400, loginErrorMessageIds.generic],
  ] as const)(
    'login maps error code %s (status %i) to the message id the screen shows',
    async (code, status, expected) => {
      const api = fakeApi({ login: vi.fn(async () => httpError<never>(status, code)) });
      const { store, environment } = setup({ api });
      const outcome = await store.set(loginAtom, {
        email: 'a@b.fr',
        password: 'x',
        remember: true,
      });
      expect(outcome).toEqual({ ok: false, status, errorId: expected });
      expect(environment.localStorage.getItem('token')).toBeNull();
      expect(api.getProfile).not.toHaveBeenCalled();
      expect(store.get(sessionAtom).authenticated).toBe(false);
    },
  );

  it('login maps a network failure to the generic login error', async () => {
    const api = fakeApi({
      login: vi.fn(async () => ({
        ok: false as const,
        kind: 'network' as const,
        status: 500 as const,
        error: undefined,
      })),
    });
    const { store } = setup({ api });
    const outcome = await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: true });
    expect(outcome).toEqual({ ok: false, status: 500, errorId: loginErrorMessageIds.generic });
  });

  it('accepts profile statuses from 200 to 400 inclusive (spec section 9)', () => {
    expect([199, 200, 304, 400, 401, 500, 503, 0].map(isProfileStatusAccepted)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([401, 403, 500, 503, 0])(
    'profile status %i (outside 200-400) makes the session unauthenticated with an empty profile',
    async (status) => {
      const api = fakeApi({ getProfile: vi.fn(async () => httpError<Profile>(status)) });
      const { store } = setup({ api, prepare: (env) => env.localStorage.setItem('token', 't') });
      store.set(sessionAtom, { profile: aProfile() });
      await store.set(loadProfileAtom);
      expect(store.get(sessionAtom)).toMatchObject({
        authenticated: false,
        profile: null,
        profileLoaded: true,
      });
    },
  );

  it('on success wrongConnection is true when the base path does not end with the profile role', async () => {
    const rider = setup({ prepare: withToken });
    await rider.store.set(loadProfileAtom);
    expect(rider.store.get(sessionAtom).wrongConnection).toBe(false);

    const retailer = setup({
      api: fakeApi({ getProfile: vi.fn(async () => ok(aProfile({ role: 'retailer' }))) }),
      prepare: withToken,
    });
    await retailer.store.set(loadProfileAtom);
    expect(retailer.store.get(sessionAtom)).toMatchObject({
      authenticated: true,
      wrongConnection: true,
    });
  });

  it("on success the profile's language is applied", async () => {
    const api = fakeApi({ getProfile: vi.fn(async () => ok(aProfile({ language: 'en' }))) });
    const { store, environment } = setup({ api, prepare: withToken });
    await store.set(loadProfileAtom);
    expect(store.get(localeAtom)).toBe('en');
    expect(environment.localStorage.getItem('locale')).toBe('en');
  });

  it("on success a rider's non-empty clientTheme is applied", async () => {
    const api = fakeApi({
      getProfile: vi.fn(async () => ok(aProfile({ clientTheme: riderTheme }))),
    });
    const { store, applyTheme } = setup({ api, prepare: withToken });
    await store.set(loadProfileAtom);
    expect(applyTheme).toHaveBeenCalledWith(riderTheme);
    expect(store.get(clientThemeAtom)).toEqual(riderTheme);
  });

  it('an empty clientTheme, or the theme of a role other than rider, is not applied', async () => {
    for (const profile of [
      aProfile({ clientTheme: { primaryGradient: {}, secondaryGradient: {} } }),
      aProfile({ clientTheme: null }),
      aProfile({ role: 'retailer', clientTheme: riderTheme }),
    ]) {
      const { store, applyTheme } = setup({
        api: fakeApi({ getProfile: vi.fn(async () => ok(profile)) }),
      });
      await store.set(loadProfileAtom);
      expect(applyTheme).not.toHaveBeenCalled();
      expect(store.get(clientThemeAtom)).toBeNull();
    }
  });

  it('on success a saved redirect is followed through the injected navigate', async () => {
    const { store, navigate } = setup({ prepare: withToken });
    store.set(redirectPathAtom, '/my-rent?tab=schedule');
    await store.set(loadProfileAtom);
    expect(navigate).toHaveBeenCalledWith('/my-rent?tab=schedule');
    expect(store.get(redirectPathAtom)).toBeNull();
  });

  it('a saved redirect that is not a path inside the app is not followed', async () => {
    const { store, navigate } = setup({ prepare: withToken });
    store.set(redirectPathAtom, '//evil.example/phish');
    await store.set(loadProfileAtom);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('if the profile load throws, the session is cleared, the current path saved as redirect, credentials removed and profile-loaded set', async () => {
    const api = fakeApi({
      getProfile: vi.fn(async () => {
        throw new Error('boom');
      }),
    });
    const { store, environment } = setup({
      api,
      url: 'https://velo.example/rider/my-offer?bike=3#equipment',
      prepare: (env) => {
        env.localStorage.setItem('token', 't');
        env.localStorage.setItem('userId', '42');
        env.sessionStorage.setItem('token', 't2');
      },
    });
    store.set(sessionAtom, { profile: aProfile(), wrongConnection: true });
    await store.set(loadProfileAtom);
    expect(store.get(sessionAtom)).toEqual({
      authenticated: false,
      profile: null,
      wrongConnection: false,
      redirectPath: '/my-offer?bike=3#equipment',
      profileLoaded: true,
    });
    expect(credentialsIn(environment.localStorage)).toEqual({ token: null, userId: null });
    expect(credentialsIn(environment.sessionStorage)).toEqual({ token: null, userId: null });
  });

  it('a profile answer with an accepted status but no usable profile counts as a failed load', async () => {
    const api = fakeApi({ getProfile: vi.fn(async () => httpError<Profile>(400)) });
    const { store, environment } = setup({
      api,
      prepare: (env) => env.localStorage.setItem('token', 't'),
    });
    await store.set(loadProfileAtom);
    expect(store.get(sessionAtom)).toMatchObject({ authenticated: false, profileLoaded: true });
    expect(store.get(sessionAtom).redirectPath).toBe('/');
    expect(environment.localStorage.getItem('token')).toBeNull();
  });

  it('logout calls the endpoint, resets the theme, clears credentials in both storages, sets unauthenticated and wrongConnection false', async () => {
    const { store, api, environment, resetTheme } = setup({
      prepare: (env) => {
        env.localStorage.setItem('token', 't');
        env.localStorage.setItem('userId', '42');
        env.sessionStorage.setItem('token', 't');
        env.sessionStorage.setItem('userId', '42');
      },
    });
    api.logout.mockImplementation(async () => {
      // Called while the token is still there to identify the session being closed.
      expect(environment.localStorage.getItem('token')).toBe('t');
      return ok(undefined, 204);
    });
    store.set(sessionAtom, { profile: aProfile(), wrongConnection: true, profileLoaded: true });
    store.set(clientThemeAtom, riderTheme);
    await store.set(logoutAtom);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(resetTheme).toHaveBeenCalledTimes(1);
    expect(store.get(clientThemeAtom)).toBeNull();
    expect(credentialsIn(environment.localStorage)).toEqual({ token: null, userId: null });
    expect(credentialsIn(environment.sessionStorage)).toEqual({ token: null, userId: null });
    expect(store.get(sessionAtom)).toMatchObject({
      authenticated: false,
      wrongConnection: false,
      profile: null,
    });
  });

  it('logout ignores logout errors', async () => {
    const api = fakeApi({
      logout: vi.fn(async () => {
        throw new Error('network down');
      }),
    });
    const { store, environment } = setup({
      api,
      prepare: (env) => env.localStorage.setItem('token', 't'),
    });
    await expect(store.set(logoutAtom)).resolves.toBeUndefined();
    expect(environment.localStorage.getItem('token')).toBeNull();
    expect(store.get(sessionAtom).authenticated).toBe(false);
  });

  it('logout is idempotent: a burst of calls makes one endpoint call', async () => {
    const held = deferred<unknown>();
    const api = fakeApi({ logout: vi.fn(() => held.promise) });
    const { store } = setup({ api });
    const calls = [store.set(logoutAtom), store.set(logoutAtom), store.set(logoutAtom)];
    held.resolve(undefined);
    await Promise.all(calls);
    expect(api.logout).toHaveBeenCalledTimes(1);
    // Once settled, a later logout is a new one.
    await store.set(logoutAtom);
    expect(api.logout).toHaveBeenCalledTimes(2);
  });

  it('a profile answer arriving after logout does not sign the user back in', async () => {
    const held = deferred<Awaited<ReturnType<ReturnType<typeof fakeApi>['getProfile']>>>();
    const api = fakeApi({ getProfile: vi.fn(() => held.promise) });
    const { store } = setup({ api, prepare: (env) => env.localStorage.setItem('token', 't') });
    const loading = store.set(loadProfileAtom);
    await store.set(logoutAtom);
    held.resolve(ok(aProfile()));
    await loading;
    expect(store.get(sessionAtom)).toMatchObject({ authenticated: false, profile: null });
  });

  it('a 401 profile answer ends the spinner even while the logout it triggered is still running', async () => {
    const heldLogout = deferred<unknown>();
    const api = fakeApi({
      getProfile: vi.fn(async () => httpError<Profile>(401)),
      logout: vi.fn(() => heldLogout.promise),
    });
    const { store } = setup({ api, prepare: (env) => env.localStorage.setItem('token', 't') });
    const loading = store.set(loadProfileAtom);
    const loggingOut = store.set(logoutAtom);
    await loading;
    expect(store.get(sessionAtom)).toMatchObject({ authenticated: false, profileLoaded: true });
    heldLogout.resolve(undefined);
    await loggingOut;
  });

  it('any 503 sets maintenance: profile, login, logout and theme answers', async () => {
    const profile = setup({
      api: fakeApi({ getProfile: vi.fn(async () => httpError<Profile>(503)) }),
      prepare: withToken,
    });
    await profile.store.set(loadProfileAtom);
    expect(profile.store.get(maintenanceAtom)).toBe(true);

    const login = setup({ api: fakeApi({ login: vi.fn(async () => httpError<never>(503)) }) });
    await login.store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: true });
    expect(login.store.get(maintenanceAtom)).toBe(true);

    const logout = setup({ api: fakeApi({ logout: vi.fn(async () => httpError(503)) }) });
    await logout.store.set(logoutAtom);
    expect(logout.store.get(maintenanceAtom)).toBe(true);

    const theme = setup({
      api: fakeApi({ getClientTheme: vi.fn(async () => httpError<never>(503)) }),
    });
    await theme.store.set(loadClientThemeAtom, 'acme');
    expect(theme.store.get(maintenanceAtom)).toBe(true);
  });

  it('a token query parameter at start is saved to local storage and removed from the address bar, keeping other parameters and the hash', async () => {
    const { store, api, environment } = setup({
      url: 'https://velo.example/rider/onboarding?step=2&token=from-email&utm=mail#documents',
    });
    await store.set(startSessionAtom);
    expect(environment.localStorage.getItem('token')).toBe('from-email');
    expect(environment.history.replaceState).toHaveBeenCalledWith(
      { key: 'router-state' },
      '',
      '/rider/onboarding?step=2&utm=mail#documents',
    );
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom).authenticated).toBe(true);
  });

  it('without a token query parameter the address bar is left alone', async () => {
    const { store, environment } = setup({ url: 'https://velo.example/rider/?step=2' });
    await store.set(startSessionAtom);
    expect(environment.history.replaceState).not.toHaveBeenCalled();
  });

  it('the profile loads at start unless the session is already authenticated with an id', async () => {
    const { store, api } = setup({ prepare: (env) => env.localStorage.setItem('token', 't') });
    await store.set(startSessionAtom);
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    await store.set(startSessionAtom);
    expect(api.getProfile).toHaveBeenCalledTimes(1);

    const inThisTabOnly = setup({ prepare: (env) => env.sessionStorage.setItem('token', 't') });
    await inThisTabOnly.store.set(startSessionAtom);
    expect(inThisTabOnly.api.getProfile).toHaveBeenCalledTimes(1);
  });

  it('with no stored token the profile is not requested: the session ends as a 401 answer would leave it', async () => {
    const { store, api, navigate } = setup({ url: 'https://velo.example/rider/profile' });
    await store.set(startSessionAtom);
    expect(api.getProfile).not.toHaveBeenCalled();
    expect(api.logout).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toMatchObject({
      authenticated: false,
      profile: null,
      profileLoaded: true,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a theme fetched by qName is applied, and its failures are swallowed', async () => {
    const { store, api, applyTheme } = setup();
    await store.set(loadClientThemeAtom, 'acme');
    expect(api.getClientTheme).toHaveBeenCalledWith('acme');
    expect(applyTheme).toHaveBeenCalledWith(riderTheme);

    const failing = setup({
      api: fakeApi({
        getClientTheme: vi.fn(async () => {
          throw new Error('offline');
        }),
      }),
    });
    await expect(failing.store.set(loadClientThemeAtom, 'acme')).resolves.toBeUndefined();
    expect(failing.applyTheme).not.toHaveBeenCalled();
  });

  it('collaborators can be given after the store is created', async () => {
    const environment = fakeEnvironment();
    withToken(environment);
    const store = createAuthStore({ basePath: '/rider', environment });
    const api = fakeApi();
    const navigate = vi.fn();
    configureAuthStore(store, { api, navigate });
    store.set(redirectPathAtom, '/profile');
    await store.set(loadProfileAtom);
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/profile');
  });
});

describe('the browser by default', () => {
  it("reads the window's storages and languages when no environment is given", () => {
    window.localStorage.setItem('token', 'from-a-previous-visit');
    window.localStorage.setItem('locale', 'en');
    try {
      const store = createAuthStore({ basePath: '/rider' });
      expect(store.get(sessionAtom).authenticated).toBe(true);
      expect(store.get(localeAtom)).toBe('en');
    } finally {
      window.localStorage.clear();
    }
  });
});
