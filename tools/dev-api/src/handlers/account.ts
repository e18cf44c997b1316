/**
 * The rider's account (contract openapi/paths/account.yaml, issue 14; spec sections 2.3, 4, 5, 6,
 * 8 and 9): the profile, contact changes checked with @velo/validation's rules (the ones the
 * profile screen runs as the rider types; a refused field names the rule's message id), the
 * language, the password, new bank details signed as a new SEPA mandate with issue 13's SMS-code
 * rules, and deletion (refused during a contract: only the team can then, spec section 6).
 *
 * Never logged: the IBAN, the code, a password.
 */
import {
  addressSchema,
  citySchema,
  emailSchema,
  firstNameSchema,
  frenchMobileSchema,
  lastNameSchema,
  passwordSchema,
  postalCodeSchema,
  validationMessages as m,
} from '@velo/validation';
import { accountRow, accountBody, contactFields, eraseAccount, readAccount } from '../account.ts';
import { requireUser } from '../access.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { reconfirmEmail } from '../auth/emailConfirmation.ts';
import { beginAttempt, forgetAttempt } from '../auth/throttle.ts';
import { noContent, ok, type HandlerContext, type Handlers } from '../context.ts';
import { contentSha256, documentContent } from '../documents/content.ts';
import { ApiError, validationFailed, type FieldError } from '../errors.ts';
import { checkedBankDetails, documentData, ruleFailure, type Rule } from '../onboarding.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { checkCode, sendCode, useCode, type CodeTable, type SentCodeRow } from '../smsCodes.ts';
import { digest } from '../tokens.ts';

const nowOf = (context: HandlerContext) => context.settings.now?.() ?? new Date();

/** The rules of spec section 5 for each contact field (additionalAddress: any text, or cleared). */
const contactRules: Record<string, Rule | null> = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  mobilePhone: frenchMobileSchema,
  address: addressSchema,
  additionalAddress: null,
  postalCode: postalCodeSchema,
  city: citySchema,
};
const userColumns: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobilePhone: 'mobile_phone',
};
const addressColumns: Record<string, string> = {
  address: 'address',
  additionalAddress: 'additional_address',
  postalCode: 'postal_code',
  city: 'city',
};

/**
 * Whoever holds a session (a device left open, a stolen token) could otherwise move the account's
 * e-mail (then reset its password) or its mobile (then receive its signature codes): a new e-mail
 * or mobile needs the current password (400 naming `body.currentPassword`, required or incorrect).
 */
async function currentPasswordProblem(
  context: HandlerContext,
  userId: number,
  values: Record<string, unknown>,
  currentPassword: string | undefined,
): Promise<FieldError | null> {
  const row = await accountRow(context.db, userId);
  const changes =
    ('email' in values && values['email'] !== row.email) ||
    ('mobilePhone' in values && values['mobilePhone'] !== row.mobile_phone);
  if (!changes) return null;
  if (!currentPassword) {
    return { field: 'body.currentPassword', message: m.currentPassword.required };
  }
  // A wrong current password counts as it does for the password change, on the same counters
  // (throttle.ts): a stolen session cannot guess the password through either form.
  const attempt = await beginAttempt(
    context.db,
    'password',
    String(userId),
    context.ip,
    nowOf(context),
  );
  const { rows } = await context.db.query<{ password_hash: string }>(
    'select password_hash from users where id = $1',
    [userId],
  );
  if (await verifyPassword(currentPassword, rows[0]?.password_hash ?? '')) {
    await forgetAttempt(context.db, attempt);
    return null;
  }
  return { field: 'body.currentPassword', message: m.currentPassword.incorrect };
}

async function updateAccount(context: HandlerContext) {
  const user = requireUser(context.user);
  const { currentPassword, ...body } = context.body as Record<string, unknown> & {
    currentPassword?: string;
  };
  const values: Record<string, unknown> = {};
  const fields: FieldError[] = [];
  for (const [field, raw] of Object.entries(body)) {
    const rule = contactRules[field];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (rule === null) {
      // A blank additional address clears it.
      values[field] = value === '' ? null : value;
      continue;
    }
    const problem = rule ? ruleFailure(rule, value) : 'is not a contact field';
    if (problem) fields.push({ field: `body.${field}`, message: problem });
    else values[field] = field === 'email' ? String(value).toLowerCase() : value;
  }
  if (fields.length > 0) throw validationFailed(fields);
  // Checked before the lock and the e-mail's owner: without the password, nothing is learnt.
  const passwordProblem = await currentPasswordProblem(context, user.id, values, currentPassword);
  if (passwordProblem) throw validationFailed([passwordProblem]);
  const emailBefore = (await accountRow(context.db, user.id)).email;
  await context.db.transaction(async (tx) => {
    const row = await accountRow(tx, user.id);
    if (
      row.contract_signed &&
      Object.keys(values).some((f) => contactFields.includes(f as never))
    ) {
      throw new ApiError(
        409,
        'CONTACT_INFORMATION_LOCKED',
        'The contact information is locked while the signed contract runs.',
      );
    }
    if (typeof values['email'] === 'string') {
      const { rows } = await tx.query('select 1 from users where email = $1 and id <> $2', [
        values['email'],
        user.id,
      ]);
      if (rows.length > 0) {
        throw new ApiError(409, 'EMAIL_TAKEN', 'Another account uses this e-mail address.', [
          { field: 'body.email', message: 'already used by another account' },
        ]);
      }
    }
    const userSets = Object.entries(userColumns).filter(([field]) => field in values);
    if (userSets.length > 0) {
      await tx.query(
        `update users set ${userSets.map(([, column], i) => `${column} = $${i + 2}`).join(', ')}
          where id = $1`,
        [user.id, ...userSets.map(([field]) => values[field])],
      );
    }
    const addressSets = Object.entries(addressColumns).filter(([field]) => field in values);
    if (addressSets.length > 0) {
      await tx.query(
        `insert into rider_onboarding (user_id) values ($1) on conflict (user_id) do nothing`,
        [user.id],
      );
      await tx.query(
        `update rider_onboarding set ${addressSets
          .map(([, column], i) => `${column} = $${i + 3}`)
          .concat('updated_at = $2')
          .join(', ')} where user_id = $1`,
        [user.id, nowOf(context), ...addressSets.map(([field]) => values[field])],
      );
    }
  });
  // A new address proves nothing yet: it is confirmed by a link sent to it, and until then the
  // account gets no right a manager grants by e-mail (issue 26).
  if (typeof values['email'] === 'string' && values['email'] !== emailBefore) {
    await reconfirmEmail(context.db, context.settings, user.id, values['email']);
  }
  return ok(await readAccount(context.db, user.id));
}

async function setAccountLanguage(context: HandlerContext) {
  const user = requireUser(context.user);
  const { language } = context.body as { language: 'fr' | 'en' };
  await context.db.query('update users set language = $2 where id = $1', [user.id, language]);
  return noContent();
}

async function changePassword(context: HandlerContext) {
  const user = requireUser(context.user);
  const { currentPassword, newPassword } = context.body as {
    currentPassword: string;
    newPassword: string;
  };
  const fields: FieldError[] = [];
  // A wrong current password counts against the account and the address (throttle.ts).
  const attempt = await beginAttempt(
    context.db,
    'password',
    String(user.id),
    context.ip,
    nowOf(context),
  );
  if (currentPassword.length === 0) {
    fields.push({ field: 'body.currentPassword', message: m.currentPassword.required });
  } else {
    const { rows } = await context.db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [user.id],
    );
    // Spec section 8 keeps 401 for a lost session: a wrong current password is a field's 400.
    if (!(await verifyPassword(currentPassword, rows[0]?.password_hash ?? ''))) {
      fields.push({ field: 'body.currentPassword', message: m.currentPassword.incorrect });
    }
  }
  const problem =
    ruleFailure(passwordSchema, newPassword) ??
    (isCommonPassword(newPassword) ? m.password.common : undefined);
  if (problem) fields.push({ field: 'body.newPassword', message: problem });
  if (!fields.some((error) => error.message === m.currentPassword.incorrect)) {
    await forgetAttempt(context.db, attempt);
  }
  if (fields.length > 0) throw validationFailed(fields);
  const hash = await hashPassword(newPassword);
  await context.db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2 where id = $1', [user.id, hash]);
    // Whoever else holds a session of this account (a stolen token, another device) is signed out.
    await tx.query(
      `update sessions set revoked_at = now()
        where user_id = $1 and revoked_at is null and token_hash <> $2`,
      [user.id, context.token ? digest(context.token) : ''],
    );
  });
  return noContent();
}

async function deleteAccount(context: HandlerContext) {
  const user = requireUser(context.user);
  await context.db.transaction(async (tx) => {
    const row = await accountRow(tx, user.id);
    if (row.contract_running) {
      throw new ApiError(
        409,
        'DELETION_IMPOSSIBLE',
        'A contract is running: only the team can delete this account.',
      );
    }
    await eraseAccount(tx, user.id);
  });
  return noContent();
}

/** A pending change of bank details and the code that signs its mandate (smsCodes.ts). */
interface ChangeCodeRow extends SentCodeRow {
  lease_id: number;
  iban: string;
  bic: string;
  holder_name: string;
}

/** The mandate changes' codes: one per rider, issue 13's rules (smsCodes.ts). */
const mandateCodes: CodeTable = { table: 'bank_details_change_codes', key: 'user_id' };

async function sendBankDetailsCode(context: HandlerContext) {
  const user = requireUser(context.user);
  const bank = checkedBankDetails(
    context.body as { iban: string; bic: string; holderName: string },
  );
  const now = nowOf(context);
  const row = await accountRow(context.db, user.id);
  if (row.iban === null || row.mandate_lease_id === null) {
    throw new ApiError(
      409,
      'MANDATE_NOT_SIGNED',
      'No mandate was signed yet: the bank details are changed in the onboarding.',
    );
  }
  if (row.mobile_phone === null) {
    throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'A mobile phone is needed for the code.');
  }
  const to = {
    mobilePhone: row.mobile_phone,
    leaseRequestId: row.mandate_lease_id,
    userId: user.id,
  };
  return ok(
    await sendCode(context.db, context.settings, now, mandateCodes, user.id, to, {
      lease_id: row.mandate_lease_id,
      iban: bank.iban,
      bic: bank.bic,
      holder_name: bank.holderName,
    }),
  );
}

/** A new mandate, a new unique reference (RUM, at most 35 characters): …-<yyyymmdd>-<nn>. */
function nextMandateReference(userId: number, at: Date, previousChanges: number): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `VELO-RUM-${String(userId).padStart(6, '0')}-${day}-${String(previousChanges + 2).padStart(2, '0')}`;
}

async function verifyBankDetailsCode(context: HandlerContext) {
  const user = requireUser(context.user);
  const { code } = context.body as { code: string };
  const now = nowOf(context);
  const sent = await checkCode<ChangeCodeRow>(context.db, mandateCodes, user.id, code, now);
  await context.db.transaction(async (tx) => {
    await useCode(tx, mandateCodes, user.id, sent);
    const { rows: previous } = await tx.query<{ count: number; reference: string }>(
      `select (select count(*)::int from mandate_signatures where user_id = $1) as count,
              (select mandate_reference from rider_bank_details where user_id = $1) as reference`,
      [user.id],
    );
    const reference = nextMandateReference(user.id, now, previous[0]?.count ?? 0);
    const signedAt = now.toISOString();
    // The new mandate as the rider signs it: issue 13's SEPA mandate with the new details.
    const data = await documentData(tx, user.id, sent.lease_id, now, signedAt);
    const content = documentContent('direct-debit-mandate', {
      ...data,
      bank: {
        iban: sent.iban,
        bic: sent.bic,
        holderName: sent.holder_name,
        mandateReference: reference,
      },
    });
    await tx.query(
      `insert into mandate_signatures (user_id, lease_id, mandate_reference, replaced_reference,
                                       sha256, content, signed_at, code_sent_at, consent_at,
                                       masked_phone, consents, ip, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        user.id,
        sent.lease_id,
        reference,
        previous[0]?.reference ?? '',
        contentSha256(content),
        JSON.stringify(content),
        now,
        sent.sent_at,
        sent.consent_at,
        sent.masked_phone,
        JSON.stringify({ electronicSignature: true }),
        context.ip ?? 'unknown',
        (context.userAgent ?? 'unknown').slice(0, 500),
      ],
    );
    await tx.query(
      `update rider_bank_details set iban = $2, bic = $3, holder_name = $4, mandate_reference = $5,
              updated_at = $6
        where user_id = $1`,
      [user.id, sent.iban, sent.bic, sent.holder_name, reference, now],
    );
  });
  return ok(await readAccount(context.db, user.id));
}

export const accountHandlers: Handlers = {
  getAccount: async ({ db, user }) => ok(accountBody(await accountRow(db, requireUser(user).id))),
  updateAccount,
  setAccountLanguage,
  changePassword,
  deleteAccount,
  sendBankDetailsCode,
  verifyBankDetailsCode,
};
