import { tooManyAttemptsMessage, useAnswerFocus } from '@velo/data';
import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { PasswordField } from '@velo/ui/PasswordField';
import { PhoneField } from '@velo/ui/PhoneField';
import { Stack } from '@velo/ui/Stack';
import { TextField } from '@velo/ui/TextField';
import {
  addressSchema,
  citySchema,
  currentPasswordSchema,
  emailSchema,
  firstNameSchema,
  formatPhoneInput,
  lastNameSchema,
  mobileFieldSchema,
  normalizePhone,
  postalCodeSchema,
  useForm,
  type FormRules,
  type SchemaLike,
} from '@velo/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Account, AccountField, AccountPatch, ContactField, ContactOutcome } from './data';
import { contactFields } from './data';
import * as styles from './Profile.css';

interface ContactValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  address: string;
  additionalAddress: string;
  postalCode: string;
  city: string;
  /** Asked only when the e-mail or the mobile changes (`contactChanged`); never kept. */
  currentPassword: string;
}

/** Spec section 5's rules, the ones the server runs (@velo/validation). */
const fieldRules: FormRules<ContactValues> = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  mobilePhone: mobileFieldSchema,
  address: addressSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
};

const labels: Record<AccountField, PlainMessageId> = {
  firstName: 'profile.personal.firstName',
  lastName: 'profile.personal.lastName',
  email: 'profile.personal.email',
  mobilePhone: 'profile.personal.mobilePhone',
  address: 'profile.personal.address',
  additionalAddress: 'profile.personal.additionalAddress',
  postalCode: 'profile.personal.postalCode',
  city: 'profile.personal.city',
  employeeNumber: 'profile.personal.employeeNumber',
};

const reasons = {
  'contract-signed': 'profile.personal.locked.contractSigned',
  'company-managed': 'profile.personal.locked.companyManaged',
} as const satisfies Record<string, PlainMessageId>;

const anything: SchemaLike = { safeParse: () => ({ success: true }) };

/**
 * Whether the e-mail or the mobile differs from the saved one: then the current password is
 * needed (a device left signed in must not move where resets and signature codes go).
 */
function contactChanged(values: ContactValues, saved: ContactValues): boolean {
  return (
    values.email.trim().toLowerCase() !== saved.email.trim().toLowerCase() ||
    normalizePhone(values.mobilePhone.trim()) !== normalizePhone(saved.mobilePhone.trim())
  );
}

function valuesOf(account: Account): ContactValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    mobilePhone: formatPhoneInput(account.mobilePhone ?? '').value,
    address: account.address ?? '',
    additionalAddress: account.additionalAddress ?? '',
    postalCode: account.postalCode ?? '',
    city: account.city ?? '',
    currentPassword: '',
  };
}

/**
 * The patch of what changed, in the contract's shapes (a cleared additional address is null), with
 * the current password when the e-mail or the mobile changes.
 */
function patchOf(values: ContactValues, saved: ContactValues): AccountPatch {
  const patch: Record<string, string | null> = {};
  for (const field of contactFields) {
    if (values[field].trim() === saved[field].trim()) continue;
    const value = values[field].trim();
    if (field === 'mobilePhone') patch[field] = normalizePhone(value);
    else if (field === 'additionalAddress') patch[field] = value === '' ? null : value;
    else patch[field] = value;
  }
  if (Object.keys(patch).length > 0 && contactChanged(values, saved)) {
    patch['currentPassword'] = values.currentPassword;
  }
  return patch as AccountPatch;
}

/**
 * The personal information (spec sections 2.3 and 3). Locked fields say why (spec section 4: the
 * contact information is locked once the contract is signed; the employee number is the
 * employer's). The others are edited with spec section 5's rules: the message next to the field,
 * focus moved to the first one in error, nothing typed lost.
 */
export function PersonalInformation({
  account,
  onSave,
}: {
  account: Account;
  onSave: (patch: AccountPatch) => Promise<ContactOutcome>;
}) {
  const t = useFormatMessage();
  const locks = new Map(account.lockedFields.map((lock) => [lock.field, lock.reason]));
  const contactLocked = contactFields.some((field) => locks.has(field));
  const [lockedHere, setLockedHere] = useState(false);
  const [initial] = useState(() => valuesOf(account));
  const saved = useRef(initial);
  const [rules] = useState<FormRules<ContactValues>>(() => ({
    ...fieldRules,
    currentPassword: (values: ContactValues) =>
      contactChanged(values, saved.current) ? currentPasswordSchema : anything,
  }));
  const form = useForm<ContactValues>(rules, initial);
  // The current password as typed now: a save answered later clears only the one it was sent with.
  const typedPassword = useRef(form.values.currentPassword);
  useEffect(() => {
    typedPassword.current = form.values.currentPassword;
  });
  // The saved values as rendered (the ref above is what the rule reads at validation time).
  const [savedShown, setSavedShown] = useState(initial);
  const asksPassword = contactChanged(form.values, savedShown);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  // A new e-mail address waits for the link sent to it (issue 26): the saved message says where.
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const answerFocus = useAnswerFocus();

  const employeeNumber = (
    <TextField
      name="employeeNumber"
      label={t(labels.employeeNumber)}
      value={account.employeeNumber ?? t('profile.personal.notGiven')}
      description={t(reasons['company-managed'])}
      isReadOnly
    />
  );

  if (contactLocked || lockedHere) {
    return (
      <Stack gap="4">
        <InlineAlert tone="information">{t('profile.personal.locked.intro')}</InlineAlert>
        <dl className={styles.facts}>
          {[...contactFields, 'employeeNumber' as const].map((field) => {
            const value = field === 'employeeNumber' ? account.employeeNumber : account[field];
            const reason = locks.get(field) ?? 'contract-signed';
            return (
              <div key={field} className={styles.factRow}>
                <dt className={styles.term}>{t(labels[field])}</dt>
                <dd className={styles.definition}>
                  {field === 'mobilePhone' && value
                    ? formatPhoneInput(value).value
                    : (value ?? t('profile.personal.notGiven'))}
                  <br />
                  <span className={styles.term}>{t(reasons[reason])}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </Stack>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !(await form.validateForSubmit())) return;
    answerFocus.sent();
    const patch = patchOf(form.values, saved.current);
    if (Object.keys(patch).length === 0) {
      setOutcome({ status: 'saved', account });
      answerFocus.focus(statusRef);
      return;
    }
    const sentPassword = form.values.currentPassword;
    setPending(true);
    const result = await onSave(patch);
    setPending(false);
    setOutcome(result);
    if (result.status === 'saved') {
      setConfirmTo(typeof patch.email === 'string' ? patch.email : null);
      saved.current = { ...form.values, currentPassword: '' };
      setSavedShown(saved.current);
      // What the rider typed while the answer was on its way stays (a password for her next change).
      if (typedPassword.current === sentPassword) form.setValue('currentPassword', '');
      answerFocus.focus(statusRef);
    }
    if (result.status === 'refused') {
      const first = [...contactFields, 'currentPassword' as const].find(
        (field) => result.fields[field],
      );
      const id = first ? result.fields[first] : undefined;
      if (first && id) form.setServerError(first, id);
    }
    if (result.status === 'locked') setLockedHere(true);
    if (result.status === 'tooManyAttempts') answerFocus.focus(alertRef);
  };

  const bind = (field: ContactField) => form.textField(field);

  return (
    <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.fieldGrid}>
        <TextField
          {...bind('firstName')}
          label={t(labels.firstName)}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          {...bind('lastName')}
          label={t(labels.lastName)}
          autoComplete="family-name"
          isRequired
        />
        <EmailField {...bind('email')} label={t(labels.email)} autoComplete="email" isRequired />
        <PhoneField
          {...bind('mobilePhone')}
          label={t(labels.mobilePhone)}
          description={t('profile.personal.mobilePhoneHelp')}
          isRequired
        />
        <TextField
          {...bind('address')}
          label={t(labels.address)}
          autoComplete="address-line1"
          isRequired
        />
        <TextField
          {...bind('additionalAddress')}
          label={t(labels.additionalAddress)}
          autoComplete="address-line2"
        />
        <TextField
          {...bind('postalCode')}
          label={t(labels.postalCode)}
          autoComplete="postal-code"
          isRequired
        />
        <TextField
          {...bind('city')}
          label={t(labels.city)}
          autoComplete="address-level2"
          isRequired
        />
        {employeeNumber}
      </div>
      {asksPassword ? (
        <PasswordField
          {...form.textField('currentPassword')}
          label={t('profile.personal.currentPassword')}
          description={t('profile.personal.currentPasswordHelp')}
          autoComplete="current-password"
          isRequired
        />
      ) : null}
      {outcome?.status === 'tooManyAttempts' ? (
        <InlineAlert tone="error" role="alert" ref={alertRef}>
          {t.message(tooManyAttemptsMessage(outcome))}
        </InlineAlert>
      ) : null}
      <div role="status" ref={statusRef} tabIndex={-1}>
        {outcome?.status === 'saved' ? (
          <InlineAlert tone="success">
            {confirmTo
              ? t('profile.personal.savedConfirmEmail', { email: confirmTo })
              : t('profile.personal.saved')}
          </InlineAlert>
        ) : null}
      </div>
      <div>
        <Button type="submit" variant="secondary" isLoading={pending}>
          {t('profile.personal.save')}
        </Button>
      </div>
    </Form>
  );
}
