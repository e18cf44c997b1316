import { snackbarAtom } from '@velo/auth';
import type { LoginPageProps } from '@velo/auth/shell';
import { useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { Link } from '@velo/ui/Link';
import { PasswordField } from '@velo/ui/PasswordField';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { RiderPage } from '../../components/RiderPage';
import * as styles from '../../components/RiderPage.css';
import { useRiderForm } from '../../components/useRiderForm';
import { useT } from '../../components/useT';

interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
  remember: boolean;
}

/** The login rules travel in their own chunk (with zod), fetched when the form is first used. */
const loadLoginRules = () => import('./loginRules').then((module) => module.loginRules);

/** Where retailer stores sign in: their own front end (spec section 2.3, "retailer login"). */
export const retailerLoginHref = '/retailer/login';

export function LoginPage({ onLogin, from }: LoginPageProps) {
  const t = useT();
  const { locale } = useLocale();
  const showSnackbar = useSetAtom(snackbarAtom);
  const form = useRiderForm<LoginValues>(loadLoginRules, {
    email: '',
    password: '',
    remember: false,
  });
  const [pending, setPending] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    setPending(true);
    setErrorId(null);
    const outcome = await onLogin({
      email: form.values.email.trim(),
      password: form.values.password,
      remember: form.values.remember,
    });
    setPending(false);
    if (outcome.ok) return; // The shell takes the rider to `from` or home.
    if (outcome.status >= 500 || outcome.status === 0) {
      // Spec section 8: a server or network fault ends in the default error snackbar.
      showSnackbar({});
      return;
    }
    setErrorId(outcome.errorId);
    // The message replaces nothing the user typed; focus goes to it so it is read at once.
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  return (
    <RiderPage title={t('auth.login.title')}>
      <Form {...form.formProps} locale={locale} onSubmit={(event) => void submit(event)}>
        {errorId ? (
          <p ref={errorRef} tabIndex={-1} role="alert" className={styles.formError}>
            {t(errorId)}{' '}
            {errorId === 'auth.login.errors.tooManyAttempts' ? (
              <Link href="/retrievePassword">{t('auth.login.forgotPassword')}</Link>
            ) : null}
          </p>
        ) : null}
        <EmailField
          {...form.textField('email')}
          label={t('auth.login.email')}
          autoComplete="username"
          isRequired
        />
        <PasswordField
          {...form.textField('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
          locale={locale}
          isRequired
        />
        <Checkbox {...form.checkbox('remember')}>{t('auth.login.rememberMe')}</Checkbox>
        <Button type="submit" isLoading={pending} fullWidth locale={locale}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      <nav aria-label={t('auth.login.otherActions')} className={styles.links}>
        <Link variant="standalone" href="/retrievePassword">
          {t('auth.login.forgotPassword')}
        </Link>
        <Link variant="standalone" href="/registration">
          {t('auth.login.register')}
        </Link>
        <Link variant="standalone" href="/registration">
          {t('auth.login.registerWithAnotherAccount')}
        </Link>
        {/* The retailer front end is another app: a full page load. */}
        <a href={retailerLoginHref}>{t('auth.login.retailerLogin')}</a>
      </nav>
      {from ? <p className={styles.hint}>{t('auth.login.fromHint')}</p> : null}
    </RiderPage>
  );
}

export default LoginPage;
