import { atom, createStore } from 'jotai';
import {
  isSupportedLocale,
  localeStorageKey,
  resolveLocale,
  type Locale,
  type MessageId,
} from '@velo/i18n';
import { readStorage, readStoredToken, writeStorage } from './credentials';
import { normaliseBasePath } from './redirect';
import type { ClientTheme, Profile, SessionApi } from './types';

/** A jotai store; the app passes it to `<Provider>` and non-React code reads it directly. */
export type AuthStore = ReturnType<typeof createStore>;

/** What the session needs from the browser, injectable so every rule can be tested. */
export interface AuthEnvironment {
  localStorage: Storage | null;
  sessionStorage: Storage | null;
  /** Read when needed (window.location is live). */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
  /** The browser's preferred languages, for the locale fallback of spec section 4. */
  languages: readonly string[];
}

export interface AuthStoreOptions {
  /** The app's base path, e.g. '/rider'; the profile role must end it (spec section 6). */
  basePath: string;
  api?: SessionApi;
  /** @velo/ui's `applyClientTheme`, given by the app (a data-access lib may not import the UI). */
  applyTheme?: (theme: ClientTheme) => void;
  /** @velo/ui's `resetClientTheme`. */
  resetTheme?: () => void;
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
}

export interface AuthDependencies {
  basePath: string;
  api: SessionApi | null;
  applyTheme: (theme: ClientTheme) => void;
  resetTheme: () => void;
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

/** Spec section 3, "Initial app context". Contracts are keyed by their id. */
export interface AppContext {
  loginLoaded: boolean;
  loaded: boolean;
  contracts: ReadonlyMap<number | string, unknown>;
}

/** Spec section 4 (UI): the notification bar variants. */
export const snackbarVariants = [
  'primary',
  'secondary',
  'success',
  'error',
  'warning',
  'canceled',
  'black',
  'neutral',
  'information',
] as const;
export type SnackbarVariant = (typeof snackbarVariants)[number];

/** Spec sections 3 and 8: the default message, as an i18n id with its French source text. */
export const defaultSnackbarMessageId = 'errors.default' satisfies MessageId;
export const defaultSnackbarMessage = 'Une erreur est survenue';
/** Spec section 9: snackbar default delay. */
export const defaultSnackbarDelayMs = 5000;

export interface SnackbarContent {
  /** The catalogue id to show; `null` when the message is a ready-made text. */
  messageId: string | null;
  /** The text to show when the id is missing from the catalogue (French source text). */
  message: string;
  delay: number;
  variant: SnackbarVariant;
  /** When it was raised, so the same message raised twice shows twice. */
  timestamp: number;
}

export interface SnackbarInput {
  messageId?: string | null;
  message?: string;
  delay?: number;
  variant?: SnackbarVariant;
  timestamp?: number;
}

/** What the login screen needs from the last login response (spec sections 2.2 and 6). */
export interface LoginInfo {
  approvalRequestedAt: string | null;
  hasFleetManagementRights: boolean;
}

/**
 * Spec sections 3 and 8: message 'Une erreur est survenue' and 5000 ms by default; the default message
 * is the default user-facing error, hence the error variant by default.
 */
export function createSnackbarContent(
  input: SnackbarInput = {},
  now = Date.now(),
): SnackbarContent {
  const customText = input.message !== undefined && input.messageId === undefined;
  return {
    messageId: customText ? null : (input.messageId ?? defaultSnackbarMessageId),
    message: input.message ?? defaultSnackbarMessage,
    delay: input.delay ?? defaultSnackbarDelayMs,
    variant: input.variant ?? 'error',
    timestamp: input.timestamp ?? now,
  };
}

const initialSession: SessionState = {
  authenticated: false,
  profile: null,
  wrongConnection: false,
  redirectPath: null,
  profileLoaded: false,
};

function initialAppContext(): AppContext {
  return { loginLoaded: false, loaded: false, contracts: new Map() };
}

function browserEnvironment(): AuthEnvironment {
  const win = typeof window === 'undefined' ? undefined : window;
  const storage = (name: 'localStorage' | 'sessionStorage'): Storage | null => {
    try {
      return win?.[name] ?? null;
    } catch {
      return null;
    }
  };
  return {
    localStorage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
    location: win?.location ?? { pathname: '/', search: '', hash: '' },
    history: win?.history ?? { state: null, replaceState: () => undefined },
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  };
}

// Primitive atoms: private to the library (ARCHITECTURE.md, jotai guidance).
const dependenciesPrimitive = atom<AuthDependencies>({
  basePath: '',
  api: null,
  applyTheme: () => undefined,
  resetTheme: () => undefined,
  navigate: null,
  environment: browserEnvironment(),
  runtime: { profileLoadSequence: 0, logoutInFlight: null, started: false },
});
const sessionPrimitive = atom<SessionState>(initialSession);
const appContextPrimitive = atom<AppContext>(initialAppContext());
const maintenancePrimitive = atom(false);
const snackbarPrimitive = atom<SnackbarContent | null>(null);
const localePrimitive = atom<Locale>('fr');
const clientThemePrimitive = atom<ClientTheme | null>(null);
const lastLoginPrimitive = atom<LoginInfo | null>(null);

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

/** Spec section 3, "Initial app context"; writing merges the given fields. */
export const appContextAtom = atom(
  (get) => get(appContextPrimitive),
  (get, set, patch: Partial<AppContext>) => {
    set(appContextPrimitive, { ...get(appContextPrimitive), ...patch });
  },
);

/** Spec sections 2.1 and 8: true once any response had status 503. */
export const maintenanceAtom = atom(
  (get) => get(maintenancePrimitive),
  (_get, set, value: boolean) => set(maintenancePrimitive, value),
);

/** Spec section 2.1: the snackbar content; write an input (defaults applied) or `null` to close it. */
export const snackbarAtom = atom(
  (get) => get(snackbarPrimitive),
  (_get, set, input: SnackbarInput | null) => {
    set(snackbarPrimitive, input === null ? null : createSnackbarContent(input));
  },
);

/** Spec section 4: the interface language; a change is stored under 'locale'. */
export const localeAtom = atom(
  (get) => get(localePrimitive),
  (get, set, locale: Locale) => {
    if (!isSupportedLocale(locale)) return;
    set(localePrimitive, locale);
    writeStorage(get(dependenciesPrimitive).environment.localStorage, localeStorageKey, locale);
  },
);

/**
 * The client theme in use. Writing one applies it, writing `null` resets the defaults (spec section 4,
 * "Client theming"); the colour variables themselves are set by the UI library's callbacks.
 */
export const clientThemeAtom = atom(
  (get) => get(clientThemePrimitive),
  (get, set, theme: ClientTheme | null) => {
    set(clientThemePrimitive, theme);
    const { applyTheme, resetTheme } = get(dependenciesPrimitive);
    if (theme) applyTheme(theme);
    else resetTheme();
  },
);

/** The approval-requested date and fleet-management flag of the last login (spec section 2.2). */
export const lastLoginAtom = atom(
  (get) => get(lastLoginPrimitive),
  (_get, set, info: LoginInfo | null) => set(lastLoginPrimitive, info),
);

/**
 * A store for one app. Reads the browser once: authenticated starts true when a token is stored, and
 * the locale is the stored one, else the browser's, else French (spec section 4).
 */
export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const store = createStore();
  const environment = { ...browserEnvironment(), ...options.environment };
  store.set(dependenciesPrimitive, {
    basePath: normaliseBasePath(options.basePath),
    api: options.api ?? null,
    applyTheme: options.applyTheme ?? (() => undefined),
    resetTheme: options.resetTheme ?? (() => undefined),
    navigate: options.navigate ?? null,
    environment,
    runtime: { profileLoadSequence: 0, logoutInFlight: null, started: false },
  });
  store.set(sessionPrimitive, {
    ...initialSession,
    authenticated: readStoredToken(environment) !== null,
  });
  store.set(appContextPrimitive, initialAppContext());
  store.set(
    localePrimitive,
    resolveLocale({
      stored: readStorage(environment.localStorage, localeStorageKey),
      browserLanguages: environment.languages,
    }),
  );
  return store;
}
