import { useLocale } from '@velo/i18n';
import { PasswordField } from '@velo/ui/PasswordField';
import type { TextFieldBinding } from './useRiderForm';
import { useT } from './useT';

/**
 * A new password and its confirmation (spec section 5: at least 10 characters, confirmed
 * identically), as the reset and registration forms ask for them: autocomplete tells password
 * managers to suggest a new password (WCAG 1.3.5).
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel,
  confirmationLabel,
}: {
  password: TextFieldBinding;
  confirmation: TextFieldBinding;
  passwordLabel: string;
  confirmationLabel: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel}
        description={t('auth.resetPassword.passwordHint')}
        autoComplete="new-password"
        locale={locale}
        isRequired
      />
      <PasswordField
        {...confirmation}
        label={confirmationLabel}
        autoComplete="new-password"
        locale={locale}
        isRequired
      />
    </>
  );
}
