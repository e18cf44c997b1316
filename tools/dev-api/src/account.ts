/**
 * The rider's account as the profile shows it (issue 14, contract `Account`; spec sections 2.3, 4,
 * 6 and 9): the contact fields (names, e-mail, mobile in `users`, the address in
 * `rider_onboarding`), which of them are locked and why, whether the account can be deleted, and
 * the bank details, masked. Also what "a contract is running" means for the account, and the
 * account's erasure.
 *
 * Never logged: the IBAN, a code, a password.
 */
import { maskIban } from '@velo/validation';
import type { Queryable } from './db.ts';

/** The fields of the personal information the profile shows, in its order. */
export const accountFields = [
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'address',
  'additionalAddress',
  'postalCode',
  'city',
  'employeeNumber',
] as const;
export type AccountField = (typeof accountFields)[number];

/** The contact information the contract's documents carry (spec section 4: locked once signed). */
export const contactFields: readonly AccountField[] = accountFields.filter(
  (field) => field !== 'employeeNumber',
);

/**
 * Statuses before the company signed the contract, or after the lease: no contract runs. Any other
 * status — from `contract-signed` to `active`, and any later one such as an extension — is a
 * running contract (spec section 6: deletion then only by the team).
 */
const noContract = [
  'pending-validation',
  'approved',
  'equipment-confirmed',
  'refused',
  'ended',
  'cancelled',
];

/**
 * Statuses in which the rider has not signed the contract's documents yet. Spec section 4: "contact
 * information is locked after the contract is signed" — the documents signed by SMS code carry it;
 * the onboarding locks it at that signature too (issue 13).
 */
const notSignedByRider = [...noContract, 'contract-signed'];

interface AccountRow {
  first_name: string;
  last_name: string;
  email: string;
  mobile_phone: string | null;
  address: string | null;
  additional_address: string | null;
  postal_code: string | null;
  city: string | null;
  employee_number: string | null;
  company_name: string | null;
  language: 'fr' | 'en';
  iban: string | null;
  holder_name: string | null;
  mandate_reference: string | null;
  bank_updated_at: string | null;
  contract_running: boolean;
  contract_signed: boolean;
  mandate_lease_id: number | null;
}

export async function accountRow(db: Queryable, userId: number): Promise<AccountRow> {
  // Spec §9: the bank details read here were purged at the start of the request (rentalsBankDetails.ts).
  const { rows } = await db.query<AccountRow>(
    `select u.first_name, u.last_name, u.email, u.mobile_phone, u.employee_number, u.language,
            c.name as company_name, o.address, o.additional_address, o.postal_code, o.city,
            b.iban, b.holder_name, b.mandate_reference,
            to_char(b.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bank_updated_at,
            exists (select 1 from leases l where l.user_id = u.id
                     and not (l.status = any($2::text[]))) as contract_running,
            exists (select 1 from leases l where l.user_id = u.id
                     and not (l.status = any($3::text[]))) as contract_signed,
            (select l.id from leases l
              where l.user_id = u.id and not (l.status = any($3::text[]))
                 or l.user_id = u.id and l.status = 'ended' and l.voucher_signed_at is not null
              order by l.created_at desc, l.id desc limit 1) as mandate_lease_id
       from users u
       left join clients c on c.id = u.client_id
       left join rider_onboarding o on o.user_id = u.id
       left join rider_bank_details b on b.user_id = u.id
      where u.id = $1`,
    [userId, noContract, notSignedByRider],
  );
  const row = rows[0];
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

/** The contract's `Account`. */
export function accountBody(row: AccountRow) {
  const lockedFields: { field: AccountField; reason: 'contract-signed' | 'company-managed' }[] = [];
  if (row.contract_signed) {
    for (const field of contactFields) lockedFields.push({ field, reason: 'contract-signed' });
  }
  // The employer's own number for the employee: the company keeps it (spec section 3).
  lockedFields.push({ field: 'employeeNumber', reason: 'company-managed' });
  const mandateSigned = row.iban !== null && row.mandate_lease_id !== null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobilePhone: row.mobile_phone,
    address: row.address,
    additionalAddress: row.additional_address,
    postalCode: row.postal_code,
    city: row.city,
    employeeNumber: row.employee_number,
    companyName: row.company_name,
    language: row.language,
    lockedFields,
    deletion: row.contract_running
      ? { allowed: false, reason: 'contract-running' as const }
      : { allowed: true, reason: null },
    bankDetails:
      row.iban === null
        ? null
        : {
            ibanMasked: maskIban(row.iban),
            holderName: row.holder_name,
            mandateReference: row.mandate_reference,
            updatedAt: row.bank_updated_at,
          },
    bankDetailsChange: mandateSigned
      ? { allowed: true, reason: null }
      : { allowed: false, reason: 'no-signed-mandate' as const },
  };
}

export async function readAccount(db: Queryable, userId: number) {
  return accountBody(await accountRow(db, userId));
}

/**
 * Erases the account in the caller's transaction (the caller checked no contract runs): the lease
 * requests that never reached a contract go with their proposals and history; an ended lease stays in
 * the company's fleet records (dashboards count it) without the rider's name; colleagues the rider
 * sponsored keep their account; then the user row, whose personal data, bank details, questionnaire,
 * bookings, codes and sessions go with it (`on delete cascade`).
 */
export async function eraseAccount(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `delete from leases where user_id = $1 and status = any($2::text[]) and status <> 'ended'`,
    [userId, noContract],
  );
  await tx.query(`update leases set rider_name = 'Compte supprimé' where user_id = $1`, [userId]);
  await tx.query('update users set sponsored_by = null where sponsored_by = $1', [userId]);
  await tx.query('delete from users where id = $1', [userId]);
}
