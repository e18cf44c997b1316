import type { AddressSuggestion } from '@velo/api-sdk';
import { useAddressSuggestions } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { AddressAutocomplete } from '@velo/ui/AddressAutocomplete';
import { geoServices } from './geoServices';

export type AddressChoice = AddressSuggestion;

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
  const address = useAddressSuggestions({
    geocodingUrl: geoServices().geocodingUrl,
    value,
    onChange,
    onChoose,
  });
  const { lookup } = address;

  const help =
    lookup.kind === 'unavailable'
      ? t('stores.lookupUnavailable')
      : lookup.kind === 'busy'
        ? t('stores.lookupBusy', { seconds: lookup.retryAfterSeconds })
        : t('stores.addressHelp');

  return (
    <AddressAutocomplete
      label={t('stores.address')}
      description={help}
      {...(errorMessage ? { errorMessage, isInvalid: true } : {})}
      suggestions={address.suggestions.map((suggestion) => ({
        id: suggestion.id,
        label: suggestion.label,
        detail: suggestion.context,
      }))}
      value={value}
      onChange={address.onChange}
      onChoose={address.onChoose}
      isLoading={address.loading}
      expectsSuggestions={address.searchable && lookup.kind !== 'unavailable'}
    />
  );
}
