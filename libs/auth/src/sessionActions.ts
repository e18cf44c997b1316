import { atom } from 'jotai';
import { isSupportedLocale, type MessageId } from '@velo/i18n';
import {
  clearCredentials,
  readStoredToken,
  storeCredentials,
  tokenStorageKey,
  writeStorage,
} from './credentials';
import { safeRedirectPath } from './redirect';
import {
  authenticatedAtom,
  clientThemeAtom,
  dependenciesAtom,
  lastLoginAtom,
  localeAtom,
  maintenanceAtom,
  redirectPathAtom,
  sessionAtom,
  type AuthDependencies,
  type AuthStore,
  type LoginInfo,
} from './sessionAtoms';
import type { ApiResult, ClientTheme, LoginResponse, Profile, SessionApi } from './types';

/** Spec section 8: status 503 switches to the maintenance page. */
const maintenanceStatus = 503;

/** Spec section 9: a profile response is accepted with a status from 200 to 400. */
export function isProfileStatusAccepted(status: number): boolean {
  return status >= 200 && status <= 400;
}

/** Spec section 4: a theme is applied only when it is not empty. */
export function isNonEmptyTheme(theme: ClientTheme | null | undefined): theme is ClientTheme {
  if (!theme) return false;
  return (
    Object.keys(theme.primaryGradient ?? {}).length > 0 ||
    Object.keys(theme.secondaryGradient ?? {}).length > 0
  );
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

export type LoginOutcome =
  | ({ ok: true; userId: number } & LoginInfo)
  | { ok: false; status: number; errorId: LoginErrorMessageId };

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
    if (result.status === maintenanceStatus) set(maintenanceAtom, true);
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
    if (isSupportedLocale(profile.language)) set(localeAtom, profile.language);
    if (profile.role === 'rider' && isNonEmptyTheme(profile.clientTheme)) {
      set(clientThemeAtom, profile.clientTheme);
    }
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
 * Spec section 4, "On login". Returns what the login screen shows: the approval-requested date and the
 * fleet-management flag on success, the message id of the error otherwise.
 */
export const loginAtom = atom(
  null,
  async (get, set, credentials: LoginCredentials): Promise<LoginOutcome> => {
    const deps = get(dependenciesAtom);
    const api = requireApi(deps);
    let result: ApiResult<LoginResponse>;
    try {
      result = await api.login(credentials.email, credentials.password);
    } catch {
      return { ok: false, status: 500, errorId: loginErrorMessageIds.generic };
    }
    if (!result.ok) {
      if (result.status === maintenanceStatus) set(maintenanceAtom, true);
      return { ok: false, status: result.status, errorId: loginErrorMessageId(result) };
    }
    const { token, userId, approvalRequestedAt, hasFleetManagementRights } = result.data;
    storeCredentials(deps.environment, { token, userId }, credentials.remember);
    set(authenticatedAtom, true);
    const info: LoginInfo = { approvalRequestedAt, hasFleetManagementRights };
    set(lastLoginAtom, info);
    await set(loadProfileAtom);
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
      const result = await deps.api?.logout();
      if (isMaintenanceResult(result)) set(maintenanceAtom, true);
    } catch {
      // Spec section 4: errors on logout are ignored.
    }
    set(clientThemeAtom, null);
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

function isMaintenanceResult(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    (result as { status?: unknown }).status === maintenanceStatus
  );
}

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

/**
 * Spec section 4, "Client theming": the theme of a client fetched by qName (invitation and join
 * screens). Failures are swallowed (spec section 8); a 503 still raises maintenance.
 */
export const loadClientThemeAtom = atom(null, async (get, set, qName: string): Promise<void> => {
  const api = requireApi(get(dependenciesAtom));
  try {
    const result = await api.getClientTheme(qName);
    if (result.status === maintenanceStatus) set(maintenanceAtom, true);
    if (result.ok && isNonEmptyTheme(result.data)) set(clientThemeAtom, result.data);
  } catch {
    // Spec section 8: theme loading errors are swallowed.
  }
});

/** Gives the store its collaborators after creation (the API client and the router need the store). */
export function configureAuthStore(
  store: AuthStore,
  patch: Partial<Pick<AuthDependencies, 'api' | 'navigate' | 'applyTheme' | 'resetTheme'>>,
): void {
  store.set(dependenciesAtom, patch);
}
