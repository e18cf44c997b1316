import type { FormRules } from '@velo/validation';
import * as z from 'zod/mini';

export interface CodeValues extends Record<string, unknown> {
  code: string;
}

/**
 * A code is required; its shape (letters, figures, dashes, at most 64) is the contract's, so a
 * code that cannot exist is "sponsor code not valid" at once (spec section 5), as the server says.
 */
export const codeRules: FormRules<CodeValues> = {
  code: z.string().check(
    z.refine((text) => text.trim().length > 0, { error: 'sponsorship.code.required' }),
    z.refine((text) => /^[A-Za-z0-9_-]{1,64}$/.test(text.trim()) || text.trim().length === 0, {
      error: 'validation.sponsorCode.invalid',
    }),
  ),
};
