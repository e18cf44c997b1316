import * as z from 'zod/mini';
import { commuteTransports } from './commute';
import { validationMessages as m } from './messages';

/** Spec section 5: "accept terms of use". Only a ticked box (`true`) passes. */
export const acceptTermsSchema = z.literal(true, { error: m.acceptTerms.required });

/** Spec section 5: "attest use mainly for commuting". */
export const commutingAttestationSchema = z.literal(true, {
  error: m.commutingAttestation.required,
});

/** Spec section 5: "indicate current commute method": one of the spec section 3 choices. */
export const commuteMethodSchema = z.enum(commuteTransports, { error: m.commuteMethod.required });
