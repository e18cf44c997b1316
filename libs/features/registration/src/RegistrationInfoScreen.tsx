import { tooManyAttemptsMessage, useAnswerFocus, useSubmission } from '@velo/data';
import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { LinkGroup } from '@velo/ui/LinkGroup';
import { PageTitle } from '@velo/ui/PageTitle';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useForm } from '@velo/validation';
import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CompanySearch, CompanySearchOutcome } from './data';
import type { FindValues } from './findRules';

const rules = async () => (await import('./findRules')).findRules;

/** The action that looks the company up: /register's, also posted to from /registration. */
export const findCompanyPath = '/register';

/**
 * /registration and /register (issue 28). A rider with an invitation link follows it; one without
 * types a work e-mail or the company's name, and goes on to the company's registration form, the
 * same an invitation link opens. When no company matches, /register/noClient says so.
 */
export default function RegistrationInfoScreen() {
  const t = useFormatMessage();
  const { submit, pending, outcome } = useSubmission<CompanySearchOutcome | null>(findCompanyPath);
  const form = useForm<FindValues>(rules, { search: '' });
  const { setServerError } = form;
  const alertRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();
  const navigate = useNavigate();

  useEffect(() => {
    if (!outcome) return;
    // The company's form, starting with the e-mail typed here (the router's state, not the address).
    if ('found' in outcome) void navigate(outcome.found, { state: { email: outcome.email } });
    else if ('field' in outcome) setServerError(outcome.field, outcome.messageId);
    else answerFocus.focus(alertRef);
  }, [outcome, setServerError, navigate, answerFocus]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    answerFocus.sent();
    const body: CompanySearch = { search: form.values.search.trim() };
    void submit(body);
  };

  return (
    <Stack gap="5">
      <PageTitle>{t('auth.registration.title')}</PageTitle>
      <Text>{t('registration.find.intro')}</Text>
      <Form
        {...form.formProps}
        onSubmit={(event) => void onSubmit(event)}
        refusal={
          outcome && 'tooManyAttempts' in outcome
            ? t.message(tooManyAttemptsMessage(outcome.tooManyAttempts))
            : null
        }
        refusalRef={alertRef}
      >
        <TextField
          {...form.textField('search')}
          label={t('registration.find.label')}
          description={t('registration.find.hint')}
          autoComplete="email"
          isRequired
        />
        <Button type="submit" isLoading={pending} fullWidth>
          {t('registration.find.submit')}
        </Button>
      </Form>
      <LinkGroup
        direction="column"
        links={[
          { href: '/register/noClient', label: t('registration.info.noClientLink') },
          { href: '/login', label: t('auth.registration.alreadyRegistered') },
        ]}
      />
    </Stack>
  );
}
