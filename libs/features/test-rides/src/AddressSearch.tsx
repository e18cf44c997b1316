import { geocode, minimumGeocodeQueryLength, type AddressSuggestion } from '@velo/api-sdk';
import { useFormatMessage } from '@velo/i18n';
import { ComboBox } from '@velo/ui/ComboBox';
import { useEffect, useRef, useState } from 'react';
import { geoServices } from './geoServices';

export type AddressChoice = AddressSuggestion;

/** Typing pauses this long before the lookup is asked (the service allows 50 requests a second). */
export const debounceMs = 300;

type LookupState = { kind: 'idle' } | { kind: 'busy'; seconds: number } | { kind: 'unavailable' };

interface AddressSearchProps {
  value: string;
  onChange: (value: string) => void;
  onChoose: (choice: AddressChoice) => void;
  errorMessage: string | null;
}

/**
 * A French address or postal code, with suggestions from the Géoplateforme geocoder: asked after a
 * pause in typing, the previous request cancelled, a 429 retried after its Retry-After, and a failing
 * service said in the field's help, where a postal code typed by hand still works.
 */
export function AddressSearch({ value, onChange, onChoose, errorMessage }: AddressSearchProps) {
  const t = useFormatMessage();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [lookup, setLookup] = useState<LookupState>({ kind: 'idle' });
  // The text the field starts with (the search in the address) or a chosen suggestion's label:
  // no lookup for it, only for what the rider types.
  const chosenLabel = useRef<string | null>(value.trim() || null);
  const [retryTick, setRetryTick] = useState(0);

  useEffect(() => {
    const query = value.trim();
    // A chosen suggestion fills the field: no lookup for its own label.
    if (query.length < minimumGeocodeQueryLength || query === chosenLabel.current) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      setLoading(true);
      void geocode(geoServices().geocodingUrl, query, { signal: controller.signal }).then(
        (result) => {
          if (result.kind === 'aborted') return;
          setLoading(false);
          if (result.kind === 'ok') {
            setLookup({ kind: 'idle' });
            setSuggestions(result.suggestions);
          } else if (result.kind === 'busy') {
            setLookup({ kind: 'busy', seconds: result.retryAfterSeconds });
            retry = setTimeout(
              () => setRetryTick((tick) => tick + 1),
              result.retryAfterSeconds * 1000,
            );
          } else {
            setLookup({ kind: 'unavailable' });
            setSuggestions([]);
          }
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      if (retry) clearTimeout(retry);
      controller.abort();
    };
  }, [value, retryTick]);

  const help =
    lookup.kind === 'unavailable'
      ? t('stores.lookupUnavailable')
      : lookup.kind === 'busy'
        ? t('stores.lookupBusy', { seconds: lookup.seconds })
        : t('stores.addressHelp');

  return (
    <ComboBox
      label={t('stores.address')}
      description={help}
      {...(errorMessage ? { errorMessage, isInvalid: true } : {})}
      options={suggestions.map((suggestion) => ({
        id: suggestion.id,
        label: suggestion.label,
        detail: suggestion.context,
      }))}
      inputValue={value}
      onInputChange={(next) => {
        if (next !== chosenLabel.current) chosenLabel.current = null;
        onChange(next);
      }}
      onSelectionChange={(key) => {
        const chosen = suggestions.find((suggestion) => suggestion.id === key);
        if (!chosen) return;
        chosenLabel.current = chosen.label;
        onChoose(chosen);
      }}
      isLoading={loading}
      allowsCustomValue
      // Suggestions arrive after the typing, and react-aria opens the list only on a keystroke: it
      // opens (empty) as soon as a lookup can be asked, and fills in when the answer comes.
      allowsEmptyCollection={
        value.trim().length >= minimumGeocodeQueryLength && lookup.kind !== 'unavailable'
      }
      menuTrigger="input"
      name="address"
    />
  );
}
