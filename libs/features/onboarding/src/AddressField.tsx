import type { AddressSuggestion } from '@velo/api-sdk';
import { useAddressSuggestions } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { AddressAutocomplete } from '@velo/ui/AddressAutocomplete';

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

/** The street line, what the field keeps once a suggestion is chosen (postal code and city have fields of their own). */
const streetOf = (suggestion: AddressSuggestion) => suggestion.street || suggestion.label;

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
  // Busy or down, the service is not asked again: the rider types the address by hand.
  const address = useAddressSuggestions({
    geocodingUrl,
    value,
    onChange,
    onChoose: (chosen) => onChoose({ ...chosen, street: streetOf(chosen) }),
    whenBusy: 'giveUp',
    keeps: streetOf,
  });
  // Nothing matched, the service is busy or down.
  const unmatched = address.lookup.kind !== 'idle' && address.suggestions.length === 0;

  return (
    <AddressAutocomplete
      label={t('onboarding.personal.address')}
      description={
        unmatched ? t('documents.errors.unreadable') : t('onboarding.personal.addressHelp')
      }
      isRequired
      isInvalid={isInvalid}
      {...(errorMessage ? { errorMessage } : {})}
      // The option's text is the street line; the second line tells apart the same street in two
      // towns.
      suggestions={address.suggestions.map((suggestion) => ({
        id: suggestion.id,
        label: streetOf(suggestion),
        detail: [suggestion.postcode, suggestion.city].filter(Boolean).join(' '),
      }))}
      value={value}
      onChange={address.onChange}
      onChoose={address.onChoose}
      onBlur={onBlur}
      isLoading={address.loading}
      expectsSuggestions={address.searchable && !unmatched}
    />
  );
}
