import { authenticatedAtom, loadProfileAtom, snackbarAtom, storeCredentials } from '@velo/auth';
import type { Schemas } from '@velo/api-sdk';
import { useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { Select } from '@velo/ui/Select';
import { TextField } from '@velo/ui/TextField';
import {
  acceptTermsSchema,
  confirmPasswordSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
} from '@velo/validation';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { useApi } from '../../app/ApiContext';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/RiderPage.css';
import { useRiderForm } from '../../components/useRiderForm';
import { useT } from '../../components/useT';

export const emailChoices = ['company', 'other'] as const;
export type EmailChoice = (typeof emailChoices)[number];

interface RegistrationValues extends Record<string, unknown> {
  emailChoice: EmailChoice;
  firstName: string;
  lastName: string;
  email: string;
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

function domainOf(email: string): string {
  return email.trim().toLowerCase().split('@')[1] ?? '';
}

/**
 * The registration form of spec section 2.3: company e-mail or another e-mail, password, terms, and
 * the newsletter and marketing opt-ins. A company e-mail must be on one of the company's domains.
 */
export function RegistrationForm({
  company,
  target,
}: {
  company: RegistrationCompany;
  target: RegistrationTarget;
}) {
  const t = useT();
  const api = useApi();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(snackbarAtom);
  const setAuthenticated = useSetAtom(authenticatedAtom);
  const loadProfile = useSetAtom(loadProfileAtom);
  const [pending, setPending] = useState(false);
  const [onHold, setOnHold] = useState(false);

  const rules = {
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: (values: RegistrationValues) =>
      values.emailChoice === 'company' && company.allowedDomains.length > 0
        ? emailSchema.check(
            z.refine((email: string) => company.allowedDomains.includes(domainOf(email)), {
              error: 'auth.registration.errors.notCompanyDomain',
            }),
          )
        : emailSchema,
    password: passwordSchema,
    confirmPassword: (values: RegistrationValues) => confirmPasswordSchema(values.password),
    termsAccepted: acceptTermsSchema,
  };
  const form = useRiderForm<RegistrationValues>(
    rules,
    {
      emailChoice: company.workEmailLoginAllowed ? 'company' : 'other',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
      newsletterOptIn: false,
      marketingOptIn: false,
    },
    { 'auth.registration.errors.notCompanyDomain': { domains: company.allowedDomains.join(', ') } },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    setPending(true);
    const { values } = form;
    const body: Schemas['RegistrationBody'] = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      language: locale,
      termsAccepted: true,
      newsletterOptIn: values.newsletterOptIn,
      marketingOptIn: values.marketingOptIn,
      ...target,
    };
    const result = await api.auth.register(body);
    setPending(false);
    if (result.ok) {
      // The new account is signed in for this browser session only ("remember me" was not offered).
      storeCredentials(
        { localStorage: window.localStorage, sessionStorage: window.sessionStorage },
        result.data,
        false,
      );
      setAuthenticated(true);
      await loadProfile();
      void navigate('/join/welcome', { replace: true });
      return;
    }
    if (result.kind !== 'http') {
      if (result.kind === 'network') showSnackbar({});
      return;
    }
    switch (result.error?.code) {
      case 'EMAIL_TAKEN':
        form.setServerError('email', 'auth.registration.errors.emailTaken');
        return;
      case 'WORK_EMAIL_NOT_ALLOWED':
        form.setServerError('email', 'auth.login.errors.workEmailNotAllowed');
        return;
      case 'REGISTRATIONS_ON_HOLD':
        setOnHold(true);
        return;
      default:
        if (result.status !== 503) showSnackbar({});
    }
  };

  if (onHold) return <p role="alert">{t('auth.registration.errors.onHold')}</p>;

  return (
    <Form {...form.formProps} locale={locale} onSubmit={(event) => void submit(event)}>
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
        <p className={styles.hint}>{t('auth.login.errors.workEmailNotAllowed')}</p>
      )}
      <EmailField
        {...form.textField('email')}
        label={t('auth.registration.email')}
        description={
          form.values.emailChoice === 'company' && company.allowedDomains.length > 0
            ? t('auth.registration.companyEmailHint', {
                domains: company.allowedDomains.join(', '),
              })
            : undefined
        }
        autoComplete="email"
        isRequired
      />
      <NewPasswordFields
        password={form.textField('password')}
        confirmation={form.textField('confirmPassword')}
        passwordLabel={t('auth.registration.password')}
        confirmationLabel={t('auth.registration.confirmPassword')}
      />
      <Checkbox {...form.checkbox('termsAccepted')} isRequired>
        {t('auth.registration.acceptTerms')}
      </Checkbox>
      <Checkbox {...form.checkbox('newsletterOptIn')}>{t('auth.registration.newsletter')}</Checkbox>
      <Checkbox {...form.checkbox('marketingOptIn')}>{t('auth.registration.marketing')}</Checkbox>
      <Button type="submit" isLoading={pending} fullWidth locale={locale}>
        {t('auth.registration.submit')}
      </Button>
    </Form>
  );
}
