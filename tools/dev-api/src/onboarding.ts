/**
 * The rider's onboarding as stored (issue 13; contract `Onboarding`): the user fields of spec
 * section 3 (names, e-mail, mobile, language and employee number in `users`, the others in
 * `rider_onboarding`), the user charter's attestations and the SEPA bank details. Also what the
 * documents are made of (documents/content.ts `DocumentData`) and what the signature records.
 */
import {
  bicSchema,
  holderNameSchema,
  ibanSchema,
  maskIban,
  normalizeIban,
  requiredPersonalInformationFields,
} from '@velo/validation';
import type { Queryable } from './db.ts';
import type { DocumentData } from './documents/content.ts';
import { validationFailed, type FieldError } from './errors.ts';
import { leaseRequestBody } from './leaseRequests.ts';

/** A rule of @velo/validation (a zod schema, as far as the dev API uses it). */
export interface Rule {
  safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** The first message of a rule (a message id the screens translate), or undefined when it passes. */
export function ruleFailure(rule: Rule, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : (result.error?.issues[0]?.message ?? 'invalid');
}

/**
 * SEPA bank details as the rider typed them (the onboarding's, or a new mandate's on /profile),
 * checked with @velo/validation's rules — a 400 naming each bad field — and answered as stored:
 * the IBAN without spaces, the BIC in upper case, the holder's name trimmed.
 */
export function checkedBankDetails(body: { iban: string; bic: string; holderName: string }) {
  const fields: FieldError[] = [];
  for (const [field, rule] of [
    ['iban', ibanSchema],
    ['bic', bicSchema],
    ['holderName', holderNameSchema],
  ] as const) {
    const problem = ruleFailure(rule, body[field]);
    if (problem) fields.push({ field: `body.${field}`, message: problem });
  }
  if (fields.length > 0) throw validationFailed(fields);
  return {
    iban: normalizeIban(body.iban),
    bic: body.bic.toUpperCase(),
    holderName: body.holderName.trim(),
  };
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface OnboardingRow {
  first_name: string;
  last_name: string;
  email: string;
  mobile_phone: string | null;
  language: 'fr' | 'en';
  employee_number: string | null;
  company_name: string | null;
  birth_date: string | null;
  birth_place: string | null;
  nationality: string | null;
  address: string | null;
  additional_address: string | null;
  postal_code: string | null;
  city: string | null;
  gender: 'man' | 'woman' | null;
  height_cm: number | null;
  commuting_attested: boolean | null;
  rules_accepted: boolean | null;
  charter_attested_at: string | null;
  locked_at: string | null;
  iban: string | null;
  bic: string | null;
  holder_name: string | null;
  mandate_reference: string | null;
  bank_updated_at: string | null;
}

export async function onboardingRow(db: Queryable, userId: number): Promise<OnboardingRow> {
  // Spec section 9: bank details due for deletion (6 months after the end) were purged at the start
  // of the request (rentalsBankDetails.ts `purgingBankDetailsFirst`).
  const { rows } = await db.query<OnboardingRow>(
    `select u.first_name, u.last_name, u.email, u.mobile_phone, u.language, u.employee_number,
            c.name as company_name,
            to_char(o.birth_date, 'YYYY-MM-DD') as birth_date, o.birth_place, o.nationality,
            o.address, o.additional_address, o.postal_code, o.city, o.gender, o.height_cm,
            o.commuting_attested, o.rules_accepted, ${iso('o.charter_attested_at')} as charter_attested_at,
            ${iso('o.locked_at')} as locked_at,
            b.iban, b.bic, b.holder_name, b.mandate_reference, ${iso('b.updated_at')} as bank_updated_at
       from users u
       left join clients c on c.id = u.client_id
       left join rider_onboarding o on o.user_id = u.id
       left join rider_bank_details b on b.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export function personalInformationOf(row: OnboardingRow) {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobilePhone: row.mobile_phone,
    birthDate: row.birth_date,
    birthPlace: row.birth_place,
    nationality: row.nationality,
    address: row.address,
    additionalAddress: row.additional_address,
    postalCode: row.postal_code,
    city: row.city,
    gender: row.gender,
    employeeNumber: row.employee_number,
    heightCm: row.height_cm,
    language: row.language,
  };
}

/** Which parts the signature still needs (the contract's `complete`). */
export function completionOf(row: OnboardingRow) {
  const personal = personalInformationOf(row);
  return {
    personal: requiredPersonalInformationFields.every(
      (field) => personal[field] !== null && personal[field] !== '',
    ),
    charter: row.commuting_attested === true && row.rules_accepted === true,
    bankDetails: row.iban !== null,
  };
}

export function isComplete(row: OnboardingRow): boolean {
  const complete = completionOf(row);
  return complete.personal && complete.charter && complete.bankDetails;
}

/**
 * The contract's `Onboarding`. The bank details are read back masked (security review 7.4): the
 * full IBAN only comes in, typed by the rider, and only goes out in the SEPA mandate itself.
 */
export function onboardingBody(row: OnboardingRow) {
  return {
    personalInformation: personalInformationOf(row),
    lockedAt: row.locked_at,
    charter: {
      commutingAttested: row.commuting_attested ?? false,
      rulesAccepted: row.rules_accepted ?? false,
      attestedAt: row.charter_attested_at,
    },
    bankDetails:
      row.iban === null
        ? null
        : {
            ibanMasked: maskIban(row.iban),
            bic: row.bic,
            holderName: row.holder_name,
            mandateReference: row.mandate_reference,
            updatedAt: row.bank_updated_at,
          },
    complete: completionOf(row),
  };
}

/** "+33 6 •• •• •• 78": the first digit and the last two, what the rider needs to recognise it. */
export function maskPhone(phone: string): string {
  const match = /^\+33(\d)\d{6}(\d{2})$/.exec(phone);
  return match ? `+33 ${match[1]} •• •• •• ${match[2]}` : '•• •• •• ••';
}

/**
 * Everything the documents of lease request `leaseId` are made of, as of `now`; `signedAt` is the
 * signature's moment when it is being signed or was.
 */
export async function documentData(
  db: Queryable,
  userId: number,
  leaseId: number,
  now: Date,
  signedAt: string | null,
): Promise<DocumentData> {
  const row = await onboardingRow(db, userId);
  const lease = await leaseRequestBody(db, leaseId, now);
  return {
    rider: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      mobilePhone: row.mobile_phone,
      birthDate: row.birth_date,
      birthPlace: row.birth_place,
      nationality: row.nationality,
      address: row.address,
      additionalAddress: row.additional_address,
      postalCode: row.postal_code,
      city: row.city,
      employeeNumber: row.employee_number,
    },
    company: { name: row.company_name ?? 'votre employeur' },
    lease: {
      id: lease.id,
      createdAt: lease.createdAt,
      bike: { brand: lease.bike.brand ?? '', model: lease.bike.model ?? '' },
      size: lease.size?.label ?? null,
      store: lease.store
        ? {
            name: lease.store.name ?? '',
            street: lease.store.street ?? '',
            postalCode: lease.store.postalCode ?? '',
            city: lease.store.city ?? '',
          }
        : null,
      equipment: lease.equipment.map((item) => ({
        brand: item.brand,
        name: item.name,
        priceCents: item.priceCents,
      })),
      bikePriceCents: lease.bikePriceCents,
      totalPriceCents: lease.totalPriceCents,
      monthlyRentCents: lease.monthlyRentCents,
      employerContributionCents: lease.employerContributionCents,
      riderContributionCents: lease.riderContributionCents,
      monthsOfFreeRent: lease.monthsOfFreeRent,
      delivery: lease.delivery,
      extraContribution: lease.extraContribution
        ? {
            priceExcessCents: lease.extraContribution.priceExcessCents,
            homeDeliveryCents: lease.extraContribution.homeDeliveryCents,
            totalCents: lease.extraContribution.totalCents,
            paidAt: lease.extraContribution.paidAt,
          }
        : null,
      status: lease.status,
      companySignedAt: lease.companySignedAt,
      pickupVoucherIssuedAt: lease.pickupVoucherIssuedAt,
      deliveredAt: lease.deliveredAt,
    },
    bank:
      row.iban === null
        ? null
        : {
            iban: row.iban,
            bic: row.bic ?? '',
            holderName: row.holder_name ?? '',
            mandateReference: row.mandate_reference ?? '',
          },
    charter: {
      commutingAttested: row.commuting_attested ?? false,
      rulesAccepted: row.rules_accepted ?? false,
      attestedAt: row.charter_attested_at,
    },
    signedAt,
  };
}
