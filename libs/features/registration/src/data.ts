import { accountApi, type Schemas } from '@velo/api-sdk';
import { profileAtom, signInWithTokenAtom } from '@velo/auth';
import {
  jsonBody,
  load,
  settle,
  tooManyAttempts,
  type RouteContext,
  type TooManyAttempts,
  type WriteOutcome,
} from '@velo/data';
import type { MessageId, PlainMessageId } from '@velo/i18n';
import {
  resendAnswer,
  resendEmailConfirmationIntent,
  type ResendAnswer,
} from '@velo/leasing-ui/EmailConfirmationResend';
import { loadClientTheme } from '@velo/preferences';
import { passwordErrorFromFields } from '@velo/validation';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';

export type Invitation = Schemas['ClientInvitation'];
export type Company = Schemas['ClientSummary'];

/**
 * /register/:qName/:inviteToken and /join/:qName/:inviteToken: the invitation a company sends its
 * employees. `null` when the link is unknown or malformed (the screen's "invalid invitation" state).
 * A valid one applies the company's theme (spec section 4: fetched by qName, failures ignored).
 */
export function invitationLoader(context: RouteContext): LoaderFunction {
  return async ({ params, request }): Promise<Invitation | null> => {
    const qName = params['qName'] ?? '';
    const inviteToken = params['inviteToken'] ?? '';
    const invitation = load(
      await context.api.auth.checkClientToken({ qName, inviteToken }, { signal: request.signal }),
    );
    if (invitation) void loadClientTheme(context.store, context.api, qName);
    return invitation;
  };
}

/** The name filter of a group's company list travels in the address: `?q=`. */
export const companySearchParam = 'q';

/**
 * /join/:qName/list: a group's companies, filtered by name (`like`). `null` when the group is unknown
 * (the screen's empty state).
 */
export function companyListLoader(context: RouteContext): LoaderFunction {
  return async ({ params, request }): Promise<Company[] | null> => {
    const qName = params['qName'] ?? '';
    const like = new URL(request.url).searchParams.get(companySearchParam)?.trim() ?? '';
    void loadClientTheme(context.store, context.api, qName);
    return load(
      await context.api.auth.getGroupList(like ? { qName, like } : { qName }, {
        signal: request.signal,
      }),
    );
  };
}

/** What /register sends its action: the work e-mail or the company name typed (issue 28). */
export type CompanySearch = Schemas['CompanySearch'];

/**
 * What the search answers the screen: the company's form to open (`found`, its path with the
 * server's ticket, and the e-mail typed when the search was one, for the form to start with), a
 * wait after too many lookups, or the server's verdict on the text typed. A miss redirects to
 * /register/noClient.
 */
export type CompanySearchOutcome =
  | { found: string; email: string | null }
  | { tooManyAttempts: TooManyAttempts }
  | { field: 'search'; messageId: 'registration.find.errors.length' };

/**
 * /register and /registration (issue 28): a rider without an invitation link finds their company by
 * a work e-mail (its full domain) or the company's name. The one company found opens its invitation
 * form (/register/:qName/:inviteToken, the same screen an invitation link leads to) with the
 * registration ticket the server answers; no company, or more than one, is /register/noClient.
 * The screen opens the form itself (`found`), so that an e-mail typed here travels to the form's
 * e-mail field in the router's state, never in the address bar.
 */
export function findCompanyAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<CompanySearchOutcome | Response | null> => {
    const { search } = await jsonBody<CompanySearch>(request);
    const outcome = settle(
      await context.api.auth.findCompany({ search: search.trim() }, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) {
      const { qName, registrationToken } = outcome.data;
      const typed = search.trim();
      return {
        found: `/register/${encodeURIComponent(qName)}/${encodeURIComponent(registrationToken)}`,
        email: typed.includes('@') ? typed : null,
      };
    }
    if (outcome.reason === 'handled') return null;
    const wait = tooManyAttempts(outcome);
    if (wait) return { tooManyAttempts: wait };
    if (outcome.status === 404) return redirect('/register/noClient');
    return { field: 'search', messageId: 'registration.find.errors.length' };
  };
}

/** What the registration form sends: the body of POST /auth/register. */
export type RegistrationRequest = Schemas['RegistrationBody'];

/**
 * What the form shows of a refusal: registrations on hold (instead of the form), a field's message
 * next to it (focus moved there), or above the form a message about it, or the wait asked after too
 * many refused registrations (issue 26).
 */
export type RegistrationOutcome =
  | { onHold: true }
  | { onHold: false; field: 'email' | 'password' | 'postalCode'; messageId: MessageId }
  | { onHold: false; field: null; messageId: PlainMessageId }
  | { onHold: false; field: null; tooManyAttempts: TooManyAttempts };

type Rejection = Extract<WriteOutcome<unknown>, { reason: 'rejected' }>;

const aboutTheForm = (messageId: PlainMessageId): RegistrationOutcome => ({
  onHold: false,
  field: null,
  messageId,
});

/** Which field a refusal of the server is about, and what to say there. */
function refusal(rejection: Rejection): RegistrationOutcome {
  // Too many refused registrations from this address (issue 26): wait, nothing typed is lost.
  const wait = tooManyAttempts(rejection);
  if (wait) return { onHold: false, field: null, tooManyAttempts: wait };
  const error = rejection.error;
  switch (error?.code) {
    case 'REGISTRATIONS_ON_HOLD':
      // Spec section 4: the employer can pause registrations.
      return { onHold: true };
    case 'EMAIL_TAKEN':
      return { onHold: false, field: 'email', messageId: 'auth.registration.errors.emailTaken' };
    case 'WORK_EMAIL_NOT_ALLOWED':
      // Spec section 6: a company may disallow work-email login.
      return { onHold: false, field: 'email', messageId: 'auth.login.errors.workEmailNotAllowed' };
    case 'TOKEN_INVALID':
    case 'NOT_FOUND':
      return aboutTheForm('auth.registration.errors.invalidInvitation');
    case 'VALIDATION_FAILED': {
      // The server's own password rules: one of the most common passwords (issue 26), or too short.
      const password = passwordErrorFromFields(error.fields, 'body.password');
      if (password) return { onHold: false, field: 'password', messageId: password };
      if (error.fields?.some((field) => field.field === 'body.email')) {
        return { onHold: false, field: 'email', messageId: 'validation.email.invalid' };
      }
      // Spec section 5: the registration's postal code, 4 or 5 digits (the contract's pattern).
      if (error.fields?.some((field) => field.field === 'body.postalCode')) {
        return {
          onHold: false,
          field: 'postalCode',
          messageId: 'validation.postalCode.registration',
        };
      }
      return aboutTheForm('errors.tryAgainLater');
    }
    default:
      return aboutTheForm('errors.tryAgainLater');
  }
}

/**
 * The registration (spec section 2.3), from an invitation or a group's list. The new account is
 * signed in for this browser session (no "remember me" was offered), then welcomed.
 */
export function registerAction(context: RouteContext): ActionFunction {
  return async ({ request }) => {
    const body = await jsonBody<RegistrationRequest>(request);
    const outcome = settle(
      await context.api.auth.register(body, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) {
      const { token, userId } = outcome.data;
      await context.store.set(signInWithTokenAtom, { token, userId, remember: false });
      return redirect('/join/welcome');
    }
    if (outcome.reason === 'handled') return null;
    return refusal(outcome);
  };
}

/** What the confirmation of an e-mail address answers: confirmed, or an unknown, used or expired link. */
/**
 * The answer to a confirmation: confirmed, refused (the link is unknown, used or expired), or not
 * reached (a fault the error policy has already told of: the page offers to try again).
 */
export type EmailConfirmationOutcome = { confirmed: boolean } | { failed: true };

/** What /confirmEmail sends its action: the link's key, or "send me a new link" (signed in). */
export type EmailConfirmationRequest =
  { intent: 'confirm'; key: string } | { intent: typeof resendEmailConfirmationIntent };

/**
 * /confirmEmail (issue 26): posts the key of the link e-mailed at registration. Confirmed while
 * signed in, the session's profile is read again, so the home page no longer asks for the
 * confirmation (and shows an approval the confirmation gave). A signed-in rider whose link is not
 * valid asks here for a new one.
 */
export function confirmEmailAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<EmailConfirmationOutcome | ResendAnswer> => {
    const body = await jsonBody<EmailConfirmationRequest>(request);
    if (body.intent === resendEmailConfirmationIntent) {
      const notify = () => context.notify();
      return resendAnswer(
        settle(await accountApi(context.api).resendEmailConfirmation(), notify),
        notify,
      );
    }
    const outcome = settle(
      await context.api.auth.confirmEmail({ token: body.key }, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) {
      if (context.store.get(profileAtom)) {
        const profile = await context.api.profile.get();
        if (profile.ok) context.store.set(profileAtom, profile.data);
      }
      return { confirmed: true };
    }
    if (outcome.reason === 'handled') return { failed: true };
    return { confirmed: false };
  };
}
