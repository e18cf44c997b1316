import { describe, expect, it, vi } from 'vitest';
import {
  aLoginResponse,
  aProfile,
  deferred,
  fakeApi,
  fakeEnvironment,
  httpError,
  ok,
  type FakeEnvironment,
} from '../tests/fakes';
import {
  configureAuthStore,
  isProfileStatusAccepted,
  loadProfileAtom,
  loginAtom,
  loginErrorMessageIds,
  logoutAtom,
  signInWithTokenAtom,
  startSessionAtom,
} from './sessionActions';
import {
  createAuthStore,
  lastLoginAtom,
  redirectPathAtom,
  sessionAtom,
  type AuthStoreOptions,
} from './sessionAtoms';
import type { Profile } from './types';

function setup(
  options: {
    url?: string;
    api?: ReturnType<typeof fakeApi>;
    prepare?: (environment: FakeEnvironment) => void;
  } & Partial<Pick<AuthStoreOptions, 'basePath'>> = {},
) {
  const environment = fakeEnvironment(options.url);
  options.prepare?.(environment);
  const api = options.api ?? fakeApi();
  const onProfileLoaded = vi.fn();
  const onSignedOut = vi.fn();
  const notifyFailure = vi.fn();
  const navigate = vi.fn();
  const store = createAuthStore({
    basePath: options.basePath ?? '/rider',
    api,
    onProfileLoaded,
    onSignedOut,
    notifyFailure,
    navigate,
    environment,
  });
  return { store, api, environment, onProfileLoaded, onSignedOut, notifyFailure, navigate };
}

/** A session token stored by an earlier login: the profile call is only sent with one. */
const withToken = (environment: FakeEnvironment) => environment.localStorage.setItem('token', 't');

const credentialsIn = (storage: Storage) => ({
  token: storage.getItem('token'),
  userId: storage.getItem('userId'),
});

describe('session store (spec section 3)', () => {
  it('starts with no profile, no wrong connection, no redirect and the profile not loaded', () => {
    const { store } = setup();
    expect(store.get(sessionAtom)).toEqual({
      authenticated: false,
      profile: null,
      wrongConnection: false,
      redirectPath: null,
      profileLoaded: false,
    });
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
    expect(api.login).toHaveBeenCalledWith('camille.martin@acme.fr', 'velo-au-boulot-2026', true);
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
      expect(outcome).toEqual({ ok: false, errorId: expected });
      expect(environment.localStorage.getItem('token')).toBeNull();
      expect(api.getProfile).not.toHaveBeenCalled();
      expect(store.get(sessionAtom).authenticated).toBe(false);
    },
  );

  it('login: too many attempts carries the wait the server asks for (issue 26), when it says it', async () => {
    const api = fakeApi({
      login: vi.fn(async () => ({
        ok: false as const,
        kind: 'http' as const,
        status: 429,
        error: { code: 'TOO_MANY_ATTEMPTS' as const, message: 'wait', retryAfterSeconds: 120 },
      })),
    });
    const { store, notifyFailure } = setup({ api });
    const outcome = await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: true });
    expect(outcome).toStrictEqual({
      ok: false,
      errorId: loginErrorMessageIds.TOO_MANY_ATTEMPTS,
      retryAfterSeconds: 120,
    });
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('login: a network failure raises the default snackbar and keeps the form (no message of its own)', async () => {
    const api = fakeApi({
      login: vi.fn(async () => ({
        ok: false as const,
        kind: 'network' as const,
        status: 500 as const,
        error: undefined,
      })),
    });
    const { store, notifyFailure } = setup({ api });
    const outcome = await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: true });
    expect(outcome).toEqual({ ok: false, errorId: null });
    expect(notifyFailure).toHaveBeenCalledTimes(1);
  });

  it('login: a 503 is left to the maintenance page, with no snackbar', async () => {
    const api = fakeApi({ login: vi.fn(async () => httpError<never>(503)) });
    const { store, notifyFailure } = setup({ api });
    const outcome = await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: true });
    expect(outcome).toEqual({ ok: false, errorId: null });
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('sign-in with a token (registration) stores it for the browser session and loads the profile', async () => {
    const { store, api, environment } = setup();
    await store.set(signInWithTokenAtom, { token: 'from-register', userId: 9, remember: false });
    expect(credentialsIn(environment.sessionStorage)).toEqual({
      token: 'from-register',
      userId: '9',
    });
    expect(credentialsIn(environment.localStorage)).toEqual({ token: null, userId: null });
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)).toMatchObject({ authenticated: true, profileLoaded: true });
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

  it('on success the loaded profile is handed to the app (language and client theme: spec section 4)', async () => {
    const profile = aProfile({ language: 'en' });
    const api = fakeApi({ getProfile: vi.fn(async () => ok(profile)) });
    const { store, onProfileLoaded } = setup({ api, prepare: withToken });
    await store.set(loadProfileAtom);
    expect(onProfileLoaded).toHaveBeenCalledWith(profile);
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

  it('logout calls the endpoint, tells the app (theme reset), clears credentials in both storages, sets unauthenticated and wrongConnection false', async () => {
    const { store, api, environment, onSignedOut } = setup({
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
    await store.set(logoutAtom);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
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
  it("reads the window's storages when no environment is given", () => {
    window.localStorage.setItem('token', 'from-a-previous-visit');
    try {
      const store = createAuthStore({ basePath: '/rider' });
      expect(store.get(sessionAtom).authenticated).toBe(true);
    } finally {
      window.localStorage.clear();
    }
  });
});
