import { formatDate, useFormatMessage, useLocale, type MessageId } from '@velo/i18n';
import { BicField } from '@velo/leasing-ui';
import { Button } from '@velo/ui/Button';
import { focusWithinNextFrame } from '@velo/ui/focus';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { fieldMessage, holderNameMaxLength, useForm, type FormRules } from '@velo/validation';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { BankValues } from './bankRules';
import { DocumentRendition } from './DocumentRendition';
import { groupByFour } from './groupByFour';
import type { BankDetails, LeaseDocument } from './model';
import * as styles from './Onboarding.css';

export type BankOutcome =
  | { status: 'saved' }
  | { status: 'refused'; fields: Partial<Record<'iban' | 'bic' | 'holderName', MessageId>> }
  | { status: 'locked' }
  | { status: 'failed' };

/** The shortest IBAN (Norway, 15 characters): before that, "checked as typed" would only nag. */
const shortestIban = 15;

const messageValues = { 'validation.holderName.tooLong': { max: holderNameMaxLength } };

/** An IBAN as typed, in electronic format (no spaces or dashes, upper case). */
const normalizeIban = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();
const normalizeBic = (value: string) => value.replace(/\s/g, '').toUpperCase();

/**
 * An IBAN input grouped by four as the rider types, the caret kept after the same character
 * (as the phone field does), so typing or pasting in the middle does not throw it to the end.
 */
function IbanField(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage?: string | undefined;
  description: string;
  label: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <TextField
      name="iban"
      label={props.label}
      description={props.description}
      value={props.value}
      inputRef={inputRef}
      onChange={(raw) => {
        const input = inputRef.current;
        const caret = input?.selectionStart ?? raw.length;
        const before = raw.slice(0, caret).replace(/[^0-9a-z]/gi, '').length;
        const grouped = groupByFour(raw.replace(/[^0-9a-z]/gi, '')).slice(0, 42);
        props.onChange(grouped);
        requestAnimationFrame(() => {
          if (!input || document.activeElement !== input) return;
          let position = 0;
          let seen = 0;
          while (position < grouped.length && seen < before) {
            if (grouped.charAt(position) !== ' ') seen += 1;
            position += 1;
          }
          input.setSelectionRange(position, position);
        });
      }}
      onBlur={props.onBlur}
      isInvalid={props.isInvalid}
      {...(props.errorMessage ? { errorMessage: props.errorMessage } : {})}
      autoComplete="off"
      spellCheck="false"
      isRequired
      UNSAFE_className={styles.ibanField}
    />
  );
}

/**
 * The form of the bank details: the holder, the IBAN and the BIC, checked as typed. Mounted afresh
 * each time it opens, so a change always starts from an empty IBAN: once saved, the IBAN is only
 * read back masked (security review 7.4), the account shown as `saved.ibanMasked`, and a change is
 * the whole IBAN typed again. The holder and the BIC stay prefilled.
 */
function BankDetailsEditor({
  saved,
  defaultHolder,
  locked,
  onSave,
  onSaved,
  onCancel,
}: {
  saved: BankDetails | null;
  defaultHolder: string;
  locked: boolean;
  onSave: (values: { iban: string; bic: string; holderName: string }) => Promise<BankOutcome>;
  onSaved: () => void;
  /** Back to the saved details, unchanged (only when there are some). */
  onCancel: (() => void) | undefined;
}) {
  const t = useFormatMessage();
  // The rules (ibantools and zod, about 15 KB gzip) load when the rider first focuses the form.
  const [rules, setRules] = useState<FormRules<BankValues> | null>(null);
  const loadRules = useCallback(async () => {
    const loaded = (await import('./bankRules')).bankRules;
    setRules(loaded);
    return loaded;
  }, []);
  const form = useForm<BankValues>(
    loadRules,
    { holderName: saved?.holderName ?? defaultHolder, iban: '', bic: saved?.bic ?? '' },
    messageValues,
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<BankOutcome | null>(null);
  const { setServerError } = form;

  // "Checked as typed": the IBAN once it is long enough to be one, the BIC from 8 characters;
  // before that (and for the holder) on leaving the field.
  const live = (field: 'iban' | 'bic'): string | undefined => {
    const typed =
      field === 'iban' ? normalizeIban(form.values.iban) : normalizeBic(form.values.bic);
    const long = field === 'iban' ? typed.length >= shortestIban : typed.length >= 8;
    if (!rules || (!long && !touched[field])) return undefined;
    const id = fieldMessage(rules, field, form.values);
    // The IBAN and BIC rules' messages have no placeholder.
    return id ? t(id as 'validation.iban.invalid') : undefined;
  };

  const bind = (field: 'iban' | 'bic' | 'holderName') => {
    const binding = form.textField(field);
    const message =
      field === 'holderName' ? binding.errorMessage : (live(field) ?? binding.errorMessage);
    return {
      ...binding,
      onBlur: () => {
        setTouched((previous) => ({ ...previous, [field]: true }));
        binding.onBlur();
      },
      isInvalid: message !== undefined,
      errorMessage: message,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || locked) return;
    if (!(await form.validateForSubmit())) return;
    setPending(true);
    const result = await onSave({
      iban: normalizeIban(form.values.iban),
      bic: normalizeBic(form.values.bic),
      holderName: form.values.holderName.trim(),
    });
    setPending(false);
    setOutcome(result);
    if (result.status === 'refused') {
      const first = (['holderName', 'iban', 'bic'] as const).find((field) => result.fields[field]);
      const id = first ? result.fields[first] : undefined;
      if (first && id) setServerError(first, id);
    }
    if (result.status === 'saved') onSaved();
  };

  const ibanValid =
    rules !== null &&
    normalizeIban(form.values.iban).length >= shortestIban &&
    live('iban') === undefined;
  const save = (
    <Button type="submit" variant="secondary" isLoading={pending}>
      {t('onboarding.mandate.save')}
    </Button>
  );

  return (
    // method="post": should the script ever fail, a native submit must not put the IBAN in a URL.
    <Form {...form.formProps} method="post" onSubmit={(event) => void onSubmit(event)}>
      {saved ? (
        <Text>{t('onboarding.mandate.savedAccount', { iban: saved.ibanMasked })}</Text>
      ) : null}
      <TextField
        {...bind('holderName')}
        label={t('onboarding.mandate.holder')}
        autoComplete="name"
        isRequired
      />
      <IbanField
        {...bind('iban')}
        label={t('onboarding.mandate.iban')}
        description={
          ibanValid
            ? t('onboarding.mandate.ibanValid')
            : saved
              ? t('onboarding.mandate.ibanRetype')
              : t('onboarding.mandate.ibanHelp')
        }
      />
      <BicField {...bind('bic')} onChange={(value) => form.setValue('bic', value)} />
      {outcome?.status === 'locked' ? (
        <InlineAlert tone="warning" role="alert">
          {t('onboarding.locked')}
        </InlineAlert>
      ) : null}
      {onCancel ? (
        <Inline gap="3">
          {save}
          <Button variant="ghost" onPress={onCancel}>
            {t('onboarding.mandate.cancel')}
          </Button>
        </Inline>
      ) : (
        <div>{save}</div>
      )}
    </Form>
  );
}

/**
 * The SEPA Core direct-debit mandate (issue 13): the account holder, IBAN and BIC checked as typed
 * with ibantools (@velo/validation, the server's rules too), the IBAN shown grouped by four as it
 * is typed; once saved, the account masked (the full IBAN is never read back), and the mandate
 * itself with the creditor's name, address and identifier (ICS), the unique mandate reference
 * (RUM) and the debtor. Spec section 9: bank details are deleted after 6 months.
 */
export function BankDetailsForm({
  bankDetails,
  defaultHolder,
  locked,
  mandate,
  onSave,
}: {
  bankDetails: BankDetails | null;
  defaultHolder: string;
  locked: boolean;
  mandate: LeaseDocument | null;
  onSave: (values: { iban: string; bic: string; holderName: string }) => Promise<BankOutcome>;
}) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [editing, setEditing] = useState(bankDetails === null);
  const [justSaved, setJustSaved] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const viewRef = useRef<HTMLElement>(null);

  return (
    <Stack gap="4" ref={rootRef}>
      <Text>{t('onboarding.mandate.intro')}</Text>
      {bankDetails && !editing ? (
        <Stack gap="3" ref={viewRef}>
          <dl className={styles.fields}>
            <dt className={styles.term}>{t('onboarding.mandate.holder')}</dt>
            <dd className={styles.definition}>{bankDetails.holderName}</dd>
            <dt className={styles.term}>{t('onboarding.mandate.iban')}</dt>
            <dd className={[styles.definition, styles.iban].join(' ')}>{bankDetails.ibanMasked}</dd>
            <dt className={styles.term}>{t('onboarding.mandate.bic')}</dt>
            <dd className={styles.definition}>{bankDetails.bic}</dd>
            <dt className={styles.term}>{t('onboarding.mandate.reference')}</dt>
            <dd className={styles.definition}>{bankDetails.mandateReference}</dd>
          </dl>
          <div role="status">
            {justSaved ? (
              <InlineAlert tone="success">{t('onboarding.mandate.saved')}</InlineAlert>
            ) : (
              <Text variant="bodySmall">
                {t('onboarding.mandate.savedOn', {
                  date: formatDate(bankDetails.updatedAt, locale),
                })}
              </Text>
            )}
          </div>
          {locked ? null : (
            <div>
              <Button
                variant="outline"
                onPress={() => {
                  setJustSaved(false);
                  setEditing(true);
                  focusWithinNextFrame(rootRef, 'form input');
                }}
              >
                {t('onboarding.mandate.change')}
              </Button>
            </div>
          )}
        </Stack>
      ) : (
        <BankDetailsEditor
          saved={bankDetails}
          defaultHolder={defaultHolder}
          locked={locked}
          onSave={onSave}
          onSaved={() => {
            setJustSaved(true);
            setEditing(false);
          }}
          onCancel={
            bankDetails
              ? () => {
                  setEditing(false);
                  focusWithinNextFrame(viewRef, 'button');
                }
              : undefined
          }
        />
      )}
      {mandate ? <DocumentRendition document={mandate} headingLevel={3} /> : null}
    </Stack>
  );
}
