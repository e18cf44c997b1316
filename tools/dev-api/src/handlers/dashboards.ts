/**
 * The three fleet-management dashboards of spec section 7: figures computed from the database
 * (eligible employees, riders, pending requests, leases) at the time of the call.
 */
import { idParam, managedClient, requireUser } from '../access.ts';
import { ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import { managedIdsOrForbidden } from './clients.ts';

async function figures(db: Queryable, scope: 'client' | 'group' | 'all', clientIds: number[]) {
  const { rows } = await db.query<{
    eligible: number;
    riders: number;
    pending: number;
    active: number;
    cost_cents: number | null;
  }>(
    `select
       (select count(*)::int from eligible_employees where client_id = any($1::int[])) as eligible,
       (select count(*)::int from users where role = 'rider' and client_id = any($1::int[])) as riders,
       (select count(*)::int from users
         where client_id = any($1::int[]) and not is_approved and approval_requested_at is not null)
         + (select count(*)::int from leases where client_id = any($1::int[]) and status = 'pending-validation')
         as pending,
       (select count(*)::int from leases where client_id = any($1::int[]) and status = 'active') as active,
       (select sum(least(
                 round(l.monthly_rent_cents
                       * coalesce(own.employer_contribution_rate, grp.employer_contribution_rate, 0)),
                 coalesce(own.monthly_employer_contribution_cap_cents,
                          grp.monthly_employer_contribution_cap_cents, l.monthly_rent_cents)))::integer
          from leases l
          join clients c on c.id = l.client_id
          left join client_settings own on own.client_id = c.id
          left join client_settings grp on grp.client_id = c.group_client_id
         where l.client_id = any($1::int[]) and l.status = 'active') as cost_cents`,
    [clientIds],
  );
  const row = rows[0];
  return {
    scope,
    clientIds,
    eligibleEmployees: row?.eligible ?? 0,
    registeredRiders: row?.riders ?? 0,
    pendingRequests: row?.pending ?? 0,
    activeLeases: row?.active ?? 0,
    monthlyEmployerCostCents: row?.cost_cents ?? 0,
    updatedAt: new Date().toISOString(),
  };
}

export const dashboardHandlers: Handlers = {
  async getClientFleetManagementDashboard({ db, user, params }) {
    const client = await managedClient(db, user, idParam(params));
    return ok(await figures(db, 'client', [client.id]));
  },

  async getFleetManagementDashboard({ db, user }) {
    const ids = await managedIdsOrForbidden(db, requireUser(user));
    return ok(await figures(db, 'all', ids));
  },

  async getGroupFleetManagementDashboard({ db, user, params }) {
    const group = await managedClient(db, user, idParam(params));
    if (!group.is_group) throw notFound('group client');
    const { rows } = await db.query<{ id: number }>(
      'select id from clients where id = $1 or group_client_id = $1 order by id',
      [group.id],
    );
    return ok(
      await figures(
        db,
        'group',
        rows.map((row) => row.id),
      ),
    );
  },
};
