import { useFormatMessage, type MessageId } from '@velo/i18n';
import { TextField, type TextFieldProps } from '@velo/ui/TextField';

/** The SEPA mandate's fields the API may refuse. */
export type MandateField = 'iban' | 'bic' | 'holderName';

/**
 * The rules' message for each mandate field the API refused (its error body names `body.iban`…),
 * the same for the onboarding's mandate and the profile's new one. Empty when none is ours.
 */
export function mandateRefusals(
  refused: readonly { field: string }[] | undefined,
): Partial<Record<MandateField, MessageId>> {
  const fields: Partial<Record<MandateField, MessageId>> = {};
  for (const { field } of refused ?? []) {
    const name = field.replace(/^body\./, '').split('.')[0];
    if (name === 'iban') fields.iban = 'validation.iban.invalid';
    if (name === 'bic') fields.bic = 'validation.bic.invalid';
    if (name === 'holderName') fields.holderName = 'validation.holderName.required';
  }
  return fields;
}

export interface BicFieldProps extends Omit<
  TextFieldProps,
  'label' | 'description' | 'onChange' | 'value'
> {
  value: string;
  /** The BIC as typed, in upper case. */
  onChange: (value: string) => void;
}

/**
 * The mandate's BIC, written in upper case as it is typed; neither completed nor spell-checked by
 * the browser (a bank code, not a word).
 */
export function BicField({ onChange, ...props }: BicFieldProps) {
  const t = useFormatMessage();
  return (
    <TextField
      {...props}
      onChange={(value) => onChange(value.toUpperCase())}
      label={t('onboarding.mandate.bic')}
      description={t('onboarding.mandate.bicHelp')}
      autoComplete="off"
      spellCheck="false"
      isRequired
    />
  );
}
