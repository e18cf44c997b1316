import { commutingAttestationSchema, type FormRules } from '@velo/validation';
import * as z from 'zod/mini';

/** Spec section 5: "attest use mainly for commuting"; the charter's rules are accepted too. */
export const charterRules: FormRules<{ commutingAttested: boolean; rulesAccepted: boolean }> = {
  commutingAttested: commutingAttestationSchema,
  rulesAccepted: z.literal(true, { error: 'onboarding.charter.rulesRequired' }),
};
