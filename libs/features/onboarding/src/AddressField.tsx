import { geocode, minimumGeocodeQueryLength, type AddressSuggestion } from '@velo/api-sdk';
import { useFormatMessage } from '@velo/i18n';
import { ComboBox } from '@velo/ui/ComboBox';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the lookup is asked (the service allows 50 requests a second). */
export const addressDebounceMs = 300;

type Lookup = 'idle' | 'matched' | 'unmatched';

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** A suggestion chosen: its street line, postal code and city fill the three fields. */
  onChoose: (choice: AddressSuggestion) => void;
  /** The geocoder's base URL (build configuration, the same the stores search uses). */
  geocodingUrl: string;
  isInvalid: boolean;
  errorMessage?: string | undefined;
}

/**
 * The address with suggestions from the government address-lookup service (spec section 1), the
 * same call as the stores search. Typing by hand always works: when the service matches nothing or
 * does not answer, the help says so with the text of spec section 8 ("information cannot be read
 * automatically, enter manually"), and postal code and city stay ordinary fields.
 */
export function AddressField({
  value,
  onChange,
  onBlur,
  onChoose,
  geocodingUrl,
  isInvalid,
  errorMessage,
}: AddressFieldProps) {
  const t = useFormatMessage();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [lookup, setLookup] = useState<Lookup>('idle');
  // The stored address, or a chosen suggestion's street: no lookup for it, only for typing.
  const settled = useRef<string | null>(value.trim() || null);

  useEffect(() => {
    const query = value.trim();
    if (query.length < minimumGeocodeQueryLength || query === settled.current) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      void geocode(geocodingUrl, query, { signal: controller.signal }).then((result) => {
        if (result.kind === 'aborted') return;
        setLoading(false);
        if (result.kind === 'ok' && result.suggestions.length > 0) {
          setLookup('matched');
          setSuggestions(result.suggestions);
        } else {
          // Nothing matched, the service is busy or down: the rider types the address by hand.
          setLookup('unmatched');
          setSuggestions([]);
        }
      });
    }, addressDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, geocodingUrl]);

  return (
    <ComboBox
      label={t('onboarding.personal.address')}
      description={
        lookup === 'unmatched'
          ? t('documents.errors.unreadable')
          : t('onboarding.personal.addressHelp')
      }
      isRequired
      isInvalid={isInvalid}
      {...(errorMessage ? { errorMessage } : {})}
      // The option's text is the street line, what the field keeps once chosen (postal code and
      // city have fields of their own); the second line tells apart the same street in two towns.
      options={suggestions.map((suggestion) => ({
        id: suggestion.id,
        label: suggestion.street || suggestion.label,
        detail: [suggestion.postcode, suggestion.city].filter(Boolean).join(' '),
      }))}
      inputValue={value}
      onInputChange={(next) => {
        if (next !== settled.current) settled.current = null;
        onChange(next);
      }}
      onSelectionChange={(key) => {
        const chosen = suggestions.find((suggestion) => suggestion.id === key);
        if (!chosen) return;
        const street = chosen.street || chosen.label;
        settled.current = street;
        setLookup('idle');
        onChoose({ ...chosen, street });
      }}
      onBlur={onBlur}
      isLoading={loading}
      allowsCustomValue
      allowsEmptyCollection={
        value.trim().length >= minimumGeocodeQueryLength && lookup !== 'unmatched'
      }
      menuTrigger="input"
      name="address"
    />
  );
}
