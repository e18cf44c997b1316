import { browserStorage } from '@velo/data';
import { atom, createStore } from 'jotai';
import { readStoredToken } from './credentials';
import { normaliseBasePath } from './redirect';
import type { Profile, SessionApi } from './types';

/** A jotai store; the app passes it to `<Provider>` and non-React code reads it directly. */
export type AuthStore = ReturnType<typeof createStore>;

/** What the session needs from the browser, injectable so every rule can be tested. */
export interface AuthEnvironment {
  localStorage: Storage | null;
  sessionStorage: Storage | null;
  /** Read when needed (window.location is live). */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

export interface AuthStoreOptions {
  /** The app's base path, e.g. '/rider'; the profile role must end it (spec section 6). */
  basePath: string;
  api?: SessionApi;
  /** Told of each loaded profile (the app applies its language and client theme: spec section 4). */
  onProfileLoaded?: (profile: Profile) => void;
  /** Told when the session ends (the app resets the client theme: spec section 4, "Logout"). */
  onSignedOut?: () => void;
  /** Raises the default error snackbar when the server cannot be reached (spec section 8). */
  notifyFailure?: () => void;
  /** Navigates to a path relative to the app; the shell registers the router's own. */
  navigate?: (path: string) => void;
  environment?: Partial<AuthEnvironment>;
}

/** Mutable bookkeeping of the running actions; never rendered, so it lives outside atom values. */
export interface AuthRuntime {
  profileLoadSequence: number;
  logoutInFlight: Promise<void> | null;
  /** Whether the start rules of spec section 4 already ran for this store. */
  started: boolean;
  /**
   * A start link's account while the switch question is open. Kept only here, in memory: never in an
   * atom's value, the address, the history or a log.
   */
  pendingLink: { token: string; userId: number } | null;
}

export interface AuthDependencies {
  basePath: string;
  api: SessionApi | null;
  onProfileLoaded: (profile: Profile) => void;
  onSignedOut: () => void;
  notifyFailure: () => void;
  navigate: ((path: string) => void) | null;
  environment: AuthEnvironment;
  runtime: AuthRuntime;
}

/** Spec section 3, "Session state". The profile is `null` when empty. */
export interface SessionState {
  authenticated: boolean;
  profile: Profile | null;
  wrongConnection: boolean;
  redirectPath: string | null;
  profileLoaded: boolean;
}

/** Who an account is, as the account-switch question names it. */
export interface AccountName {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A start link (spec section 4) of another account opened while one is signed in: the question asked
 * before switching. It names both accounts and holds no token.
 */
export interface AccountSwitch {
  current: AccountName;
  other: AccountName;
}

/** What the login screen needs from the last login response (spec sections 2.2 and 6). */
export interface LoginInfo {
  approvalRequestedAt: string | null;
  hasFleetManagementRights: boolean;
}

const initialSession: SessionState = {
  authenticated: false,
  profile: null,
  wrongConnection: false,
  redirectPath: null,
  profileLoaded: false,
};

function browserEnvironment(): AuthEnvironment {
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    localStorage: browserStorage('localStorage'),
    sessionStorage: browserStorage('sessionStorage'),
    location: win?.location ?? { pathname: '/', search: '', hash: '' },
    history: win?.history ?? { state: null, replaceState: () => undefined },
  };
}

// Primitive atoms: private to the library (ARCHITECTURE.md, jotai guidance).
const dependenciesPrimitive = atom<AuthDependencies>({
  basePath: '',
  api: null,
  onProfileLoaded: () => undefined,
  onSignedOut: () => undefined,
  notifyFailure: () => undefined,
  navigate: null,
  environment: browserEnvironment(),
  runtime: { profileLoadSequence: 0, logoutInFlight: null, started: false, pendingLink: null },
});
const sessionPrimitive = atom<SessionState>(initialSession);
const lastLoginPrimitive = atom<LoginInfo | null>(null);
const accountSwitchPrimitive = atom<AccountSwitch | null>(null);

/** Internal: the collaborators of the session actions. Not exported from the package. */
export const dependenciesAtom = atom(
  (get) => get(dependenciesPrimitive),
  (get, set, patch: Partial<Omit<AuthDependencies, 'runtime'>>) => {
    set(dependenciesPrimitive, { ...get(dependenciesPrimitive), ...patch });
  },
);

/** The whole session (spec section 3); writing merges the given fields. */
export const sessionAtom = atom(
  (get) => get(sessionPrimitive),
  (get, set, patch: Partial<SessionState>) => {
    set(sessionPrimitive, { ...get(sessionPrimitive), ...patch });
  },
);

function sessionField<K extends keyof SessionState>(key: K) {
  return atom(
    (get) => get(sessionPrimitive)[key],
    (get, set, value: SessionState[K]) => {
      set(sessionPrimitive, { ...get(sessionPrimitive), [key]: value });
    },
  );
}

export const authenticatedAtom = sessionField('authenticated');
export const profileAtom = sessionField('profile');
export const wrongConnectionAtom = sessionField('wrongConnection');
export const redirectPathAtom = sessionField('redirectPath');
export const profileLoadedAtom = sessionField('profileLoaded');

/** The approval-requested date and fleet-management flag of the last login (spec section 2.2). */
export const lastLoginAtom = atom(
  (get) => get(lastLoginPrimitive),
  (_get, set, info: LoginInfo | null) => set(lastLoginPrimitive, info),
);

/** The open account-switch question, or null; written by the session actions only. */
export const accountSwitchAtom = atom(
  (get) => get(accountSwitchPrimitive),
  (_get, set, question: AccountSwitch | null) => set(accountSwitchPrimitive, question),
);

/**
 * A store for one app. Reads the browser once: authenticated starts true when a token is stored (spec
 * section 4).
 */
export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const store = createStore();
  const environment = { ...browserEnvironment(), ...options.environment };
  store.set(dependenciesPrimitive, {
    basePath: normaliseBasePath(options.basePath),
    api: options.api ?? null,
    onProfileLoaded: options.onProfileLoaded ?? (() => undefined),
    onSignedOut: options.onSignedOut ?? (() => undefined),
    notifyFailure: options.notifyFailure ?? (() => undefined),
    navigate: options.navigate ?? null,
    environment,
    runtime: { profileLoadSequence: 0, logoutInFlight: null, started: false, pendingLink: null },
  });
  store.set(sessionPrimitive, {
    ...initialSession,
    authenticated: readStoredToken(environment) !== null,
  });
  return store;
}
