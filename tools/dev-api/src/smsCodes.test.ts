import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db.ts';
import { ApiError } from './errors.ts';
import {
  checkCode,
  codeValidityMs,
  maxAttempts,
  resendDelayMs,
  sendCode,
  useCode,
  type CodeTable,
} from './smsCodes.ts';
import { openEmptyDatabase } from './throwawayDatabases.ts';

/**
 * The two flows' tables, reduced to their key and the code columns (migrations 008 and 010), and the
 * log of codes sent (016).
 */
const schema = `
  create table signature_codes (
    lease_id integer primary key, user_id integer not null, code_hash text not null,
    masked_phone text not null, sent_at timestamptz not null, expires_at timestamptz not null,
    attempts_left integer not null, consent_at timestamptz not null);
  create table bank_details_change_codes (
    user_id integer primary key, lease_id integer not null, iban text not null,
    code_hash text not null, masked_phone text not null, sent_at timestamptz not null,
    expires_at timestamptz not null, attempts_left integer not null, consent_at timestamptz not null);
  create table sms_code_sends (
    id serial primary key, user_id integer not null, lease_id integer not null,
    sent_at timestamptz not null);`;

const voucher: CodeTable = { table: 'signature_codes', key: 'lease_id' };
const mandate: CodeTable = { table: 'bank_details_change_codes', key: 'user_id' };
const phone = '+33612345678';

let db: Database;
// PGlite boots in a few seconds, more on a busy machine; on a server, a new empty database.
beforeAll(async () => {
  db = await openEmptyDatabase();
  await db.exec(schema);
}, 60_000);
afterAll(() => db.close());

/** Sends a code and answers it as the SMS outbox received it. */
async function send(codes: CodeTable, id: number, at: Date, columns: Record<string, unknown>) {
  const outbox: { to: string; code: string; leaseRequestId: number }[] = [];
  const to = { mobilePhone: phone, leaseRequestId: 42, userId: 7 };
  const sent = await sendCode(
    db,
    { onSignatureCode: (sms) => outbox.push(sms) },
    at,
    codes,
    id,
    to,
    columns,
  );
  return { sent, sms: outbox };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof ApiError ? { status: error.status, ...error.toBody() } : error;
}

describe('SMS codes (one set of rules for the voucher and a new mandate, spec section 4)', () => {
  it('sends a 6-digit code valid 10 minutes to the outbox, keeping only its hash', async () => {
    const at = new Date('2026-05-04T08:00:00Z');
    for (const [codes, id, columns] of [
      [voucher, 1, { user_id: 7 }],
      [mandate, 7, { lease_id: 1, iban: 'FR7630006000011234567890189' }],
    ] as const) {
      const { sent, sms } = await send(codes, id, at, columns);
      expect(sent).toEqual({
        maskedPhone: expect.stringMatching(/78$/),
        expiresAt: new Date(at.getTime() + codeValidityMs).toISOString(),
        resendAvailableAt: new Date(at.getTime() + resendDelayMs).toISOString(),
      });
      expect(sent.maskedPhone).not.toContain('612345');
      expect(sms).toEqual([
        { to: phone, code: expect.stringMatching(/^\d{6}$/), leaseRequestId: 42 },
      ]);
      const { rows } = await db.query<{ code_hash: string; attempts_left: number }>(
        `select code_hash, attempts_left from ${codes.table} where ${codes.key} = $1`,
        [id],
      );
      expect(rows[0]?.attempts_left).toBe(maxAttempts);
      expect(rows[0]?.code_hash).toMatch(/^scrypt\$/);
      expect(rows[0]?.code_hash).not.toContain(sms[0]?.code);
    }
  });

  it('refuses a new code within 30 seconds with 429 and the seconds to wait; replaces it after', async () => {
    const at = new Date('2026-05-04T09:00:00Z');
    const first = await send(voucher, 2, at, { user_id: 8 });
    const early = await failure(send(voucher, 2, new Date(at.getTime() + 20_500), { user_id: 8 }));
    expect(early).toEqual({
      status: 429,
      code: 'RESEND_TOO_EARLY',
      message: 'A new code can be sent in 10 seconds.',
      retryAfterSeconds: 10,
    });
    const later = new Date(at.getTime() + resendDelayMs);
    const second = await send(voucher, 2, later, { user_id: 8 });
    expect(second.sent.expiresAt).toBe(new Date(later.getTime() + codeValidityMs).toISOString());
    const code = first.sms[0]?.code === second.sms[0]?.code ? null : first.sms[0]?.code;
    // The first code no longer signs (unless the draw gave the same digits twice).
    if (code)
      expect(await failure(checkCode(db, voucher, 2, code, later))).toMatchObject({
        status: 400,
        code: 'SIGNATURE_CODE_INVALID',
      });
  });

  it('five wrong codes, then a new one is needed; the right code signs once', async () => {
    const at = new Date('2026-05-04T10:00:00Z');
    const { sms } = await send(mandate, 9, at, {
      lease_id: 3,
      iban: 'FR7630006000011234567890189',
    });
    const right = sms[0]?.code ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    for (const remainingAttempts of [4, 3, 2, 1]) {
      expect(await failure(checkCode(db, mandate, 9, wrong, at))).toEqual({
        status: 400,
        code: 'SIGNATURE_CODE_INVALID',
        message: 'The code is not the one sent.',
        remainingAttempts,
      });
    }
    const tooMany = {
      status: 409,
      code: 'SIGNATURE_TOO_MANY_ATTEMPTS',
      message: 'Five wrong codes: ask for a new one.',
    };
    expect(await failure(checkCode(db, mandate, 9, wrong, at))).toEqual(tooMany);
    expect(await failure(checkCode(db, mandate, 9, right, at))).toEqual(tooMany);

    const again = new Date(at.getTime() + resendDelayMs);
    const renewed =
      (await send(mandate, 9, again, { lease_id: 3, iban: 'FR7630006000011234567890189' })).sms[0]
        ?.code ?? '';
    const sent = await checkCode<{ iban: string } & Awaited<ReturnType<typeof checkCode>>>(
      db,
      mandate,
      9,
      renewed,
      again,
    );
    expect(sent.iban).toBe('FR7630006000011234567890189');
    await db.transaction((tx) => useCode(tx, mandate, 9, sent));
    expect(await failure(db.transaction((tx) => useCode(tx, mandate, 9, sent)))).toEqual({
      status: 409,
      code: 'SIGNATURE_CODE_EXPIRED',
      message: 'This code was already used; ask for a new one.',
    });
    expect(await failure(checkCode(db, mandate, 9, renewed, again))).toEqual({
      status: 409,
      code: 'SIGNATURE_CODE_EXPIRED',
      message: 'No code was sent; ask for one.',
    });
  });

  it('a code expires 10 minutes after it was sent', async () => {
    const at = new Date('2026-05-04T11:00:00Z');
    const { sms } = await send(voucher, 3, at, { user_id: 10 });
    const code = sms[0]?.code ?? '';
    const expired = await failure(
      checkCode(db, voucher, 3, code, new Date(at.getTime() + codeValidityMs + 1)),
    );
    expect(expired).toEqual({
      status: 409,
      code: 'SIGNATURE_CODE_EXPIRED',
      message: 'The code has expired; ask for a new one.',
    });
    const onTime = await checkCode(db, voucher, 3, code, new Date(at.getTime() + codeValidityMs));
    // The late try took none of the five: only a compared code does.
    expect(onTime.attempts_left).toBe(maxAttempts - 1);
  });
});
