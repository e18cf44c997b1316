import { fieldMessage, validateForm } from '@velo/validation';
import { describe, expect, it } from 'vitest';
import {
  clientInput,
  emptyCompany,
  formField,
  qNameOf,
  serverFieldMessage,
  type CompanyValues,
} from './company';
import { companyRules } from './rules';

const valid: CompanyValues = {
  ...emptyCompany,
  name: 'Acme Lyon',
  qName: 'acme-lyon',
  email: 'rh-lyon@acme.test',
  mobilePhone: '+33 6 12 34 56 78',
  postalCode: '69003',
  siren: '732 829 320',
  siret: '732 829 320 00082',
  vatIdentifier: 'FR44732829320',
};

describe('the company form’s rules (spec section 5)', () => {
  it('passes a complete company', () => {
    expect(validateForm(companyRules, valid).fields).toEqual([]);
  });

  it('says each rule with its text, in the form’s order', () => {
    const result = validateForm(companyRules, {
      ...valid,
      name: ' ',
      qName: 'Acme Lyon',
      siren: '73282932',
      siret: '7328293200008',
      vatIdentifier: 'FR4473282932',
      email: 'rh lyon@acme',
      mobilePhone: '+33 5 12 34 56 78',
      postalCode: '690',
    });
    expect(result.fields).toEqual([
      'name',
      'qName',
      'siren',
      'siret',
      'vatIdentifier',
      'email',
      'mobilePhone',
      'postalCode',
    ]);
    expect(result.messages).toMatchObject({
      siren: 'validation.siren.invalid',
      siret: 'validation.siret.invalid',
      vatIdentifier: 'validation.vat.invalid',
      email: 'validation.email.invalid',
      mobilePhone: 'validation.phone.mobile',
      postalCode: 'validation.postalCode.invalid',
    });
  });

  it('a SIRET starts with the SIREN; a French VAT identifier ends with it', () => {
    expect(fieldMessage(companyRules, 'siret', { ...valid, siret: '55208131700012' })).toBe(
      'fleet.sites.form.errors.siretSiren',
    );
    expect(
      fieldMessage(companyRules, 'vatIdentifier', { ...valid, vatIdentifier: 'FR58552081317' }),
    ).toBe('validation.vat.invalid');
    expect(
      fieldMessage(companyRules, 'vatIdentifier', {
        ...valid,
        vatIdentifier: 'NL0123456789ABCDEF',
      }),
    ).toBe(undefined);
  });

  it('the VAT identifier is required, unless the company is a service, a partner or an e-commerce retailer', () => {
    const empty = { ...valid, vatIdentifier: '' };
    expect(fieldMessage(companyRules, 'vatIdentifier', empty)).toBe('validation.vat.required');
    for (const flag of ['isService', 'isPartner', 'isECommerceRetailer'] as const) {
      expect(fieldMessage(companyRules, 'vatIdentifier', { ...empty, [flag]: true })).toBe(
        undefined,
      );
      // Optional, but still well formed when given.
      expect(
        fieldMessage(companyRules, 'vatIdentifier', {
          ...empty,
          [flag]: true,
          vatIdentifier: 'FR1',
        }),
      ).toBe('validation.vat.invalid');
    }
  });
});

describe('the company form’s values', () => {
  it('suggests a short identifier from the name', () => {
    expect(qNameOf('Société Générale d’Écluses — Lyon')).toBe('societe-generale-d-ecluses-lyon');
    expect(qNameOf('  ')).toBe('');
  });

  it('sends the figures without spaces, an empty VAT identifier as null', () => {
    expect(clientInput({ ...valid, vatIdentifier: ' ', isPartner: true }, 3)).toEqual({
      name: 'Acme Lyon',
      qName: 'acme-lyon',
      groupClientId: 3,
      isService: false,
      isPartner: true,
      isECommerceRetailer: false,
      email: 'rh-lyon@acme.test',
      mobilePhone: '+33612345678',
      postalCode: '69003',
      siret: '73282932000082',
      siren: '732829320',
      vatIdentifier: null,
    });
  });

  it('reads the server’s verdicts as the form’s fields and texts', () => {
    expect(formField('body.qName')).toBe('qName');
    expect(formField('body.groupClientId')).toBe(null);
    expect(serverFieldMessage('qName', 'is already used by another client')).toBe(
      'fleet.sites.form.errors.qNameTaken',
    );
    expect(serverFieldMessage('siret', 'must start with the SIREN')).toBe(
      'fleet.sites.form.errors.siretSiren',
    );
    expect(serverFieldMessage('vatIdentifier', 'is required for this company')).toBe(
      'validation.vat.required',
    );
  });
});
