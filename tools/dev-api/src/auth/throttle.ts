/**
 * The throttles of the public auth calls, of the password change and of new e-mail confirmation
 * links (issue 26). None of them locks an account: past a limit the caller waits, and the wait
 * doubles with each further attempt, answered as 429 `TOO_MANY_ATTEMPTS` with `Retry-After` (spec
 * section 8: "too many attempts, wait a moment or use forgot password").
 *
 * Each call counts what an honest user rarely produces: failed sign-ins, refused registrations and
 * wrong current passwords count, successes do not (the end-to-end suites and the tests sign in
 * hundreds of times from 127.0.0.1); only a reset e-mail and a new confirmation link count each
 * time, since each one sends mail, and so does a company lookup, since each one may tell a client.
 * The limits, all over a window of fifteen minutes:
 * - sign-in: 5 failures for one e-mail from one address; 20 for one e-mail from all addresses, which
 *   does not hold back an address that signed in to that account in the last 30 days, so nobody can
 *   lock a rider out of their own device; 50 for one address whatever the e-mails;
 * - reset e-mail: 3 for one e-mail, 20 for one address;
 * - registration: 20 refusals for one address;
 * - password change: 5 wrong current passwords for one account, 50 for one address;
 * - new e-mail confirmation link: 3 for one account (each link counts, as it sends mail);
 * - finding a company by a work e-mail or its name on /register (issue 28): 20 for one address, each
 *   lookup counting, match or not, so the client list cannot be read by trying names;
 * - overall: past 500 counted attempts of one kind in a minute, every address that made one of them
 *   waits a minute; the others go on.
 * Past a limit, the first wait is 30 seconds after the last attempt, then 1, 2, 4, 8 and at most 15
 * minutes. An attempt is recorded and checked in one transaction that holds the advisory lock of its
 * kind, so parallel attempts are counted one after the other and none slips under a limit (on a
 * PostgreSQL server, a pool's connections would otherwise each miss the others' rows not yet
 * committed); a refused attempt is rolled back, not recorded.
 */
import type { Database, Queryable } from '../db.ts';
import { ApiError } from '../errors.ts';

export type AttemptKind = 'login' | 'reset' | 'register' | 'password' | 'confirmation' | 'lookup';

interface Limit {
  /** What the attempts are counted by. */
  by: 'subject' | 'address' | 'subjectAndAddress';
  max: number;
  /** An address that signed in to the subject's account lately is not held back by this limit. */
  sparesKnownAddresses?: boolean;
}

const minute = 60 * 1000;
export const throttleWindowMs = 15 * minute;
export const firstDelayMs = 30 * 1000;
export const longestDelayMs = 15 * minute;
/** How long a successful sign-in makes its address a known one for the account. */
export const knownAddressMs = 30 * 24 * 60 * minute;
export const globalLimit = { max: 500, windowMs: minute, delayMs: minute } as const;

export const limits: Record<AttemptKind, Limit[]> = {
  login: [
    { by: 'subjectAndAddress', max: 5 },
    { by: 'subject', max: 20, sparesKnownAddresses: true },
    { by: 'address', max: 50 },
  ],
  reset: [
    { by: 'subject', max: 3 },
    { by: 'address', max: 20 },
  ],
  register: [{ by: 'address', max: 20 }],
  password: [
    { by: 'subject', max: 5 },
    { by: 'address', max: 50 },
  ],
  // A signed-in account asking for a new link (issue 26): the session names the account, and a
  // link only ever goes to the account's own address.
  confirmation: [{ by: 'subject', max: 3 }],
  lookup: [{ by: 'address', max: 20 }],
};

export interface Attempt {
  id: number;
  kind: AttemptKind;
  subject: string;
  address: string;
}

/** The wait after `count` attempts past a limit of `max`: 30 s, doubling, at most 15 minutes. */
export function delayAfter(count: number, max: number): number {
  const past = count - max;
  return Math.min(longestDelayMs, firstDelayMs * 2 ** Math.min(past, 16));
}

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many attempts: wait ${retryAfterSeconds} seconds or use "forgot password".`,
    undefined,
    {
      body: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );

/** The advisory lock's first key for the throttles ("thrt"); the second is the attempt's kind. */
const throttleLockKey = 0x74687274;

/**
 * Records an attempt of `kind` about `subject` from `address` and checks the limits against the
 * attempts recorded before it; throws 429 (the attempt rolled back) when one is passed. The attempts
 * of one kind are recorded one at a time (the transaction's advisory lock).
 */
export async function beginAttempt(
  db: Database,
  kind: AttemptKind,
  subject: string,
  address: string | undefined,
  now: Date,
): Promise<Attempt> {
  const from = address ?? 'unknown';
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [throttleLockKey, kind]);
    const inserted = await tx.query<{ id: number }>(
      `insert into auth_attempts (kind, subject, address, attempted_at)
       values ($1, $2, $3, $4) returning id`,
      [kind, subject, from, now],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('attempt not recorded');
    const attempt: Attempt = { id, kind, subject, address: from };
    const waitMs = await waitBefore(tx, attempt, now);
    if (waitMs > 0) throw tooManyAttempts(Math.ceil(waitMs / 1000));
    return attempt;
  });
}

async function waitBefore(db: Queryable, attempt: Attempt, now: Date): Promise<number> {
  const since = new Date(now.getTime() - throttleWindowMs);
  let waitMs = 0;
  for (const limit of limits[attempt.kind]) {
    if (limit.sparesKnownAddresses && (await isKnownAddress(db, attempt, now))) continue;
    const conditions = ['kind = $1', 'id < $2', 'attempted_at > $3'];
    const values: unknown[] = [attempt.kind, attempt.id, since];
    if (limit.by !== 'address') {
      values.push(attempt.subject);
      conditions.push(`subject = $${values.length}`);
    }
    if (limit.by !== 'subject') {
      values.push(attempt.address);
      conditions.push(`address = $${values.length}`);
    }
    const { rows } = await db.query<{ count: number; last: Date | null }>(
      `select count(*)::int as count, max(attempted_at) as last from auth_attempts
        where ${conditions.join(' and ')}`,
      values,
    );
    const { count = 0, last = null } = rows[0] ?? {};
    if (count < limit.max || last === null) continue;
    const until = new Date(last).getTime() + delayAfter(count, limit.max);
    waitMs = Math.max(waitMs, until - now.getTime());
  }
  // Overall: a flood of attempts holds back the addresses that take part in it, not the others.
  const { rows } = await db.query<{ overall: number; own: number }>(
    `select count(*)::int as overall,
            count(*) filter (where address = $4)::int as own
       from auth_attempts where kind = $1 and id < $2 and attempted_at > $3`,
    [attempt.kind, attempt.id, new Date(now.getTime() - globalLimit.windowMs), attempt.address],
  );
  const { overall = 0, own = 0 } = rows[0] ?? {};
  if (overall >= globalLimit.max && own > 0) waitMs = Math.max(waitMs, globalLimit.delayMs);
  return waitMs;
}

async function isKnownAddress(db: Queryable, attempt: Attempt, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth_attempts
      where kind = 'login_ok' and subject = $1 and address = $2 and attempted_at > $3 limit 1`,
    [attempt.subject, attempt.address, new Date(now.getTime() - knownAddressMs)],
  );
  return rows.length > 0;
}

/** An attempt that turned out not to count (a success, or a refusal for another reason). */
export async function forgetAttempt(db: Queryable, attempt: Attempt): Promise<void> {
  await db.query('delete from auth_attempts where id = $1', [attempt.id]);
}

/**
 * A successful sign-in: the failures of this e-mail from this address are forgotten (not those from
 * other addresses, so a rider's own sign-in does not give an attacker a fresh allowance), and the
 * address becomes a known one for the account.
 */
export async function signedIn(db: Queryable, attempt: Attempt, now: Date): Promise<void> {
  await db.query(
    `delete from auth_attempts
      where (kind = 'login' and subject = $1 and address = $2)
         or (kind = 'login_ok' and subject = $1 and address = $2)`,
    [attempt.subject, attempt.address],
  );
  await db.query(
    `insert into auth_attempts (kind, subject, address, attempted_at) values ('login_ok', $1, $2, $3)`,
    [attempt.subject, attempt.address, now],
  );
}

/** A new password (reset link) lifts every sign-in throttle of the e-mail. */
export async function clearLoginAttempts(db: Queryable, email: string): Promise<void> {
  await db.query(`delete from auth_attempts where kind = 'login' and subject = $1`, [email]);
}

/**
 * Runs `work` as an attempt of `kind`: the attempt stays counted when `counts` says the outcome
 * counts (a thrown error, or a success when `counts(undefined)` is true), otherwise it is forgotten.
 */
export async function asAttempt<T>(
  db: Queryable,
  attempt: Attempt,
  counts: (error: unknown) => boolean,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    if (!counts(undefined)) await forgetAttempt(db, attempt);
    return result;
  } catch (error) {
    if (!counts(error)) await forgetAttempt(db, attempt);
    throw error;
  }
}
