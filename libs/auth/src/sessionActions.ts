import { failureKind, writeStorage } from '@velo/data';
import type { MessageId } from '@velo/i18n';
import { atom } from 'jotai';
import {
  clearCredentials,
  readStoredToken,
  storeCredentials,
  tokenStorageKey,
} from './credentials';
import { safeRedirectPath } from './redirect';
import {
  authenticatedAtom,
  dependenciesAtom,
  lastLoginAtom,
  redirectPathAtom,
  sessionAtom,
  type AuthDependencies,
  type AuthStore,
  type LoginInfo,
} from './sessionAtoms';
import type { ApiResult, LoginResponse, Profile, SessionApi } from './types';

/** Spec section 9: a profile response is accepted with a status from 200 to 400. */
export function isProfileStatusAccepted(status: number): boolean {
  return status >= 200 && status <= 400;
}

/** Spec section 6: the base path must end with the profile's role. */
export function isWrongConnection(basePath: string, role: string): boolean {
  return !basePath.endsWith(role);
}

/**
 * Message ids (in @velo/i18n's catalogue) of the login errors the login screen shows (spec section 8):
 * 'invalid email or password', 'too many attempts…', 'company does not allow work-email login',
 * 'login info incorrect' for a 401 without a code, 'error during login' otherwise.
 */
export const loginErrorMessageIds = {
  INVALID_CREDENTIALS: 'auth.login.errors.invalidCredentials',
  TOO_MANY_ATTEMPTS: 'auth.login.errors.tooManyAttempts',
  WORK_EMAIL_NOT_ALLOWED: 'auth.login.errors.workEmailNotAllowed',
  unauthorized: 'auth.login.errors.incorrect',
  generic: 'auth.login.errors.generic',
} as const satisfies Record<string, MessageId>;
export type LoginErrorMessageId = (typeof loginErrorMessageIds)[keyof typeof loginErrorMessageIds];

export function loginErrorMessageId(result: ApiResult<unknown>): LoginErrorMessageId {
  if (result.ok) return loginErrorMessageIds.generic;
  const code = result.error?.code;
  if (code === 'INVALID_CREDENTIALS') return loginErrorMessageIds.INVALID_CREDENTIALS;
  if (code === 'TOO_MANY_ATTEMPTS') return loginErrorMessageIds.TOO_MANY_ATTEMPTS;
  if (code === 'WORK_EMAIL_NOT_ALLOWED') return loginErrorMessageIds.WORK_EMAIL_NOT_ALLOWED;
  // Without a known code, a 401 still means the login information was not accepted.
  if (result.kind === 'http' && result.status === 401) return loginErrorMessageIds.unauthorized;
  return loginErrorMessageIds.generic;
}

export interface LoginCredentials {
  email: string;
  password: string;
  /** The "remember me" choice: local storage when set, session storage otherwise (spec section 4). */
  remember: boolean;
}

/**
 * What the login screen shows: on a refusal the message (`errorId`); when the server could not be
 * reached the default snackbar is already up (spec section 8) and `errorId` is null.
 */
export type LoginOutcome =
  ({ ok: true; userId: number } & LoginInfo) | { ok: false; errorId: LoginErrorMessageId | null };

function requireApi(deps: AuthDependencies): SessionApi {
  if (!deps.api) {
    throw new Error(
      '@velo/auth: no SessionApi configured; pass `api` to createAuthStore or call createSessionApiClient.',
    );
  }
  return deps.api;
}

function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Profile>;
  return typeof candidate.id === 'number' && typeof candidate.role === 'string';
}

/** The path the user is on, relative to the app, as the router will want it back. */
function currentAppPath(deps: AuthDependencies): string | null {
  const { pathname, search, hash } = deps.environment.location;
  return safeRedirectPath(`${pathname}${search}${hash}`, deps.basePath);
}

/**
 * Spec section 4, "Profile load". Only the latest load may write the session: a load that a newer
 * load or a logout overtook is dropped, so a slow answer cannot sign a logged-out user back in.
 */
export const loadProfileAtom = atom(null, async (get, set): Promise<void> => {
  const deps = get(dependenciesAtom);
  const { runtime } = deps;
  const api = requireApi(deps);
  const sequence = ++runtime.profileLoadSequence;
  const isCurrent = () => runtime.profileLoadSequence === sequence;
  // Without a stored token the profile call can only answer 401 (the API authenticates by bearer
  // token alone), so it is not sent: the session ends as that answer would leave it (unauthenticated,
  // empty profile, loaded). A signed-out visit then costs no request, no 401 in the console and no
  // logout call for a session that never existed.
  if (readStoredToken(deps.environment) === null) {
    set(sessionAtom, { authenticated: false, profile: null, profileLoaded: true });
    return;
  }
  set(sessionAtom, { profileLoaded: false });
  try {
    const result = await api.getProfile();
    if (!isCurrent()) return;
    if (!isProfileStatusAccepted(result.status)) {
      set(sessionAtom, { authenticated: false, profile: null, profileLoaded: true });
      return;
    }
    // An accepted status without a usable profile (3xx, 400, a malformed body) is a failed load.
    if (!result.ok || !isProfile(result.data)) {
      throw new Error(`Profile response without a profile (status ${result.status})`);
    }
    const profile = result.data;
    set(sessionAtom, {
      authenticated: true,
      profile,
      wrongConnection: isWrongConnection(deps.basePath, profile.role),
      profileLoaded: true,
    });
    // Spec section 4: the language and a rider's client theme are applied (by the app's wiring).
    deps.onProfileLoaded(profile);
    const redirect = safeRedirectPath(get(redirectPathAtom), deps.basePath);
    if (redirect !== null && deps.navigate) {
      set(redirectPathAtom, null);
      deps.navigate(redirect);
    }
  } catch {
    if (!isCurrent()) return;
    clearCredentials(deps.environment);
    set(sessionAtom, {
      authenticated: false,
      profile: null,
      wrongConnection: false,
      redirectPath: currentAppPath(deps),
      profileLoaded: true,
    });
  }
});

/**
 * Spec section 4, "On login": the token and userId are stored (local storage when `remember` is set,
 * session storage otherwise), then the profile is loaded. Login and registration both sign in here.
 */
export const signInWithTokenAtom = atom(
  null,
  async (
    get,
    set,
    credentials: { token: string; userId: number; remember: boolean },
  ): Promise<void> => {
    const deps = get(dependenciesAtom);
    const { token, userId, remember } = credentials;
    storeCredentials(deps.environment, { token, userId }, remember);
    set(authenticatedAtom, true);
    await set(loadProfileAtom);
  },
);

/**
 * Spec section 4, "On login". Returns what the login screen shows: the approval-requested date and the
 * fleet-management flag on success, the message id of a refusal otherwise. A server or network fault
 * raises the default snackbar through the data policy (spec section 8) and keeps the form as it is.
 */
export const loginAtom = atom(
  null,
  async (get, set, credentials: LoginCredentials): Promise<LoginOutcome> => {
    const deps = get(dependenciesAtom);
    const api = requireApi(deps);
    let result: ApiResult<LoginResponse>;
    try {
      result = await api.login(credentials.email, credentials.password, credentials.remember);
    } catch {
      deps.notifyFailure();
      return { ok: false, errorId: null };
    }
    if (!result.ok) {
      // Spec section 8: a 401 under /auth/ refuses the credentials; no session has ended.
      const refused =
        (result.kind === 'http' && result.status === 401) ||
        failureKind(result, 'write') === 'rejected';
      if (refused) return { ok: false, errorId: loginErrorMessageId(result) };
      if (failureKind(result, 'write') === 'unavailable') deps.notifyFailure();
      return { ok: false, errorId: null };
    }
    const { token, userId, approvalRequestedAt, hasFleetManagementRights } = result.data;
    const info: LoginInfo = { approvalRequestedAt, hasFleetManagementRights };
    set(lastLoginAtom, info);
    await set(signInWithTokenAtom, { token, userId, remember: credentials.remember });
    return { ok: true, userId, ...info };
  },
);

/**
 * Spec section 4, "Logout". Idempotent: a burst of 401 answers (spec section 8) while one logout is
 * running joins it instead of calling the endpoint again.
 */
export const logoutAtom = atom(null, (get, set): Promise<void> => {
  const deps = get(dependenciesAtom);
  const { runtime } = deps;
  if (runtime.logoutInFlight) return runtime.logoutInFlight;
  const run = (async () => {
    try {
      // The endpoint is called first, while the token is still there to identify the session.
      await deps.api?.logout();
    } catch {
      // Spec section 4: errors on logout are ignored.
    }
    deps.onSignedOut();
    clearCredentials(deps.environment);
    // The profile goes too, so no personal data outlives the session on a shared device.
    set(sessionAtom, {
      authenticated: false,
      wrongConnection: false,
      profile: null,
      profileLoaded: true,
    });
    set(lastLoginAtom, null);
    // A profile load still running belongs to the closed session: its answer is dropped. Not done
    // earlier, so the 401 answer that triggered this logout still ends the spinner at once, even
    // while the logout call itself is slow.
    runtime.profileLoadSequence += 1;
  })().finally(() => {
    runtime.logoutInFlight = null;
  });
  runtime.logoutInFlight = run;
  return run;
});

/**
 * Spec section 4, "At start": a `token` query parameter is saved to local storage and taken out of the
 * address bar (other parameters and the hash stay), then the profile is loaded unless the session is
 * already authenticated with an id.
 */
export const startSessionAtom = atom(null, async (get, set): Promise<void> => {
  const deps = get(dependenciesAtom);
  deps.runtime.started = true;
  const { location, history, localStorage } = deps.environment;
  const params = new URLSearchParams(location.search);
  if (params.has(tokenStorageKey)) {
    const token = params.get(tokenStorageKey);
    params.delete(tokenStorageKey);
    const search = params.toString();
    // The token must not stay in the address bar, the history or a shared link.
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
    );
    if (token && writeStorage(localStorage, tokenStorageKey, token)) {
      set(authenticatedAtom, true);
    }
  }
  const { authenticated, profile } = get(sessionAtom);
  if (authenticated && profile?.id) return;
  await set(loadProfileAtom);
});

/** Starts the session unless this store already did (the shell calls it; an app may call it first). */
export const startSessionOnceAtom = atom(null, async (get, set): Promise<void> => {
  if (get(dependenciesAtom).runtime.started) return;
  await set(startSessionAtom);
});

/** Gives the store its collaborators after creation (the API client and the router need the store). */
export function configureAuthStore(
  store: AuthStore,
  patch: Partial<
    Pick<AuthDependencies, 'api' | 'navigate' | 'onProfileLoaded' | 'onSignedOut' | 'notifyFailure'>
  >,
): void {
  store.set(dependenciesAtom, patch);
}
