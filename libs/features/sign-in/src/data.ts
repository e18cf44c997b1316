import {
  jsonBody,
  load,
  settle,
  tooManyAttempts,
  type RouteContext,
  type TooManyAttempts,
} from '@velo/data';
import type { MessageId, PlainMessageId } from '@velo/i18n';
import { passwordErrorFromFields } from '@velo/validation';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

/**
 * What the forgot-password form gets back: sent; or not, with a message next to the field, or the
 * wait asked after too many links (`tooManyAttempts`, issue 26), or nothing more to say (a fault the
 * snackbar already told).
 */
export type RetrievePasswordOutcome =
  | { sent: true; email: string }
  | { sent: false; fieldError: PlainMessageId | null; tooManyAttempts: TooManyAttempts | null };

/**
 * /retrievePassword: asks for a reset e-mail. The answer is the same whether the account exists (no
 * way to learn which addresses have one).
 */
export function retrievePasswordAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<RetrievePasswordOutcome> => {
    const { email } = await jsonBody<{ email: string }>(request);
    const outcome = settle(
      await context.api.auth.retrievePassword({ email }, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) return { sent: true, email };
    // Too many links asked for this address or from this one (issue 26): wait, the address stays.
    const wait = tooManyAttempts(outcome);
    if (wait) return { sent: false, fieldError: null, tooManyAttempts: wait };
    // The server refused the address: said next to the field, like the browser-side rule.
    return {
      sent: false,
      fieldError: outcome.reason === 'rejected' ? 'validation.email.invalid' : null,
      tooManyAttempts: null,
    };
  };
}

/** The reset link's state: checked before the form is shown. */
export interface ResetPasswordData {
  /** The reset token of the link (`?key=`), spent by the new password. */
  key: string;
  valid: boolean;
}

/**
 * /resetPassword?key=…: the link of the reset e-mail. An unknown, spent or expired key shows the
 * "link no longer valid" state (the data policy's empty state); a fault shows the error state.
 */
export function resetPasswordLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<ResetPasswordData> => {
    const key = new URL(request.url).searchParams.get('key') ?? '';
    if (!key) return { key, valid: false };
    const checked = load(
      await context.api.auth.checkUserToken({ token: key }, { signal: request.signal }),
    );
    return { key, valid: checked !== null };
  };
}

/**
 * The new password: set; or not, because the link is no longer valid, with a message next to the
 * password (too short, too common), the wait asked after too many attempts (`tooManyAttempts`), or
 * nothing more to say (a fault the snackbar already told).
 */
export type ResetPasswordOutcome =
  | { done: true }
  | {
      done: false;
      invalidLink: boolean;
      fieldError: MessageId | null;
      tooManyAttempts: TooManyAttempts | null;
    };

export function resetPasswordAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<ResetPasswordOutcome> => {
    const body = await jsonBody<{ key: string; password: string }>(request);
    const outcome = settle(
      await context.api.auth.resetPassword(
        { token: body.key, password: body.password },
        { signal: request.signal },
      ),
      context.notify,
    );
    const refused = {
      done: false,
      invalidLink: false,
      fieldError: null,
      tooManyAttempts: null,
    } as const;
    if (outcome.ok) return { done: true };
    if (outcome.reason === 'handled') return refused;
    // The contract does not throttle this call; should a 429 come, it is said like elsewhere.
    const wait = tooManyAttempts(outcome);
    if (wait) return { ...refused, tooManyAttempts: wait };
    if (outcome.error?.code === 'TOKEN_INVALID') return { ...refused, invalidLink: true };
    // Any other refusal is about the password: one of the most common ones (issue 26), or the
    // server's own length rule.
    return {
      ...refused,
      fieldError:
        passwordErrorFromFields(outcome.error?.fields, 'body.password') ??
        'validation.password.tooShort',
    };
  };
}
