import { bicSchema, holderNameSchema, ibanSchema, type FormRules } from '@velo/validation';

export interface BankValues extends Record<string, unknown> {
  holderName: string;
  iban: string;
  bic: string;
}

/** The new mandate's fields, checked with ibantools through @velo/validation (as the server does). */
export const bankRules: FormRules<BankValues> = {
  holderName: holderNameSchema,
  iban: ibanSchema,
  bic: bicSchema,
};
