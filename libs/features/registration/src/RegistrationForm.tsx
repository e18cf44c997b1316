import { tooManyAttemptsMessage, useAnswerFocus, useSubmission } from '@velo/data';
import { useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { NewPasswordFields } from '@velo/ui/NewPasswordFields';
import { Select } from '@velo/ui/Select';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import {
  acceptTermsSchema,
  companyEmailSchema,
  confirmPasswordSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordMinLength,
  passwordSchema,
  registrationPostalCodeSchema,
  useForm,
} from '@velo/validation';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { RegistrationOutcome, RegistrationRequest } from './data';

export const emailChoices = ['company', 'other'] as const;
export type EmailChoice = (typeof emailChoices)[number];

interface RegistrationValues extends Record<string, unknown> {
  emailChoice: EmailChoice;
  firstName: string;
  lastName: string;
  email: string;
  postalCode: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
  newsletterOptIn: boolean;
  marketingOptIn: boolean;
}

export interface RegistrationCompany {
  name: string;
  /** Spec section 6: a company may disallow work-email login. */
  workEmailLoginAllowed: boolean;
  allowedDomains: readonly string[];
}

/** Who the new account joins: an invitation link, or a company picked in a group's list. */
export type RegistrationTarget =
  { qName: string; inviteToken: string; groupClientId?: number } | { groupClientId: number };

/**
 * The registration form of spec section 2.3: company e-mail or another e-mail, the postal code of
 * spec section 5 (4 or 5 digits), password, terms, and the newsletter and marketing opt-ins. A company e-mail must be on one of the company's domains.
 * It posts to the route's action (the invitation or the group list), which signs the new rider in.
 */
/** The e-mail typed in /register's search, carried in the router's state to the form (or none). */
export function typedEmailOf(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

export function RegistrationForm({
  company,
  target,
  initialEmail = '',
}: {
  company: RegistrationCompany;
  target: RegistrationTarget;
  /** What the e-mail field starts with: the work e-mail the rider typed to find the company. */
  initialEmail?: string | undefined;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const { submit, pending, outcome } = useSubmission<RegistrationOutcome | null>();
  const alertRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();
  const domains = company.allowedDomains.join(', ');

  const rules = useMemo(
    () => ({
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      email: (values: RegistrationValues) =>
        values.emailChoice === 'company' ? companyEmailSchema(company.allowedDomains) : emailSchema,
      postalCode: registrationPostalCodeSchema,
      password: passwordSchema,
      confirmPassword: (values: RegistrationValues) => confirmPasswordSchema(values.password),
      termsAccepted: acceptTermsSchema,
    }),
    [company.allowedDomains],
  );
  const messageValues = useMemo(
    () => ({ 'validation.email.notCompanyDomain': { domains } }),
    [domains],
  );
  const form = useForm<RegistrationValues>(
    rules,
    {
      emailChoice: company.workEmailLoginAllowed ? 'company' : 'other',
      firstName: '',
      lastName: '',
      email: initialEmail,
      postalCode: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
      newsletterOptIn: false,
      marketingOptIn: false,
    },
    messageValues,
  );
  const { setServerError } = form;

  useEffect(() => {
    if (!outcome || outcome.onHold) return;
    // A field's refusal is said next to it and focused (the Form); any other, above the form.
    if (outcome.field) setServerError(outcome.field, outcome.messageId);
    else answerFocus.focus(alertRef);
  }, [outcome, setServerError, answerFocus]);

  if (outcome?.onHold) {
    return (
      <InlineAlert tone="warning" role="alert">
        {t('auth.registration.errors.onHold')}
      </InlineAlert>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    const { values } = form;
    const body: RegistrationRequest = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      postalCode: values.postalCode.trim(),
      language: locale,
      termsAccepted: true,
      newsletterOptIn: values.newsletterOptIn,
      marketingOptIn: values.marketingOptIn,
      ...target,
    };
    answerFocus.sent();
    void submit(body);
  };

  return (
    <Form
      {...form.formProps}
      onSubmit={(event) => void onSubmit(event)}
      refusal={
        outcome && !outcome.onHold && outcome.field === null
          ? 'tooManyAttempts' in outcome
            ? t.message(tooManyAttemptsMessage(outcome.tooManyAttempts))
            : t(outcome.messageId)
          : null
      }
      refusalRef={alertRef}
    >
      <TextField
        {...form.textField('firstName')}
        label={t('auth.registration.firstName')}
        autoComplete="given-name"
        isRequired
      />
      <TextField
        {...form.textField('lastName')}
        label={t('auth.registration.lastName')}
        autoComplete="family-name"
        isRequired
      />
      <Select
        label={t('auth.registration.emailChoice.legend')}
        selectedKey={form.values.emailChoice}
        onSelectionChange={(key) => {
          if (key === 'company' || key === 'other') form.setValue('emailChoice', key);
        }}
        options={[
          {
            id: 'company',
            label: t('auth.registration.emailChoice.company'),
            isDisabled: !company.workEmailLoginAllowed,
          },
          { id: 'other', label: t('auth.registration.emailChoice.other') },
        ]}
      />
      {company.workEmailLoginAllowed ? null : (
        <Text variant="bodySmall">{t('auth.login.errors.workEmailNotAllowed')}</Text>
      )}
      <EmailField
        {...form.textField('email')}
        label={t('auth.registration.email')}
        description={
          form.values.emailChoice === 'company' && company.allowedDomains.length > 0
            ? t('auth.registration.companyEmailHint', { domains })
            : undefined
        }
        autoComplete="email"
        isRequired
      />
      <TextField
        {...form.textField('postalCode')}
        label={t('auth.registration.postalCode')}
        description={t('auth.registration.postalCodeHint')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        isRequired
      />
      <NewPasswordFields
        password={form.textField('password')}
        confirmation={form.textField('confirmPassword')}
        passwordLabel={t('auth.registration.password')}
        confirmationLabel={t('auth.registration.confirmPassword')}
        passwordDescription={t('auth.resetPassword.passwordHint', { min: passwordMinLength })}
      />
      <Checkbox {...form.checkbox('termsAccepted')} isRequired>
        {t('auth.registration.acceptTerms')}
      </Checkbox>
      <Checkbox {...form.checkbox('newsletterOptIn')}>{t('auth.registration.newsletter')}</Checkbox>
      <Checkbox {...form.checkbox('marketingOptIn')}>{t('auth.registration.marketing')}</Checkbox>
      <Button type="submit" isLoading={pending} fullWidth>
        {t('auth.registration.submit')}
      </Button>
    </Form>
  );
}
