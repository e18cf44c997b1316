/**
 * The SMS codes that sign documents (issue 13, spec section 4; eIDAS article 25(1), Code civil
 * article 1367): one set of rules for the lease request's confirmation voucher (handlers/onboarding.ts,
 * table `signature_codes`, one code per lease request) and for a new SEPA mandate when the rider
 * changes bank details (handlers/account.ts, table `bank_details_change_codes`, one per rider).
 *
 * Codes: 6 digits from a CSPRNG, valid 10 minutes, kept only as a scrypt hash; 5 wrong tries and a
 * new code is needed; a new one can be sent 30 seconds after the last (429 `RESEND_TOO_EARLY` with
 * `retryAfterSeconds` and a `retry-after` header). Without an overall cap that would still be a new
 * code with 5 fresh tries every 30 seconds, some 14,400 guesses a day: codes are also capped per
 * account (whoever asks) and per contract (the lease the code signs for), 5 an hour and 10 a day
 * each, over every flow together (429 `TOO_MANY_CODES`, same body and header, a French message;
 * table `sms_code_sends`). The code goes to the SMS outbox
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
 * The caps on codes sent, per account and per contract, over sliding windows: at most 50 tries a
 * day on one contract's codes, one chance in 20,000 of guessing a 6-digit code.
 */
export const codeCaps = [
  { windowMs: 60 * 60 * 1000, max: 5 },
  { windowMs: 24 * 60 * 60 * 1000, max: 10 },
] as const;

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

/** "42 minutes", "3 h 05": how long before a new code may be asked, in the French message. */
function frenchWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes > 1 ? 's' : ''}`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Counts the send just recorded (row `sendId`) against the caps of its account and its contract;
 * over a cap, takes it back and answers 429 `TOO_MANY_CODES`. Recording first then counting keeps
 * parallel requests from slipping past a cap together: each counts the others.
 */
async function assertUnderCaps(
  db: Queryable,
  now: Date,
  sendId: number,
  userId: number,
  leaseId: number,
): Promise<void> {
  let retryAt = 0;
  for (const [column, value] of [
    ['user_id', userId],
    ['lease_id', leaseId],
  ] as const) {
    for (const cap of codeCaps) {
      const { rows } = await db.query<{ count: number; oldest: Date | null }>(
        `select count(*)::int as count,
                (select sent_at from sms_code_sends
                  where ${column} = $1 and sent_at > $2 and sent_at <= $3 and id <> $4
                  order by sent_at desc offset ${cap.max - 1} limit 1) as oldest
           from sms_code_sends where ${column} = $1 and sent_at > $2 and sent_at <= $3`,
        [value, new Date(now.getTime() - cap.windowMs), now, sendId],
      );
      const row = rows[0];
      if (row && row.count > cap.max) {
        // Once the cap-th newest of the others leaves the window, one more code fits.
        const at = row.oldest ? row.oldest.getTime() + cap.windowMs : now.getTime() + cap.windowMs;
        retryAt = Math.max(retryAt, at);
      }
    }
  }
  if (retryAt === 0) return;
  await db.query('delete from sms_code_sends where id = $1', [sendId]);
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  throw new ApiError(
    429,
    'TOO_MANY_CODES',
    `Trop de codes ont été demandés : un nouveau code pourra être envoyé dans ${frenchWait(seconds)}.`,
    undefined,
    { body: { retryAfterSeconds: seconds }, headers: { 'retry-after': String(seconds) } },
  );
}

/**
 * Sends a new code for row `id` of `codes` to `mobilePhone`, replacing the one sent before: a 429
 * `RESEND_TOO_EARLY` within 30 seconds of the last, a 429 `TOO_MANY_CODES` past the caps of the
 * account `userId` (who asks) or of the contract `leaseRequestId` (which also names the request in
 * the SMS outbox). `columns` are the flow's own columns of the row (the user of a lease's code, the
 * new bank details of a mandate change), written with the code.
 */
export async function sendCode(
  db: Queryable,
  settings: Pick<Settings, 'onSignatureCode'>,
  now: Date,
  codes: CodeTable,
  id: number,
  to: { mobilePhone: string; leaseRequestId: number; userId: number },
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
  const { rows: recorded } = await db.query<{ id: number }>(
    'insert into sms_code_sends (user_id, lease_id, sent_at) values ($1, $2, $3) returning id',
    [to.userId, to.leaseRequestId, now],
  );
  await assertUnderCaps(db, now, recorded[0]!.id, to.userId, to.leaseRequestId);
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
