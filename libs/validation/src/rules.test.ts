import { describe, expect, it } from 'vitest';
import {
  acceptTermsSchema,
  addressSchema,
  citySchema,
  commuteMethodSchema,
  commutingAttestationSchema,
  companyVatSchema,
  confirmPasswordSchema,
  createAdultBirthDateSchema,
  currentPasswordErrorFromStatus,
  currentPasswordSchema,
  emailSchema,
  employeeNumberMaxLength,
  employeeNumberSchema,
  firstNameSchema,
  frenchMobileSchema,
  lastNameSchema,
  mobileFieldSchema,
  passwordConfirmationSchema,
  passwordErrorFromFields,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  registrationPostalCodeSchema,
  sirenSchema,
  siretSchema,
  sponsorCodeErrorFromStatus,
  validationMessageIds,
  vatSchema,
} from './index';
import type { SchemaLike } from './form';

function messageOf(schema: SchemaLike, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** 2026-11-20, local time: the "today" injected into the age rule. */
const today = () => new Date(2026, 10, 20);

interface Row {
  rule: string;
  schema: SchemaLike;
  valid: unknown;
  invalid: unknown;
  message: string;
}

/** One row per line of the spec section 5 table, then its "other required-field messages". */
const rows: Row[] = [
  {
    rule: 'email: basic form',
    schema: emailSchema,
    valid: 'lea.martin@velo.fr',
    invalid: 'lea.martin@velo',
    message: 'validation.email.invalid',
  },
  {
    rule: 'email: no spaces',
    schema: emailSchema,
    valid: 'lea@velo.fr',
    invalid: 'lea martin@velo.fr',
    message: 'validation.email.invalid',
  },
  {
    rule: 'email: required',
    schema: emailSchema,
    valid: 'lea@velo.fr',
    invalid: '',
    message: 'validation.email.required',
  },
  {
    rule: 'French mobile: +33 then 6 or 7 then 8 digits, spaces removed',
    schema: frenchMobileSchema,
    valid: '+33 7 12 34 56 78',
    invalid: '+33 5 12 34 56 78',
    message: 'validation.phone.mobile',
  },
  {
    rule: 'French mobile: 8 digits after the 6',
    schema: frenchMobileSchema,
    valid: '+33612345678',
    invalid: '+3361234567',
    message: 'validation.phone.mobile',
  },
  {
    rule: 'generic phone: 10 figures',
    schema: phoneSchema,
    valid: '01 23 45 67 89',
    invalid: '01 23 45 67 8',
    message: 'validation.phone.tenDigits',
  },
  {
    rule: 'password: required',
    schema: passwordSchema,
    valid: 'correct horse',
    invalid: '',
    message: 'validation.password.required',
  },
  {
    rule: 'password: at least 10 characters',
    schema: passwordSchema,
    valid: '0123456789',
    invalid: '012345678',
    message: 'validation.password.tooShort',
  },
  {
    rule: 'postal code (validator): 4 to 7 figures, letters or space',
    schema: postalCodeSchema,
    valid: 'SW1A 1A',
    invalid: '750',
    message: 'validation.postalCode.invalid',
  },
  {
    rule: 'postal code (validator): no other characters',
    schema: postalCodeSchema,
    valid: '1012',
    invalid: '75-001',
    message: 'validation.postalCode.invalid',
  },
  {
    rule: 'postal code (registration): 4 or 5 digits',
    schema: registrationPostalCodeSchema,
    valid: '75001',
    invalid: '750011',
    message: 'validation.postalCode.registration',
  },
  {
    rule: 'postal code (registration): required',
    schema: registrationPostalCodeSchema,
    valid: '1000',
    invalid: '',
    message: 'validation.postalCode.required',
  },
  {
    rule: 'SIRET: exactly 14 digits',
    schema: siretSchema,
    valid: '73282932000074',
    invalid: '7328293200007',
    message: 'validation.siret.invalid',
  },
  {
    rule: 'SIREN: exactly 9 digits',
    schema: sirenSchema,
    valid: '732829320',
    invalid: '73282932A',
    message: 'validation.siren.invalid',
  },
  {
    rule: 'VAT: FR, 2 figures, the SIREN',
    schema: vatSchema,
    valid: 'FR44732829320',
    invalid: 'FR4473282932',
    message: 'validation.vat.invalid',
  },
  {
    rule: 'VAT: NL, 16 figures or letters',
    schema: vatSchema,
    valid: 'NL123456789B01AB12',
    invalid: 'NL123456789B01',
    message: 'validation.vat.invalid',
  },
  {
    rule: 'VAT: required for an ordinary company',
    schema: vatSchema,
    valid: 'FR44732829320',
    invalid: '',
    message: 'validation.vat.required',
  },
  {
    rule: 'VAT: FR must carry the company SIREN',
    schema: companyVatSchema({ siren: '732829320' }),
    valid: 'FR44732829320',
    invalid: 'FR44552100554',
    message: 'validation.vat.invalid',
  },
  {
    rule: 'VAT: may be empty for a service, but must be well-formed when filled',
    schema: companyVatSchema({ isService: true }),
    valid: '',
    invalid: 'DE123456789',
    message: 'validation.vat.invalid',
  },
  {
    rule: 'confirm password identically',
    schema: confirmPasswordSchema('0123456789'),
    valid: '0123456789',
    invalid: '0123456780',
    message: 'validation.confirmPassword.mismatch',
  },
  {
    rule: 'confirm password: required',
    schema: confirmPasswordSchema('0123456789'),
    valid: '0123456789',
    invalid: '',
    message: 'validation.confirmPassword.required',
  },
  {
    rule: 'current password required',
    schema: currentPasswordSchema,
    valid: 'anything',
    invalid: '',
    message: 'validation.currentPassword.required',
  },
  {
    rule: 'first name required',
    schema: firstNameSchema,
    valid: 'Léa',
    invalid: '   ',
    message: 'validation.firstName.required',
  },
  {
    rule: 'last name required',
    schema: lastNameSchema,
    valid: 'Martin',
    invalid: '',
    message: 'validation.lastName.required',
  },
  {
    rule: 'address required',
    schema: addressSchema,
    valid: '10 rue de Rivoli',
    invalid: '',
    message: 'validation.address.required',
  },
  {
    rule: 'city required',
    schema: citySchema,
    valid: 'Paris',
    invalid: ' ',
    message: 'validation.city.required',
  },
  {
    rule: 'employee number required',
    schema: employeeNumberSchema,
    valid: 'E-1042',
    invalid: '',
    message: 'validation.employeeNumber.required',
  },
  {
    rule: 'employee number maximum length',
    schema: employeeNumberSchema,
    valid: 'x'.repeat(employeeNumberMaxLength),
    invalid: 'x'.repeat(employeeNumberMaxLength + 1),
    message: 'validation.employeeNumber.tooLong',
  },
  {
    rule: 'mobile number required',
    schema: mobileFieldSchema,
    valid: '+33 6 12 34 56 78',
    invalid: '+33',
    message: 'validation.mobile.required',
  },
  {
    rule: 'invalid phone number',
    schema: mobileFieldSchema,
    valid: '+33 7 23 45 67 89',
    invalid: '+33 6 12 34',
    message: 'validation.phone.invalid',
  },
  {
    rule: 'invalid phone number: a landline cannot receive the SMS code',
    schema: mobileFieldSchema,
    valid: '+33 6 12 34 56 78',
    invalid: '+33 1 23 45 67 89',
    message: 'validation.phone.invalid',
  },
  {
    rule: 'at least 18 years old on the day of validation',
    schema: createAdultBirthDateSchema(today),
    valid: '2008-11-20',
    invalid: '2008-11-21',
    message: 'validation.birthDate.adult',
  },
  {
    rule: 'accept terms of use',
    schema: acceptTermsSchema,
    valid: true,
    invalid: false,
    message: 'validation.acceptTerms.required',
  },
  {
    rule: 'attest use mainly for commuting',
    schema: commutingAttestationSchema,
    valid: true,
    invalid: undefined,
    message: 'validation.commutingAttestation.required',
  },
  {
    rule: 'indicate current commute method',
    schema: commuteMethodSchema,
    valid: 'public-transport',
    invalid: '',
    message: 'validation.commuteMethod.required',
  },
];

describe('spec section 5, rule by rule', () => {
  it.each(rows)('$rule: accepts the valid example', ({ schema, valid }) => {
    expect(messageOf(schema, valid)).toBeUndefined();
  });

  it.each(rows)(
    '$rule: refuses the invalid example with $message',
    ({ schema, invalid, message }) => {
      expect(messageOf(schema, invalid)).toBe(message);
    },
  );

  it('maps a refused sponsor code to "sponsor code not valid" and leaves other failures general', () => {
    expect(sponsorCodeErrorFromStatus(422)).toBe('validation.sponsorCode.invalid');
    expect(sponsorCodeErrorFromStatus(404)).toBe('validation.sponsorCode.invalid');
    expect(sponsorCodeErrorFromStatus(500)).toBeUndefined();
    expect(sponsorCodeErrorFromStatus(200)).toBeUndefined();
  });

  it('maps a refused current password to "current password incorrect", never on 401 (it logs out)', () => {
    expect(currentPasswordErrorFromStatus(400)).toBe('validation.currentPassword.incorrect');
    expect(currentPasswordErrorFromStatus(401)).toBeUndefined();
  });

  it('maps a password the server refuses to its rule: "too common" (issue 26), else "at least 10 characters"', () => {
    const common = [{ field: 'body.password', message: 'validation.password.common' }];
    expect(passwordErrorFromFields(common, 'body.password')).toBe('validation.password.common');
    expect(
      passwordErrorFromFields(
        [{ field: 'body.newPassword', message: 'too short' }],
        'body.newPassword',
      ),
    ).toBe('validation.password.tooShort');
    expect(passwordErrorFromFields(common, 'body.newPassword')).toBeUndefined();
    expect(passwordErrorFromFields(undefined, 'body.password')).toBeUndefined();
  });

  it('reports a mismatched confirmation on the confirmPassword field of the object schema', () => {
    const result = passwordConfirmationSchema.safeParse({
      password: '0123456789',
      confirmPassword: '9876543210',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.confirmPassword.mismatch',
    });
  });

  it('lets the VAT identifier stay empty for each exempting company flag (spec section 5)', () => {
    for (const flag of ['isService', 'isPartner', 'isECommerceRetailer'] as const) {
      expect(messageOf(companyVatSchema({ [flag]: true }), '')).toBeUndefined();
      expect(messageOf(companyVatSchema({ [flag]: false }), '')).toBe('validation.vat.required');
    }
  });

  it('refuses a non-string value with the field message rather than a zod text', () => {
    expect(messageOf(emailSchema, 42)).toBe('validation.email.required');
    expect(messageOf(siretSchema, undefined)).toBe('validation.siret.invalid');
  });

  it('produces only dotted i18n ids, each listed once', () => {
    const produced = new Set(rows.map((r) => r.message));
    for (const id of produced) expect(validationMessageIds).toContain(id);
    expect(new Set(validationMessageIds).size).toBe(validationMessageIds.length);
    for (const id of validationMessageIds) expect(id).toMatch(/^validation(\.[a-zA-Z0-9]+)+$/);
  });
});
