import { bicSchema, holderNameSchema, ibanSchema, type FormRules } from '@velo/validation';

export interface BankValues extends Record<string, unknown> {
  iban: string;
  bic: string;
  holderName: string;
}

/** The SEPA mandate's fields, checked with ibantools through @velo/validation (as the server does). */
export const bankRules: FormRules<BankValues> = {
  holderName: holderNameSchema,
  iban: ibanSchema,
  bic: bicSchema,
};
