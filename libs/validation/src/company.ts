import * as z from 'zod/mini';
import { validationMessages as m } from './messages';

/** Spec section 5: SIRET is exactly 14 digits. */
export const siretPattern = /^\d{14}$/;
export const siretSchema = z
  .string({ error: m.siret.invalid })
  .check(z.regex(siretPattern, { error: m.siret.invalid }));

/** Spec section 5: SIREN is exactly 9 digits. */
export const sirenPattern = /^\d{9}$/;
export const sirenSchema = z
  .string({ error: m.siren.invalid })
  .check(z.regex(sirenPattern, { error: m.siren.invalid }));

/**
 * Spec section 5, VAT identifier: FR followed by 2 figures and the SIREN (9 digits), or NL followed
 * by 16 figures or letters.
 */
export const vatPattern = /^(?:FR\d{2}\d{9}|NL[0-9A-Za-z]{16})$/;

/** Company form flags of spec section 3 that make the VAT identifier optional (spec section 5). */
export interface CompanyVatContext {
  isService?: boolean | undefined;
  isPartner?: boolean | undefined;
  isECommerceRetailer?: boolean | undefined;
  /**
   * The SIREN typed in the same form. When it is a valid SIREN, a French VAT identifier must end
   * with it ("FR, 2 figures and the SIREN").
   */
  siren?: string | undefined;
}

/** True when spec section 5 lets the VAT identifier stay empty for this company. */
export function isVatOptional(context: CompanyVatContext): boolean {
  return Boolean(context.isService || context.isPartner || context.isECommerceRetailer);
}

function matchesSiren(vat: string, siren: string | undefined): boolean {
  if (siren === undefined || !sirenPattern.test(siren) || !vat.startsWith('FR')) return true;
  return vat.slice(4) === siren;
}

/**
 * The VAT rule for a company form: required unless the company is a service, a partner or an
 * e-commerce retailer (then an empty value passes); when filled, the format above, and for FR the
 * company's own SIREN when it is known.
 */
export function companyVatSchema(context: CompanyVatContext = {}) {
  const optional = isVatOptional(context);
  return z.string({ error: m.vat.required }).check(
    z.refine((v) => optional || v.length > 0, { error: m.vat.required, abort: true }),
    z.refine((v) => (optional && v.length === 0) || vatPattern.test(v), {
      error: m.vat.invalid,
      abort: true,
    }),
    z.refine((v) => (optional && v.length === 0) || matchesSiren(v, context.siren), {
      error: m.vat.invalid,
    }),
  );
}

/** The VAT rule for a company with none of the exempting flags: required and well-formed. */
export const vatSchema = companyVatSchema();
