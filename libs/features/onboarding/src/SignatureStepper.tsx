import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Stepper } from '@velo/ui/Stepper';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as styles from './Onboarding.css';

/** The answer to "send me a code". */
export type SendOutcome =
  | { status: 'sent'; maskedPhone: string; expiresAt: string; resendAvailableAt: string }
  /** 429 `RESEND_TOO_EARLY`: a new code in this many seconds. */
  | { status: 'tooEarly'; retryAfterSeconds: number }
  /** 409 `ONBOARDING_INCOMPLETE`: something above is missing. */
  | { status: 'incomplete' }
  /** 409 `ILLEGAL_TRANSITION`: the request is not (or no longer) waiting for this signature. */
  | { status: 'notAllowed' }
  /** Not sent, already said (snackbar, logout, maintenance). */
  | { status: 'failed' };

/** The answer to a typed code. */
export type VerifyOutcome =
  | { status: 'signed' }
  | { status: 'invalid'; remainingAttempts: number | null }
  | { status: 'expired' }
  | { status: 'tooManyAttempts' }
  | { status: 'notAllowed' }
  | { status: 'failed' };

/** Spec issue 13: a new code may be asked 30 seconds after the last one. */
export const resendDelaySeconds = 30;

const steps = ['review', 'consent', 'code', 'signed'] as const;
type Step = (typeof steps)[number];

type CodeProblem =
  | { kind: 'invalid'; remainingAttempts: number | null }
  | { kind: 'expired' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'format' }
  | null;

interface SignatureStepperProps {
  /** The titles of the documents signed together (confirmation voucher, mandate, charter). */
  documentTitles: readonly string[];
  /** The onboarding is complete: personal information, charter, bank details. */
  ready: boolean;
  onSendCode: () => Promise<SendOutcome>;
  onVerify: (code: string) => Promise<VerifyOutcome>;
  /** Set once signed (the request is past `contract-signed`). */
  signedAt: string | null;
  /** Downloads the signed confirmation voucher. */
  onDownloadSigned: () => Promise<void>;
}

function secondsUntil(iso: string): number {
  const seconds = Math.ceil((Date.parse(iso) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.min(resendDelaySeconds, Math.max(0, seconds)) : 0;
}

/** Counts down to zero, one second at a time, from each new `start`. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * The electronic signature stepper (spec sections 2.3 and 4; issue 13): review → consent → a code
 * sent by SMS to the masked mobile → signed. The confirmation voucher, the SEPA mandate and the
 * user charter are signed together with the code (a simple electronic signature, eIDAS article
 * 25(1), Code civil article 1367). Each step's heading takes focus when it opens, so a keyboard or
 * screen-reader user is where the step starts (WCAG 2.4.3).
 */
export function SignatureStepper({
  documentTitles,
  ready,
  onSendCode,
  onVerify,
  signedAt,
  onDownloadSigned,
}: SignatureStepperProps) {
  const t = useFormatMessage();
  const { locale } = useLocale();
  const [chosenStep, setStep] = useState<Step>('review');
  // Signed (here, or before this visit): nothing else to do but download.
  const step: Step = signedAt ? 'signed' : chosenStep;
  const [documentsRead, setDocumentsRead] = useState(false);
  const [signConsent, setSignConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [sendProblem, setSendProblem] = useState<'incomplete' | 'notAllowed' | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Extract<SendOutcome, { status: 'sent' }> | null>(null);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<CodeProblem>(null);
  const [verifying, setVerifying] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [resendIn, startCountdown] = useCountdown();
  const headingRef = useRef<HTMLElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);
  const resendHintId = useId();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = headingRef.current;
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [step]);

  // The end of the resend delay is said once, politely (not each second: WCAG 2.2.4).
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (resendIn > 0) wasWaiting.current = true;
    else if (wasWaiting.current) {
      wasWaiting.current = false;
      setAnnouncement(t('onboarding.signature.resendAvailable'));
    }
  }, [resendIn, t]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setSendProblem(null);
    const outcome = await onSendCode();
    setSending(false);
    if (outcome.status === 'sent') {
      setSent(outcome);
      setCode('');
      setCodeProblem(null);
      const wait = secondsUntil(outcome.resendAvailableAt);
      startCountdown(wait);
      setAnnouncement(
        t('onboarding.signature.codeSentAnnouncement', {
          phone: outcome.maskedPhone,
          seconds: wait,
        }),
      );
      if (step === 'code') codeRef.current?.focus();
      else setStep('code');
    } else if (outcome.status === 'tooEarly') {
      startCountdown(Math.min(resendDelaySeconds, outcome.retryAfterSeconds));
      setAnnouncement(t('onboarding.signature.resendIn', { seconds: outcome.retryAfterSeconds }));
    } else if (outcome.status === 'incomplete' || outcome.status === 'notAllowed') {
      setSendProblem(outcome.status);
    }
  };

  const onConsent = (event: FormEvent) => {
    event.preventDefault();
    if (!documentsRead || !signConsent) {
      setConsentError(true);
      return;
    }
    void send();
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeProblem({ kind: 'format' });
      codeRef.current?.focus();
      return;
    }
    setVerifying(true);
    const outcome = await onVerify(digits);
    setVerifying(false);
    if (outcome.status === 'signed') {
      setStep('signed');
      return;
    }
    if (outcome.status === 'invalid')
      setCodeProblem({ kind: 'invalid', remainingAttempts: outcome.remainingAttempts });
    else if (outcome.status === 'expired') setCodeProblem({ kind: 'expired' });
    else if (outcome.status === 'tooManyAttempts') setCodeProblem({ kind: 'tooManyAttempts' });
    else if (outcome.status === 'notAllowed') setSendProblem('notAllowed');
    codeRef.current?.focus();
  };

  const codeMessage =
    codeProblem?.kind === 'format'
      ? t('onboarding.signature.codeFormat')
      : codeProblem?.kind === 'invalid'
        ? codeProblem.remainingAttempts === null
          ? t('onboarding.signature.codeInvalid')
          : t('onboarding.signature.codeInvalidRemaining', { count: codeProblem.remainingAttempts })
        : codeProblem?.kind === 'expired'
          ? t('onboarding.signature.codeExpired')
          : codeProblem?.kind === 'tooManyAttempts'
            ? t('onboarding.signature.tooManyAttempts')
            : undefined;
  // After an expired code or five wrong ones only a new code helps: the field waits for it.
  const needsNewCode = codeProblem?.kind === 'expired' || codeProblem?.kind === 'tooManyAttempts';

  const stepLabels: Record<Step, string> = {
    review: t('onboarding.signature.steps.review'),
    consent: t('onboarding.signature.steps.consent'),
    code: t('onboarding.signature.steps.code'),
    signed: t('onboarding.signature.steps.signed'),
  };

  return (
    <Stack gap="4">
      <Stepper
        aria-label={t('onboarding.signature.stepsLabel')}
        steps={steps.map((id) => ({ id, label: stepLabels[id] }))}
        currentStep={step === 'signed' ? steps.length : steps.indexOf(step)}
      />
      <p role="status" className={styles.saveStatus}>
        {announcement}
      </p>
      <Text as="h3" variant="subsectionTitle" ref={headingRef}>
        {stepLabels[step]}
      </Text>

      {step === 'review' ? (
        <Stack gap="3">
          <Text>{t('onboarding.signature.reviewIntro')}</Text>
          <ul>
            {documentTitles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
          {ready ? null : (
            <InlineAlert tone="warning">{t('onboarding.signature.incomplete')}</InlineAlert>
          )}
          <div>
            <Button variant="primary" isDisabled={!ready} onPress={() => setStep('consent')}>
              {t('onboarding.signature.continue')}
            </Button>
          </div>
        </Stack>
      ) : null}

      {step === 'consent' ? (
        <Form onSubmit={onConsent} validationBehavior="aria" showErrorSummary={false}>
          <Stack gap="3">
            <Checkbox
              name="documentsRead"
              isSelected={documentsRead}
              onChange={setDocumentsRead}
              isInvalid={consentError && !documentsRead}
              {...(consentError && !documentsRead
                ? { errorMessage: t('onboarding.signature.consentRequired') }
                : {})}
            >
              {t('onboarding.signature.documentsRead')}
            </Checkbox>
            <Checkbox
              name="signConsent"
              isSelected={signConsent}
              onChange={setSignConsent}
              isInvalid={consentError && !signConsent}
              {...(consentError && !signConsent
                ? { errorMessage: t('onboarding.signature.consentRequired') }
                : {})}
            >
              {t('onboarding.signature.signConsent')}
            </Checkbox>
            {sendProblem ? (
              <InlineAlert tone="error" role="alert">
                {sendProblem === 'incomplete'
                  ? t('onboarding.signature.incomplete')
                  : t('onboarding.signature.notAllowed')}
              </InlineAlert>
            ) : null}
            {resendIn > 0 ? (
              <Text variant="bodySmall">
                {t('onboarding.signature.resendIn', { seconds: resendIn })}
              </Text>
            ) : null}
            <Inline gap="3">
              <Button type="submit" variant="primary" isLoading={sending} isDisabled={resendIn > 0}>
                {t('onboarding.signature.sendCode')}
              </Button>
              <Button variant="ghost" onPress={() => setStep('review')}>
                {t('onboarding.signature.back')}
              </Button>
            </Inline>
          </Stack>
        </Form>
      ) : null}

      {step === 'code' && sent ? (
        <Form
          onSubmit={(event) => void onCode(event)}
          validationBehavior="aria"
          showErrorSummary={false}
        >
          <Stack gap="3">
            <Text>
              {t('onboarding.signature.codeSent', {
                phone: sent.maskedPhone,
                time: new Intl.DateTimeFormat(locale, {
                  hour: '2-digit',
                  minute: '2-digit',
                }).format(new Date(sent.expiresAt)),
              })}
            </Text>
            <TextField
              name="code"
              label={t('onboarding.signature.codeLabel')}
              description={t('onboarding.signature.codeHelp')}
              value={code}
              onChange={(value) => {
                setCode(value.replace(/[^\d]/g, '').slice(0, 6));
                if (codeProblem?.kind === 'format') setCodeProblem(null);
              }}
              inputRef={codeRef}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              isRequired
              isInvalid={codeMessage !== undefined}
              {...(codeMessage ? { errorMessage: codeMessage } : {})}
              UNSAFE_className={styles.codeInput}
            />
            {sendProblem === 'notAllowed' ? (
              <InlineAlert tone="error" role="alert">
                {t('onboarding.signature.notAllowed')}
              </InlineAlert>
            ) : null}
            <Inline gap="3">
              <Button
                type="submit"
                variant="primary"
                isLoading={verifying}
                isDisabled={needsNewCode}
              >
                {t('onboarding.signature.sign')}
              </Button>
              <Button
                variant="outline"
                isDisabled={resendIn > 0}
                isLoading={sending}
                onPress={() => void send()}
                aria-describedby={resendHintId}
              >
                {t('onboarding.signature.resend')}
              </Button>
            </Inline>
            <Text variant="bodySmall" id={resendHintId}>
              {resendIn > 0
                ? t('onboarding.signature.resendIn', { seconds: resendIn })
                : t('onboarding.signature.resendHint')}
            </Text>
          </Stack>
        </Form>
      ) : null}

      {step === 'signed' ? (
        <Stack gap="3">
          <InlineAlert tone="success">
            {signedAt
              ? t('onboarding.signature.signedOn', { date: formatDate(signedAt, locale) })
              : t('onboarding.signature.signed')}
          </InlineAlert>
          <Text>{t('onboarding.signature.signedNext')}</Text>
          <div>
            <Button
              variant="primary"
              isLoading={downloading}
              onPress={() => {
                setDownloading(true);
                void onDownloadSigned().finally(() => setDownloading(false));
              }}
            >
              {t('onboarding.signature.downloadSigned')}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
