/**
 * The i18n message ids of every validation rule (spec section 5). A schema fails with one of these
 * ids, never with literal text: libs/i18n holds the French and English texts under the same ids, and
 * its extraction check fails `npm test` when an id used here is missing from the catalogues.
 */
export const validationMessages = {
  email: {
    required: 'validation.email.required',
    invalid: 'validation.email.invalid',
    /** ICU argument `domains`: the company's allowed domains, comma-separated. */
    notCompanyDomain: 'validation.email.notCompanyDomain',
  },
  phone: {
    /** The legacy wording of the French mobile rule: "10 figures, starting with 06 or 07". */
    mobile: 'validation.phone.mobile',
    /** Generic phone rule: "Phone number must contain 10 figures". */
    tenDigits: 'validation.phone.tenDigits',
    /** "Invalid phone number", for the formatted (+33) mobile field of user forms. */
    invalid: 'validation.phone.invalid',
  },
  mobile: {
    required: 'validation.mobile.required',
  },
  password: {
    required: 'validation.password.required',
    tooShort: 'validation.password.tooShort',
    /** One of the 10,000 most common passwords: only the server knows the list (issue 26). */
    common: 'validation.password.common',
  },
  confirmPassword: {
    required: 'validation.confirmPassword.required',
    mismatch: 'validation.confirmPassword.mismatch',
  },
  currentPassword: {
    required: 'validation.currentPassword.required',
    incorrect: 'validation.currentPassword.incorrect',
  },
  postalCode: {
    /** Validator rule: 4 to 7 figures, letters or spaces. */
    invalid: 'validation.postalCode.invalid',
    /** Registration rule: 4 or 5 digits. */
    registration: 'validation.postalCode.registration',
    required: 'validation.postalCode.required',
  },
  siret: { invalid: 'validation.siret.invalid' },
  siren: { invalid: 'validation.siren.invalid' },
  vat: {
    invalid: 'validation.vat.invalid',
    required: 'validation.vat.required',
  },
  firstName: { required: 'validation.firstName.required' },
  lastName: { required: 'validation.lastName.required' },
  address: { required: 'validation.address.required' },
  city: { required: 'validation.city.required' },
  employeeNumber: {
    required: 'validation.employeeNumber.required',
    /** ICU argument `max`: the maximum length. */
    tooLong: 'validation.employeeNumber.tooLong',
  },
  birthDate: {
    required: 'validation.birthDate.required',
    invalid: 'validation.birthDate.invalid',
    adult: 'validation.birthDate.adult',
  },
  acceptTerms: { required: 'validation.acceptTerms.required' },
  commutingAttestation: { required: 'validation.commutingAttestation.required' },
  commuteMethod: { required: 'validation.commuteMethod.required' },
  sponsorCode: { invalid: 'validation.sponsorCode.invalid' },
  birthPlace: { required: 'validation.birthPlace.required' },
  nationality: {
    required: 'validation.nationality.required',
    invalid: 'validation.nationality.invalid',
  },
  /** ICU arguments `min` and `max`: the range in cm. */
  heightCm: { invalid: 'validation.heightCm.invalid' },
  iban: {
    required: 'validation.iban.required',
    /** Wrong length, format or check digits for its country (ibantools). */
    invalid: 'validation.iban.invalid',
    /** A valid IBAN outside SEPA: a SEPA Core mandate cannot debit it. */
    notSepa: 'validation.iban.notSepa',
  },
  bic: {
    required: 'validation.bic.required',
    invalid: 'validation.bic.invalid',
  },
  holderName: {
    required: 'validation.holderName.required',
    /** ICU argument `max`: the maximum length. */
    tooLong: 'validation.holderName.tooLong',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Any message id a validation rule of this library can produce. */
export type ValidationMessageId = Leaves<typeof validationMessages>;

function collectIds(node: unknown, into: string[]): string[] {
  if (typeof node === 'string') into.push(node);
  else if (node && typeof node === 'object')
    for (const v of Object.values(node)) collectIds(v, into);
  return into;
}

/** Every id above, flat: lets libs/i18n prove each one has a French and an English text. */
export const validationMessageIds: readonly ValidationMessageId[] = collectIds(
  validationMessages,
  [],
) as ValidationMessageId[];
