import { useFormatMessage } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';
import { useRef, useState } from 'react';
import type { SettledWrite } from './useSmsSignature';

/** The `intent` the button sends to the screen's route action. */
export const resendEmailConfirmationIntent = 'resend-email-confirmation';

/**
 * The answer to "send me a new confirmation link" (issue 26): sent; the address is confirmed
 * already; too many links asked for (a new one in this many seconds); or not sent and already said
 * by the error policy (`failed`: snackbar, logout or maintenance page).
 */
export type ResendAnswer =
  | { status: 'sent' }
  | { status: 'alreadyConfirmed' }
  | { status: 'tooManyAttempts'; retryAfterSeconds: number }
  | { status: 'failed' };

/**
 * The outcome mapping of the account's `resendEmailConfirmation` call, the same for every screen
 * that offers it: what the API answered, settled (`settle` of the data layer), as the screen's
 * answer. 409 `EMAIL_ALREADY_CONFIRMED` and 429 `TOO_MANY_ATTEMPTS` are said next to the button;
 * any other refusal raises the default snackbar.
 */
export function resendAnswer(outcome: SettledWrite<unknown>, notify: () => void): ResendAnswer {
  if (outcome.ok) return { status: 'sent' };
  if (outcome.reason === 'handled') return { status: 'failed' };
  switch (outcome.error?.code) {
    case 'EMAIL_ALREADY_CONFIRMED':
      return { status: 'alreadyConfirmed' };
    case 'TOO_MANY_ATTEMPTS':
      return {
        status: 'tooManyAttempts',
        retryAfterSeconds: outcome.error?.retryAfterSeconds ?? 60,
      };
    default:
      notify();
      return { status: 'failed' };
  }
}

/**
 * What the button needs of a screen's submission (`useSubmission` of the data layer): it sends the
 * body to the route's action and resolves with the action's answer, `resendAnswer`'s.
 */
export interface ResendSubmission {
  answer: (body: { intent: typeof resendEmailConfirmationIntent }) => Promise<ResendAnswer>;
  pending: boolean;
}

export interface EmailConfirmationResendProps {
  /** The account's address, where the new link goes (the profile's `email`). */
  email: string;
  /** The screen's submission to its route action, which answers with `resendAnswer`. */
  resending: ResendSubmission;
}

/**
 * "Recevoir un nouveau lien" (issue 26): asks for a new link that confirms the account's e-mail
 * address, then says where it went, that the address is confirmed already, or how long to wait
 * before asking again. The answer is a status message that takes the focus (WCAG 4.1.3), so a
 * screen reader reads it and a keyboard user continues from it; a failure the error policy has
 * said already (the snackbar) adds nothing here.
 */
export function EmailConfirmationResend({ email, resending }: EmailConfirmationResendProps) {
  const t = useFormatMessage();
  const [answer, setAnswer] = useState<ResendAnswer | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const resend = async () => {
    if (resending.pending) return;
    setAnswer(null);
    const next = await resending.answer({ intent: resendEmailConfirmationIntent });
    setAnswer(next);
    if (next.status !== 'failed') requestAnimationFrame(() => resultRef.current?.focus());
  };

  // Plain text, not an alert of its own: the button sits in the screen's notice or under its alert.
  const message =
    answer?.status === 'sent'
      ? t('leasing.emailConfirmation.sent', { email })
      : answer?.status === 'alreadyConfirmed'
        ? t('leasing.emailConfirmation.alreadyConfirmed')
        : answer?.status === 'tooManyAttempts'
          ? answer.retryAfterSeconds < 60
            ? t('leasing.emailConfirmation.tooManySeconds', { seconds: answer.retryAfterSeconds })
            : t('leasing.emailConfirmation.tooManyMinutes', {
                minutes: Math.ceil(answer.retryAfterSeconds / 60),
              })
          : null;

  return (
    <Stack gap="3">
      <div>
        <Button variant="secondary" onPress={() => void resend()} isLoading={resending.pending}>
          {t('leasing.emailConfirmation.resend')}
        </Button>
      </div>
      <div role="status" ref={resultRef} tabIndex={-1}>
        {message === null ? null : <Text>{message}</Text>}
      </div>
    </Stack>
  );
}
