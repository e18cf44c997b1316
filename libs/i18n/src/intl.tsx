import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import type { CompiledMessages } from './loadMessages';

/**
 * What a formatting failure reports, with the codes react-intl uses for the same cases, so one
 * error policy (formatErrors.ts) reads them: `MISSING_TRANSLATION` for an id the catalogue lacks,
 * `FORMAT_ERROR` for a value that is missing or cannot be formatted.
 */
export class MessageError extends Error {
  readonly code: 'MISSING_TRANSLATION' | 'FORMAT_ERROR';
  readonly descriptor: { id: string };
  constructor(code: MessageError['code'], id: string, locale: string, cause?: unknown) {
    super(
      code === 'MISSING_TRANSLATION'
        ? `[${code}] Missing message: "${id}" for locale "${locale}"`
        : `[${code}] Error formatting message "${id}" for locale "${locale}": ${String(cause)}`,
    );
    this.name = 'MessageError';
    this.code = code;
    this.descriptor = { id };
  }
}

/** The formatting side of the provider: the active locale and `formatMessage`. */
export interface Intl {
  locale: string;
  /** A message's text, or a React node when a value or tag is one; the id after a reported error. */
  formatMessage(descriptor: { id: string }, values?: Readonly<Record<string, unknown>>): ReactNode;
}

/**
 * Formats the precompiled catalogue with intl-messageformat (formatjs), one formatter per message
 * kept for the locale. A message that is plain text is returned as it is. The app does not use
 * react-intl's provider: its `createIntl` binds every formatter of @formatjs/intl (relative time,
 * lists, display names…) into the first page, about 4 KB gzip the product never calls.
 */
export function createIntl(
  locale: string,
  messages: CompiledMessages,
  onError: (error: MessageError) => void,
  /** Where a text missing from `messages` may be found (the product areas' catalogues). */
  moreMessages: (id: string) => CompiledMessages[string] | undefined = () => undefined,
): Intl {
  const formatters = new Map<string, IntlMessageFormat>();
  return {
    locale,
    formatMessage({ id }, values) {
      const ast = Object.prototype.hasOwnProperty.call(messages, id)
        ? messages[id]
        : moreMessages(id);
      if (!ast) {
        onError(new MessageError('MISSING_TRANSLATION', id, locale));
        return id;
      }
      const [first] = ast;
      if (ast.length === 1 && first?.type === 0) return first.value;
      try {
        let formatter = formatters.get(id);
        if (!formatter) {
          formatter = new IntlMessageFormat(ast, locale);
          formatters.set(id, formatter);
        }
        const text = formatter.format<ReactNode>(
          values as Record<string, PrimitiveType | ReactNode>,
        );
        // Rich values or tags give parts: rendered as children, which React keys itself.
        return Array.isArray(text) ? createElement(Fragment, null, ...text) : text;
      } catch (error) {
        onError(new MessageError('FORMAT_ERROR', id, locale, error));
        return id;
      }
    },
  };
}

export const IntlContext = createContext<Intl | null>(null);

/** The active `Intl`. Only inside an `I18nProvider`. */
export function useIntl(): Intl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl must be used inside an I18nProvider');
  return intl;
}
