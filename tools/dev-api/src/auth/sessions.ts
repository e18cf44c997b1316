/**
 * Sessions. A session is an opaque random token whose SHA-256 digest is stored with an expiry;
 * logout revokes it. It also ends after a time without any call (issue 26), which "Remember me"
 * chooses: 30 minutes without it, 7 days with it; never later than 30 days after sign-in.
 * The sign-in throttle is in throttle.ts.
 */
import type { SessionUser } from '../context.ts';
import type { Queryable } from '../db.ts';
import { digest, randomToken } from '../tokens.ts';

/** How long a session may go without a call: "Remember me" unticked, and ticked. */
export const idleSeconds = { forgotten: 30 * 60, remembered: 7 * 24 * 60 * 60 } as const;
/** A session's last use is written at most once a minute, not on every call. */
const lastUseResolutionSeconds = 60;
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

export async function createSession(
  db: Queryable,
  userId: number,
  ttlMs: number,
  remember = false,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, idle_seconds)
     values ($1, $2, now() + make_interval(secs => $3::double precision / 1000), $4)`,
    [digest(token), userId, ttlMs, remember ? idleSeconds.remembered : idleSeconds.forgotten],
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

/**
 * The user of a live (not revoked, not expired, not idle too long) session, or undefined. Every
 * call with a token starts here: the session, its user and the user's rights in one query (its
 * rights were a second round trip on every call, one of six for a page of the employees list).
 */
export async function findSessionUser(
  db: Queryable,
  token: string,
): Promise<SessionUser | undefined> {
  const { rows } = await db.query<
    UserRow & { stale: boolean; rights: { name: string; client_id: number }[] }
  >(
    `select u.id, u.email, u.role, u.client_id, u.is_approved, u.is_group_client,
            s.last_used_at < now() - make_interval(secs => $2) as stale,
            coalesce((select json_agg(json_build_object('name', r.name, 'client_id', r.client_id)
                                      order by r.client_id, r.name)
                        from user_rights r where r.user_id = u.id), '[]'::json) as rights
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and s.last_used_at > now() - make_interval(secs => s.idle_seconds)`,
    [digest(token), lastUseResolutionSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) {
    await db.query('update sessions set last_used_at = now() where token_hash = $1', [
      digest(token),
    ]);
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    clientId: row.client_id,
    isApproved: row.is_approved,
    isGroupClient: row.is_group_client,
    rights: row.rights.map((right) => ({ name: right.name, clientId: right.client_id })),
  };
}
