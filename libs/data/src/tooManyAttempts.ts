/**
 * The throttle of the sign-in, the registration, the reset e-mail and the password change (issue 26):
 * past a limit the API answers 429 `TOO_MANY_ATTEMPTS` with the seconds to wait (`Retry-After`, and
 * `retryAfterSeconds` in the body), 30 seconds doubling up to 15 minutes. The error policy gives it
 * back to the screen like any refusal (`settle`: `rejected`); it is about no field, so every screen
 * says it the same way, in an alert above the form it leaves as the user typed it: "Trop de
 * tentatives. Réessayez dans 2 minutes.", never the default snackbar.
 */
import type { ApiResult } from '@velo/api-sdk';
import type { MessageArguments, MessageId, PlainMessageId, TypedMessage } from '@velo/i18n';
import type { WriteOutcome } from './policy';

/** A refusal that asks the user to wait: how long, when the server said (`null`: it did not). */
export interface TooManyAttempts {
  retryAfterSeconds: number | null;
}

/**
 * Whether an answer (an SDK result, or a write settled by `settle`) is the throttle's refusal, and
 * the wait it asks for. A 429 without the API's body (a proxy's) asks to wait too; the other codes
 * of a 429 (a new SMS code asked too early, `RESEND_TOO_EARLY`) are their screen's own.
 */
export function tooManyAttempts(
  answer: ApiResult<unknown> | WriteOutcome<unknown>,
): TooManyAttempts | null {
  if (answer.ok || !('status' in answer)) return null;
  const code = answer.error?.code;
  if (code !== 'TOO_MANY_ATTEMPTS' && !(answer.status === 429 && code === undefined)) return null;
  const seconds = answer.error?.retryAfterSeconds;
  return {
    retryAfterSeconds:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
        ? Math.ceil(seconds)
        : null,
  };
}

type IdsTaking<V> = {
  [I in MessageId]: MessageArguments[I] extends V
    ? V extends MessageArguments[I]
      ? I
      : never
    : never;
}[MessageId];

/**
 * The three texts of a wait: without a known wait (`later`), under a minute (`{seconds}`), a minute
 * or more (`{minutes}`, rounded up).
 */
export interface WaitMessageIds {
  later: PlainMessageId;
  seconds: IdsTaking<{ seconds: number }>;
  minutes: IdsTaking<{ minutes: number }>;
}

/** "Trop de tentatives. Réessayez dans …": what every screen but the login's says. */
export const tooManyAttemptsMessageIds = {
  later: 'errors.tooManyAttempts.later',
  seconds: 'errors.tooManyAttempts.seconds',
  minutes: 'errors.tooManyAttempts.minutes',
} as const satisfies WaitMessageIds;

/**
 * The message of a wait, ready for `t.message`: "… dans 45 secondes" under a minute, "… dans
 * 2 minutes" (rounded up) from a minute, "… plus tard" when the server did not say. `ids` gives a
 * screen's own wording (the login's also offers the forgotten password).
 */
export function tooManyAttemptsMessage<
  const Ids extends WaitMessageIds = typeof tooManyAttemptsMessageIds,
>(wait: TooManyAttempts, ids?: Ids): TypedMessage<Ids[keyof WaitMessageIds]> {
  const { later, seconds, minutes } = ids ?? tooManyAttemptsMessageIds;
  const left = wait.retryAfterSeconds;
  const message =
    left === null
      ? { id: later }
      : left < 60
        ? { id: seconds, values: { seconds: left } }
        : { id: minutes, values: { minutes: Math.ceil(left / 60) } };
  return message as TypedMessage<Ids[keyof WaitMessageIds]>;
}
