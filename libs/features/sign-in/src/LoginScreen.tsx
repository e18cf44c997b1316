import { loginTooManyAttemptsMessageIds, type LoginOutcome } from '@velo/auth';
import type { LoginPageProps } from '@velo/auth/shell';
import { tooManyAttemptsMessage, useAnswerFocus } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { Link } from '@velo/ui/Link';
import { LinkGroup } from '@velo/ui/LinkGroup';
import { PageTitle } from '@velo/ui/PageTitle';
import { PasswordField } from '@velo/ui/PasswordField';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useForm } from '@velo/validation';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { afterNextPaint } from './afterNextPaint';

interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
  remember: boolean;
}

/** The login rules travel in their own chunk (with zod), fetched when the form is first used. */
const loadLoginRules = () => import('./loginRules').then((module) => module.loginRules);

/** Where retailer stores sign in: their own front end (spec section 2.3, "retailer login"). */
export const retailerLoginHref = '/retailer/login';

/**
 * /login (spec sections 2.2 and 2.3): e-mail, password, remember me; forgot password, register, register
 * with another account, retailer login. The shell gives the login handler and takes the rider on to
 * `from` or home once signed in.
 */
export function LoginScreen({ onLogin, from }: LoginPageProps) {
  const t = useFormatMessage();
  const form = useForm<LoginValues>(loadLoginRules, { email: '', password: '', remember: false });
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Extract<LoginOutcome, { ok: false }> | null>(null);
  const errorId = refusal?.errorId ?? null;
  const errorRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();

  // Set from the submit to the answer: a second submit in the same frame finds it before the render.
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !(await form.validateForSubmit())) return;
    sending.current = true;
    answerFocus.sent();
    setPending(true);
    setRefusal(null);
    // The busy button is painted first; the request is built and sent in the next frame, so the
    // click's next paint waits for neither (issue 29: the login submit's INP under 100 ms).
    await afterNextPaint();
    const outcome = await onLogin({
      email: form.values.email.trim(),
      password: form.values.password,
      remember: form.values.remember,
    });
    sending.current = false;
    setPending(false);
    // On success the shell moves on; a fault already raised the snackbar (the data policy).
    if (outcome.ok || outcome.errorId === null) return;
    setRefusal(outcome);
    // The message replaces nothing the user typed; focus goes to it so it is read at once.
    answerFocus.focus(errorRef);
  };

  // The form is made again only when what it shows changes (`textField`, `checkbox` and `formProps`
  // keep their identity while the values and errors stay); the busy state reaches the submit button
  // alone through a context, so the click on "Se connecter" renders that button, not the fields
  // (react-aria's Form gives its fields new contexts at each of its renders).
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  const { textField, checkbox, formProps } = form;
  const loginForm = useMemo(
    () => (
      <Form
        {...formProps}
        onSubmit={(event) => void latestSubmit.current(event)}
        refusal={
          errorId === 'auth.login.errors.tooManyAttempts' ? (
            <>
              {/* The wait the server asks for (issue 26), when it said it. */}
              {t.message(
                tooManyAttemptsMessage(
                  { retryAfterSeconds: refusal?.retryAfterSeconds ?? null },
                  loginTooManyAttemptsMessageIds,
                ),
              )}{' '}
              <Link href="/retrievePassword">{t('auth.login.forgotPassword')}</Link>
            </>
          ) : (
            errorId && t(errorId)
          )
        }
        refusalRef={errorRef}
      >
        <EmailField
          {...textField('email')}
          label={t('auth.login.email')}
          autoComplete="username"
          isRequired
        />
        <PasswordField
          {...textField('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
          isRequired
        />
        <Checkbox {...checkbox('remember')}>{t('auth.login.rememberMe')}</Checkbox>
        <SubmitButton>{t('auth.login.submit')}</SubmitButton>
      </Form>
    ),
    [formProps, textField, checkbox, errorId, refusal, t],
  );
  const otherActions = useMemo(
    () => (
      <LinkGroup
        direction="column"
        aria-label={t('auth.login.otherActions')}
        links={[
          { href: '/retrievePassword', label: t('auth.login.forgotPassword') },
          { href: '/registration', label: t('auth.login.register') },
          { href: '/registration', label: t('auth.login.registerWithAnotherAccount') },
          // The retailer front end is another app on this origin: the app's outside paths
          // (UiRouterProvider) leave its address as it is, and the browser loads it (a full page load).
          { href: retailerLoginHref, label: t('auth.login.retailerLogin') },
        ]}
      />
    ),
    [t],
  );

  return (
    <Stack gap="5">
      <PageTitle>{t('auth.login.title')}</PageTitle>
      {from ? <Text variant="muted">{t('auth.login.fromHint')}</Text> : null}
      <Busy.Provider value={pending}>{loginForm}</Busy.Provider>
      {otherActions}
    </Stack>
  );
}

/** Whether the login is being sent: the submit button shows it (spec section 4, busy button). */
const Busy = createContext(false);

function SubmitButton({ children }: { children: string }) {
  return (
    <Button type="submit" isLoading={useContext(Busy)} fullWidth>
      {children}
    </Button>
  );
}
