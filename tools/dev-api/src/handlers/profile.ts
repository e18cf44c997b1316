/**
 * GET /api/profile (spec section 3, "Profile"), and PUT /api/profile/company: a group-affiliated
 * rider chooses the subsidiary that employs them (issue 28).
 */
import { requireUser } from '../access.ts';
import { ok, type Handlers, type SessionUser } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, validationFailed } from '../errors.ts';

interface ProfileRow {
  id: number;
  role: string;
  is_group_client: boolean;
  language: string;
  is_approved: boolean;
  client_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  refused_at: string | null;
  refusal_motive: string | null;
  retailer_active: boolean | null;
  theme: unknown;
}

async function profileBody(db: Queryable, current: SessionUser) {
  const { rows } = await db.query<ProfileRow>(
    `select u.id, u.role, u.is_group_client, u.language, u.is_approved, u.client_id,
              u.first_name, u.last_name, u.email,
              u.email_confirmed_at is not null as email_confirmed,
              to_char(u.approval_refused_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                as refused_at,
              u.approval_refusal_motive as refusal_motive,
              r.is_active as retailer_active, s.theme
         from users u
         left join retailers r on r.id = u.retailer_id
         left join client_settings s on s.client_id = u.client_id
        where u.id = $1`,
    [current.id],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${current.id} vanished`);
  return {
    id: row.id,
    role: row.role,
    isGroupClient: row.is_group_client,
    language: row.language,
    clientTheme: row.theme ?? null,
    isApproved: row.is_approved,
    rights: current.rights,
    retailer: row.retailer_active === null ? null : { isActive: row.retailer_active },
    clientId: row.client_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    // Issue 26: until the link e-mailed at registration is followed (the home page says so).
    emailConfirmed: row.email_confirmed,
    // Issue 27: the company refused the account (refuseAccount); the home page says so.
    approvalRefusal:
      row.refused_at === null ? null : { refusedAt: row.refused_at, motive: row.refusal_motive },
  };
}

export const profileHandlers: Handlers = {
  async getProfile({ db, user }) {
    return ok(await profileBody(db, requireUser(user)));
  },

  /**
   * A group-affiliated rider (spec sections 2.1 and 6) names the subsidiary that employs them: the
   * account moves to it and is no longer sent to /group-affiliated. Only such a rider may (403
   * otherwise), and only for a company of their own group: any other id, known or not, is answered
   * 400 on `body.clientId`, so the call tells nothing of other companies. The approval stays: the
   * group gave it, and the subsidiary is one of its companies.
   */
  async chooseGroupCompany({ db, user, body }) {
    const current = requireUser(user);
    const { clientId } = body as { clientId: number };
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ group_id: number | null }>(
        `select c.id as group_id from users u join clients c on c.id = u.client_id and c.is_group
          where u.id = $1 and u.is_group_client and u.role = 'rider' for update of u`,
        [current.id],
      );
      const groupId = rows[0]?.group_id;
      if (groupId === undefined || groupId === null) {
        throw new ApiError(403, 'FORBIDDEN', 'This account is not attached to a group.');
      }
      const moved = await tx.query(
        `update users set client_id = $2, is_group_client = false
          where id = $1 and exists (select 1 from clients where id = $2 and group_client_id = $3)
          returning id`,
        [current.id, clientId, groupId],
      );
      if (moved.rows.length === 0) {
        throw validationFailed([
          { field: 'body.clientId', message: 'is not a company of your group' },
        ]);
      }
    });
    return ok(await profileBody(db, current));
  },
};
