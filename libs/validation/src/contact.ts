import * as z from 'zod/mini';
import { validationMessages as m } from './messages';

/**
 * Spec section 5, email: "basic form {email}, no spaces". Deliberately basic (something@domain.tld):
 * the server is the authority on deliverability, and a stricter pattern would refuse real addresses.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: m.email.required })
  .check(
    z.minLength(1, { error: m.email.required, abort: true }),
    z.regex(emailPattern, { error: m.email.invalid }),
  );

/** Spec section 5: phone rules are checked "after removing spaces". */
export function withoutSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

/** Spec section 5, French mobile: +33, then 6 or 7, then 8 digits (spaces ignored). */
export const frenchMobilePattern = /^\+33[67]\d{8}$/;

/**
 * The French mobile rule of spec section 5, with its own wording ("Mobile phone number must contain
 * 10 figures and start by 06 or 07"). An empty value says "mobile number required".
 */
export const frenchMobileSchema = z.string({ error: m.mobile.required }).check(
  z.refine((v) => withoutSpaces(v).length > 0, { error: m.mobile.required, abort: true }),
  z.refine((v) => frenchMobilePattern.test(withoutSpaces(v)), { error: m.phone.mobile }),
);

/**
 * A French number as `formatPhoneInput` produces it: +33 then 9 national digits (spec section 9:
 * "French +33 only, 9 national digits"). `normalizePhone` calls such a number valid.
 */
export const frenchPhonePattern = /^\+33[1-9]\d{8}$/;

/**
 * The mobile field of user forms, typed through `formatPhoneInput`, with the texts "mobile number
 * required" and "invalid phone number" (spec section 5, other messages). It still has to be a
 * mobile (6 or 7): the confirmation voucher is signed with a code sent by SMS (spec section 4).
 */
export const mobileFieldSchema = z.string({ error: m.mobile.required }).check(
  // "+33" alone is what the formatter shows in an untouched field: nothing was typed.
  z.refine((v) => withoutSpaces(v).replace(/^\+33$/, '').length > 0, {
    error: m.mobile.required,
    abort: true,
  }),
  z.refine((v) => frenchMobilePattern.test(withoutSpaces(v)), { error: m.phone.invalid }),
);

/** Spec section 5, generic phone: "must contain 10 figures" (spaces ignored). */
export const phoneSchema = z
  .string({ error: m.phone.tenDigits })
  .check(z.refine((v) => /^\d{10}$/.test(withoutSpaces(v)), { error: m.phone.tenDigits }));

/** Spec section 5, postal code (validator): 4 to 7 figures, letters or spaces. */
export const postalCodePattern = /^[0-9A-Za-z ]{4,7}$/;

export const postalCodeSchema = z
  .string({ error: m.postalCode.invalid })
  .check(z.regex(postalCodePattern, { error: m.postalCode.invalid }));

/** Spec section 5, postal code (registration text): 4 or 5 digits, required. */
export const registrationPostalCodePattern = /^\d{4,5}$/;

export const registrationPostalCodeSchema = z
  .string({ error: m.postalCode.required })
  .check(
    z.minLength(1, { error: m.postalCode.required, abort: true }),
    z.regex(registrationPostalCodePattern, { error: m.postalCode.registration }),
  );

/** The part of an e-mail address after its last `@`, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at === -1
    ? ''
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase();
}

/**
 * A company e-mail (spec section 2.3, registration "company email"): a valid address on one of the
 * company's allowed domains (spec section 3: allowed email domains), compared without case. With no
 * domain listed, any valid address is accepted. Fails with `validation.email.notCompanyDomain`
 * (ICU argument `domains`: the list, comma-separated).
 */
export function companyEmailSchema(allowedDomains: readonly string[]) {
  if (allowedDomains.length === 0) return emailSchema;
  const domains = new Set(allowedDomains.map((domain) => domain.trim().toLowerCase()));
  return emailSchema.check(
    z.refine((email: string) => domains.has(emailDomain(email)), {
      error: m.email.notCompanyDomain,
    }),
  );
}
