import { emailSchema, requiredTextSchema, validationMessages } from '@velo/validation';

/**
 * Login only asks for a password, without the 10-character rule of new passwords: an account created
 * before that rule must still be able to sign in.
 */
export const loginRules = {
  email: emailSchema,
  password: requiredTextSchema(validationMessages.password.required),
};
