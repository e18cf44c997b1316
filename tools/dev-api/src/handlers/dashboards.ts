/**
 * The three fleet-management dashboards of spec section 7 (issue 15, `/dashboard`): figures computed
 * from the database at the time of the call, for the Paris day of the server's clock. Counts come
 * from SQL; money is split lease by lease with @velo/leasing, the same rules the rider reads
 * (contributions capped, free months at zero, the extension's reduced rent past month 36).
 */
import {
  addMonths,
  contributions,
  extensionDates,
  extensionRentCents,
  LEASE_DURATION_MONTHS,
  leaseEndDate,
  leaseMonthOn,
  parisDate,
  type ContributionPolicy,
} from '@velo/leasing';
import { waitingForApproval } from '../accountApproval.ts';
import { idParam, managedClient, requireUser } from '../access.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import { managedIdsOrForbidden } from './clients.ts';

/** Lease statuses between the company's approval and the keys (spec section 4, "Lease flow"). */
const inPreparationStatuses = [
  'approved',
  'equipment-confirmed',
  'contract-signed',
  'voucher-signed',
  'awaiting-payment',
  'ready-for-pickup',
];

/** How many months the cost history covers, and how far ahead the ends of lease are counted. */
const historyMonths = 12;
const upcomingMonths = 3;

interface RunningLease {
  started_on: string;
  /** The Paris day the lease ended, null while it runs. */
  ended_on: string | null;
  status: string;
  rent_cents: number;
  free_months: number;
  extended: boolean;
  rate: string;
  cap_cents: number | null;
}

/** `2026-11-23` → `2026-11`. */
const monthOf = (date: string) => date.slice(0, 7);
/** The first day of `month` months after the month of `date`. */
const monthStart = (date: string, months: number) => addMonths(`${monthOf(date)}-01`, months);
/** The last day of the month of `first` (a first day). */
const monthEnd = (first: string) => {
  const next = addMonths(first, 1);
  const day = new Date(`${next}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

/**
 * What one lease costs in the month that starts on `first`: nothing in its free months; the rent,
 * or past month 36 the extension's reduced rent, split between the employer and the rider.
 */
function monthCost(lease: RunningLease, first: string) {
  const day = lease.started_on > first ? lease.started_on : first;
  const leaseMonth = leaseMonthOn(lease.started_on, day);
  if (leaseMonth <= lease.free_months) return { employerCents: 0, riderCents: 0 };
  const rent =
    leaseMonth > LEASE_DURATION_MONTHS ? extensionRentCents(lease.rent_cents) : lease.rent_cents;
  const policy: ContributionPolicy = { rate: Number(lease.rate), capCents: lease.cap_cents };
  return contributions(rent, policy);
}

/** The last day of an active lease's term: the 36th month's, or the extension's once chosen. */
const termEnd = (lease: RunningLease) =>
  lease.extended ? extensionDates(lease.started_on).endsOn : leaseEndDate(lease.started_on);

async function figures(
  db: Queryable,
  context: HandlerContext,
  scope: 'client' | 'group' | 'all',
  clientIds: number[],
) {
  const now = context.settings.now?.() ?? new Date();
  const asOf = parisDate(now);
  const { rows } = await db.query<{
    eligible: number;
    riders: number;
    pending: number;
    pending_validation: number;
    in_preparation: number;
    active: number;
    ended: number;
  }>(
    `select
       (select count(*)::int from eligible_employees where client_id = any($1::int[])) as eligible,
       (select count(*)::int from users where role = 'rider' and client_id = any($1::int[])) as riders,
       (select count(*)::int from users u
         where u.client_id = any($1::int[]) and ${waitingForApproval('u')})
         + (select count(*)::int from leases where client_id = any($1::int[]) and status = 'pending-validation')
         as pending,
       count(*) filter (where l.status = 'pending-validation')::int as pending_validation,
       count(*) filter (where l.status = any($2::text[]))::int as in_preparation,
       count(*) filter (where l.status = 'active')::int as active,
       count(*) filter (where l.status = 'ended')::int as ended
     from leases l where l.client_id = any($1::int[])`,
    [clientIds, inPreparationStatuses],
  );
  const counts = rows[0];

  // Every lease that ran during the history's months: active ones, and those ended since it began.
  const historyStart = monthStart(asOf, 1 - historyMonths);
  const { rows: leases } = await db.query<RunningLease>(
    `select to_char(l.started_on, 'YYYY-MM-DD') as started_on,
            to_char((l.ended_at at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as ended_on,
            l.status,
            l.monthly_rent_cents as rent_cents,
            coalesce(l.months_of_free_rent, 0) as free_months,
            coalesce(l.end_of_lease_choice = 'extend', false) as extended,
            coalesce(own.employer_contribution_rate, grp.employer_contribution_rate, 0)::text as rate,
            coalesce(own.monthly_employer_contribution_cap_cents,
                     grp.monthly_employer_contribution_cap_cents) as cap_cents
       from leases l
       join clients c on c.id = l.client_id
       left join client_settings own on own.client_id = c.id
       left join client_settings grp on grp.client_id = c.group_client_id
      where l.client_id = any($1::int[])
        and l.started_on is not null
        and (l.status = 'active'
             or (l.status = 'ended' and (l.ended_at is null
                 or (l.ended_at at time zone 'Europe/Paris')::date >= $2::date)))`,
    [clientIds, historyStart],
  );

  const active = leases.filter((lease) => lease.status === 'active' && lease.started_on <= asOf);
  const thisMonth = active
    .map((lease) => monthCost(lease, monthStart(asOf, 0)))
    .reduce(
      (sum, cost) => ({
        employerCents: sum.employerCents + cost.employerCents,
        riderCents: sum.riderCents + cost.riderCents,
      }),
      { employerCents: 0, riderCents: 0 },
    );

  const monthlyCostHistory = Array.from({ length: historyMonths }, (_, index) => {
    const first = monthStart(asOf, index + 1 - historyMonths);
    const last = monthEnd(first);
    let employerCents = 0;
    let riderCents = 0;
    for (const lease of leases) {
      // An ended lease without its day is not placed in any month (it has no known last month).
      if (lease.status === 'ended' && lease.ended_on === null) continue;
      if (lease.started_on > last || (lease.ended_on !== null && lease.ended_on < first)) continue;
      const cost = monthCost(lease, first);
      employerCents += cost.employerCents;
      riderCents += cost.riderCents;
    }
    return { month: monthOf(first), employerCents, riderCents };
  });

  const upcomingLeaseEnds = Array.from({ length: upcomingMonths }, (_, index) => {
    const month = monthOf(monthStart(asOf, index));
    return { month, count: active.filter((lease) => monthOf(termEnd(lease)) === month).length };
  });

  return {
    scope,
    clientIds,
    eligibleEmployees: counts?.eligible ?? 0,
    registeredRiders: counts?.riders ?? 0,
    pendingRequests: counts?.pending ?? 0,
    activeLeases: counts?.active ?? 0,
    monthlyEmployerCostCents: thisMonth.employerCents,
    monthlyRentCents: thisMonth.employerCents + thisMonth.riderCents,
    monthlyRiderShareCents: thisMonth.riderCents,
    leasesByStage: {
      pendingValidation: counts?.pending_validation ?? 0,
      inPreparation: counts?.in_preparation ?? 0,
      active: counts?.active ?? 0,
      ended: counts?.ended ?? 0,
    },
    upcomingLeaseEnds,
    monthlyCostHistory,
    asOf,
    updatedAt: now.toISOString(),
  };
}

export const dashboardHandlers: Handlers = {
  async getClientFleetManagementDashboard(context) {
    const { db, user, params } = context;
    const client = await managedClient(db, user, idParam(params));
    return ok(await figures(db, context, 'client', [client.id]));
  },

  async getFleetManagementDashboard(context) {
    const { db, user } = context;
    const ids = await managedIdsOrForbidden(db, requireUser(user));
    return ok(await figures(db, context, 'all', ids));
  },

  async getGroupFleetManagementDashboard(context) {
    const { db, user, params } = context;
    const group = await managedClient(db, user, idParam(params));
    if (!group.is_group) throw notFound('group client');
    const { rows } = await db.query<{ id: number }>(
      'select id from clients where id = $1 or group_client_id = $1 order by id',
      [group.id],
    );
    return ok(
      await figures(
        db,
        context,
        'group',
        rows.map((row) => row.id),
      ),
    );
  },
};
