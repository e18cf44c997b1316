import type { FormRules } from '@velo/validation';
import * as z from 'zod/mini';

export interface OfferValues extends Record<string, unknown> {
  /** The store's id, as the select gives it ('' before a choice). */
  storeId: string;
  /** The size's id ('' before a choice). */
  sizeId: string;
  equipmentIds: number[];
  message: string;
}

const chosen = (error: string) => z.string().check(z.minLength(1, { error }));

/**
 * A store and a size are required; the message is optional, at most 500 characters (the server says
 * the same: `body.storeId`, `body.sizeId`, `body.message`).
 */
export const offerRules: FormRules<OfferValues> = {
  storeId: chosen('catalogue.offer.errors.store'),
  sizeId: chosen('catalogue.offer.errors.size'),
  message: z.string().check(z.maxLength(500, { error: 'catalogue.offer.errors.messageLength' })),
};
