/**
 * The company form's rules (spec section 5, with its texts): loaded with the form's first check, so
 * zod stays out of the screens' first chunk.
 */
import {
  companyVatSchema,
  emailSchema,
  frenchMobileSchema,
  postalCodeSchema,
  sirenSchema,
  siretSchema,
  withoutSpaces,
  type FormRules,
  type SchemaLike,
} from '@velo/validation';
import { companyMessages, type CompanyValues } from './company';

/** A schema from a plain check: `message` when `ok` is false. */
function check(ok: (value: string) => boolean, message: string): SchemaLike {
  return {
    safeParse: (value: unknown) =>
      typeof value === 'string' && ok(value)
        ? { success: true }
        : { success: false, error: { issues: [{ message }] } },
  };
}

/** The contract's `QName`: a letter or figure, then up to 63 letters, figures, `-` or `_`. */
const qNamePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Spaces typed inside the numbers ("732 829 320") do not count: the rules read the figures. */
const spaced = (schema: SchemaLike): SchemaLike => ({
  safeParse: (value: unknown) =>
    schema.safeParse(typeof value === 'string' ? withoutSpaces(value) : value),
});

export const companyRules: FormRules<CompanyValues> = {
  name: check(
    (value) => value.trim().length > 0 && value.length <= 200,
    companyMessages.nameRequired,
  ),
  qName: check((value) => qNamePattern.test(value.trim()), companyMessages.qNameInvalid),
  siren: spaced(sirenSchema),
  // 14 figures (spec section 5), the first nine being the company's SIREN (the server says so too).
  siret: (values) =>
    spaced({
      safeParse: (value: unknown) => {
        const format = siretSchema.safeParse(value);
        if (!format.success) return format;
        const siren = withoutSpaces(values.siren);
        return /^\d{9}$/.test(siren) && !String(value).startsWith(siren)
          ? { success: false, error: { issues: [{ message: companyMessages.siretSiren }] } }
          : { success: true };
      },
    }),
  // Required unless the company is a service, a partner or an e-commerce retailer; a French one
  // ends with the SIREN typed above.
  vatIdentifier: (values) =>
    spaced({
      safeParse: (value: unknown) =>
        companyVatSchema({
          isService: values.isService,
          isPartner: values.isPartner,
          isECommerceRetailer: values.isECommerceRetailer,
          siren: withoutSpaces(values.siren),
        }).safeParse(typeof value === 'string' ? value.toUpperCase() : value),
    }),
  email: emailSchema,
  mobilePhone: frenchMobileSchema,
  postalCode: postalCodeSchema,
};
