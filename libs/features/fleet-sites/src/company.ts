/**
 * The company form of /sites/new and /sites/:id (spec sections 3 and 5): the flags isService,
 * isPartner and isECommerceRetailer, the contact fields, and the SIRET, SIREN, VAT and postal-code
 * rules with spec section 5's texts (@velo/validation). Values are kept as typed; `clientInput`
 * makes the contract's `ClientInput` of them only when the form is sent.
 */
import type { Schemas } from '@velo/api-sdk';
import type { MessageId } from '@velo/i18n';
import { formatPhoneInput, withoutSpaces } from '@velo/validation';

export type Client = Schemas['Client'];
export type ClientInput = Schemas['ClientInput'];

export interface CompanyValues extends Record<string, unknown> {
  name: string;
  qName: string;
  email: string;
  mobilePhone: string;
  postalCode: string;
  siret: string;
  siren: string;
  vatIdentifier: string;
  isService: boolean;
  isPartner: boolean;
  isECommerceRetailer: boolean;
}

/** The text fields, in the form's order: the first in error is the one focused. */
export const companyTextFields = [
  'name',
  'qName',
  'siren',
  'siret',
  'vatIdentifier',
  'email',
  'mobilePhone',
  'postalCode',
] as const;
export type CompanyTextField = (typeof companyTextFields)[number];
export type CompanyField = CompanyTextField | 'isService' | 'isPartner' | 'isECommerceRetailer';

export const emptyCompany: CompanyValues = {
  name: '',
  qName: '',
  email: '',
  mobilePhone: formatPhoneInput('').value,
  postalCode: '',
  siret: '',
  siren: '',
  vatIdentifier: '',
  isService: false,
  isPartner: false,
  isECommerceRetailer: false,
};

/** A client as the form shows it. */
export function companyValuesOf(client: Client): CompanyValues {
  return {
    name: client.name,
    qName: client.qName,
    email: client.email,
    mobilePhone: formatPhoneInput(client.mobilePhone).value,
    postalCode: client.postalCode,
    siret: client.siret,
    siren: client.siren,
    vatIdentifier: client.vatIdentifier ?? '',
    isService: client.isService,
    isPartner: client.isPartner,
    isECommerceRetailer: client.isECommerceRetailer,
  };
}

/**
 * A short identifier for the addresses (`QName`: a letter or figure, then up to 63 letters,
 * figures, `-` or `_`), suggested from the name while the manager has not typed one.
 */
export function qNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/** What the API receives: trimmed, spaces out of the numbers, an empty VAT identifier as null. */
export function clientInput(values: CompanyValues, groupClientId: number | null): ClientInput {
  const vat = withoutSpaces(values.vatIdentifier).toUpperCase();
  return {
    name: values.name.trim(),
    qName: values.qName.trim(),
    groupClientId,
    isService: values.isService,
    isPartner: values.isPartner,
    isECommerceRetailer: values.isECommerceRetailer,
    email: values.email.trim(),
    mobilePhone: withoutSpaces(values.mobilePhone),
    postalCode: values.postalCode.trim(),
    siret: withoutSpaces(values.siret),
    siren: withoutSpaces(values.siren),
    vatIdentifier: vat === '' ? null : vat,
  };
}

/** The form's own messages for what the contract checks beyond spec section 5. */
export const companyMessages = {
  nameRequired: 'fleet.sites.form.errors.nameRequired',
  qNameInvalid: 'fleet.sites.form.errors.qNameInvalid',
  qNameTaken: 'fleet.sites.form.errors.qNameTaken',
  siretSiren: 'fleet.sites.form.errors.siretSiren',
  refused: 'fleet.sites.form.errors.refused',
} as const satisfies Record<string, MessageId>;

/** A field the server named (`body.siret`) as the form's field, when it is one. */
export function formField(serverField: string): CompanyField | null {
  const name = serverField.replace(/^body\./, '');
  return (companyTextFields as readonly string[]).includes(name) ||
    ['isService', 'isPartner', 'isECommerceRetailer'].includes(name)
    ? (name as CompanyField)
    : null;
}

/**
 * The message for a field the server refused. The rules the form checks first make most of these
 * unreachable; what is left is the server's own knowledge (an identifier already used, a SIRET that
 * does not start with the SIREN).
 */
export function serverFieldMessage(field: CompanyField, message: string): MessageId {
  if (field === 'qName' && /already used/.test(message)) return companyMessages.qNameTaken;
  if (field === 'qName') return companyMessages.qNameInvalid;
  if (field === 'siret' && /SIREN/.test(message)) return companyMessages.siretSiren;
  if (field === 'siret') return 'validation.siret.invalid';
  if (field === 'siren') return 'validation.siren.invalid';
  if (field === 'vatIdentifier' && /required/.test(message)) return 'validation.vat.required';
  if (field === 'vatIdentifier') return 'validation.vat.invalid';
  if (field === 'postalCode') return 'validation.postalCode.invalid';
  if (field === 'email') return 'validation.email.invalid';
  if (field === 'mobilePhone') return 'validation.phone.mobile';
  if (field === 'name') return companyMessages.nameRequired;
  return companyMessages.refused;
}
