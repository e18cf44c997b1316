import type { Locale } from '@velo/i18n';
import type { ReactNode } from 'react';
import { PasswordField } from '../PasswordField/PasswordField';

/** What a form hands each field: its value, its handlers and its error (e.g. from useRiderForm). */
export interface NewPasswordFieldBinding {
  /** The form field name, sent with a native submission and used for server errors. */
  name?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Validate the field when the user leaves it (spec section 5). */
  onBlur?: () => void;
  /** Shows the field as invalid with `errorMessage` (aria-invalid, message linked). @default false */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}

export interface NewPasswordFieldsProps {
  /** The new password field's binding. */
  password: NewPasswordFieldBinding;
  /** The confirmation field's binding. */
  confirmation: NewPasswordFieldBinding;
  /** Label of the new password, e.g. "Nouveau mot de passe". */
  passwordLabel: ReactNode;
  /** Label of the confirmation, e.g. "Confirmez le mot de passe". */
  confirmationLabel: ReactNode;
  /** The rules the password must follow, shown under its label and linked to it (WCAG 3.3.2). */
  passwordDescription?: ReactNode;
  /** Help under the confirmation's label. */
  confirmationDescription?: ReactNode;
  /** Both fields must be filled. @default true */
  isRequired?: boolean;
  /** Both fields inactive, e.g. while the form is sent. @default false */
  isDisabled?: boolean;
  /** Language of the show/hide toggles; defaults to the UiLocaleProvider's. */
  locale?: Locale;
}

function bindingProps({
  name,
  value,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
}: NewPasswordFieldBinding) {
  return {
    ...(name === undefined ? {} : { name }),
    ...(value === undefined ? {} : { value }),
    ...(onChange === undefined ? {} : { onChange }),
    ...(onBlur === undefined ? {} : { onBlur: () => onBlur() }),
    ...(isInvalid === undefined ? {} : { isInvalid }),
    ...(errorMessage === undefined ? {} : { errorMessage }),
  };
}

/**
 * A new password and its confirmation, as the reset-password and registration forms ask for them
 * (spec section 5). Both fields say `autocomplete="new-password"`, so password managers offer to
 * generate and save one (WCAG 1.3.5); each has its own show/hide toggle. Every text comes in as a
 * prop; the rules themselves (length, identical confirmation) belong to the form's validation.
 * Renders the two fields side by side in the DOM, so the enclosing Form's spacing applies.
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel,
  confirmationLabel,
  passwordDescription,
  confirmationDescription,
  isRequired = true,
  isDisabled = false,
  locale,
}: NewPasswordFieldsProps) {
  const shared = {
    autoComplete: 'new-password' as const,
    isRequired,
    isDisabled,
    ...(locale ? { locale } : {}),
  };
  return (
    <>
      <PasswordField
        {...bindingProps(password)}
        {...shared}
        label={passwordLabel}
        {...(passwordDescription === undefined ? {} : { description: passwordDescription })}
      />
      <PasswordField
        {...bindingProps(confirmation)}
        {...shared}
        label={confirmationLabel}
        {...(confirmationDescription === undefined ? {} : { description: confirmationDescription })}
      />
    </>
  );
}
