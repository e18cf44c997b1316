import { useFormatMessage } from '@velo/i18n';
import { focusWithinNextFrame } from '@velo/ui/focus';
import { useRef, useState, type RefObject } from 'react';
import {
  secondsUntil,
  useResendCountdown,
  type CodeAnswer,
  type SmsCodeStepProps,
} from './SmsCodeStep';

/**
 * A write as the error policy of the data layer settles it (`settle`): done, refused by the API with
 * its error body, or already dealt with (snackbar, logout, maintenance page).
 */
export type SettledWrite<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      reason: 'rejected';
      error?: { code?: string; retryAfterSeconds?: number; remainingAttempts?: number } | undefined;
    }
  | { ok: false; reason: 'handled' };

/** The code went out: to this masked mobile, valid until `expiresAt`, a new one from `resendAvailableAt`. */
export interface CodeSent {
  status: 'sent';
  maskedPhone: string;
  expiresAt: string;
  resendAvailableAt: string;
}

/**
 * The answer to "send me a code": sent; 429 `RESEND_TOO_EARLY` (a new code in this many seconds);
 * 429 `TOO_MANY_CODES` (the caps of 5 an hour and 10 a day reached: a new code in this many
 * seconds, said next to the step); a refusal the screen explains (`P`: no mobile, not allowed, onboarding incomplete); or not sent and
 * already said (`failed`).
 */
export type CodeSendAnswer<P extends string = never> =
  | CodeSent
  | { status: 'tooEarly'; retryAfterSeconds: number }
  | { status: 'tooManyCodes'; retryAfterSeconds: number }
  | { status: P }
  | { status: 'failed' };

type Rejection = Extract<SettledWrite<unknown>, { reason: 'rejected' }>;

/**
 * The outcome mapping of "send me a code", the same for every signature (issue 13): what the API
 * answered, settled, as the screen's answer. `problems` names the refusals the screen explains
 * (`{ NO_MOBILE_PHONE: 'noMobile' }`); `refused` may turn another refusal into an answer of the
 * screen's (fields to correct). Any refusal left raises the default snackbar.
 */
export function codeSendAnswer<P extends string, R = never>(
  outcome: SettledWrite<{ maskedPhone: string; expiresAt: string; resendAvailableAt: string }>,
  notify: () => void,
  problems: Readonly<Record<string, P>>,
  refused?: (rejection: Rejection) => R | null,
): CodeSendAnswer<P> | R {
  if (outcome.ok) {
    const { maskedPhone, expiresAt, resendAvailableAt } = outcome.data;
    return { status: 'sent', maskedPhone, expiresAt, resendAvailableAt };
  }
  if (outcome.reason === 'handled') return { status: 'failed' };
  const code = outcome.error?.code ?? '';
  if (code === 'RESEND_TOO_EARLY') {
    return { status: 'tooEarly', retryAfterSeconds: outcome.error?.retryAfterSeconds ?? 30 };
  }
  if (code === 'TOO_MANY_CODES') {
    return { status: 'tooManyCodes', retryAfterSeconds: outcome.error?.retryAfterSeconds ?? 3600 };
  }
  const problem = problems[code];
  if (problem !== undefined) return { status: problem };
  const answer = refused?.(outcome) ?? null;
  if (answer !== null) return answer;
  notify();
  return { status: 'failed' };
}

/**
 * The outcome mapping of a typed code: signed (with `signed`'s answer), wrong (with the tries
 * left), expired, too many tries, or a refusal of `problems` (`{ ILLEGAL_TRANSITION: 'notAllowed' }`).
 * A malformed code never leaves the form: any other refusal raises the default snackbar.
 */
export function codeAnswer<T, S extends { status: 'signed' } = { status: 'signed' }>(
  outcome: SettledWrite<T>,
  notify: () => void,
  problems: Readonly<Record<string, 'notAllowed'>>,
  signed: (data: T) => S = () => ({ status: 'signed' }) as S,
): Exclude<CodeAnswer, { status: 'signed' }> | S {
  if (outcome.ok) return signed(outcome.data);
  if (outcome.reason === 'handled') return { status: 'failed' };
  const code = outcome.error?.code ?? '';
  switch (code) {
    case 'SIGNATURE_CODE_INVALID':
      return { status: 'invalid', remainingAttempts: outcome.error?.remainingAttempts ?? null };
    case 'SIGNATURE_CODE_EXPIRED':
      return { status: 'expired' };
    case 'SIGNATURE_TOO_MANY_ATTEMPTS':
      return { status: 'tooManyAttempts' };
    default: {
      const problem = problems[code];
      if (problem !== undefined) return { status: problem };
      notify();
      return { status: 'failed' };
    }
  }
}

/** A body the screen's route action reads (JSON, with its `intent`). */
export type SignatureBody = { [key: string]: string | number | boolean | null };

/**
 * What the signature needs of a screen's submission (`useSubmission` of the data layer): it sends a
 * body to the route's action and resolves with the action's answer to it.
 */
export interface SignatureSubmission<A> {
  answer: (body: SignatureBody) => Promise<A>;
}

export interface SmsSignatureOptions<A extends { status: string }, P extends string> {
  /** The screen's submission for "send me a code"; its action answers with `codeSendAnswer`. */
  sending: SignatureSubmission<A>;
  /** The screen's submission for the typed code; its action answers with `codeAnswer`. */
  signing: SignatureSubmission<CodeAnswer>;
  /** The body of "send me a code" (its intent, and what the code signs), read when sent. */
  sendBody: () => SignatureBody;
  /** The body of a typed code (its intent and the six digits). */
  signBody: (code: string) => SignatureBody;
  /** The refusals the screen says in its alert (`problem`), from either answer. */
  problems: readonly P[];
  /** A code went out, and a new one may be asked in `wait` seconds. */
  onSent?: (sent: CodeSent, wait: number) => void;
  /** Too early for a new code: one in `seconds`. */
  onTooEarly?: (seconds: number) => void;
  /** Another answer to "send" the screen handles itself (fields refused). */
  onOtherAnswer?: (answer: A) => void;
  /** Signed: the screen goes on (a message, the next step, another page). */
  onSigned: () => void;
}

/** The consent checkbox's state, spread on a `Checkbox` of `@velo/ui`. */
export interface ConsentCheckbox {
  name: 'consent';
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isInvalid: boolean;
  errorMessage?: string;
}

/**
 * An electronic signature by SMS code (spec sections 2.3 and 4; issue 13), one flow for the rider's
 * lease documents, the rider's new SEPA mandate and the company's rental contract: the consent to
 * sign electronically (a form sent without it says so and takes the focus to it, RGAA 11.10), the
 * code sent to the masked mobile with the 30-second resend delay, then the six digits checked.
 * The screen's route action calls the API and answers with `codeSendAnswer` / `codeAnswer`; the
 * screen draws `SendCodeButtons` and `SmsCodeStep` from what this gives.
 */
export function useSmsSignature<A extends { status: string }, P extends string>(
  options: SmsSignatureOptions<A, P>,
) {
  const t = useFormatMessage();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<(CodeSent & { count: number }) | null>(null);
  const [problem, setProblem] = useState<P | null>(null);
  // Seconds to wait once the caps on codes are reached, as the API said (not counted down: it
  // can be hours, and the next try says it again).
  const [capWait, setCapWait] = useState<number | null>(null);
  const [resendIn, startCountdown] = useResendCountdown();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const isProblem = (status: string): status is P =>
    (latest.current.problems as readonly string[]).includes(status);

  /** Asks for a code (the first, or a new one). */
  const send = async () => {
    if (sending) return;
    setSending(true);
    const answer = await latest.current.sending.answer(latest.current.sendBody());
    setSending(false);
    if (answer.status === 'sent') {
      const code = answer as unknown as CodeSent;
      // A new code on the code step: the step empties its field and focuses it (`sentKey`).
      setSent((last) => ({ ...code, count: (last?.count ?? 0) + 1 }));
      setCapWait(null);
      const wait = secondsUntil(code.resendAvailableAt);
      startCountdown(wait);
      latest.current.onSent?.(code, wait);
    } else if (answer.status === 'tooEarly') {
      const { retryAfterSeconds } = answer as unknown as { retryAfterSeconds: number };
      startCountdown(retryAfterSeconds);
      latest.current.onTooEarly?.(retryAfterSeconds);
    } else if (answer.status === 'tooManyCodes') {
      setCapWait((answer as unknown as { retryAfterSeconds: number }).retryAfterSeconds);
    } else if (isProblem(answer.status)) {
      setProblem(answer.status);
    } else if (answer.status !== 'failed') {
      latest.current.onOtherAnswer?.(answer);
    }
  };

  /** Checks the six digits, for `SmsCodeStep`'s `onVerify`. */
  const verify = async (code: string): Promise<CodeAnswer> => {
    const answer = await latest.current.signing.answer(latest.current.signBody(code));
    if (answer.status === 'signed') latest.current.onSigned();
    else if (isProblem(answer.status)) setProblem(answer.status);
    return answer;
  };

  /**
   * Whether the consent is given; if not, the checkbox says it is needed and takes the focus
   * (found inside `container` once the message is drawn).
   */
  const requireConsent = (container: RefObject<HTMLElement | null>): boolean => {
    if (consent) return true;
    setConsentError(true);
    focusWithinNextFrame(container, 'input[name="consent"]');
    return false;
  };

  const consentCheckbox: ConsentCheckbox = {
    name: 'consent',
    isSelected: consent,
    onChange: (value) => {
      setConsent(value);
      if (value) setConsentError(false);
    },
    isInvalid: consentError,
    ...(consentError ? { errorMessage: t('onboarding.signature.consentRequired') } : {}),
  };

  const tooManyCodes =
    capWait === null
      ? null
      : capWait <= 3600
        ? t('onboarding.signature.tooManyCodesMinutes', {
            minutes: Math.max(1, Math.ceil(capWait / 60)),
          })
        : t('onboarding.signature.tooManyCodesHours', { hours: Math.ceil(capWait / 3600) });

  return {
    /** A code is on its way. */
    sending,
    /** The last code sent, with how many were (`SmsCodeStep`'s `sentKey`); null before the first. */
    sent,
    /** Seconds before a new code may be asked. */
    resendIn,
    /**
     * The caps on codes reached ("Trop de codes ont été demandés…"), for `SendCodeButtons` and
     * `SmsCodeStep`'s `tooManyCodes`; null otherwise.
     */
    tooManyCodes,
    /** The refusal the screen says in its alert, or null. */
    problem,
    setProblem,
    send,
    verify,
    /**
     * What `SmsCodeStep` takes from the signature, spread on it: the code sent (`sentKey`), the
     * check of the digits, the resend delay and caps, and "send a new code". The screen adds its
     * texts (`intro`, `signLabel`).
     */
    codeStep: {
      sentKey: sent?.count ?? 0,
      onVerify: verify,
      resendIn,
      tooManyCodes,
      onResend: () => void send(),
      resending: sending,
    } satisfies Partial<SmsCodeStepProps>,
    consentCheckbox,
    requireConsent,
  };
}
