import * as z from 'zod/mini';
import { mobileFieldSchema, emailSchema, postalCodeSchema } from './contact';
import type { FormRules } from './form';
import { validationMessages as m } from './messages';
import {
  addressSchema,
  citySchema,
  createAdultBirthDateSchema,
  employeeNumberSchema,
  firstNameSchema,
  lastNameSchema,
  requiredTextSchema,
} from './person';

/**
 * The personal information of the onboarding (issue 13): every user field of spec section 3 with
 * the rules of spec section 5. The onboarding screen validates as the rider types with these, and
 * the dev API's `updatePersonalInformation` with the same ones, so both say the same thing.
 */

/** Spec section 3 user fields, as the contract's `PersonalInformation` names them. */
export const personalInformationFields = [
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'birthDate',
  'birthPlace',
  'nationality',
  'address',
  'additionalAddress',
  'postalCode',
  'city',
  'gender',
  'employeeNumber',
  'heightCm',
  'language',
] as const;
export type PersonalInformationField = (typeof personalInformationFields)[number];

/**
 * The fields the documents need before the rider may sign (`complete.personal` of the contract):
 * all but the additional address, the gender and the height, which no document prints.
 */
export const requiredPersonalInformationFields = personalInformationFields.filter(
  (field) => field !== 'additionalAddress' && field !== 'gender' && field !== 'heightCm',
);

/** Free texts of the form (place of birth, address lines): at most 200 characters, as the contract. */
export const personalTextMaxLength = 200;

export const birthPlaceSchema = requiredTextSchema(m.birthPlace.required);

/**
 * Nationality: an ISO 3166-1 alpha-2 code the platform's Intl knows as a region (`FR`, `BE`...).
 * The screen offers a list; the rule still refuses a code typed by hand that names no country.
 */
export const nationalitySchema = z.string({ error: m.nationality.required }).check(
  z.refine((v) => v.trim().length > 0, { error: m.nationality.required, abort: true }),
  z.refine((v) => isRegionCode(v), { error: m.nationality.invalid }),
);

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return undefined;
  }
})();

/** True for an upper-case ISO 3166-1 alpha-2 code that names a country or territory. */
export function isRegionCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value)) return false;
  // Without Intl.DisplayNames (very old engines) the shape is all we can check.
  if (!regionNames) return true;
  // User-assigned codes (AA, QM–QZ, XA–XZ, ZZ) name no country even when an engine lists some.
  if (/^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(value)) return false;
  return regionNames.of(value) !== undefined;
}

/** Height in cm (the bike size follows from it): a whole number from 100 to 230, or nothing. */
export const heightCmRange = { min: 100, max: 230 } as const;

/**
 * The height field as typed (a string), optional: empty passes, otherwise a whole number in
 * `heightCmRange` (`validation.heightCm.invalid`, ICU arguments `min` and `max`).
 */
export const heightCmFieldSchema = z.string({ error: m.heightCm.invalid }).check(
  z.refine(
    (v) => {
      const text = v.trim();
      if (text === '') return true;
      if (!/^\d{1,3}$/.test(text)) return false;
      const cm = Number(text);
      return cm >= heightCmRange.min && cm <= heightCmRange.max;
    },
    { error: m.heightCm.invalid },
  ),
);

/** Values the height message needs. */
export const heightCmMessageValues = heightCmRange;

/** The personal-information form's values as the fields hold them (strings; '' when empty). */
export type PersonalInformationValues = Record<
  Exclude<PersonalInformationField, 'gender' | 'language'>,
  string
> & { gender: string; language: string };

/**
 * One rule per validated field of the onboarding form. `today` is read at each validation (the
 * server and tests inject their clock). The additional address and the gender are optional.
 */
export function personalInformationRules(
  today: () => Date = () => new Date(),
): FormRules<PersonalInformationValues> {
  return {
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    mobilePhone: mobileFieldSchema,
    birthDate: createAdultBirthDateSchema(today),
    birthPlace: birthPlaceSchema,
    nationality: nationalitySchema,
    address: addressSchema,
    postalCode: postalCodeSchema,
    city: citySchema,
    employeeNumber: employeeNumberSchema,
    heightCm: heightCmFieldSchema,
  };
}
