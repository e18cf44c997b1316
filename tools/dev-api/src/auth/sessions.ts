/**
 * Sessions and the login throttle. A session is an opaque random token whose SHA-256 digest is
 * stored with an expiry; logout revokes it.
 */
import type { SessionUser } from '../context.ts';
import type { Queryable } from '../db.ts';
import { digest, randomToken } from '../tokens.ts';

/** Spec section 8: "too many attempts, wait a moment or use forgot password". */
export const maxFailedLogins = 5;
export const failedLoginWindowMinutes = 15;
/** The right that makes a fleet manager (LoginResponse.hasFleetManagementRights). */
export const fleetManagementRight = 'fleetManagement';
/**
 * The platform's rights (issue 15's design; spec section 6 leaves the names unshown), the same strings
 * as @velo/auth's `rightNames`. Each fleet endpoint needs one of them on the client it touches or on
 * that client's group (access.ts); the README maps them to routes and endpoints.
 */
export const fleetRights = {
  fleetManagement: fleetManagementRight,
  approvals: 'approvals',
  agreements: 'agreements',
  invoices: 'invoices',
  exports: 'exports',
  sites: 'sites',
} as const;
export type FleetRight = (typeof fleetRights)[keyof typeof fleetRights];

export async function createSession(db: Queryable, userId: number, ttlMs: number): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))`,
    [digest(token), userId, ttlMs],
  );
  return token;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null',
    [digest(token)],
  );
}

interface UserRow {
  id: number;
  email: string;
  role: SessionUser['role'];
  client_id: number | null;
  is_approved: boolean;
  is_group_client: boolean;
}

export async function loadRights(db: Queryable, userId: number): Promise<SessionUser['rights']> {
  const { rows } = await db.query<{ name: string; client_id: number }>(
    'select name, client_id from user_rights where user_id = $1 order by client_id, name',
    [userId],
  );
  return rows.map((row) => ({ name: row.name, clientId: row.client_id }));
}

/** The user of a live (not revoked, not expired) session, or undefined. */
export async function findSessionUser(
  db: Queryable,
  token: string,
): Promise<SessionUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `select u.id, u.email, u.role, u.client_id, u.is_approved, u.is_group_client
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [digest(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    clientId: row.client_id,
    isApproved: row.is_approved,
    isGroupClient: row.is_group_client,
    rights: await loadRights(db, row.id),
  };
}

/**
 * Records a login attempt for `email` before the password is checked and tells whether the email
 * is locked: five failures within fifteen minutes lock that email only, never another account.
 * Recording first means parallel attempts cannot all slip under the limit.
 * Returns the attempt's id (to clear on success) or `locked`.
 */
export async function beginLoginAttempt(db: Queryable, email: string): Promise<number | 'locked'> {
  const inserted = await db.query<{ id: number }>(
    'insert into login_failures (email) values ($1) returning id',
    [email],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('login attempt not recorded');
  const { rows } = await db.query<{ failures: number }>(
    `select count(*)::int as failures from login_failures
      where email = $1 and id < $2
        and failed_at > now() - make_interval(mins => $3)`,
    [email, id, failedLoginWindowMinutes],
  );
  if ((rows[0]?.failures ?? 0) >= maxFailedLogins) {
    // A refused attempt is not a failure of its own: waiting fifteen minutes is enough to unlock.
    await db.query('delete from login_failures where id = $1', [id]);
    return 'locked';
  }
  return id;
}

/** A successful login wipes the email's failures. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('delete from login_failures where email = $1', [email]);
}
