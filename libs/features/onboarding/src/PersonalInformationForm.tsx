import type { AddressSuggestion } from '@velo/api-sdk';
import { formatDate, useFormatMessage, useLocale, type MessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { EmailField } from '@velo/ui/EmailField';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { PhoneField } from '@velo/ui/PhoneField';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import {
  employeeNumberMessageValues,
  fieldMessage,
  formatPhoneInput,
  heightCmMessageValues,
  useForm,
  type FormRules,
} from '@velo/validation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as ComboFieldsModule from './comboFields';
import { countryName } from './countries';
import { isoFromTyped, typedFromIso } from './dates';
import {
  patchValue,
  personalFields,
  personalValuesOf,
  type PersonalField,
  type PersonalInformation,
  type PersonalInformationPatch,
  type PersonalValues,
} from './model';
import * as styles from './Onboarding.css';

type ComboFields = typeof ComboFieldsModule;
type ComboField = 'address' | 'nationality';

/** The rules load with the form's first check, keeping zod out of the screen's first chunk. */
const loadRules = async () => (await import('./personalRules')).personalRules;
let rulesPromise: Promise<FormRules<PersonalValues>> | null = null;
const rules = () => (rulesPromise ??= loadRules());

/** The server's verdict on a save. */
export type SaveOutcome =
  | { status: 'saved' }
  /** The server refused these fields (400 `fields`, or `EMAIL_TAKEN` for the e-mail). */
  | { status: 'refused'; fields: Partial<Record<PersonalField, MessageId>> }
  /** Locked by a signature meanwhile (409 `ONBOARDING_LOCKED`). */
  | { status: 'locked' }
  /** Not saved, already said (the default snackbar, logout, maintenance). */
  | { status: 'failed' };

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface PersonalInformationFormProps {
  initial: PersonalInformation;
  /** Set once the confirmation voucher is signed: the fields are read-only (spec section 4). */
  lockedAt: string | null;
  onSave: (patch: PersonalInformationPatch) => Promise<SaveOutcome>;
  geocodingUrl: string;
  /** Called after "Valider mes informations" when every field is valid and saved. */
  onValidated?: () => void;
}

const messageValues = {
  'validation.employeeNumber.tooLong': employeeNumberMessageValues,
  'validation.heightCm.invalid': heightCmMessageValues,
};

/**
 * The user fields of spec section 3, saved as the rider goes: each field is checked (spec section
 * 5 texts) and saved on leaving it, or on choosing for the choices; a discreet "Enregistré" is
 * announced politely (WCAG 4.1.3). Nothing typed is lost on an error. After the signature the
 * contact information is locked (spec section 4) and shown read-only with the reason.
 */
export function PersonalInformationForm({
  initial,
  lockedAt,
  onSave,
  geocodingUrl,
  onValidated,
}: PersonalInformationFormProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const initialValues = useMemo(() => {
    const values = personalValuesOf(initial);
    values.mobilePhone = formatPhoneInput(values.mobilePhone).value;
    return values;
  }, [initial]);
  const form = useForm<PersonalValues>(rules, initialValues, messageValues);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PersonalField, string>>>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // Locked by the signature (the page's data), or found locked by a save meanwhile (409).
  const [lockedHere, setLocked] = useState(false);
  const locked = lockedAt !== null || lockedHere;
  const [validating, setValidating] = useState(false);
  const saved = useRef<Record<string, unknown>>({ ...initialValues });
  const [birthDateText, setBirthDateText] = useState(() => typedFromIso(initialValues.birthDate));
  const [nationalityText, setNationalityText] = useState(() =>
    initialValues.nationality ? countryName(initialValues.nationality, locale) : '',
  );
  // The suggestion lists' code, fetched on the first focus of one of their fields (comboFields.ts);
  // meanwhile a plain field of the same name holds what is typed, and the loaded one takes focus.
  const [combos, setCombos] = useState<ComboFields | null>(null);
  const [focusedCombo, setFocusedCombo] = useState<ComboField | null>(null);
  const comboWrappers = useRef<Partial<Record<ComboField, HTMLDivElement | null>>>({});
  useEffect(() => {
    // The loaded field replaces the plain one the rider is in: focus follows (WCAG 2.4.3).
    if (!combos || !focusedCombo) return;
    comboWrappers.current[focusedCombo]
      ?.querySelector<HTMLInputElement>('input[role="combobox"]')
      ?.focus();
  }, [combos, focusedCombo]);
  const loadCombos = (field: ComboField) => {
    setFocusedCombo(field);
    if (!combos) void import('./comboFields').then(setCombos, () => undefined);
  };
  const { setServerError } = form;

  const send = useCallback(
    async (patch: PersonalInformationPatch, typed: Partial<PersonalValues>) => {
      setSaveState('saving');
      const outcome = await onSave(patch);
      if (outcome.status === 'saved') {
        Object.assign(saved.current, typed);
        setSaveState('saved');
        return outcome;
      }
      if (outcome.status === 'refused') {
        const shown: Partial<Record<PersonalField, string>> = {};
        for (const [field, id] of Object.entries(outcome.fields)) {
          shown[field as PersonalField] = t(id as 'onboarding.errors.refused');
        }
        setServerErrors((previous) => ({ ...previous, ...shown }));
      }
      if (outcome.status === 'locked') setLocked(true);
      setSaveState('failed');
      return outcome;
    },
    [onSave, t],
  );

  /** Saves the fields whose value passes its rule and differs from the stored one. */
  const save = useCallback(
    async (fields: readonly PersonalField[], values: PersonalValues) => {
      const loaded = await rules();
      const patch: PersonalInformationPatch = {};
      const typed: Partial<PersonalValues> = {};
      for (const field of fields) {
        if (values[field] === saved.current[field]) continue;
        if (fieldMessage(loaded, field, values) !== undefined) continue;
        (patch as Record<string, unknown>)[field] = patchValue(field, values[field]);
        typed[field] = values[field];
      }
      if (Object.keys(patch).length === 0) return { status: 'saved' } as const;
      return send(patch, typed);
    },
    [send],
  );

  const change = (field: PersonalField, value: string) => {
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
    form.setValue(field, value);
  };

  /** A text field's binding: checked and saved on leaving it. */
  const bind = (field: PersonalField) => {
    const binding = form.textField(field);
    const serverError = serverErrors[field];
    return {
      ...binding,
      onChange: (value: string) => change(field, value),
      onBlur: () => {
        binding.onBlur();
        void save([field], form.values);
      },
      isReadOnly: locked,
      ...(serverError ? { isInvalid: true, errorMessage: serverError } : {}),
    };
  };

  /** A choice: saved as soon as it is made. */
  const choose = (field: PersonalField, value: string) => {
    change(field, value);
    void save([field], { ...form.values, [field]: value });
  };

  const chooseAddress = (choice: AddressSuggestion) => {
    const next = {
      ...form.values,
      address: choice.street,
      postalCode: choice.postcode || form.values.postalCode,
      city: choice.city || form.values.city,
    };
    change('address', next.address);
    change('postalCode', next.postalCode);
    change('city', next.city);
    void save(['address', 'postalCode', 'city'], next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (validating || locked) return;
    setValidating(true);
    try {
      if (!(await form.validateForSubmit())) return;
      const outcome = await save(personalFields, form.values);
      if (outcome.status === 'refused') {
        // The Form moves focus to the first field the server refused (WCAG 3.3.1).
        const first = personalFields.find((field) => outcome.fields[field] !== undefined);
        const id = first ? outcome.fields[first] : undefined;
        if (first && id) setServerError(first, id);
        return;
      }
      if (outcome.status === 'saved') {
        // Even with nothing left to send, the rider hears that everything is checked and kept.
        setSaveState('saved');
        onValidated?.();
      }
    } finally {
      setValidating(false);
    }
  };

  const status =
    saveState === 'saving'
      ? t('onboarding.personal.saving')
      : saveState === 'saved'
        ? t('onboarding.personal.saved')
        : saveState === 'failed'
          ? t('onboarding.personal.notSaved')
          : '';

  const err = (field: PersonalField) => {
    const serverError = serverErrors[field];
    const binding = serverError
      ? { isInvalid: true, errorMessage: serverError }
      : form.textField(field);
    return {
      isInvalid: binding.isInvalid,
      ...(binding.errorMessage ? { errorMessage: binding.errorMessage } : {}),
    };
  };

  return (
    <Stack gap="4">
      {locked ? (
        <InlineAlert tone="information">
          {lockedAt
            ? t('onboarding.personal.lockedSince', { date: formatDate(lockedAt, locale) })
            : t('onboarding.personal.locked')}
        </InlineAlert>
      ) : (
        <Text variant="bodySmall">{t('onboarding.personal.intro')}</Text>
      )}
      <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.fieldGrid}>
          <TextField
            {...bind('firstName')}
            label={t('onboarding.personal.firstName')}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            {...bind('lastName')}
            label={t('onboarding.personal.lastName')}
            autoComplete="family-name"
            isRequired
          />
          <EmailField
            {...bind('email')}
            label={t('onboarding.personal.email')}
            autoComplete="email"
            isRequired
          />
          <PhoneField
            {...bind('mobilePhone')}
            label={t('onboarding.personal.mobilePhone')}
            description={t('onboarding.personal.mobilePhoneHelp')}
            isRequired
          />
          <TextField
            name="birthDate"
            label={t('onboarding.personal.birthDate')}
            description={t('onboarding.personal.birthDateHelp')}
            placeholder={t('onboarding.personal.birthDatePlaceholder')}
            value={birthDateText}
            onChange={(text) => {
              setBirthDateText(text);
              change('birthDate', isoFromTyped(text));
            }}
            onBlur={() => {
              form.textField('birthDate').onBlur();
              void save(['birthDate'], form.values);
            }}
            inputMode="numeric"
            autoComplete="bday"
            isReadOnly={locked}
            isRequired
            {...err('birthDate')}
          />
          <TextField
            {...bind('birthPlace')}
            label={t('onboarding.personal.birthPlace')}
            isRequired
          />
          <div ref={(element) => void (comboWrappers.current.nationality = element)}>
            {locked ? (
              <TextField
                name="nationality"
                label={t('onboarding.personal.nationality')}
                value={countryName(form.values.nationality, locale)}
                isReadOnly
              />
            ) : combos ? (
              <combos.NationalityField
                value={form.values.nationality}
                text={nationalityText}
                onTextChange={setNationalityText}
                onChoose={(code) => choose('nationality', code)}
                {...err('nationality')}
              />
            ) : (
              <TextField
                name="nationality"
                label={t('onboarding.personal.nationality')}
                description={t('onboarding.personal.nationalityHelp')}
                value={nationalityText}
                onChange={setNationalityText}
                onFocus={() => loadCombos('nationality')}
                onBlur={() => setFocusedCombo(null)}
                isRequired
                {...err('nationality')}
              />
            )}
          </div>
        </div>
        <div className={styles.fieldGrid}>
          <div ref={(element) => void (comboWrappers.current.address = element)}>
            {locked ? (
              <TextField {...bind('address')} label={t('onboarding.personal.address')} />
            ) : combos ? (
              <combos.AddressField
                value={form.values.address}
                onChange={(value) => change('address', value)}
                onBlur={() => {
                  form.textField('address').onBlur();
                  void save(['address'], form.values);
                }}
                onChoose={chooseAddress}
                geocodingUrl={geocodingUrl}
                {...err('address')}
              />
            ) : (
              <TextField
                name="address"
                label={t('onboarding.personal.address')}
                description={t('onboarding.personal.addressHelp')}
                value={form.values.address}
                onChange={(value) => change('address', value)}
                onFocus={() => loadCombos('address')}
                onBlur={() => {
                  setFocusedCombo(null);
                  form.textField('address').onBlur();
                  void save(['address'], form.values);
                }}
                isRequired
                {...err('address')}
              />
            )}
          </div>
          <TextField
            {...bind('additionalAddress')}
            label={t('onboarding.personal.additionalAddress')}
            autoComplete="address-line2"
          />
          <TextField
            {...bind('postalCode')}
            label={t('onboarding.personal.postalCode')}
            autoComplete="postal-code"
            isRequired
          />
          <TextField
            {...bind('city')}
            label={t('onboarding.personal.city')}
            autoComplete="address-level2"
            isRequired
          />
        </div>
        <div className={styles.fieldGrid}>
          <RadioGroup
            name="gender"
            label={t('onboarding.personal.gender')}
            options={[
              { value: 'woman', label: t('onboarding.personal.genderWoman') },
              { value: 'man', label: t('onboarding.personal.genderMan') },
            ]}
            value={form.values.gender || null}
            onChange={(value) => choose('gender', value)}
            isReadOnly={locked}
            orientation="horizontal"
          />
          <TextField
            {...bind('employeeNumber')}
            label={t('onboarding.personal.employeeNumber')}
            isRequired
          />
          <TextField
            {...bind('heightCm')}
            label={t('onboarding.personal.heightCm')}
            description={t('onboarding.personal.heightHelp')}
            inputMode="numeric"
          />
          <RadioGroup
            name="language"
            label={t('onboarding.personal.language')}
            options={[
              // Each language named in itself, marked so (RGAA 8.7).
              { value: 'fr', label: <span lang="fr">Français</span> },
              { value: 'en', label: <span lang="en">English</span> },
            ]}
            value={form.values.language || null}
            onChange={(value) => choose('language', value)}
            isReadOnly={locked}
            isRequired
            orientation="horizontal"
            {...err('language')}
          />
        </div>
        <p className={styles.saveStatus} role="status">
          {status}
        </p>
        {locked ? null : (
          <div>
            <Button type="submit" variant="secondary" isLoading={validating}>
              {t('onboarding.personal.validate')}
            </Button>
          </div>
        )}
      </Form>
    </Stack>
  );
}
