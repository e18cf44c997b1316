/**
 * GET /api/profile (spec section 3, "Profile").
 */
import { requireUser } from '../access.ts';
import { ok, type Handlers } from '../context.ts';

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

export const profileHandlers: Handlers = {
  async getProfile({ db, user }) {
    const current = requireUser(user);
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
    return ok({
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
    });
  },
};
