import { useAnswerFocus, useSubmission } from '@velo/data';
import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { BicField, SendCodeButtons, SmsCodeStep, useSmsSignature } from '@velo/leasing-ui';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { focusWithinNextFrame } from '@velo/ui/focus';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Link } from '@velo/ui/Link';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { holderNameMaxLength, useForm } from '@velo/validation';
import { useRef, useState, type FormEvent } from 'react';
import type { BankValues } from './bankRules';
import type { Account, CodeOutcome, SignOutcome } from './data';
import * as styles from './Profile.css';

type Step = 'view' | 'details' | 'code';

const messageValues = { 'validation.holderName.tooLong': { max: holderNameMaxLength } };
/** Electronic format: no spaces or dashes, upper case (the IBAN never leaves the form otherwise). */
const electronic = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();
const loadRules = async () => (await import('./bankRules')).bankRules;

/**
 * Bank details (spec sections 2.3 and 9): the IBAN masked, the holder and the SEPA mandate's
 * reference. Changing them means signing a new mandate: the new details, the consent to sign
 * electronically, then the code sent by SMS (issue 13's signature rules). The IBAN is sent in a
 * POST body only, never in an address, and never shown in full once saved.
 */
export function BankDetails({ account }: { account: Account }) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const bank = account.bankDetails;
  const [step, setStep] = useState<Step>('view');
  const [signed, setSigned] = useState(false);
  const form = useForm<BankValues>(
    loadRules,
    {
      holderName: bank?.holderName ?? `${account.firstName} ${account.lastName}`,
      iban: '',
      bic: '',
    },
    messageValues,
  );
  const signedRef = useRef<HTMLDivElement>(null);
  // The code's form gives way to the details once signed: the message takes the focus it had.
  const answerFocus = useAnswerFocus();
  const detailsRef = useRef<HTMLDivElement>(null);
  const signature = useSmsSignature({
    sending: useSubmission<CodeOutcome>(),
    signing: useSubmission<SignOutcome>(),
    sendBody: () => ({
      intent: 'send-bank-code',
      iban: electronic(form.values.iban),
      bic: electronic(form.values.bic),
      holderName: form.values.holderName.trim(),
    }),
    signBody: (code) => ({ intent: 'verify-bank-code', code }),
    problems: ['notAllowed'],
    onSent: () => setStep('code'),
    onOtherAnswer: (outcome) => {
      if (outcome.status !== 'refused') return;
      setStep('details');
      const first = (['holderName', 'iban', 'bic'] as const).find((field) => outcome.fields[field]);
      const id = first ? outcome.fields[first] : undefined;
      if (first && id) form.setServerError(first, id);
    },
    onSigned: () => {
      setSigned(true);
      setStep('view');
      answerFocus.focus(signedRef);
    },
  });
  const { sending, sent, resendIn } = signature;

  if (!bank) {
    return <Text>{t('profile.bank.none')}</Text>;
  }

  const onDetails = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !(await form.validateForSubmit())) return;
    if (!signature.requireConsent(detailsRef)) return;
    await signature.send();
  };

  return (
    <Stack gap="4">
      <dl className={styles.facts}>
        <div className={styles.factRow}>
          <dt className={styles.term}>{t('profile.bank.holder')}</dt>
          <dd className={styles.definition}>{bank.holderName}</dd>
        </div>
        <div className={styles.factRow}>
          <dt className={styles.term}>{t('profile.bank.iban')}</dt>
          <dd className={[styles.definition, styles.iban].join(' ')} data-testid="iban-masked">
            {bank.ibanMasked}
          </dd>
        </div>
        <div className={styles.factRow}>
          <dt className={styles.term}>{t('profile.bank.reference')}</dt>
          <dd className={styles.definition} data-testid="mandate-reference">
            {bank.mandateReference}
          </dd>
        </div>
        <div className={styles.factRow}>
          <dt className={styles.term}>{t('profile.bank.updatedOn')}</dt>
          <dd className={styles.definition}>{formatDate(bank.updatedAt, locale)}</dd>
        </div>
      </dl>
      <div role="status" ref={signedRef} tabIndex={-1}>
        {signed ? <InlineAlert tone="success">{t('profile.bank.signed')}</InlineAlert> : null}
      </div>
      <Text variant="bodySmall">{t('profile.bank.retention')}</Text>

      {!account.bankDetailsChange.allowed ? (
        <Stack gap="2">
          <Text>{t('profile.bank.changeInOnboarding')}</Text>
          <Link href="/onboarding" variant="standalone">
            {t('profile.bank.toOnboarding')}
          </Link>
        </Stack>
      ) : step === 'view' ? (
        <div>
          <Button
            variant="outline"
            onPress={() => {
              setSigned(false);
              setStep('details');
              focusWithinNextFrame(detailsRef, 'input');
            }}
          >
            {t('profile.bank.change')}
          </Button>
        </div>
      ) : null}

      {step === 'details' ? (
        // method="post": should the script ever fail, a native submit must not put the IBAN in a URL.
        <div ref={detailsRef}>
          <Form {...form.formProps} method="post" onSubmit={(event) => void onDetails(event)}>
            <Text>{t('profile.bank.newMandate')}</Text>
            <TextField
              {...form.textField('holderName')}
              label={t('onboarding.mandate.holder')}
              autoComplete="name"
              isRequired
            />
            <TextField
              {...form.textField('iban')}
              label={t('onboarding.mandate.iban')}
              description={t('onboarding.mandate.ibanHelp')}
              autoComplete="off"
              spellCheck="false"
              isRequired
            />
            <BicField
              {...form.textField('bic')}
              onChange={(value) => form.setValue('bic', value)}
            />
            <Checkbox {...signature.consentCheckbox}>{t('profile.bank.consent')}</Checkbox>
            {signature.problem === 'notAllowed' ? (
              <InlineAlert tone="error" role="alert">
                {t('profile.bank.notAllowed')}
              </InlineAlert>
            ) : null}
            <SendCodeButtons
              label={t('profile.bank.sendCode')}
              resendIn={resendIn}
              tooManyCodes={signature.tooManyCodes}
              sending={sending}
            >
              <Button variant="ghost" onPress={() => setStep('view')}>
                {t('profile.bank.cancel')}
              </Button>
            </SendCodeButtons>
          </Form>
        </div>
      ) : null}

      {step === 'code' && sent ? (
        <SmsCodeStep
          intro={t('profile.bank.codeSent', { phone: sent.maskedPhone })}
          {...signature.codeStep}
          signLabel={t('profile.bank.sign')}
          focusOnOpen
          actions={
            <Button variant="ghost" onPress={() => setStep('view')}>
              {t('profile.bank.cancel')}
            </Button>
          }
        />
      ) : null}
    </Stack>
  );
}
