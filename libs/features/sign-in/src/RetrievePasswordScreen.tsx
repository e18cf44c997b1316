import { tooManyAttemptsMessage, useAnswerFocus, useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { emailSchema, useForm } from '@velo/validation';
import { useEffect, useRef, type FormEvent } from 'react';
import type { RetrievePasswordOutcome } from './data';

const rules = { email: emailSchema };

/** /retrievePassword (spec section 2.2): asks for the e-mail that gets a reset link. */
export default function RetrievePasswordScreen() {
  const t = useFormatMessage();
  const form = useForm<{ email: string }>(rules, { email: '' });
  const { submit, pending, outcome } = useSubmission<RetrievePasswordOutcome>();
  const confirmationRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();
  const { setServerError } = form;
  const wait = outcome?.sent === false ? outcome.tooManyAttempts : null;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.sent) answerFocus.focus(confirmationRef);
    else if (outcome.fieldError) setServerError('email', outcome.fieldError);
    else if (outcome.tooManyAttempts) answerFocus.focus(alertRef);
  }, [outcome, setServerError, answerFocus]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    answerFocus.sent();
    void submit({ email: form.values.email.trim() });
  };

  return (
    <Stack gap="5">
      <PageTitle>{t('auth.retrievePassword.title')}</PageTitle>
      {outcome?.sent ? (
        <InlineAlert tone="success" role="status" ref={confirmationRef}>
          {t('auth.retrievePassword.sent', { email: outcome.email })}
        </InlineAlert>
      ) : (
        <>
          <Text>{t('auth.retrievePassword.intro')}</Text>
          <Form
            {...form.formProps}
            onSubmit={(event) => void onSubmit(event)}
            refusal={wait && t.message(tooManyAttemptsMessage(wait))}
            refusalRef={alertRef}
          >
            <EmailField
              {...form.textField('email')}
              label={t('auth.retrievePassword.email')}
              autoComplete="email"
              isRequired
            />
            <Button type="submit" isLoading={pending} fullWidth>
              {t('auth.retrievePassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Link variant="standalone" href="/login">
        {t('auth.retrievePassword.backToLogin')}
      </Link>
    </Stack>
  );
}
