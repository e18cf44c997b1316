import { tooManyAttemptsMessage, useAnswerFocus, useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { NewPasswordFields } from '@velo/ui/NewPasswordFields';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import {
  confirmPasswordSchema,
  passwordMinLength,
  passwordSchema,
  useForm,
} from '@velo/validation';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ResetPasswordData, ResetPasswordOutcome } from './data';

interface ResetValues extends Record<string, unknown> {
  password: string;
  confirmPassword: string;
}

const rules = {
  password: passwordSchema,
  confirmPassword: (values: ResetValues) => confirmPasswordSchema(values.password),
};

/**
 * /resetPassword (spec section 2.2): 'Définissez un nouveau mot de passe', button 'Valider', in
 * reset-password mode. The reset token arrives as `?key=` (the link of the reset e-mail); the loader
 * checks it, and the page takes it out of the address bar at once, so it stays in no history entry
 * or shared link (no token stays in a URL).
 */
export default function ResetPasswordScreen() {
  const t = useFormatMessage();
  const link = useLoaderData() as ResetPasswordData;
  const form = useForm<ResetValues>(rules, { password: '', confirmPassword: '' });
  const { submit, pending, outcome } = useSubmission<ResetPasswordOutcome>();
  const doneRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();
  const { setServerError } = form;
  const done = outcome?.done === true;
  const invalid = !link.valid || (outcome?.done === false && outcome.invalidLink);
  const wait = outcome?.done === false ? outcome.tooManyAttempts : null;

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('key')) return;
    url.searchParams.delete('key');
    // The router keeps the key in its own state for the form; only the address bar forgets it.
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, []);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.done) answerFocus.focus(doneRef);
    else if (outcome.fieldError) setServerError('password', outcome.fieldError);
    else if (outcome.tooManyAttempts) answerFocus.focus(alertRef);
  }, [outcome, setServerError, answerFocus]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    answerFocus.sent();
    void submit({ key: link.key, password: form.values.password });
  };

  return (
    <Stack gap="5">
      <PageTitle>{t('auth.resetPassword.title')}</PageTitle>
      {done ? (
        <InlineAlert tone="success" role="status" ref={doneRef}>
          {t('auth.resetPassword.done')}
        </InlineAlert>
      ) : invalid ? (
        <InlineAlert tone="error" role="alert">
          {t('auth.resetPassword.invalidLink')}
        </InlineAlert>
      ) : (
        <Form
          {...form.formProps}
          onSubmit={(event) => void onSubmit(event)}
          refusal={wait && t.message(tooManyAttemptsMessage(wait))}
          refusalRef={alertRef}
        >
          <NewPasswordFields
            password={form.textField('password')}
            confirmation={form.textField('confirmPassword')}
            passwordLabel={t('auth.resetPassword.password')}
            confirmationLabel={t('auth.resetPassword.confirmPassword')}
            passwordDescription={t('auth.resetPassword.passwordHint', { min: passwordMinLength })}
          />
          <Button type="submit" isLoading={pending} fullWidth>
            {t('auth.resetPassword.submit')}
          </Button>
        </Form>
      )}
      <Link variant="standalone" href={invalid && !done ? '/retrievePassword' : '/login'}>
        {invalid && !done
          ? t('auth.resetPassword.requestNewLink')
          : t('auth.retrievePassword.backToLogin')}
      </Link>
    </Stack>
  );
}
