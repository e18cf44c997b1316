/**
 * /exports (issue 15): the client's leases for the manager's files — every request, whatever became
 * of it, with the money split the company's contribution settings give (as /approve shows it). The
 * browser writes the CSV or XLSX file; the employees' file reads listFleetEmployees and the rent
 * scale getMonthlyRents. Right `exports` on the client or its group (access.ts).
 *
 * A group's list covers the group and each of its companies, every row naming its company, and
 * `company` keeps one of them: the company scope of the employees' list (fleetEmployees.ts).
 *
 * Served a page at a time ("Large employers"), by keyset on the request's time and id — the order
 * of the file, newest first — never OFFSET: each company's leases come in that order from the index
 * of migration 031, `limit + 1` of them after the cursor's row at most, and the companies' are
 * merged (one lateral read over the scope's ids, whatever the size of the group); only the page's
 * own rows are then joined to their rider, bike and contribution settings. The count reads each
 * company in turn from the same index and stops at 10,001, as the employees' does.
 */
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { fleetLeasesFrom, policyColumns, sharesOf } from '../contributionPolicy.ts';
import { ok, type Handlers } from '../context.ts';
import {
  decodeCursor,
  encodeCursor,
  exactTotalUpTo,
  Params,
  totalOf,
  type KeyType,
} from '../listPages.ts';
import { companyScope, type CompanyScope } from './fleetEmployees.ts';

interface LeaseRow {
  id: number;
  company_id: number;
  company_name: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  employee_number: string | null;
  bike: string;
  status: string;
  requested_on: string;
  started_on: string | null;
  ends_on: string | null;
  bike_price_cents: number;
  monthly_rent_cents: number;
  rate: string | null;
  cap_cents: number | null;
  /** The request's time as the database writes it (microseconds kept): the cursor's first key. */
  created_key: string;
}

/** The leases' one order (the latest request first): a cursor's keys are the request's time and id. */
const leaseSort = '-createdAt';
const leaseKeyTypes: KeyType[] = ['timestamp', 'int'];

export interface LeasesQuery {
  limit: number;
  /** The last row's request time and id, from the previous page's cursor. */
  after?: readonly string[] | undefined;
}

/**
 * One page: the ids of the companies' leases after the cursor's row, `limit + 1` of them (the extra
 * one says there is a next page), each company's read in order from migration 031's index and
 * merged; then those leases' rows. A request made before its rider had an account keeps the name
 * given then: its first word is read as the first name, the rest as the last name. Exported for
 * tests/fleetEmployeesPlan.test.ts, which reads its plan on a PostgreSQL server.
 */
export function leasesPageQuery(companies: CompanyScope, query: LeasesQuery) {
  const params = new Params();
  const ids = params.add(companies);
  const limit = params.add(query.limit + 1);
  const after = query.after
    ? `and (k.created_at, k.id) < (${params.add(query.after[0])}::timestamptz, ${params.add(Number(query.after[1]))}::int)`
    : '';
  const page = `select p.id from unnest(${ids}::int[]) s(company_id)
      cross join lateral (
        select k.id, k.created_at from leases k
         where k.client_id = s.company_id ${after}
         order by k.created_at desc, k.id desc
         limit ${limit}) p
     order by p.created_at desc, p.id desc
     limit ${limit}`;
  const sql = `select l.id, c.id as company_id, c.name as company_name,
              coalesce(u.first_name, split_part(l.rider_name, ' ', 1)) as first_name,
              coalesce(u.last_name,
                       nullif(trim(substr(l.rider_name, length(split_part(l.rider_name, ' ', 1)) + 1)), ''))
                as last_name,
              u.email, u.employee_number,
              coalesce(b.brand || ' ' || b.model, l.bike_model, '') as bike,
              l.status,
              to_char(l.created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as requested_on,
              to_char(l.started_on, 'YYYY-MM-DD') as started_on,
              case when l.started_on is null then null
                   when l.status = 'ended' and l.ended_at is not null
                     then to_char(l.ended_at at time zone 'Europe/Paris', 'YYYY-MM-DD')
                   else to_char(l.started_on + interval '36 months' - interval '1 day', 'YYYY-MM-DD')
              end as ends_on,
              coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents,
              l.monthly_rent_cents,
              ${policyColumns},
              to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
                as created_key
         ${fleetLeasesFrom}
        where l.id = any(array(${page}))
        order by l.created_at desc, l.id desc`;
  return { sql, values: params.values };
}

/**
 * How many leases the companies have, counted up to `exactTotalUpTo + 1`: each company in turn from
 * its own index (never every lease of a group that holds most of the table), until the count is
 * reached.
 */
export function leasesCountQuery(companies: CompanyScope) {
  const params = new Params();
  const ids = params.add(companies);
  const cap = params.add(exactTotalUpTo + 1);
  const sql = `select count(*)::int as n from (
      select 1 from unnest(${ids}::int[]) s(company_id)
       cross join lateral (
         select 1 from leases k where k.client_id = s.company_id limit ${cap}) k
      limit ${cap}) c`;
  return { sql, values: params.values };
}

export const fleetExportHandlers: Handlers = {
  async listFleetLeases({ db, user, params, query }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.exports);
    // The contract has checked the values and set the default (limit 50).
    const limit = Number(query['limit'] ?? 50);
    const cursor = query['cursor'];
    const after =
      typeof cursor === 'string' ? decodeCursor(cursor, leaseSort, leaseKeyTypes) : undefined;
    const companies = await companyScope(db, client, query['company']);
    const page = leasesPageQuery(companies, { limit, after });
    const { rows } = await db.query<LeaseRow>(page.sql, page.values);
    const count = leasesCountQuery(companies);
    const counted = (await db.query<{ n: number }>(count.sql, count.values)).rows[0]?.n ?? 0;
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return ok({
      items: items.map((row) => {
        const share = sharesOf(row);
        return {
          id: row.id,
          company: { id: row.company_id, name: row.company_name },
          riderFirstName: row.first_name,
          riderLastName: row.last_name,
          email: row.email,
          employeeNumber: row.employee_number,
          bike: row.bike,
          status: row.status,
          requestedOn: row.requested_on,
          startedOn: row.started_on,
          endsOn: row.ends_on,
          bikePriceCents: row.bike_price_cents,
          monthlyRentCents: row.monthly_rent_cents,
          employerContributionCents: share.employerCents,
          riderShareCents: share.riderCents,
        };
      }),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor(leaseSort, [last.created_key, String(last.id)])
          : null,
      ...totalOf(counted),
    });
  },
};
