import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { createI18nErrorHandler, isNotice } from './formatErrors';
import type { I18nErrorHandler } from './formatErrors';
import { FailureCount, FormatFallbackContext } from './formatFallback';
import type { FormatFallback } from './formatFallback';
import { createIntl, IntlContext } from './intl';
import { loadMessages } from './loadMessages';
import type { CompiledMessages } from './loadMessages';
import { localeStorageKey, resolveLocale } from './locale';
import { areaMessage, messageAreasFor } from './messageAreas';
import type { Locale } from './locale';

/** Where the chosen locale is kept (spec section 3: under the key 'locale'). */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface LocaleContextValue {
  /** The locale whose texts are on screen. */
  locale: Locale;
  /** Switches language without a reload and stores the choice (spec section 4). */
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface I18nProviderProps {
  children: ReactNode;
  /**
   * The locale, when the app keeps it in its own store (spec section 2.1: "the locale also comes
   * from that store"). Without it the provider resolves the locale itself (spec section 4) and keeps
   * the user's choice.
   */
  locale?: Locale;
  /** Told of every `setLocale`, e.g. to update the app's store. */
  onLocaleChange?: (locale: Locale) => void;
  /** @default window.localStorage, or nothing when it is unavailable */
  storage?: LocaleStorage | null;
  /** Browser languages for the fallback of spec section 4. @default navigator.languages */
  browserLanguages?: readonly string[];
  /** Shown until the first catalogue has arrived. @default null */
  fallback?: ReactNode;
  /**
   * Loads a catalogue. Apps wrap the default to apply their lazy-chunk rule (spec section 4: one
   * reload on the first failure), e.g. `(l) => lazyWithRetry(() => loadMessages(l))()`.
   * @default loadMessages
   */
  loadMessages?: (locale: Locale) => Promise<CompiledMessages>;
  /**
   * Told of every formatting error and notice the provider reports (missing value, unknown id…).
   * Outside production the default throws, so the render, and the test, fails; in production it
   * logs once with `console.error('[@velo/i18n] …')` and `t` shows the catalogue's text instead of
   * the id. A handler that does not throw gets that same fallback. See `createI18nErrorHandler`.
   * @default createI18nErrorHandler()
   */
  onError?: I18nErrorHandler;
  /**
   * A catalogue already loaded, shown from the first render: a page prerendered in that language
   * hydrates with the same texts (no fallback in between). When `locale` asks for another language,
   * these texts stay on screen until that language's catalogue has arrived.
   */
  initialMessages?: { locale: Locale; messages: CompiledMessages } | undefined;
}

function browserStorage(): LocaleStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw on access when the browser blocks it (private modes, site data disabled).
    return null;
  }
}

function readStored(storage: LocaleStorage | null): string | null {
  try {
    return storage?.getItem(localeStorageKey) ?? null;
  } catch {
    return null;
  }
}

function store(storage: LocaleStorage | null, locale: Locale) {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // A full or blocked storage only loses the memory of the choice, not the switch itself.
  }
}

/**
 * Loads the active locale's precompiled catalogue and formats its messages (intl.tsx). While another
 * locale loads, the current texts stay on screen, so switching never blanks the page. A catalogue
 * that fails to load is thrown during render, for the app's lazy-chunk handling (spec section 4).
 */
export function I18nProvider({
  children,
  locale: controlledLocale,
  onLocaleChange,
  storage: storageProp,
  browserLanguages,
  fallback = null,
  loadMessages: load = loadMessages,
  onError,
  initialMessages,
}: I18nProviderProps) {
  // The latest loader, without reloading the catalogue each time an inline function is passed.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const storage = useMemo(
    () => (storageProp === undefined ? browserStorage() : storageProp),
    [storageProp],
  );
  const [ownLocale, setOwnLocale] = useState<Locale>(() =>
    resolveLocale({
      stored: readStored(storage),
      browserLanguages:
        browserLanguages ?? (typeof navigator === 'undefined' ? [] : navigator.languages),
    }),
  );
  const requested = controlledLocale ?? ownLocale;
  const [shown, setShown] = useState<{
    locale: Locale;
    messages: CompiledMessages;
    /** The French catalogue once it has been shown: the production fallback of any locale. */
    french: CompiledMessages | undefined;
  } | null>(() =>
    initialMessages
      ? {
          ...initialMessages,
          french: initialMessages.locale === 'fr' ? initialMessages.messages : undefined,
        }
      : null,
  );
  const [failure, setFailure] = useState<unknown>(null);

  // The handler the formatters report to. A new `onError` prop rebuilds them (and re-renders every
  // text): pass a stable function, or none for the default policy.
  const [defaultOnError] = useState(createI18nErrorHandler);
  const [failures] = useState(() => new FailureCount());
  const handleError = useCallback<I18nErrorHandler>(
    (error) => {
      if (!isNotice(error)) failures.record();
      (onError ?? defaultOnError)(error);
    },
    [failures, defaultOnError, onError],
  );
  const fallbackContext = useMemo<FormatFallback>(
    () => ({
      failures,
      ast: (id) =>
        shown?.messages[id] ??
        (shown ? areaMessage(shown.locale, id) : undefined) ??
        shown?.french?.[id] ??
        areaMessage('fr', id),
    }),
    [failures, shown],
  );

  useEffect(() => {
    let current = true;
    // The core catalogue and the texts of every product area opened so far (messageAreas.ts).
    Promise.all([loadRef.current(requested), messageAreasFor(requested)]).then(
      ([messages]) => {
        // A transition: rendering the whole app in the new texts yields to the browser in slices
        // instead of blocking a slow phone's main thread for the length of the render.
        if (current) {
          startTransition(() =>
            setShown((previous) =>
              // The catalogue given at the start (a prerendered page's) is already the one shown.
              previous?.locale === requested && previous.messages === messages
                ? previous
                : {
                    locale: requested,
                    messages,
                    french: requested === 'fr' ? messages : previous?.french,
                  },
            ),
          );
        }
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [requested]);

  // With the texts' own commit, so assistive technologies never read English text as French.
  useLayoutEffect(() => {
    if (shown && typeof document !== 'undefined') document.documentElement.lang = shown.locale;
  }, [shown]);

  const setLocale = useCallback(
    (next: Locale) => {
      store(storage, next);
      if (controlledLocale === undefined) setOwnLocale(next);
      onLocaleChange?.(next);
    },
    [storage, controlledLocale, onLocaleChange],
  );

  const context = useMemo<LocaleContextValue | null>(
    () => (shown ? { locale: shown.locale, setLocale } : null),
    [shown, setLocale],
  );
  const intl = useMemo(
    () =>
      shown
        ? createIntl(shown.locale, shown.messages, handleError, (id) =>
            areaMessage(shown.locale, id),
          )
        : null,
    [shown, handleError],
  );

  if (failure) throw failure;
  if (!shown || !context || !intl) return fallback;
  return (
    <LocaleContext.Provider value={context}>
      <IntlContext.Provider value={intl}>
        <FormatFallbackContext.Provider value={fallbackContext}>
          {children}
        </FormatFallbackContext.Provider>
      </IntlContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The active locale and the language switch. Only inside an `I18nProvider`. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside an I18nProvider');
  return value;
}
