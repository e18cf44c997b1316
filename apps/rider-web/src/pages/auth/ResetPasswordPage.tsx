import { snackbarAtom } from '@velo/auth';
import { useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { Link } from '@velo/ui/Link';
import { Spinner } from '@velo/ui/Spinner';
import { confirmPasswordSchema, passwordSchema } from '@velo/validation';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/ApiContext';
import { RiderPage } from '../../components/RiderPage';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/RiderPage.css';
import { useRiderForm } from '../../components/useRiderForm';
import { useT } from '../../components/useT';

interface ResetValues extends Record<string, unknown> {
  password: string;
  confirmPassword: string;
}

const rules = {
  password: passwordSchema,
  confirmPassword: (values: ResetValues) => confirmPasswordSchema(values.password),
};

type TokenState = 'checking' | 'valid' | 'invalid';

/**
 * /resetPassword (spec section 2.2): 'Définissez un nouveau mot de passe', button 'Valider', in
 * reset-password mode. The reset token arrives as `?key=` (the link of the reset e-mail); it is checked
 * first, then spent by the new password. The page removes it from the address bar at once, so it does
 * not stay in the history (no token stays in a URL).
 */
export function ResetPasswordPage() {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const showSnackbar = useSetAtom(snackbarAtom);
  const [params, setParams] = useSearchParams();
  const [resetToken] = useState(() => params.get('key') ?? '');
  const [tokenState, setTokenState] = useState<TokenState>(resetToken ? 'checking' : 'invalid');
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useRiderForm<ResetValues>(rules, { password: '', confirmPassword: '' });

  useEffect(() => {
    if (params.has('key')) setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!resetToken) return;
    const controller = new AbortController();
    void api.auth
      .checkUserToken({ token: resetToken }, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setTokenState('valid');
        else if (result.kind === 'http' && (result.status === 404 || result.status === 400))
          setTokenState('invalid');
        else if (result.kind !== 'aborted') {
          setTokenState('invalid');
          if (result.status !== 503) showSnackbar({});
        }
      });
    return () => controller.abort();
  }, [api, resetToken, showSnackbar]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    setPending(true);
    const result = await api.auth.resetPassword({
      token: resetToken,
      password: form.values.password,
    });
    setPending(false);
    if (result.ok) {
      setDone(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } else if (result.kind === 'http' && result.error?.code === 'TOKEN_INVALID') {
      setTokenState('invalid');
    } else if (result.kind === 'http' && result.status === 400) {
      form.setServerError('password', 'validation.password.tooShort');
    } else if (result.kind !== 'aborted' && result.status !== 503) {
      showSnackbar({});
    }
  };

  return (
    <RiderPage title={t('auth.resetPassword.title')}>
      {tokenState === 'checking' ? (
        <Spinner label={t('app.loading')} locale={locale} />
      ) : done ? (
        <p ref={doneRef} tabIndex={-1} role="status">
          {t('auth.resetPassword.done')}
        </p>
      ) : tokenState === 'invalid' ? (
        <p role="alert">{t('auth.resetPassword.invalidLink')}</p>
      ) : (
        <Form {...form.formProps} locale={locale} onSubmit={(event) => void submit(event)}>
          <NewPasswordFields
            password={form.textField('password')}
            confirmation={form.textField('confirmPassword')}
            passwordLabel={t('auth.resetPassword.password')}
            confirmationLabel={t('auth.resetPassword.confirmPassword')}
          />
          <Button type="submit" isLoading={pending} fullWidth locale={locale}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Form>
      )}
      <p className={styles.links}>
        <Link
          variant="standalone"
          href={tokenState === 'invalid' && !done ? '/retrievePassword' : '/login'}
        >
          {tokenState === 'invalid' && !done
            ? t('auth.resetPassword.requestNewLink')
            : t('auth.retrievePassword.backToLogin')}
        </Link>
      </p>
    </RiderPage>
  );
}

export default ResetPasswordPage;
