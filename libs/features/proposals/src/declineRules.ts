import type { FormRules } from '@velo/validation';
import * as z from 'zod/mini';

/** The reasons a rider may give, as the contract's `DeclineReason` lists them. */
export const declineReasons = [
  'too-expensive',
  'wrong-size',
  'prefer-another-bike',
  'prefer-another-store',
  'no-longer-needed',
  'other',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

export interface DeclineValues extends Record<string, unknown> {
  reason: string;
  comment: string;
}

/** A reason is required; a comment too for "other" (the server says the same: body.comment). */
export const declineRules: FormRules<DeclineValues> = {
  reason: z.enum(declineReasons, { error: 'proposal.decline.errors.reason' }),
  comment: (values) =>
    values.reason === 'other'
      ? z.string().check(
          z.refine((text) => text.trim().length > 0, { error: 'proposal.decline.errors.comment' }),
          z.maxLength(500, { error: 'proposal.decline.errors.commentLength' }),
        )
      : z.string().check(z.maxLength(500, { error: 'proposal.decline.errors.commentLength' })),
};
