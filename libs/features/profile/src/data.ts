import { accountApi, type Schemas } from '@velo/api-sdk';
import { logoutAtom } from '@velo/auth';
import { load, settle, type RouteContext } from '@velo/data';
import type { MessageId } from '@velo/i18n';
import type { LoaderFunction } from 'react-router-dom';

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
  | { status: 'refused'; fields: Partial<Record<ContactField, MessageId>> }
  | { status: 'locked' }
  | { status: 'failed' };

export type PasswordOutcome =
  | { status: 'changed' }
  | { status: 'refused'; fields: Partial<Record<'currentPassword' | 'newPassword', MessageId>> }
  | { status: 'failed' };

export type CodeOutcome =
  | { status: 'sent'; maskedPhone: string; resendAvailableAt: string }
  | { status: 'refused'; fields: Partial<Record<'iban' | 'bic' | 'holderName', MessageId>> }
  | { status: 'tooEarly'; retryAfterSeconds: number }
  | { status: 'notAllowed' }
  | { status: 'failed' };

export type SignOutcome =
  | { status: 'signed'; account: Account }
  | { status: 'invalid'; remainingAttempts: number | null }
  | { status: 'expired' }
  | { status: 'tooManyAttempts' }
  | { status: 'failed' };

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

/**
 * The profile's writes, each through the error policy of @velo/data: a refusal comes back to the
 * field it is about; a fault raises the default snackbar and nothing typed is lost.
 */
export function profileActions(context: RouteContext) {
  const api = accountApi(context.api);
  const notify = () => context.notify();

  return {
    async saveContact(patch: AccountPatch): Promise<ContactOutcome> {
      const outcome = settle(await api.update(patch), notify);
      if (outcome.ok) return { status: 'saved', account: outcome.data };
      if (outcome.reason === 'handled') return { status: 'failed' };
      const code = outcome.error?.code;
      if (code === 'CONTACT_INFORMATION_LOCKED') return { status: 'locked' };
      if (code === 'EMAIL_TAKEN') {
        return { status: 'refused', fields: { email: 'profile.personal.errors.emailTaken' } };
      }
      const fields: Partial<Record<ContactField, MessageId>> = {};
      for (const error of outcome.error?.fields ?? []) {
        const name = fieldName(error.field);
        if ((contactFields as readonly string[]).includes(name)) {
          fields[name as ContactField] = contactRefusals[name as ContactField];
        }
      }
      if (Object.keys(fields).length === 0) {
        notify();
        return { status: 'failed' };
      }
      return { status: 'refused', fields };
    },

    async changePassword(currentPassword: string, newPassword: string): Promise<PasswordOutcome> {
      const outcome = settle(await api.changePassword({ currentPassword, newPassword }), notify);
      if (outcome.ok) return { status: 'changed' };
      if (outcome.reason === 'handled') return { status: 'failed' };
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
        if (name === 'newPassword') fields.newPassword = 'validation.password.tooShort';
      }
      if (Object.keys(fields).length === 0) {
        notify();
        return { status: 'failed' };
      }
      return { status: 'refused', fields };
    },

    /** Saves the language to the profile; false when it could not (the snackbar said so). */
    async saveLanguage(language: Language): Promise<boolean> {
      const outcome = settle(await api.setLanguage(language), notify);
      if (!outcome.ok && outcome.reason === 'rejected') notify();
      return outcome.ok;
    },

    async sendBankCode(values: {
      iban: string;
      bic: string;
      holderName: string;
    }): Promise<CodeOutcome> {
      const outcome = settle(await api.sendBankDetailsCode({ ...values, consent: true }), notify);
      if (outcome.ok) {
        return {
          status: 'sent',
          maskedPhone: outcome.data.maskedPhone,
          resendAvailableAt: outcome.data.resendAvailableAt,
        };
      }
      if (outcome.reason === 'handled') return { status: 'failed' };
      const code = outcome.error?.code;
      if (code === 'RESEND_TOO_EARLY') {
        return { status: 'tooEarly', retryAfterSeconds: outcome.error?.retryAfterSeconds ?? 30 };
      }
      if (code === 'MANDATE_NOT_SIGNED' || code === 'ONBOARDING_INCOMPLETE') {
        return { status: 'notAllowed' };
      }
      const fields: Partial<Record<'iban' | 'bic' | 'holderName', MessageId>> = {};
      for (const error of outcome.error?.fields ?? []) {
        const name = fieldName(error.field);
        if (name === 'iban') fields.iban = 'validation.iban.invalid';
        if (name === 'bic') fields.bic = 'validation.bic.invalid';
        if (name === 'holderName') fields.holderName = 'validation.holderName.required';
      }
      if (Object.keys(fields).length === 0) {
        notify();
        return { status: 'failed' };
      }
      return { status: 'refused', fields };
    },

    async verifyBankCode(code: string): Promise<SignOutcome> {
      const outcome = settle(await api.verifyBankDetailsCode(code), notify);
      if (outcome.ok) return { status: 'signed', account: outcome.data };
      if (outcome.reason === 'handled') return { status: 'failed' };
      switch (outcome.error?.code) {
        case 'SIGNATURE_CODE_INVALID':
          return { status: 'invalid', remainingAttempts: outcome.error.remainingAttempts ?? null };
        case 'SIGNATURE_CODE_EXPIRED':
          return { status: 'expired' };
        case 'SIGNATURE_TOO_MANY_ATTEMPTS':
          return { status: 'tooManyAttempts' };
        default:
          notify();
          return { status: 'failed' };
      }
    },

    /** Deletes the account, then signs out here too (the session is gone on the server). */
    async deleteAccount(): Promise<DeleteOutcome> {
      const outcome = settle(await api.delete(), notify);
      if (outcome.ok) {
        await context.store.set(logoutAtom);
        return { status: 'deleted' };
      }
      if (outcome.reason === 'handled') return { status: 'failed' };
      if (outcome.error?.code === 'DELETION_IMPOSSIBLE') return { status: 'impossible' };
      notify();
      return { status: 'failed' };
    },
  };
}

export type ProfileActions = ReturnType<typeof profileActions>;
