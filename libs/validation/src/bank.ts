import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  isValidBIC,
  isValidIBAN,
} from 'ibantools';
import * as z from 'zod/mini';
import { validationMessages as m } from './messages';

/**
 * Bank details of the SEPA Core direct-debit mandate (issue 13; spec section 9: "bank details").
 * The same rules run as the rider types (the onboarding screen) and on the server (the dev API's
 * `saveBankDetails`), so both give the same verdict. ibantools checks an IBAN's country, its
 * country's length and format, the ISO 7064 MOD 97-10 check digits and, for countries that have
 * one (France's RIB key among them), the national check digits.
 */

/** An IBAN as typed (spaces, dashes, lower case) in its electronic format: `FR7630006…`. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** The IBAN grouped by four for display (`FR76 3000 6000 …`), as banks print it. */
export function formatIban(value: string): string {
  const electronic = normalizeIban(value);
  return electronic === '' ? '' : (friendlyFormatIBAN(electronic) ?? electronic);
}

/**
 * The IBAN with only its country, check digits and last three characters showing, grouped by four
 * (`FR76 •••• •••• •••• •••• •••• 189`): enough for the rider to recognise their account.
 */
export function maskIban(value: string): string {
  const electronic = normalizeIban(value);
  if (electronic.length < 8) return '';
  const masked = electronic.slice(0, 4) + '•'.repeat(electronic.length - 7) + electronic.slice(-3);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** True for an IBAN (any formatting) that ibantools calls valid and whose country is in SEPA. */
export function isValidSepaIban(value: string): boolean {
  const electronic = normalizeIban(value);
  return isValidIBAN(electronic) && isSEPACountry(electronic.slice(0, 2));
}

/**
 * The IBAN field: required, a valid IBAN (`validation.iban.invalid`), of a SEPA country
 * (`validation.iban.notSepa`: a SEPA Core mandate can only debit an account in SEPA). Spaces,
 * dashes and case are ignored, so the value can be kept as typed.
 */
export const ibanSchema = z.string({ error: m.iban.required }).check(
  z.refine((v) => normalizeIban(v).length > 0, { error: m.iban.required, abort: true }),
  z.refine((v) => isValidIBAN(normalizeIban(v)), { error: m.iban.invalid, abort: true }),
  z.refine((v) => isSEPACountry(normalizeIban(v).slice(0, 2)), { error: m.iban.notSepa }),
);

/** A BIC as typed, upper case without spaces. */
export function normalizeBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** The BIC field: required, 8 or 11 characters of ISO 9362 with a known country (ibantools). */
export const bicSchema = z.string({ error: m.bic.required }).check(
  z.refine((v) => normalizeBic(v).length > 0, { error: m.bic.required, abort: true }),
  z.refine((v) => isValidBIC(normalizeBic(v)), { error: m.bic.invalid }),
);

/** The account holder's name as on the bank's records (the SEPA debtor name, at most 140). */
export const holderNameMaxLength = 140;

export const holderNameSchema = z.string({ error: m.holderName.required }).check(
  z.refine((v) => v.trim().length > 0, { error: m.holderName.required, abort: true }),
  z.refine((v) => v.trim().length <= holderNameMaxLength, { error: m.holderName.tooLong }),
);

/** Values the holder-name message needs (ICU argument `max`). */
export const holderNameMessageValues = { max: holderNameMaxLength } as const;
