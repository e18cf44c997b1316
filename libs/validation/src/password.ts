import * as z from 'zod/mini';

/** Spec section 9: a password has at least 10 characters. */
export const passwordMinLength = 10;

/** i18n message ids (libs/i18n holds the texts; spec section 5 lists them). */
export const passwordMessages = {
  required: 'validation.password.required',
  tooShort: 'validation.password.tooShort',
} as const;

/** Spec section 5: "password required"; "password at least 10 characters". */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .check(
    z.minLength(1, { error: passwordMessages.required, abort: true }),
    z.minLength(passwordMinLength, { error: passwordMessages.tooShort }),
  );
