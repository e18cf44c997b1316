/** Interface languages of the product (spec section 9): French is the source and default. */
export const supportedLocales = ['fr', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];

export const defaultLocale: Locale = 'fr';

/** Storage key of the chosen locale (spec section 3, "Stored values"). */
export const localeStorageKey = 'locale';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * Keeps only the language part of a tag ("fr-FR" -> "fr", "EN_us" -> "en") and answers it when the
 * product supports it.
 */
export function toSupportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLocale(language) ? language : undefined;
}

/**
 * Spec section 4: the stored locale wins; otherwise the browser language; otherwise French. Only the
 * part before any dash is kept, and a language the product does not speak falls back to French.
 *
 * A stored value that is not supported is skipped rather than trusted, so a stale or hand-edited
 * `locale` entry cannot leave the interface without texts.
 */
export function resolveLocale(sources: {
  stored?: string | null | undefined;
  browserLanguages?: readonly string[] | undefined;
}): Locale {
  const stored = toSupportedLocale(sources.stored);
  if (stored) return stored;
  const firstBrowser = sources.browserLanguages?.[0];
  return toSupportedLocale(firstBrowser) ?? defaultLocale;
}
