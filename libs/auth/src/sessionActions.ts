import { failureKind, tooManyAttempts, writeStorage, type WaitMessageIds } from '@velo/data';
import type { MessageId } from '@velo/i18n';
import { atom, type Getter, type Setter } from 'jotai';
import {
  clearCredentials,
  readStoredToken,
  storeCredentials,
  tokenStorageKey,
} from './credentials';
import { safeRedirectPath } from './redirect';
import {
  accountSwitchAtom,
  authenticatedAtom,
  dependenciesAtom,
  lastLoginAtom,
  redirectPathAtom,
  sessionAtom,
  type AccountName,
  type AuthDependencies,
  type AuthEnvironment,
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

/**
 * The login's "too many attempts" with the wait the server asks for (issue 26: 30 seconds, doubling
 * up to 15 minutes), still offering the forgotten password (spec section 8); for `@velo/data`'s
 * `tooManyAttemptsMessage`.
 */
export const loginTooManyAttemptsMessageIds = {
  later: loginErrorMessageIds.TOO_MANY_ATTEMPTS,
  seconds: 'auth.login.errors.tooManyAttemptsSeconds',
  minutes: 'auth.login.errors.tooManyAttemptsMinutes',
} as const satisfies WaitMessageIds;

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
 * What the login screen shows: on a refusal the message (`errorId`), and after too many attempts the
 * seconds to wait when the server said them (`retryAfterSeconds`); when the server could not be
 * reached the default snackbar is already up (spec section 8) and `errorId` is null.
 */
export type LoginOutcome =
  | ({ ok: true; userId: number } & LoginInfo)
  | { ok: false; errorId: LoginErrorMessageId | null; retryAfterSeconds?: number };

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
      if (refused) {
        const retryAfterSeconds = tooManyAttempts(result)?.retryAfterSeconds ?? null;
        return {
          ok: false,
          errorId: loginErrorMessageId(result),
          ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
        };
      }
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
    // A start link waiting for the switch question goes with the session it would have replaced.
    runtime.pendingLink = null;
    set(accountSwitchAtom, null);
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
 * Spec section 4, "At start": a `token` query parameter is taken out of the address bar at once
 * (other parameters and the hash stay), before anything else can read the address (the router, the
 * telemetry, the tag manager) and without adding a history entry. Returns the token, if any.
 */
function takeStartToken({ location, history }: AuthEnvironment): string | null {
  const params = new URLSearchParams(location.search);
  if (!params.has(tokenStorageKey)) return null;
  const token = params.get(tokenStorageKey);
  params.delete(tokenStorageKey);
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
  return token || null;
}

const accountName = ({ firstName, lastName, email }: Profile): AccountName => ({
  firstName,
  lastName,
  email,
});

/** Makes the link's account the session: its token and id in local storage (spec section 4). */
async function signInWithLink(
  get: Getter,
  set: Setter,
  link: { token: string; userId: number },
): Promise<void> {
  storeCredentials(get(dependenciesAtom).environment, link, true);
  set(lastLoginAtom, null);
  set(authenticatedAtom, true);
  await set(loadProfileAtom);
}

/**
 * A start link while a token is stored: the link must not silently replace the open session (a link
 * carrying someone else's token would move the signed-in user into that account). The link's token
 * is checked first (the profile it opens names the other account) while the open session loads;
 * another account is only switched to once the user accepts (`acceptAccountSwitchAtom`).
 */
async function offerLinkedAccount(get: Getter, set: Setter, token: string): Promise<void> {
  const deps = get(dependenciesAtom);
  const api = requireApi(deps);
  const [linked] = await Promise.all([
    api.getProfileWithToken(token).catch(() => null),
    set(loadProfileAtom),
  ]);
  // A token that opens no account is dropped: the open session stays as it is.
  if (!linked?.ok || !isProfile(linked.data)) return;
  const other = linked.data;
  // A stored token refused by the server is being logged out: let that end before anything is saved.
  if (deps.runtime.logoutInFlight) await deps.runtime.logoutInFlight;
  const { authenticated, profile } = get(sessionAtom);
  if (!authenticated || !profile) {
    // No other session is open after all: the spec's rule applies, the link signs in.
    await signInWithLink(get, set, { token, userId: other.id });
    return;
  }
  // The link opens the account already signed in: nothing to ask, nothing to change.
  if (profile.id === other.id) return;
  deps.runtime.pendingLink = { token, userId: other.id };
  set(accountSwitchAtom, { current: accountName(profile), other: accountName(other) });
}

/**
 * Spec section 4, "At start": a `token` query parameter is taken out of the address bar, then saved
 * to local storage, and the profile is loaded unless the session is already authenticated with an
 * id. When another session is open, the link's account is offered instead (`accountSwitchAtom`).
 */
export const startSessionAtom = atom(null, async (get, set): Promise<void> => {
  const deps = get(dependenciesAtom);
  deps.runtime.started = true;
  const token = takeStartToken(deps.environment);
  if (token) {
    const stored = readStoredToken(deps.environment);
    if (stored !== null && stored !== token) {
      await offerLinkedAccount(get, set, token);
      return;
    }
    if (writeStorage(deps.environment.localStorage, tokenStorageKey, token)) {
      set(authenticatedAtom, true);
    }
  }
  const { authenticated, profile } = get(sessionAtom);
  if (authenticated && profile?.id) return;
  await set(loadProfileAtom);
});

/** The user chose the start link's account: the previous one is left and the link's one loaded. */
export const acceptAccountSwitchAtom = atom(null, async (get, set): Promise<void> => {
  const deps = get(dependenciesAtom);
  const link = deps.runtime.pendingLink;
  deps.runtime.pendingLink = null;
  set(accountSwitchAtom, null);
  if (!link) return;
  // The previous account's client theme goes with it (as on logout).
  deps.onSignedOut();
  await signInWithLink(get, set, link);
});

/** The user keeps the open session: the start link's token is forgotten. */
export const declineAccountSwitchAtom = atom(null, (get, set): void => {
  get(dependenciesAtom).runtime.pendingLink = null;
  set(accountSwitchAtom, null);
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
