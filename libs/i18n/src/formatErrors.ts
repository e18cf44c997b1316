import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  ARGUMENT,
  DATE,
  LITERAL,
  NUMBER,
  PLURAL,
  POUND,
  SELECT,
  TAG,
  TIME,
  type AstElement,
} from './astElements';
import { isProductionBuild } from './buildMode';

/**
 * What the provider reports through `onError`: an error with react-intl's codes (`MessageError` of
 * intl.tsx, or a notice with `code: 'MISSING_DATA'`), for `I18nProvider`'s `onError`.
 */
export type I18nError = Error & { code?: string; descriptor?: { id?: unknown } };
export type I18nErrorHandler = (error: I18nError) => void;

/** The prefix of everything this library logs: the rider e2e suite fails on console errors carrying it. */
export const logPrefix = '[@velo/i18n]';

/**
 * The only report that is not an error: MISSING_DATA ("Missing locale data for locale fr in
 * Intl.NumberFormat"), which says the browser lacks Intl data for the locale. The text itself is
 * right and formatted with the default locale's data instead; the code can do nothing about it, so
 * it is a warning in every build.
 *
 * Every other code is a defect of the code or the catalogue and throws outside production:
 * - MISSING_TRANSLATION: the id is not in the active catalogue. Both catalogues hold the same ids
 *   (parity check) and `t` never passes a `defaultMessage`, so this is an unknown id, and react-intl
 *   would show the id itself. (react-intl already stays silent in the one harmless case, a
 *   `defaultMessage` in the default locale.)
 * - FORMAT_ERROR: a value is missing or malformed (a date that is not one, a tag value that is not a
 *   function…); react-intl would show the id.
 * - UNSUPPORTED_FORMATTER: a text names a format (`{n, number, money}`) the provider does not define;
 *   the value would be formatted otherwise than the text asks.
 * - INVALID_CONFIG: the provider was given no locale; everything would be formatted in another
 *   language.
 * - intl-messageformat's own codes (MISSING_INTL_API…), passed through as they are: an Intl API the
 *   code relies on is absent, and the text cannot be formatted.
 */
export function isNotice(error: I18nError): boolean {
  return (error as { code?: unknown }).code === 'MISSING_DATA';
}

function errorKey(error: I18nError): string {
  const { code, descriptor } = error as { code?: unknown; descriptor?: { id?: unknown } };
  return `${String(code)} ${descriptor?.id === undefined ? error.message : String(descriptor.id)}`;
}

/**
 * The default `onError` of `I18nProvider`, one per provider (it remembers what it has logged):
 * - a notice (see `isNotice`) is logged once with `console.warn`;
 * - an error throws outside production builds, so the render fails and with it the unit, component
 *   or end-to-end test that caused it, and nobody ships a screen showing a raw id;
 * - in production an error is logged once with `console.error('[@velo/i18n] …')` and the screen
 *   goes on (`t` then shows the catalogue's text; see `useFormatMessage`).
 */
export function createI18nErrorHandler(): I18nErrorHandler {
  const logged = new Set<string>();
  const once = (error: I18nError, log: (...data: unknown[]) => void, text: string) => {
    const key = errorKey(error);
    if (logged.has(key)) return;
    logged.add(key);
    log(`${logPrefix} ${text}`, error);
  };
  return (error) => {
    if (isNotice(error)) {
      once(error, console.warn, error.message);
      return;
    }
    if (!isProductionBuild()) throw error;
    once(error, console.error, error.message);
  };
}

type Element = AstElement;

/**
 * A compiled message as plain text, never throwing: the production fallback of `t` after an error
 * (react-intl would show the id). Values that are there are shown; a missing one shows as its
 * placeholder (`{min}`), as in the catalogue's source text; rich-text tags keep their text only.
 */
export function lenientText(
  ast: readonly MessageFormatElement[],
  values: Readonly<Record<string, unknown>> | undefined,
  locale: string,
): string {
  const out: string[] = [];
  const value = (name: string): unknown => values?.[name];
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const shown = (name: string, kind: number): string => {
    const v = value(name);
    try {
      if (typeof v === 'number') return number(v);
      if (typeof v === 'string') return v;
      if (v instanceof Date && (kind === DATE || kind === TIME)) {
        return new Intl.DateTimeFormat(locale).format(v);
      }
    } catch {
      // An invalid date: shown as its placeholder below.
    }
    return `{${name}}`;
  };
  const walk = (elements: readonly MessageFormatElement[], pound: string) => {
    for (const element of elements as readonly Element[]) {
      switch (element.type) {
        case LITERAL:
          out.push(element.value);
          break;
        case POUND:
          out.push(pound);
          break;
        case ARGUMENT:
        case NUMBER:
        case DATE:
        case TIME:
          out.push(shown(element.value, element.type));
          break;
        case SELECT: {
          const options = element.options ?? {};
          const option = options[String(value(element.value))] ?? options['other'];
          if (option) walk(option.value, pound);
          break;
        }
        case PLURAL: {
          const options = element.options ?? {};
          const v = value(element.value);
          const n = typeof v === 'number' ? v - (element.offset ?? 0) : undefined;
          const category =
            n === undefined
              ? undefined
              : new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' }).select(n);
          const option =
            options[`=${String(v)}`] ?? (category && options[category]) ?? options['other'];
          if (option) walk(option.value, n === undefined ? `{${element.value}}` : number(n));
          break;
        }
        case TAG:
          walk(element.children ?? [], pound);
          break;
      }
    }
  };
  walk(ast, '#');
  return out.join('');
}
