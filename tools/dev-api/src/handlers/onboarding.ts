/**
 * The rider's onboarding and the signature by SMS code (contract openapi/paths/onboarding.yaml,
 * issue 13, spec sections 3, 4 and 5). The personal information is checked with @velo/validation's
 * rules, the ones the onboarding screen runs as the rider types (a refused field names the rule's
 * message id); the bank details with ibantools through the same library. Once the confirmation
 * voucher is signed the onboarding is locked (409 ONBOARDING_LOCKED).
 *
 * Never logged: the IBAN, the code, document content (issue 13).
 */
import {
  createAdultBirthDateSchema,
  emailSchema,
  employeeNumberSchema,
  isRegionCode,
  validationMessages as m,
} from '@velo/validation';
import { idParam, requireUser } from '../access.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, validationFailed, type FieldError } from '../errors.ts';
import {
  applyLeaseTransition,
  illegalTransitionReason,
  type LeaseStatus,
} from '../leaseJourney.ts';
import { leaseRequestBody, ownLeaseRequestId } from '../leaseRequests.ts';
import {
  checkedBankDetails,
  isComplete,
  onboardingBody,
  onboardingRow,
  ruleFailure,
} from '../onboarding.ts';
import { recordSignature } from '../signature.ts';
import { checkCode, sendCode, useCode, type CodeTable } from '../smsCodes.ts';

const nowOf = (context: HandlerContext) => context.settings.now?.() ?? new Date();

const locked = () =>
  new ApiError(
    409,
    'ONBOARDING_LOCKED',
    'The onboarding is locked since the confirmation voucher was signed.',
  );

async function assertUnlocked(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ locked: boolean }>(
    'select locked_at is not null as locked from rider_onboarding where user_id = $1',
    [userId],
  );
  if (rows[0]?.locked) throw locked();
}

/** Columns of `users` and of `rider_onboarding` by contract field. */
const userColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobilePhone: 'mobile_phone',
  employeeNumber: 'employee_number',
  language: 'language',
} as const;
const onboardingColumns = {
  birthDate: 'birth_date',
  birthPlace: 'birth_place',
  nationality: 'nationality',
  address: 'address',
  additionalAddress: 'additional_address',
  postalCode: 'postal_code',
  city: 'city',
  gender: 'gender',
  heightCm: 'height_cm',
} as const;

/** Fields whose text is trimmed, and refused when blank (spec section 5: blank is empty). */
const texts = new Set([
  'firstName',
  'lastName',
  'email',
  'birthPlace',
  'address',
  'additionalAddress',
  'postalCode',
  'city',
  'employeeNumber',
]);
const requiredMessage: Record<string, string> = {
  firstName: m.firstName.required,
  lastName: m.lastName.required,
  email: m.email.required,
  birthPlace: m.birthPlace.required,
  address: m.address.required,
  additionalAddress: 'must not be blank',
  postalCode: m.postalCode.invalid,
  city: m.city.required,
  employeeNumber: m.employeeNumber.required,
};

/** Checks the patch with spec section 5's rules; answers the clean values or throws a 400. */
function checkPersonalInformation(
  body: Record<string, unknown>,
  today: () => Date,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const fields: FieldError[] = [];
  const refuse = (field: string, message: string) =>
    fields.push({ field: `body.${field}`, message });
  for (const [field, raw] of Object.entries(body)) {
    let value = raw;
    if (typeof value === 'string' && texts.has(field)) {
      value = value.trim();
      if (value === '') {
        refuse(field, requiredMessage[field] ?? 'must not be blank');
        continue;
      }
    }
    if (value !== null) {
      const problem =
        field === 'email'
          ? ruleFailure(emailSchema, value)
          : field === 'birthDate'
            ? ruleFailure(createAdultBirthDateSchema(today), value)
            : field === 'employeeNumber'
              ? ruleFailure(employeeNumberSchema, value)
              : field === 'nationality' && !isRegionCode(String(value))
                ? m.nationality.invalid
                : undefined;
      if (problem) {
        refuse(field, problem);
        continue;
      }
    }
    values[field] = field === 'email' && typeof value === 'string' ? value.toLowerCase() : value;
  }
  if (fields.length > 0) throw validationFailed(fields);
  return values;
}

async function updatePersonalInformation(context: HandlerContext) {
  const user = requireUser(context.user);
  const values = checkPersonalInformation(context.body as Record<string, unknown>, () =>
    nowOf(context),
  );
  await context.db.transaction(async (tx) => {
    await assertUnlocked(tx, user.id);
    if (typeof values['email'] === 'string') {
      const { rows } = await tx.query('select 1 from users where email = $1 and id <> $2', [
        values['email'],
        user.id,
      ]);
      if (rows.length > 0) {
        throw new ApiError(409, 'EMAIL_TAKEN', 'Another account uses this e-mail address.');
      }
    }
    const userSets = Object.entries(userColumns).filter(([field]) => field in values);
    if (userSets.length > 0) {
      await tx.query(
        `update users set ${userSets.map(([, column], index) => `${column} = $${index + 2}`).join(', ')}
          where id = $1`,
        [user.id, ...userSets.map(([field]) => values[field])],
      );
    }
    const onboardingSets = Object.entries(onboardingColumns).filter(([field]) => field in values);
    await tx.query(
      `insert into rider_onboarding (user_id) values ($1) on conflict (user_id) do nothing`,
      [user.id],
    );
    await tx.query(
      `update rider_onboarding set ${onboardingSets
        .map(([, column], index) => `${column} = $${index + 3}`)
        .concat('updated_at = $2')
        .join(', ')} where user_id = $1`,
      [user.id, nowOf(context), ...onboardingSets.map(([field]) => values[field])],
    );
  });
  return ok(onboardingBody(await onboardingRow(context.db, user.id)));
}

async function saveCharter(context: HandlerContext) {
  const user = requireUser(context.user);
  const body = context.body as { commutingAttested: boolean; rulesAccepted: boolean };
  const both = body.commutingAttested && body.rulesAccepted;
  await context.db.transaction(async (tx) => {
    await assertUnlocked(tx, user.id);
    // `charter_attested_at`: when both became true; kept while they stay true, cleared otherwise.
    await tx.query(
      `insert into rider_onboarding (user_id, commuting_attested, rules_accepted, charter_attested_at, updated_at)
       values ($1, $2, $3, case when $4 then $5::timestamptz end, $5)
       on conflict (user_id) do update set
         commuting_attested = $2, rules_accepted = $3, updated_at = $5,
         charter_attested_at = case
           when not $4 then null
           when rider_onboarding.commuting_attested and rider_onboarding.rules_accepted
             then rider_onboarding.charter_attested_at
           else $5::timestamptz end`,
      [user.id, body.commutingAttested, body.rulesAccepted, both, nowOf(context)],
    );
  });
  return ok(onboardingBody(await onboardingRow(context.db, user.id)));
}

/** The unique mandate reference (RUM), at most 35 characters: VELO-RUM-<user>-<yyyymmdd>. */
function mandateReference(userId: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `VELO-RUM-${String(userId).padStart(6, '0')}-${day}`;
}

async function saveBankDetails(context: HandlerContext) {
  const user = requireUser(context.user);
  const bank = checkedBankDetails(
    context.body as { iban: string; bic: string; holderName: string },
  );
  const now = nowOf(context);
  await context.db.transaction(async (tx) => {
    await assertUnlocked(tx, user.id);
    await tx.query(
      `insert into rider_bank_details (user_id, iban, bic, holder_name, mandate_reference, updated_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id) do update set iban = $2, bic = $3, holder_name = $4, updated_at = $6`,
      [user.id, bank.iban, bank.bic, bank.holderName, mandateReference(user.id, now), now],
    );
  });
  return ok(onboardingBody(await onboardingRow(context.db, user.id)));
}

async function leaseStatus(db: Queryable, id: number): Promise<LeaseStatus> {
  const { rows } = await db.query<{ status: LeaseStatus }>(
    'select status from leases where id = $1',
    [id],
  );
  const status = rows[0]?.status;
  if (!status) throw new ApiError(403, 'FORBIDDEN', 'This account may not perform this call.');
  return status;
}

/** The voucher can be signed only at `contract-signed` (409 ILLEGAL_TRANSITION otherwise). */
function assertSignable(status: LeaseStatus): void {
  if (status !== 'contract-signed') {
    throw new ApiError(409, 'ILLEGAL_TRANSITION', illegalTransitionReason(status, 'signVoucher'));
  }
}

/** The voucher's codes: one per lease request (smsCodes.ts). */
const voucherCodes: CodeTable = { table: 'signature_codes', key: 'lease_id' };

async function sendSignatureCode(context: HandlerContext) {
  const user = requireUser(context.user);
  const id = idParam(context.params);
  const now = nowOf(context);
  await ownLeaseRequestId(context.db, user, id);
  assertSignable(await leaseStatus(context.db, id));
  const row = await onboardingRow(context.db, user.id);
  if (!isComplete(row) || row.mobile_phone === null) {
    throw new ApiError(
      409,
      'ONBOARDING_INCOMPLETE',
      'The personal information, the charter and the bank details must be complete first.',
    );
  }
  const to = { mobilePhone: row.mobile_phone, leaseRequestId: id, userId: user.id };
  return ok(
    await sendCode(context.db, context.settings, now, voucherCodes, id, to, { user_id: user.id }),
  );
}

async function verifySignatureCode(context: HandlerContext) {
  const user = requireUser(context.user);
  const id = idParam(context.params);
  const { code } = context.body as { code: string };
  const now = nowOf(context);
  await ownLeaseRequestId(context.db, user, id);
  assertSignable(await leaseStatus(context.db, id));
  const sent = await checkCode(context.db, voucherCodes, id, code, now);
  await context.db.transaction(async (tx) => {
    await useCode(tx, voucherCodes, id, sent);
    // The rider signs (the lease row stays locked until the end of the transaction), the evidence
    // is kept, and in the same step the platform issues the pickup voucher (lease-design §4).
    await applyLeaseTransition(tx, id, 'signVoucher', 'rider', { at: now });
    await recordSignature(tx, {
      userId: user.id,
      leaseId: id,
      signedAt: now,
      codeSentAt: sent.sent_at,
      consentAt: sent.consent_at,
      maskedPhone: sent.masked_phone,
      consents: { electronicSignature: true },
      ip: context.ip ?? 'unknown',
      userAgent: context.userAgent ?? 'unknown',
    });
    await applyLeaseTransition(tx, id, 'issuePickupVoucher', 'platform', { at: now });
  });
  return ok(await leaseRequestBody(context.db, id, now));
}

export const onboardingHandlers: Handlers = {
  getOnboarding: async ({ db, user }) =>
    ok(onboardingBody(await onboardingRow(db, requireUser(user).id))),
  updatePersonalInformation,
  saveCharter,
  saveBankDetails,
  sendSignatureCode,
  verifySignatureCode,
};
