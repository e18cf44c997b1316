import type { FormRules } from '@velo/validation';
import * as z from 'zod/mini';

export interface FindValues extends Record<string, unknown> {
  search: string;
}

/**
 * What /register looks a company up by: a work e-mail or the company's name, 2 to 254 characters
 * once trimmed (the contract's `CompanySearch`), so a search the server would refuse is said at once.
 */
export const findRules: FormRules<FindValues> = {
  search: z.string().check(
    z.refine((text) => text.trim().length > 0, {
      error: 'registration.find.errors.required',
      abort: true,
    }),
    z.refine((text) => text.trim().length >= 2 && text.trim().length <= 254, {
      error: 'registration.find.errors.length',
    }),
  ),
};
