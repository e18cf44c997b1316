import { validationMessages as m } from './messages';
import type { ValidationMessageId } from './messages';

/**
 * Two rules of spec section 5 are verdicts only the server can give: "current password incorrect"
 * and "sponsor code not valid". The spec does not show the server's error codes, so the mapping is
 * by status, and it is ours: a 400, 403, 404, 409 or 422 answer to the request that carried the
 * value means the value was refused. 401 is left out on purpose: on /api/ it logs the user out
 * (spec section 8), so the server must not use it for a wrong current password. Any other status
 * is not about the field and stays a general error ('Une erreur est survenue').
 */
export const fieldRefusalStatuses: readonly number[] = [400, 403, 404, 409, 422];

function refusal(status: number, messageId: ValidationMessageId): ValidationMessageId | undefined {
  return fieldRefusalStatuses.includes(status) ? messageId : undefined;
}

/** "Sponsor code not valid", for the `sponsorCode` field, or undefined when the answer is not a refusal. */
export function sponsorCodeErrorFromStatus(status: number): ValidationMessageId | undefined {
  return refusal(status, m.sponsorCode.invalid);
}

/** "Current password incorrect", for the `currentPassword` field, or undefined. */
export function currentPasswordErrorFromStatus(status: number): ValidationMessageId | undefined {
  return refusal(status, m.currentPassword.incorrect);
}

/** A field a server's 400 names (`ErrorBody.fields`), with its rule's message id when it gives one. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * The password rule a server's 400 breaks for the password field it names `field` (`body.password`,
 * `body.newPassword`): "too common" when the server says so (issue 26: one of the 10,000 most common
 * passwords, a list only the server holds), "at least 10 characters" for any other refusal of it;
 * undefined when the answer does not name that field.
 */
export function passwordErrorFromFields(
  fields: readonly ServerFieldError[] | undefined,
  field: string,
): ValidationMessageId | undefined {
  const refusal = fields?.find((error) => error.field === field);
  if (!refusal) return undefined;
  return refusal.message === m.password.common ? m.password.common : m.password.tooShort;
}
