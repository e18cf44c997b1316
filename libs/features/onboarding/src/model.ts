/**
 * The onboarding's data as the screen uses it: the shapes of the contract
 * (openapi/components/onboarding.yaml, issue 13 design §4), and the form's view of the user fields
 * of spec section 3 (every value a string while typed).
 */

import type { Schemas } from '@velo/api-sdk';
import { personalInformationFields, type PersonalInformationField } from '@velo/validation';

/** Every user field of spec section 3, in the order the form shows them (the shared rules' list). */
export const personalFields = personalInformationFields;
export type PersonalField = PersonalInformationField;

export type PersonalInformation = Schemas['PersonalInformation'];
/** What the PATCH takes: some fields. */
export type PersonalInformationPatch = Schemas['PersonalInformationPatch'];

/** The form's values: what the rider typed, as typed. */
export type PersonalValues = Record<PersonalField, string> & Record<string, unknown>;

export type Charter = Schemas['Charter'];
export type BankDetails = Schemas['BankDetails'];
export type Onboarding = Schemas['Onboarding'];
export type DocumentKind = Schemas['LeaseDocumentKind'];
export type LeaseDocumentSummary = Schemas['LeaseDocumentSummary'];
export type LeaseDocument = Schemas['LeaseDocument'];

/** The form's values from the stored ones (null → empty). */
export function personalValuesOf(info: PersonalInformation): PersonalValues {
  const values = {} as PersonalValues;
  for (const field of personalFields) {
    const value = info[field];
    values[field] = value === null ? '' : String(value);
  }
  return values;
}

/** A typed value as the API takes it: trimmed; empty is null; the height a number; the phone compact. */
export function patchValue<F extends PersonalField>(
  field: F,
  typed: string,
): PersonalInformation[F] {
  const value = typed.trim();
  if (field === 'mobilePhone') return value.replace(/\s/g, '') as PersonalInformation[F];
  if (field === 'postalCode') return (value.toUpperCase() || null) as PersonalInformation[F];
  if (value === '') return null as PersonalInformation[F];
  if (field === 'heightCm') return Number(value) as PersonalInformation[F];
  return value as PersonalInformation[F];
}
