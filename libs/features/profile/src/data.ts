import { accountApi, type Schemas } from '@velo/api-sdk';
import { logoutAtom } from '@velo/auth';
import {
  jsonBody,
  load,
  settle,
  tooManyAttempts,
  type RouteContext,
  type TooManyAttempts,
} from '@velo/data';
import type { MessageId } from '@velo/i18n';
import {
  codeAnswer,
  codeSendAnswer,
  mandateRefusals,
  type CodeAnswer,
  type CodeSendAnswer,
  type MandateField,
} from '@velo/leasing-ui';
import { passwordErrorFromFields } from '@velo/validation';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type Account = Schemas['Account'];
export type AccountPatch = Schemas['AccountPatch'];
export type AccountField = Schemas['AccountField'];
export type Language = Schemas['Language'];

/** The contact fields the rider may edit here, in the form's order. */
export const contactFields = [
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'address',
  'additionalAddress',
  'postalCode',
  'city',
] as const;
export type ContactField = (typeof contactFields)[number];

/** /profile: the rider's account (a 404 never happens: the session's own account). */
export function profileLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<Account | null> =>
    load(await accountApi(context.api).get({ signal: request.signal }));
}

export type ContactOutcome =
  | { status: 'saved'; account: Account }
  | { status: 'refused'; fields: Partial<Record<ContactField | 'currentPassword', MessageId>> }
  | { status: 'locked' }
  | ({ status: 'tooManyAttempts' } & TooManyAttempts)
  | { status: 'failed' };

export type PasswordOutcome =
  | { status: 'changed' }
  | { status: 'refused'; fields: Partial<Record<'currentPassword' | 'newPassword', MessageId>> }
  /** Too many wrong current passwords (issue 26): wait, said above the form. */
  | ({ status: 'tooManyAttempts' } & TooManyAttempts)
  | { status: 'failed' };

export type BankField = MandateField;

/** The new mandate's code: sent, refused on a field, too early, or not allowed (no mandate yet). */
export type CodeOutcome =
  | CodeSendAnswer<'notAllowed'>
  | { status: 'refused'; fields: Partial<Record<BankField, MessageId>> };

export type SignOutcome =
  Exclude<CodeAnswer, { status: 'signed' }> | { status: 'signed'; account: Account };

export type LanguageOutcome = { status: 'saved' } | { status: 'failed' };

export type DeleteOutcome = { status: 'deleted' } | { status: 'impossible' } | { status: 'failed' };

/** The rules' message id for a field the server refused (its contract's shape or section 5 rule). */
const contactRefusals: Record<ContactField, MessageId> = {
  firstName: 'validation.firstName.required',
  lastName: 'validation.lastName.required',
  email: 'validation.email.invalid',
  mobilePhone: 'validation.phone.invalid',
  address: 'validation.address.required',
  additionalAddress: 'profile.personal.errors.refused',
  postalCode: 'validation.postalCode.invalid',
  city: 'validation.city.required',
};

const fieldName = (path: string) => path.replace(/^body\./, '').split('.')[0] ?? '';

/** What /profile sends to its one action, told apart by `intent`. */
export type ProfileAnswer =
  | { intent: 'save-contact'; patch: AccountPatch }
  | { intent: 'change-password'; currentPassword: string; newPassword: string }
  | { intent: 'save-language'; language: Language }
  | { intent: 'send-bank-code'; iban: string; bic: string; holderName: string }
  | { intent: 'verify-bank-code'; code: string }
  | { intent: 'delete-account' };

export type ProfileOutcome =
  ContactOutcome | PasswordOutcome | LanguageOutcome | CodeOutcome | SignOutcome | DeleteOutcome;

/**
 * /profile's writes, each through the error policy of @velo/data: a refusal comes back to the
 * field it is about; a fault raises the default snackbar and nothing typed is lost.
 */
export function profileAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<ProfileOutcome> => {
    const answer = (await jsonBody(request)) as ProfileAnswer;
    const api = accountApi(context.api);
    const notify = () => context.notify();
    switch (answer.intent) {
      case 'save-contact': {
        const outcome = settle(await api.update(answer.patch), notify);
        if (outcome.ok) return { status: 'saved', account: outcome.data };
        if (outcome.reason === 'handled') return { status: 'failed' };
        // The current password a new e-mail or mobile needs may be throttled like the password
        // change's (issue 26): then wait, nothing typed is lost.
        const wait = tooManyAttempts(outcome);
        if (wait) return { status: 'tooManyAttempts', ...wait };
        const code = outcome.error?.code;
        if (code === 'CONTACT_INFORMATION_LOCKED') return { status: 'locked' };
        if (code === 'EMAIL_TAKEN') {
          return { status: 'refused', fields: { email: 'profile.personal.errors.emailTaken' } };
        }
        const fields: Partial<Record<ContactField | 'currentPassword', MessageId>> = {};
        for (const error of outcome.error?.fields ?? []) {
          const name = fieldName(error.field);
          // A new e-mail or mobile needs the current password: required, or incorrect.
          if (name === 'currentPassword') {
            fields.currentPassword =
              error.message === 'validation.currentPassword.required'
                ? 'validation.currentPassword.required'
                : 'validation.currentPassword.incorrect';
          } else if ((contactFields as readonly string[]).includes(name)) {
            fields[name as ContactField] = contactRefusals[name as ContactField];
          }
        }
        if (Object.keys(fields).length === 0) {
          notify();
          return { status: 'failed' };
        }
        return { status: 'refused', fields };
      }
      case 'change-password': {
        const { currentPassword, newPassword } = answer;
        const outcome = settle(await api.changePassword({ currentPassword, newPassword }), notify);
        if (outcome.ok) return { status: 'changed' };
        if (outcome.reason === 'handled') return { status: 'failed' };
        // Too many wrong current passwords (issue 26): wait, nothing typed is lost.
        const wait = tooManyAttempts(outcome);
        if (wait) return { status: 'tooManyAttempts', ...wait };
        const fields: Partial<Record<'currentPassword' | 'newPassword', MessageId>> = {};
        for (const error of outcome.error?.fields ?? []) {
          const name = fieldName(error.field);
          // The server names the rule by its message id (spec section 5 texts).
          if (name === 'currentPassword') {
            fields.currentPassword =
              error.message === 'validation.currentPassword.required'
                ? 'validation.currentPassword.required'
                : 'validation.currentPassword.incorrect';
          }
        }
        // One of the most common passwords (issue 26), or too short.
        const refusedNew = passwordErrorFromFields(outcome.error?.fields, 'body.newPassword');
        if (refusedNew) fields.newPassword = refusedNew;
        if (Object.keys(fields).length === 0) {
          notify();
          return { status: 'failed' };
        }
        return { status: 'refused', fields };
      }
      case 'save-language': {
        // Nothing to correct in a language: a refusal is said like a fault.
        const outcome = settle(await api.setLanguage(answer.language), notify, {
          refusal: 'notify',
        });
        return outcome.ok ? { status: 'saved' } : { status: 'failed' };
      }
      case 'send-bank-code': {
        const { iban, bic, holderName } = answer;
        return codeSendAnswer(
          settle(await api.sendBankDetailsCode({ iban, bic, holderName, consent: true }), notify),
          notify,
          { MANDATE_NOT_SIGNED: 'notAllowed', ONBOARDING_INCOMPLETE: 'notAllowed' },
          (rejection) => {
            const fields = mandateRefusals(
              (rejection.error as { fields?: { field: string }[] } | undefined)?.fields,
            );
            return Object.keys(fields).length === 0 ? null : { status: 'refused' as const, fields };
          },
        );
      }
      case 'verify-bank-code':
        return codeAnswer(
          settle(await api.verifyBankDetailsCode(String(answer.code)), notify),
          notify,
          {},
          (account) => ({ status: 'signed' as const, account }),
        );
      case 'delete-account': {
        // Deletes the account, then signs out here too (the session is gone on the server).
        const outcome = settle(await api.delete(), notify);
        if (outcome.ok) {
          await context.store.set(logoutAtom);
          return { status: 'deleted' };
        }
        if (outcome.reason === 'handled') return { status: 'failed' };
        if (outcome.error?.code === 'DELETION_IMPOSSIBLE') return { status: 'impossible' };
        notify();
        return { status: 'failed' };
      }
      default:
        return { status: 'failed' };
    }
  };
}
