import { createContext } from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A counter mutated outside React's state on purpose: reporting an error must not re-render. */
export class FailureCount {
  count = 0;
  record(): void {
    this.count += 1;
  }
}

/**
 * What `I18nProvider` tells `useFormatMessage` so that `t` can replace the provider's fallback (the id)
 * after an error that did not throw (production, or an `onError` prop that does not throw).
 * Internal: not exported from the package.
 */
export interface FormatFallback {
  /** Errors (not notices) reported so far; `t` compares the count before and after formatting. */
  readonly failures: FailureCount;
  /** The compiled text to show instead: the active catalogue's, else the French one when loaded. */
  ast(id: string): readonly MessageFormatElement[] | undefined;
}

export const FormatFallbackContext = createContext<FormatFallback | null>(null);
