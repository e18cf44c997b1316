/** The grant form's rule (spec section 5's e-mail texts): loaded with its first check, like the company form's. */
import { emailSchema, type FormRules } from '@velo/validation';

export interface GrantValues extends Record<string, unknown> {
  email: string;
  right: 'fleetManagement' | 'approvals' | 'agreements' | 'invoices' | 'exports' | 'sites';
}

export const grantRules: FormRules<GrantValues> = { email: emailSchema };
