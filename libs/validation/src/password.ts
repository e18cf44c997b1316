import * as z from 'zod/mini';
import { validationMessages } from './messages';

/** Spec section 9: a password has at least 10 characters. */
export const passwordMinLength = 10;

/** i18n message ids of the password rule (kept as its own export: screens already import it). */
export const passwordMessages = validationMessages.password;

/** Spec section 5: "password required"; "password at least 10 characters". */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .check(
    z.minLength(1, { error: passwordMessages.required, abort: true }),
    z.minLength(passwordMinLength, { error: passwordMessages.tooShort }),
  );

/**
 * Spec section 5: "confirm password identically". The confirmation is checked against the password
 * the user typed, so the schema is built per validation with that value.
 */
export function confirmPasswordSchema(password: string) {
  return z.string({ error: validationMessages.confirmPassword.required }).check(
    z.minLength(1, { error: validationMessages.confirmPassword.required, abort: true }),
    z.refine((confirmation) => confirmation === password, {
      error: validationMessages.confirmPassword.mismatch,
    }),
  );
}

/**
 * The same rule for a whole object (`{ password, confirmPassword }`), reporting the mismatch on the
 * `confirmPassword` field so the form shows it under the second input.
 */
export const passwordConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((v) => v.confirmPassword.length > 0, {
      error: validationMessages.confirmPassword.required,
      path: ['confirmPassword'],
      abort: true,
    }),
    z.refine((v) => v.password === v.confirmPassword, {
      error: validationMessages.confirmPassword.mismatch,
      path: ['confirmPassword'],
    }),
  );

/**
 * Spec section 5: "current password required". Whether it is correct only the server knows: see
 * `currentPasswordErrorFromStatus` in serverErrors.ts for "current password incorrect".
 */
export const currentPasswordSchema = z
  .string({ error: validationMessages.currentPassword.required })
  .check(z.minLength(1, { error: validationMessages.currentPassword.required }));
