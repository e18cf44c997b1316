import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * The rider's account (issue 14, spec section 2.3 "Profile and bank details; change password;
 * delete account; language choice"): the profile with its locked fields, contact changes, the
 * interface language, the password, new bank details signed as a new SEPA mandate by SMS code,
 * deletion, and a new link confirming the e-mail address (issue 26). Built on a client's `raw` when
 * a screen needs it (`accountApi(api)`), like `leaseApi`.
 */
export interface AccountApi {
  get(options?: CallOptions): Promise<ApiResult<Schemas['Account']>>;
  /** 400 names each bad field; 409 `CONTACT_INFORMATION_LOCKED` or `EMAIL_TAKEN`. */
  update(
    body: Schemas['AccountPatch'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Account']>>;
  /** Saves the interface language to the profile (applied at each profile load, spec section 4). */
  setLanguage(language: Schemas['Language'], options?: CallOptions): Promise<ApiResult<undefined>>;
  /** 400 names `body.currentPassword` (required / incorrect) or `body.newPassword` (too short). */
  changePassword(
    body: Schemas['PasswordChange'],
    options?: CallOptions,
  ): Promise<ApiResult<undefined>>;
  /**
   * E-mails a new link that confirms the account's address (issue 26) and revokes the older unused
   * ones; 409 `EMAIL_ALREADY_CONFIRMED`, 429 `TOO_MANY_ATTEMPTS` with `retryAfterSeconds`.
   */
  resendEmailConfirmation(options?: CallOptions): Promise<ApiResult<undefined>>;
  /** Sends the SMS code that signs the new mandate; 429 `RESEND_TOO_EARLY` carries `retryAfterSeconds`. */
  sendBankDetailsCode(
    body: Schemas['BankDetailsChangeRequest'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['SignatureCodeSent']>>;
  /** Signs the new mandate; a wrong code is 400 `SIGNATURE_CODE_INVALID` with `remainingAttempts`. */
  verifyBankDetailsCode(
    code: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Account']>>;
  /** 204 then the session is gone; 409 `DELETION_IMPOSSIBLE` during a contract. */
  delete(options?: CallOptions): Promise<ApiResult<undefined>>;
}

export function accountApi({ raw }: RawClient): AccountApi {
  return {
    get: (o) => settle(o, (i) => raw.GET('/api/v2/account', i)),
    update: (body, o) => settle(o, (i) => raw.PATCH('/api/v2/account', { ...i, body })),
    setLanguage: (language, o) =>
      settle(o, (i) => raw.PUT('/api/v2/account/language', { ...i, body: { language } })),
    changePassword: (body, o) =>
      settle(o, (i) => raw.POST('/api/v2/account/password', { ...i, body })),
    resendEmailConfirmation: (o) =>
      settle(o, (i) => raw.POST('/api/v2/account/email-confirmation', i)),
    sendBankDetailsCode: (body, o) =>
      settle(o, (i) => raw.POST('/api/v2/account/bank-details/code', { ...i, body })),
    verifyBankDetailsCode: (code, o) =>
      settle(o, (i) => raw.POST('/api/v2/account/bank-details/verify', { ...i, body: { code } })),
    delete: (o) => settle(o, (i) => raw.DELETE('/api/v2/account', i)),
  };
}
