/**
 * The rider's preferences kept in the app store: the interface language and the client theme (spec
 * section 4). Apart from the session (libs/auth), which tells the app's wiring when a profile brings
 * a language or a theme.
 */
import type { ApiClient, Schemas } from '@velo/api-sdk';
import { browserStorage, readStorage, writeStorage } from '@velo/data';
import { isSupportedLocale, localeStorageKey, resolveLocale, type Locale } from '@velo/i18n';
import { atom, type createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** Spec section 3, "Client theme": maps keyed by shade. */
export type ClientTheme = Schemas['ClientTheme'];

export interface PreferencesOptions {
  /** @velo/ui's `applyClientTheme`, given by the app. */
  applyTheme?: (theme: ClientTheme) => void;
  /** @velo/ui's `resetClientTheme`. */
  resetTheme?: () => void;
  /** Where the locale is kept. @default window.localStorage */
  localStorage?: Storage | null;
  /** The browser's languages, for the fallback of spec section 4. @default navigator.languages */
  languages?: readonly string[];
}

interface Dependencies {
  applyTheme: (theme: ClientTheme) => void;
  resetTheme: () => void;
  localStorage: Storage | null;
}

// Primitive atoms stay private (jotai guidance).
const dependenciesPrimitive = atom<Dependencies>({
  applyTheme: () => undefined,
  resetTheme: () => undefined,
  localStorage: null,
});
const localePrimitive = atom<Locale>('fr');
const clientThemePrimitive = atom<ClientTheme | null>(null);

/**
 * Sets a store's preferences up: the locale is the stored one, else the browser's, else French (spec
 * section 4: only the part before a dash counts).
 */
export function initPreferences(store: Store, options: PreferencesOptions = {}): void {
  const localStorage =
    options.localStorage === undefined ? browserStorage('localStorage') : options.localStorage;
  store.set(dependenciesPrimitive, {
    applyTheme: options.applyTheme ?? (() => undefined),
    resetTheme: options.resetTheme ?? (() => undefined),
    localStorage,
  });
  store.set(
    localePrimitive,
    resolveLocale({
      stored: readStorage(localStorage, localeStorageKey),
      browserLanguages:
        options.languages ?? (typeof navigator === 'undefined' ? [] : navigator.languages),
    }),
  );
}

/** Spec sections 2.1 and 4: the interface language, from the store; a change is stored under 'locale'. */
export const localeAtom = atom(
  (get) => get(localePrimitive),
  (get, set, locale: Locale) => {
    if (!isSupportedLocale(locale)) return;
    set(localePrimitive, locale);
    writeStorage(get(dependenciesPrimitive).localStorage, localeStorageKey, locale);
  },
);

/** Spec section 4: a theme is applied only when it is not empty. */
export function isNonEmptyTheme(theme: ClientTheme | null | undefined): theme is ClientTheme {
  if (!theme) return false;
  return (
    Object.keys(theme.primaryGradient ?? {}).length > 0 ||
    Object.keys(theme.secondaryGradient ?? {}).length > 0
  );
}

/**
 * The client theme in use. Writing a non-empty one applies it, writing `null` resets the defaults
 * (spec section 4, "Client theming"); the colour variables are set by the UI library's callbacks.
 */
export const clientThemeAtom = atom(
  (get) => get(clientThemePrimitive),
  (get, set, theme: ClientTheme | null) => {
    const { applyTheme, resetTheme } = get(dependenciesPrimitive);
    if (theme && isNonEmptyTheme(theme)) {
      set(clientThemePrimitive, theme);
      applyTheme(theme);
    } else if (get(clientThemePrimitive) !== null) {
      // Nothing to reset when no theme was applied (a signed-out visit also logs out).
      set(clientThemePrimitive, null);
      resetTheme();
    }
  },
);

/** Spec section 4, "Profile load": the profile's language, and a rider's non-empty client theme. */
export const applyProfilePreferencesAtom = atom(
  null,
  (
    _get,
    set,
    profile: { language: string; role: string; clientTheme?: ClientTheme | null },
  ): void => {
    if (isSupportedLocale(profile.language)) set(localeAtom, profile.language);
    if (profile.role === 'rider' && isNonEmptyTheme(profile.clientTheme)) {
      set(clientThemeAtom, profile.clientTheme);
    }
  },
);

/**
 * Spec section 4: the theme of a client fetched by qName (invitation and join screens). Failures are
 * swallowed (spec section 8); a 503 still reaches the maintenance page through the SDK.
 */
export async function loadClientTheme(
  store: Store,
  api: Pick<ApiClient, 'clients'>,
  qName: string,
): Promise<void> {
  const result = await api.clients.getTheme(qName);
  if (result.ok) store.set(clientThemeAtom, result.data);
}
