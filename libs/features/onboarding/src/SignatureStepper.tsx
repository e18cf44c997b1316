import { formatDate, useFormatMessage, useLocale } from '@velo/i18n';
import {
  SendCodeButtons,
  SmsCodeStep,
  useSmsSignature,
  type CodeAnswer,
  type CodeSendAnswer,
} from '@velo/leasing-ui';
import { Button } from '@velo/ui/Button';
import { Checkbox } from '@velo/ui/Checkbox';
import { Form } from '@velo/ui/Form';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Stepper } from '@velo/ui/Stepper';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './Onboarding.css';

/**
 * The answer to "send me a code": sent, too early, 409 `ONBOARDING_INCOMPLETE` (something above is
 * missing), 409 `ILLEGAL_TRANSITION` (the request is not, or no longer, waiting for this
 * signature), or not sent and already said.
 */
export type SendOutcome = CodeSendAnswer<'incomplete' | 'notAllowed'>;

/** The answer to a typed code. */
export type VerifyOutcome = CodeAnswer;

const steps = ['review', 'consent', 'code', 'signed'] as const;
type Step = (typeof steps)[number];

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
  const [downloading, setDownloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const signature = useSmsSignature({
    sending: { answer: onSendCode },
    signing: { answer: (body) => onVerify(String(body['code'])) },
    sendBody: () => ({}),
    signBody: (code) => ({ code }),
    problems: ['incomplete', 'notAllowed'],
    onSent: (code, wait) => {
      setAnnouncement(
        t('onboarding.signature.codeSentAnnouncement', { phone: code.maskedPhone, seconds: wait }),
      );
      if (step !== 'code') setStep('code');
    },
    onTooEarly: (seconds) => setAnnouncement(t('onboarding.signature.resendIn', { seconds })),
    onSigned: () => setStep('signed'),
  });
  const { sending, sent, resendIn, problem: sendProblem } = signature;
  const headingRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

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

  const send = () => {
    if (sending) return;
    signature.setProblem(null);
    void signature.send();
  };

  const onConsent = (event: FormEvent) => {
    event.preventDefault();
    if (!documentsRead || !signConsent) {
      setConsentError(true);
      return;
    }
    send();
  };

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
            <SendCodeButtons
              label={t('onboarding.signature.sendCode')}
              resendIn={resendIn}
              tooManyCodes={signature.tooManyCodes}
              sending={sending}
            >
              <Button variant="ghost" onPress={() => setStep('review')}>
                {t('onboarding.signature.back')}
              </Button>
            </SendCodeButtons>
          </Stack>
        </Form>
      ) : null}

      {step === 'code' && sent ? (
        <SmsCodeStep
          intro={t('onboarding.signature.codeSent', {
            phone: sent.maskedPhone,
            time: new Intl.DateTimeFormat(locale, {
              hour: '2-digit',
              minute: '2-digit',
            }).format(new Date(sent.expiresAt)),
          })}
          {...signature.codeStep}
          signLabel={t('onboarding.signature.sign')}
          onResend={send}
        >
          {sendProblem === 'notAllowed' ? (
            <InlineAlert tone="error" role="alert">
              {t('onboarding.signature.notAllowed')}
            </InlineAlert>
          ) : null}
        </SmsCodeStep>
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
