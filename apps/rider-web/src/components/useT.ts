import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * Rich-text tags the catalogues use, rendered as plain text where a screen needs a string (the terms
 * of use have no page of their own in this app; spec section 1 only says such links exist).
 */
const plainTags = { link: (chunks: unknown[]) => chunks.join('') };

/**
 * The screens' translator: a catalogue id in, the active locale's text out. libs/i18n's extraction
 * test checks that every id used here exists in both catalogues.
 */
export function useT(): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: MessageValues) => {
      const text: unknown = intl.formatMessage({ id }, { ...plainTags, ...values });
      return Array.isArray(text) ? text.join('') : String(text);
    },
    [intl],
  );
}
