import type { Locale } from '@velo/i18n';
import type { ReactNode } from 'react';
import { ComboBox, type ComboBoxOption } from '../ComboBox/ComboBox';

export type AddressOption = ComboBoxOption;

export interface AddressAutocompleteProps {
  /** The visible label (RGAA 11.1). */
  label: ReactNode;
  /** The help under the field; say there when the lookup fails that typing by hand works. */
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** The field's text. */
  value: string;
  /** The rider typed, or a chosen suggestion filled the field. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The suggestions the app looked up for `value` (the library makes no call). */
  suggestions: readonly AddressOption[];
  /** A suggestion chosen, by its id. */
  onChoose: (id: AddressOption['id']) => void;
  /** A lookup is under way: a named spinner shows in the field. @default false */
  isLoading?: boolean;
  /**
   * A lookup can be asked for the text: the list opens, empty, on a keystroke and fills in when
   * the answer comes (react-aria opens the list only on a keystroke). @default false
   */
  expectsSuggestions?: boolean;
  /** @default 'address' */
  name?: string;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's. */
  locale?: Locale;
}

/**
 * An address typed with suggestions: typing by hand is always kept (a suggestion is a help, not a
 * requirement), the list opens as the rider types. The app looks the text up (debounced, in its
 * data layer) and passes the suggestions and its help texts.
 */
export function AddressAutocomplete({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  value,
  onChange,
  onBlur,
  suggestions,
  onChoose,
  isLoading = false,
  expectsSuggestions = false,
  name = 'address',
  locale,
}: AddressAutocompleteProps) {
  return (
    <ComboBox
      label={label}
      description={description}
      {...(isRequired ? { isRequired } : {})}
      {...(isInvalid === undefined ? {} : { isInvalid })}
      {...(errorMessage ? { errorMessage } : {})}
      options={suggestions}
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        if (key !== null) onChoose(key);
      }}
      {...(onBlur ? { onBlur } : {})}
      isLoading={isLoading}
      allowsCustomValue
      allowsEmptyCollection={expectsSuggestions}
      menuTrigger="input"
      name={name}
      {...(locale ? { locale } : {})}
    />
  );
}
