import type { FormRules } from '@velo/validation';
import * as z from 'zod/mini';

export interface ChoiceValues extends Record<string, unknown> {
  clientId: string;
}

/** /group-affiliated: one of the group's companies must be chosen (issue 28). */
export const choiceRules: FormRules<ChoiceValues> = {
  clientId: z
    .string()
    .check(z.refine((id) => id !== '', { error: 'groupAffiliated.errors.required' })),
};
