import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Form } from '@velo/ui/Form';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { TextField } from '@velo/ui/TextField';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as styles from './SmsCodeStep.css';

/** Spec issue 13: a new code may be asked 30 seconds after the last one. */
export const resendDelaySeconds = 30;

/**
 * Seconds until `iso`, between 0 and the resend delay: a skewed clock, or a date that does not parse,
 * cannot lock the resend button.
 */
export function secondsUntil(iso: string): number {
  const seconds = Math.ceil((Date.parse(iso) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.min(resendDelaySeconds, Math.max(0, seconds)) : 0;
}

/**
 * The seconds left before a new code may be asked, counting down one second at a time from each
 * `start(seconds)` (capped at the resend delay). The screen owns it: the step that sends the first
 * code says it too.
 */
export function useResendCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, (seconds: number) => setLeft(Math.min(resendDelaySeconds, Math.max(0, seconds)))];
}

export interface SendCodeButtonsProps {
  /** The submit button's label ("Recevoir le code par SMS"). */
  label: string;
  /** Seconds before a new code may be asked (`useResendCountdown`). */
  resendIn: number;
  sending: boolean;
  /** The caps on codes reached (`useSmsSignature`'s `tooManyCodes`): said above the buttons. */
  tooManyCodes?: string | null | undefined;
  /** Buttons after the submit (back, cancel). */
  children?: ReactNode;
}

/**
 * The caps on codes reached, said as an alert where the rider asks for codes (the button keeps its
 * focus and stays usable: the next try says how long again).
 */
function TooManyCodes({ text }: { text: string | null | undefined }) {
  // Drawn only when said: an empty box would add a gap to the step's layout.
  if (!text) return null;
  return (
    <div role="alert">
      <InlineAlert tone="warning">{text}</InlineAlert>
    </div>
  );
}

/**
 * The submit of the step that asks for the first code, inside the screen's form (its consent):
 * disabled while a new code must wait, the wait said in words above it.
 */
export function SendCodeButtons({
  label,
  resendIn,
  sending,
  tooManyCodes,
  children,
}: SendCodeButtonsProps) {
  const t = useFormatMessage();
  return (
    <>
      <TooManyCodes text={tooManyCodes} />
      {resendIn > 0 ? (
        <Text variant="bodySmall">{t('onboarding.signature.resendIn', { seconds: resendIn })}</Text>
      ) : null}
      <Inline gap="3">
        <Button type="submit" variant="primary" isLoading={sending} isDisabled={resendIn > 0}>
          {label}
        </Button>
        {children}
      </Inline>
    </>
  );
}

/** The answer to a typed code, as the screen's call settles it. */
export type CodeAnswer =
  | { status: 'signed' }
  | { status: 'invalid'; remainingAttempts: number | null }
  | { status: 'expired' }
  | { status: 'tooManyAttempts' }
  /** Anything the screen says itself (not allowed any more, a failure already told). */
  | { status: 'notAllowed' | 'failed' };

type CodeProblem =
  | { kind: 'format' }
  | { kind: 'invalid'; remainingAttempts: number | null }
  | { kind: 'expired' }
  | { kind: 'tooManyAttempts' };

export interface SmsCodeStepProps {
  /** Where the code went and until when ("Un code à 6 chiffres a été envoyé au +33 6 •• •• •• 78…"). */
  intro: ReactNode;
  /** Changes with each code sent (a count): the field empties, its message goes, it takes focus. */
  sentKey: string | number;
  /** The submit button's label ("Signer", "Signer le nouveau mandat"). */
  signLabel: string;
  /** Checks the six digits; a `signed` answer is the screen's to follow. */
  onVerify: (code: string) => Promise<CodeAnswer>;
  /** Seconds before a new code may be asked (`useResendCountdown`). */
  resendIn: number;
  onResend: () => void;
  resending: boolean;
  /** The caps on codes reached (`useSmsSignature`'s `tooManyCodes`): said by the resend button. */
  tooManyCodes?: string | null | undefined;
  /** Focus the field when the step opens (a screen whose heading takes it says no). @default false */
  focusOnOpen?: boolean;
  /** Said between the field and the buttons (an alert of the screen's). */
  children?: ReactNode;
  /** Buttons after "sign" and "resend" (cancel). */
  actions?: ReactNode;
}

/**
 * The code step of an electronic signature by SMS (spec sections 2.3 and 4; issue 13): a six-digit
 * field filled by the phone's one-time-code suggestion, "wrong code, N tries left", "expired" and
 * "too many tries" next to the field with the focus on it (RGAA 11.10), and a new code 30 s after the
 * last one. After an expired code or too many wrong ones only a new code helps: "sign" waits for it.
 * The code is never logged nor put in an address: it leaves by `onVerify` only.
 */
export function SmsCodeStep({
  intro,
  sentKey,
  signLabel,
  onVerify,
  resendIn,
  onResend,
  resending,
  tooManyCodes,
  focusOnOpen = false,
  children,
  actions,
}: SmsCodeStepProps) {
  const t = useFormatMessage();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [verifying, setVerifying] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const resendHintId = useId();
  // A new code sent: the field starts afresh (kept mounted, so focus and references stay).
  const [keyOf, setKeyOf] = useState(sentKey);
  const fresh = keyOf !== sentKey;
  if (fresh) {
    setKeyOf(sentKey);
    setCode('');
    setProblem(null);
  }
  useEffect(() => {
    if (focusOnOpen) codeRef.current?.focus();
    // Only when the step opens; a new code is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const firstKey = useRef(sentKey);
  useEffect(() => {
    if (sentKey !== firstKey.current) codeRef.current?.focus();
  }, [sentKey]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (!/^\d{6}$/.test(code)) {
      setProblem({ kind: 'format' });
      codeRef.current?.focus();
      return;
    }
    setVerifying(true);
    const answer = await onVerify(code);
    setVerifying(false);
    if (answer.status === 'signed') return;
    if (answer.status === 'invalid') {
      setProblem({ kind: 'invalid', remainingAttempts: answer.remainingAttempts });
    } else if (answer.status === 'expired' || answer.status === 'tooManyAttempts') {
      setProblem({ kind: answer.status });
    }
    codeRef.current?.focus();
  };

  const message =
    problem?.kind === 'format'
      ? t('onboarding.signature.codeFormat')
      : problem?.kind === 'invalid'
        ? problem.remainingAttempts === null
          ? t('onboarding.signature.codeInvalid')
          : t('onboarding.signature.codeInvalidRemaining', { count: problem.remainingAttempts })
        : problem?.kind === 'expired'
          ? t('onboarding.signature.codeExpired')
          : problem?.kind === 'tooManyAttempts'
            ? t('onboarding.signature.tooManyAttempts')
            : undefined;
  const needsNewCode = problem?.kind === 'expired' || problem?.kind === 'tooManyAttempts';

  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      validationBehavior="aria"
      showErrorSummary={false}
    >
      <Stack gap="3">
        <Text>{intro}</Text>
        <TextField
          name="code"
          label={t('onboarding.signature.codeLabel')}
          description={t('onboarding.signature.codeHelp')}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/[^\d]/g, '').slice(0, 6));
            if (problem?.kind === 'format') setProblem(null);
          }}
          inputRef={codeRef}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          isRequired
          isInvalid={message !== undefined}
          {...(message ? { errorMessage: message } : {})}
          UNSAFE_className={styles.codeInput}
        />
        {children}
        <TooManyCodes text={tooManyCodes} />
        <Inline gap="3">
          <Button type="submit" variant="primary" isLoading={verifying} isDisabled={needsNewCode}>
            {signLabel}
          </Button>
          <Button
            variant="outline"
            isDisabled={resendIn > 0}
            isLoading={resending}
            onPress={onResend}
            aria-describedby={resendHintId}
          >
            {t('onboarding.signature.resend')}
          </Button>
          {actions}
        </Inline>
        <Text variant="bodySmall" id={resendHintId}>
          {resendIn > 0
            ? t('onboarding.signature.resendIn', { seconds: resendIn })
            : t('onboarding.signature.resendHint')}
        </Text>
      </Stack>
    </Form>
  );
}
