/**
 * The onboarding's data as the screen uses it: the shapes of the contract
 * (openapi/components/onboarding.yaml, issue 13 design §4), and the form's view of the user fields
 * of spec section 3 (every value a string while typed).
 */

/** Every user field of spec section 3, in the order the form shows them. */
export const personalFields = [
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
export type PersonalField = (typeof personalFields)[number];

export interface PersonalInformation {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobilePhone: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  nationality: string | null;
  address: string | null;
  additionalAddress: string | null;
  postalCode: string | null;
  city: string | null;
  gender: 'man' | 'woman' | null;
  employeeNumber: string | null;
  heightCm: number | null;
  language: 'fr' | 'en' | null;
}

/** What the PATCH takes: some fields. */
export type PersonalInformationPatch = { [K in PersonalField]?: PersonalInformation[K] };

/** The form's values: what the rider typed, as typed. */
export type PersonalValues = Record<PersonalField, string> & Record<string, unknown>;

export interface Charter {
  commutingAttested: boolean;
  rulesAccepted: boolean;
  attestedAt: string | null;
}

export interface BankDetails {
  iban: string;
  ibanMasked: string;
  bic: string;
  holderName: string;
  mandateReference: string;
  updatedAt: string;
}

export interface Onboarding {
  personalInformation: PersonalInformation;
  lockedAt: string | null;
  charter: Charter;
  bankDetails: BankDetails | null;
  complete: { personal: boolean; charter: boolean; bankDetails: boolean };
}

export const documentKinds = [
  'confirmation-voucher',
  'direct-debit-mandate',
  'user-charter',
  'delivery-slip',
  'pickup-voucher',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export interface LeaseDocumentSummary {
  kind: DocumentKind;
  title: string;
  status: 'draft' | 'ready' | 'signed';
  sha256: string | null;
  signedAt: string | null;
}

export interface LeaseDocument extends LeaseDocumentSummary {
  sections: { heading: string; paragraphs: string[]; fields: { label: string; value: string }[] }[];
}

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
