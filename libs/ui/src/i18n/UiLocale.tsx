/**
 * A light context carrying the interface language to the library's components. An app sets it once
 * (`<UiLocaleProvider locale={locale}>`); a component's own `locale` prop wins over it.
 */
import type { Locale } from '@velo/i18n';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { uiStrings, type UiStrings } from './strings';

const UiLocaleContext = createContext<Locale>('fr');

export interface UiLocaleProviderProps {
  /** The interface language. @default 'fr' */
  locale?: Locale;
  children: ReactNode;
}

/** Sets the language of built-in strings and of react-aria's own (dates, announcements). */
export function UiLocaleProvider({ locale = 'fr', children }: UiLocaleProviderProps) {
  return (
    <UiLocaleContext.Provider value={locale}>
      <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'}>{children}</I18nProvider>
    </UiLocaleContext.Provider>
  );
}

export function useUiLocale(override?: Locale): Locale {
  const fromContext = useContext(UiLocaleContext);
  return override ?? fromContext;
}

export function useUiStrings(override?: Locale): UiStrings {
  return uiStrings[useUiLocale(override)];
}
