import { describe, expect, it } from 'vitest';
import { validateForm } from './form';
import {
  heightCmFieldSchema,
  isRegionCode,
  nationalitySchema,
  personalInformationRules,
  requiredPersonalInformationFields,
  type PersonalInformationValues,
} from './onboarding';

const complete: PersonalInformationValues = {
  firstName: 'Thomas',
  lastName: 'Lefèvre',
  email: 'signature@acme.test',
  mobilePhone: '+33 6 12 34 56 78',
  birthDate: '1990-04-12',
  birthPlace: 'Nantes',
  nationality: 'FR',
  address: '18 rue des Trois Frères',
  additionalAddress: '',
  postalCode: '75018',
  city: 'Paris',
  gender: '',
  employeeNumber: 'A-1042',
  heightCm: '',
  language: 'fr',
};

const today = () => new Date(2026, 10, 23);

describe('personalInformationRules (spec section 5)', () => {
  it('accepts a complete form whose optional fields are empty', () => {
    expect(validateForm(personalInformationRules(today), complete).fields).toEqual([]);
  });

  it('names each bad field once, with the rule’s message id', () => {
    const errors = validateForm(personalInformationRules(today), {
      ...complete,
      firstName: ' ',
      mobilePhone: '+33 5 12 34 56 78',
      birthDate: '2009-11-24',
      nationality: 'ZZ',
      postalCode: '75',
      employeeNumber: 'x'.repeat(51),
      heightCm: '250',
      birthPlace: '',
    });
    expect(errors.messages).toEqual({
      firstName: 'validation.firstName.required',
      mobilePhone: 'validation.phone.invalid',
      birthDate: 'validation.birthDate.adult',
      birthPlace: 'validation.birthPlace.required',
      nationality: 'validation.nationality.invalid',
      postalCode: 'validation.postalCode.invalid',
      employeeNumber: 'validation.employeeNumber.tooLong',
      heightCm: 'validation.heightCm.invalid',
    });
  });

  it('turns 18 on the birthday, not the day before', () => {
    const rules = personalInformationRules(today);
    expect(validateForm(rules, { ...complete, birthDate: '2008-11-23' }).fields).toEqual([]);
    expect(validateForm(rules, { ...complete, birthDate: '2008-11-24' }).fields).toEqual([
      'birthDate',
    ]);
  });

  it('requires every field the documents print, not the additional address, gender or height', () => {
    expect(requiredPersonalInformationFields).toEqual([
      'firstName',
      'lastName',
      'email',
      'mobilePhone',
      'birthDate',
      'birthPlace',
      'nationality',
      'address',
      'postalCode',
      'city',
      'employeeNumber',
      'language',
    ]);
  });
});

describe('nationality and height', () => {
  it('knows country codes and refuses other two-letter codes', () => {
    for (const code of ['FR', 'BE', 'DE', 'MA', 'SN']) expect(isRegionCode(code), code).toBe(true);
    for (const code of ['ZZ', 'XX', 'QZ', 'fr', 'FRA', '']) {
      expect(isRegionCode(code), code).toBe(false);
    }
    expect(nationalitySchema.safeParse('').success).toBe(false);
  });

  it('accepts an empty height or a whole number from 100 to 230', () => {
    for (const ok of ['', ' ', '100', '176', '230']) {
      expect(heightCmFieldSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['99', '231', '17.5', 'abc', '1760']) {
      expect(heightCmFieldSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
