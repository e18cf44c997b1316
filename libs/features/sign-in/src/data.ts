import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { PlainMessageId } from '@velo/i18n';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

/** What the forgot-password form gets back. */
export type RetrievePasswordOutcome =
  { sent: true; email: string } | { sent: false; fieldError: PlainMessageId | null };

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
    // The server refused the address: said next to the field, like the browser-side rule.
    return {
      sent: false,
      fieldError: outcome.reason === 'rejected' ? 'validation.email.invalid' : null,
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

export type ResetPasswordOutcome =
  { done: true } | { done: false; invalidLink: boolean; fieldError: PlainMessageId | null };

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
    if (outcome.ok) return { done: true };
    if (outcome.reason === 'handled') return { done: false, invalidLink: false, fieldError: null };
    if (outcome.error?.code === 'TOKEN_INVALID') {
      return { done: false, invalidLink: true, fieldError: null };
    }
    // Any other refusal is about the password (the server's own length rule).
    return { done: false, invalidLink: false, fieldError: 'validation.password.tooShort' };
  };
}
