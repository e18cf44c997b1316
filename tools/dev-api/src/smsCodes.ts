/**
 * The SMS codes that sign documents (issue 13, spec section 4; eIDAS article 25(1), Code civil
 * article 1367): one set of rules for the lease request's confirmation voucher (handlers/onboarding.ts,
 * table `signature_codes`, one code per lease request) and for a new SEPA mandate when the rider
 * changes bank details (handlers/account.ts, table `bank_details_change_codes`, one per rider).
 *
 * Codes: 6 digits from a CSPRNG, valid 10 minutes, kept only as a scrypt hash; 5 wrong tries and a
 * new code is needed; a new one can be sent 30 seconds after the last (429 `RESEND_TOO_EARLY` with
 * `retryAfterSeconds` and a `retry-after` header). The code goes to the SMS outbox
 * (`settings.onSignatureCode`); no code is ever written to a log. What a verified code signs, and the
 * evidence kept, is the caller's (signature.ts for the lease documents).
 */
import { randomInt } from 'node:crypto';
import type { Settings } from './context.ts';
import type { Queryable } from './db.ts';
import { ApiError } from './errors.ts';
import { maskPhone } from './onboarding.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const codeLength = 6;
export const codeValidityMs = 10 * 60 * 1000;
export const resendDelayMs = 30 * 1000;
export const maxAttempts = 5;

/**
 * scrypt at a lower cost than passwords: a code lives 10 minutes and allows 5 tries, so the hash
 * only has to keep a database reader from reading it back, not to resist a long offline search.
 */
const codeHashCost = { N: 2 ** 12, r: 8, p: 1 } as const;

export function newCode(): string {
  return String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
}

export const hashCode = (code: string) => hashPassword(code, codeHashCost);
export const codeMatches = (code: string, hash: string) => verifyPassword(code, hash);

/**
 * Where a flow keeps its codes: the table and its key column (the lease request's id for the
 * voucher, the rider's id for a mandate change). Both tables share the code columns (`code_hash`,
 * `masked_phone`, `sent_at`, `expires_at`, `attempts_left`, `consent_at`).
 */
export interface CodeTable {
  table: 'signature_codes' | 'bank_details_change_codes' | 'company_signature_codes';
  key: 'lease_id' | 'user_id';
}

/** The code columns every row of a `CodeTable` has. */
export interface SentCodeRow {
  code_hash: string;
  masked_phone: string;
  sent_at: Date;
  expires_at: Date;
  attempts_left: number;
  consent_at: Date;
}

/** What the contract answers once a code is sent (`SignatureCodeSent`). */
export interface CodeSent {
  maskedPhone: string;
  expiresAt: string;
  resendAvailableAt: string;
}

/**
 * Sends a new code for row `id` of `codes` to `mobilePhone`, replacing the one sent before: a 429
 * `RESEND_TOO_EARLY` within 30 seconds of the last. `columns` are the flow's own columns of the row
 * (the user of a lease's code, the new bank details of a mandate change), written with the code.
 * `leaseRequestId` names the request in the SMS outbox.
 */
export async function sendCode(
  db: Queryable,
  settings: Pick<Settings, 'onSignatureCode'>,
  now: Date,
  codes: CodeTable,
  id: number,
  to: { mobilePhone: string; leaseRequestId: number },
  columns: Record<string, unknown>,
): Promise<CodeSent> {
  const { rows } = await db.query<{ sent_at: Date }>(
    `select sent_at from ${codes.table} where ${codes.key} = $1`,
    [id],
  );
  const last = rows[0]?.sent_at;
  if (last && now.getTime() - last.getTime() < resendDelayMs) {
    const seconds = Math.ceil((last.getTime() + resendDelayMs - now.getTime()) / 1000);
    throw new ApiError(
      429,
      'RESEND_TOO_EARLY',
      `A new code can be sent in ${seconds} seconds.`,
      undefined,
      { body: { retryAfterSeconds: seconds }, headers: { 'retry-after': String(seconds) } },
    );
  }
  const code = newCode();
  const maskedPhone = maskPhone(to.mobilePhone);
  const expiresAt = new Date(now.getTime() + codeValidityMs);
  // The consent was ticked in the request that sends the code: its time is the sending's.
  const values: Record<string, unknown> = {
    ...columns,
    code_hash: await hashCode(code),
    masked_phone: maskedPhone,
    sent_at: now,
    expires_at: expiresAt,
    attempts_left: maxAttempts,
    consent_at: now,
  };
  const names = Object.keys(values);
  await db.query(
    `insert into ${codes.table} (${codes.key}, ${names.join(', ')})
     values ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})
     on conflict (${codes.key}) do update set
       ${names.map((name) => `${name} = excluded.${name}`).join(', ')}`,
    [id, ...Object.values(values)],
  );
  settings.onSignatureCode?.({ to: to.mobilePhone, code, leaseRequestId: to.leaseRequestId });
  return {
    maskedPhone,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + resendDelayMs).toISOString(),
  };
}

const needNewCode = (code: string, message: string) => new ApiError(409, code, message);
const tooManyAttempts = () =>
  needNewCode('SIGNATURE_TOO_MANY_ATTEMPTS', 'Five wrong codes: ask for a new one.');

/**
 * Checks `code` against the one sent for row `id` of `codes` at `now`; answers the row when it
 * matches (then `useCode` in the transaction that signs). Otherwise: 409 `SIGNATURE_CODE_EXPIRED`
 * (none sent, or expired), 409 `SIGNATURE_TOO_MANY_ATTEMPTS` (5 wrong), 400 `SIGNATURE_CODE_INVALID`
 * with `remainingAttempts`.
 */
export async function checkCode<Row extends SentCodeRow>(
  db: Queryable,
  codes: CodeTable,
  id: number,
  code: string,
  now: Date,
): Promise<Row> {
  // One try is taken before the code is compared, in one statement: parallel guesses cannot get
  // more than the 5 tries between them.
  const { rows } = await db.query<Row>(
    `update ${codes.table} set attempts_left = attempts_left - 1
      where ${codes.key} = $1 and attempts_left > 0 and expires_at >= $2
      returning *`,
    [id, now],
  );
  const sent = rows[0];
  if (!sent) {
    const { rows: unusable } = await db.query<{ attempts_left: number }>(
      `select attempts_left from ${codes.table} where ${codes.key} = $1`,
      [id],
    );
    const state = unusable[0];
    if (state && state.attempts_left <= 0) throw tooManyAttempts();
    throw needNewCode(
      'SIGNATURE_CODE_EXPIRED',
      state ? 'The code has expired; ask for a new one.' : 'No code was sent; ask for one.',
    );
  }
  if (!(await codeMatches(code, sent.code_hash))) {
    if (sent.attempts_left === 0) throw tooManyAttempts();
    throw new ApiError(400, 'SIGNATURE_CODE_INVALID', 'The code is not the one sent.', undefined, {
      body: { remainingAttempts: sent.attempts_left },
    });
  }
  return sent;
}

/**
 * Uses the code `checkCode` answered, in the caller's transaction: the code signs once, so a
 * parallel request with it finds none (409 `SIGNATURE_CODE_EXPIRED`).
 */
export async function useCode(
  tx: Queryable,
  codes: CodeTable,
  id: number,
  sent: SentCodeRow,
): Promise<void> {
  const { rows } = await tx.query(
    `delete from ${codes.table} where ${codes.key} = $1 and code_hash = $2 returning ${codes.key}`,
    [id, sent.code_hash],
  );
  if (rows.length === 0) {
    throw needNewCode('SIGNATURE_CODE_EXPIRED', 'This code was already used; ask for a new one.');
  }
}
