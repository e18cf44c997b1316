/**
 * /approve (issue 15): the company's side of a lease request (spec section 4, "Lease flow"), played
 * until now by the dev switch (leaseJourneyDev.ts): the client's pending requests, approving one and
 * refusing one with a motive the rider reads. Both go through the lease state machine
 * (applyLeaseTransition, actor `company`). Each call needs the `approvals` right on the client or
 * its group (access.ts). A group's list holds its subsidiaries' requests too, each naming its
 * company ("Large employers": a group manager decides them from the group's /approve); a request
 * of another client, or of another group's company, is a 404 under this one.
 */
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { fleetLeasesFrom, policyColumns, sharesOf } from '../contributionPolicy.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import { applyLeaseTransition } from '../leaseJourney.ts';

interface PendingRow {
  id: number;
  company_id: number;
  company_name: string;
  rider_name: string;
  bike: string;
  bike_price_cents: number;
  monthly_rent_cents: number;
  rate: string | null;
  cap_cents: number | null;
  requested_at: string;
}

async function pendingRequests(db: Queryable, clientId: number) {
  const { rows } = await db.query<PendingRow>(
    `select l.id, c.id as company_id, c.name as company_name,
            coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), l.rider_name, '') as rider_name,
            coalesce(b.brand || ' ' || b.model, l.bike_model, '') as bike,
            coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents,
            l.monthly_rent_cents,
            ${policyColumns},
            to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at
       ${fleetLeasesFrom}
      where (c.id = $1 or c.group_client_id = $1) and l.status = 'pending-validation'
      order by l.created_at, l.id`,
    [clientId],
  );
  return rows.map((row) => {
    const share = sharesOf(row);
    return {
      id: row.id,
      company: { id: row.company_id, name: row.company_name },
      riderName: row.rider_name,
      bike: row.bike,
      bikePriceCents: row.bike_price_cents,
      monthlyRentCents: row.monthly_rent_cents,
      employerContributionCents: share.employerCents,
      riderShareCents: share.riderCents,
      requestedAt: row.requested_at,
    };
  });
}

/**
 * The request `requestId` of the client or, for a group, of one of its subsidiaries; 404 otherwise
 * (another client's, or none).
 */
async function clientRequestId(db: Queryable, clientId: number, context: HandlerContext) {
  const requestId = context.params['requestId'];
  if (typeof requestId !== 'number') throw notFound('lease request');
  const { rows } = await db.query<{ id: number }>(
    `select l.id from leases l join clients c on c.id = l.client_id
      where l.id = $1 and (c.id = $2 or c.group_client_id = $2)`,
    [requestId, clientId],
  );
  if (!rows[0]) throw notFound('lease request');
  return rows[0].id;
}

async function decide(context: HandlerContext, event: 'approve' | 'refuse') {
  const { db, user, params } = context;
  const client = await clientWithRight(db, user, idParam(params), fleetRights.approvals);
  const id = await clientRequestId(db, client.id, context);
  const motive = (context.body as { motive?: unknown } | undefined)?.motive;
  const result = await db.transaction((tx) =>
    applyLeaseTransition(tx, id, event, 'company', {
      ...(typeof motive === 'string' ? { motive } : {}),
    }),
  );
  return ok({ id, status: result.to });
}

export const fleetApprovalHandlers: Handlers = {
  async listPendingLeaseRequests({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.approvals);
    return ok(await pendingRequests(db, client.id));
  },
  approveLeaseRequest: (context) => decide(context, 'approve'),
  refuseLeaseRequest: (context) => decide(context, 'refuse'),
};
