import { snackbarAtom } from '@velo/auth';
import { useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { Link } from '@velo/ui/Link';
import { emailSchema } from '@velo/validation';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useApi } from '../../app/ApiContext';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useRiderForm } from '../../components/useRiderForm';
import { useT } from '../../components/useT';

const rules = { email: emailSchema };

/** /retrievePassword: asks for a reset e-mail. The answer is the same whether the account exists. */
export function RetrievePasswordPage() {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const showSnackbar = useSetAtom(snackbarAtom);
  const form = useRiderForm<{ email: string }>(rules, { email: '' });
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    setPending(true);
    const email = form.values.email.trim();
    const result = await api.auth.retrievePassword({ email });
    setPending(false);
    if (result.ok) {
      setSentTo(email);
      requestAnimationFrame(() => confirmationRef.current?.focus());
    } else if (result.kind === 'http' && result.status === 400) {
      form.setServerError('email', 'validation.email.invalid');
    } else if (result.kind !== 'aborted' && result.status !== 503) {
      showSnackbar({});
    }
  };

  return (
    <RiderPage title={t('auth.retrievePassword.title')}>
      {sentTo ? (
        <p ref={confirmationRef} tabIndex={-1} role="status">
          {t('auth.retrievePassword.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{t('auth.retrievePassword.intro')}</p>
          <Form {...form.formProps} locale={locale} onSubmit={(event) => void submit(event)}>
            <EmailField
              {...form.textField('email')}
              label={t('auth.retrievePassword.email')}
              autoComplete="email"
              isRequired
            />
            <Button type="submit" isLoading={pending} fullWidth locale={locale}>
              {t('auth.retrievePassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <p className={styles.links}>
        <Link variant="standalone" href="/login">
          {t('auth.retrievePassword.backToLogin')}
        </Link>
      </p>
    </RiderPage>
  );
}

export default RetrievePasswordPage;
