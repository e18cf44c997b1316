import { geocode, minimumGeocodeQueryLength, type AddressSuggestion } from '@velo/api-sdk';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the lookup is asked (the service allows 50 requests a second). */
export const addressDebounceMs = 300;

/** What the last lookup said, for the field's help. */
export type AddressLookup =
  | { kind: 'idle' }
  /** The service answered: `suggestions` holds its matches, perhaps none. */
  | { kind: 'answered' }
  /** 429: asked again after `retryAfterSeconds` (`whenBusy: 'retry'`), or given up. */
  | { kind: 'busy'; retryAfterSeconds: number }
  /** Network failure, 5xx or an answer not in the expected shape. */
  | { kind: 'unavailable' };

export interface AddressSuggestionsOptions {
  /** The geocoder's base URL (build configuration). */
  geocodingUrl: string;
  /** The field's text, as the rider types it. */
  value: string;
  /** The rider typed, or a chosen suggestion filled the field: the new text. */
  onChange: (value: string) => void;
  /** A suggestion chosen. */
  onChoose: (suggestion: AddressSuggestion) => void;
  /**
   * On a 429, `retry` keeps the suggestions listed and asks again after the service's Retry-After;
   * `giveUp` empties the list, so the rider types the address by hand. @default 'retry'
   */
  whenBusy?: 'retry' | 'giveUp';
  /** The text the field keeps once a suggestion is chosen. @default the suggestion's label */
  keeps?: (suggestion: AddressSuggestion) => string;
  /** The fetch the geocoder call uses (tests inject one). @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface AddressSuggestions {
  suggestions: AddressSuggestion[];
  /** A lookup is under way. */
  loading: boolean;
  lookup: AddressLookup;
  /** The text is long enough for the service to be asked. */
  searchable: boolean;
  /** The field's change: the new text is looked up unless it is the chosen suggestion's. */
  onChange: (next: string) => void;
  /** A suggestion chosen by its id: handed to `onChoose`, and its text is not looked up. */
  onChoose: (id: string | number) => void;
}

/**
 * Address suggestions from the Géoplateforme geocoder (spec section 1) for a field being typed in:
 * asked after a pause in typing, the previous request cancelled, never for the text the field
 * starts with nor for a chosen suggestion's. The call goes from the browser to the geocoder's host,
 * not through the API client (see `geocode`).
 */
export function useAddressSuggestions({
  geocodingUrl,
  value,
  onChange,
  onChoose,
  whenBusy = 'retry',
  keeps = (suggestion) => suggestion.label,
  fetch: fetchImpl,
}: AddressSuggestionsOptions): AddressSuggestions {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [lookup, setLookup] = useState<AddressLookup>({ kind: 'idle' });
  // The text the field starts with or a chosen suggestion's: no lookup for it, only for typing.
  const settled = useRef<string | null>(value.trim() || null);
  const [retryTick, setRetryTick] = useState(0);

  useEffect(() => {
    const query = value.trim();
    if (query.length < minimumGeocodeQueryLength || query === settled.current) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      setLoading(true);
      void geocode(geocodingUrl, query, {
        signal: controller.signal,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      }).then((result) => {
        if (result.kind === 'aborted') return;
        setLoading(false);
        if (result.kind === 'ok') {
          setLookup({ kind: 'answered' });
          setSuggestions(result.suggestions);
        } else if (result.kind === 'busy') {
          setLookup({ kind: 'busy', retryAfterSeconds: result.retryAfterSeconds });
          if (whenBusy === 'retry') {
            retry = setTimeout(
              () => setRetryTick((tick) => tick + 1),
              result.retryAfterSeconds * 1000,
            );
          } else {
            setSuggestions([]);
          }
        } else {
          setLookup({ kind: 'unavailable' });
          setSuggestions([]);
        }
      });
    }, addressDebounceMs);
    return () => {
      clearTimeout(timer);
      if (retry) clearTimeout(retry);
      controller.abort();
    };
  }, [value, geocodingUrl, whenBusy, fetchImpl, retryTick]);

  return {
    suggestions,
    loading,
    lookup,
    searchable: value.trim().length >= minimumGeocodeQueryLength,
    onChange: (next) => {
      if (next !== settled.current) settled.current = null;
      onChange(next);
    },
    onChoose: (id) => {
      const chosen = suggestions.find((suggestion) => suggestion.id === id);
      if (!chosen) return;
      settled.current = keeps(chosen);
      onChoose(chosen);
    },
  };
}
