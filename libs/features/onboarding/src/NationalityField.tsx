import { useFormatMessage, useLocale } from '@velo/i18n';
import { ComboBox } from '@velo/ui/ComboBox';
import { useMemo } from 'react';
import { countryName, countryOptions } from './countries';

/** Accents and case aside, so "etats" finds "États-Unis". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The nationality (ISO 3166-1 alpha-2, the contract's `Nationality`): a country typed and chosen
 * from the list, named in the interface language by the browser. Typing filters the list; Down
 * opens it whole.
 */
export function NationalityField({
  value,
  text,
  onTextChange: setText,
  onChoose,
  isInvalid,
  errorMessage,
}: {
  value: string;
  /** What the field shows (kept by the form, so nothing typed is lost when this field loads). */
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (code: string) => void;
  isInvalid: boolean;
  errorMessage?: string | undefined;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const chosenName = value ? countryName(value, locale) : '';
  const query = fold(text.trim());
  const options =
    query === '' || text === chosenName
      ? countries
      : countries.filter((country) => fold(country.label).includes(query));

  return (
    <ComboBox
      name="nationality"
      label={t('onboarding.personal.nationality')}
      description={t('onboarding.personal.nationalityHelp')}
      options={options}
      inputValue={text}
      onInputChange={setText}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        if (key === null) return;
        setText(countryName(String(key), locale));
        onChoose(String(key));
      }}
      // Leaving the field with a text that names no chosen country puts the chosen one back.
      onBlur={() => setText(chosenName)}
      isRequired
      isInvalid={isInvalid}
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}
