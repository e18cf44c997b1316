/**
 * /approve (issue 15): the company's side of a lease request (spec section 4, "Lease flow"), played
 * until now by the dev switch (leaseJourneyDev.ts): the client's pending requests, approving one and
 * refusing one with a motive the rider reads. Both go through the lease state machine
 * (applyLeaseTransition, actor `company`). Each call needs the `approvals` right on the client or
 * its group (access.ts). A group's list holds its subsidiaries' requests too, each naming its
 * company ("Large employers": a group manager decides them from the group's /approve, or from a
 * subsidiary's); a request of another client, or of another group's company, is a 404 under this
 * one. The list is served a page at a time by keyset (never OFFSET), as the employees list is
 * (fleetEmployees.ts, whose company scope and search words it shares): in the order of the
 * request's time or of the rider's name, filtered by company of the group and searched, with a
 * count exact up to 10,000.
 */
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { policyColumns, policyJoins, sharesOf } from '../contributionPolicy.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import { applyLeaseTransition } from '../leaseJourney.ts';
import { decodeCursor, encodeCursor, type KeyType } from '../listPages.ts';
import { companyScope, searchWords, type CompanyScope } from './fleetEmployees.ts';

/** The orders of the list (the contract's `sort`), descending with a leading `-`. */
export const pendingSortFields = ['requestedAt', 'riderName'] as const;
type PendingSortField = (typeof pendingSortFields)[number];
export type PendingSort = PendingSortField | `-${PendingSortField}`;

/** Beyond this many matching requests the answer's `total` is this figure and `totalExact` false. */
export const pendingExactTotalUpTo = 10_000;

export interface PendingQuery {
  limit: number;
  sort: PendingSort;
  /** The last row's sort keys (the request's first, its id last), from the previous page's cursor. */
  after?: readonly [string, string] | undefined;
  /** The search's words, as typed (folded by the database). */
  words?: readonly string[] | undefined;
}

/** `$n` placeholders, numbered as values are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The request's time to the microsecond, as a cursor keeps it. */
const timeKey = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rider's sort key by name (migration 022's `name_key`: last name then first name, folded), or
 * the request's own name for a request without an account (the fleet seed's older rows).
 */
const nameKey = `coalesce(u.name_key, velo_fold(l.rider_name)) collate "C"`;

function parseSort(sort: PendingSort) {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as PendingSortField, descending };
}

/**
 * The waiting requests of the companies, in the sort's order after the cursor's keys, `limit` of
 * them: read from the waiting requests' indexes (migration 030) in time order, or with each one's
 * rider looked up by id (never a join that reads the riders whole) for the name order or a search (the rider's folded names, address and number, migration
 * 022's `search_text`, and the eligible list's number when the account has none). The columns
 * `k0`, `k1` are a row's sort keys.
 */
function pendingRows(
  params: Params,
  companies: CompanyScope,
  query: PendingQuery,
  limit: number,
  ordered = true,
) {
  const { field, descending } = parseSort(query.sort);
  const [only] = companies;
  const conditions = [
    `l.status = 'pending-validation'`,
    companies.length === 1 && only !== undefined
      ? `l.client_id = ${params.add(only)}`
      : `l.client_id = any(${params.add(companies)}::int[])`,
  ];
  const words = query.words ?? [];
  for (const word of words) {
    const pattern = `'%' || velo_fold(${params.add(word.replace(/[\\%_]/g, '\\$&'))}) || '%'`;
    conditions.push(
      `(coalesce(u.search_text, velo_fold(l.rider_name)) like ${pattern}
        or velo_fold(e.employee_number) like ${pattern})`,
    );
  }
  const keys = field === 'requestedAt' ? ['l.created_at', 'l.id'] : [nameKey, 'l.id'];
  if (query.after) {
    const [first, id] = query.after;
    const value =
      field === 'requestedAt'
        ? `${params.add(first)}::timestamptz`
        : `${params.add(first)}::text collate "C"`;
    conditions.push(
      `(${keys.join(', ')}) ${descending ? '<' : '>'} (${value}, ${params.add(Number(id))}::int)`,
    );
  }
  const needsRider = field === 'riderName' || words.length > 0;
  const direction = descending ? 'desc' : 'asc';
  const sql = `select l.id, ${field === 'requestedAt' ? timeKey('l.created_at') : nameKey} as k0,
         l.id::text as k1
    from leases l
    ${
      needsRider
        ? `left join lateral (
        select u.name_key, u.search_text, u.email, u.employee_number from users u
         where u.id = l.user_id offset 0) u on true`
        : ''
    }
    ${
      words.length > 0
        ? `left join lateral (
        select e.employee_number from eligible_employees e
         where e.client_id = l.client_id and e.email = u.email and u.employee_number is null
        offset 0) e on true`
        : ''
    }
   where ${conditions.join('\n     and ')}
   ${ordered ? `order by ${keys.map((key) => `${key} ${direction}`).join(', ')}` : ''}
   limit ${params.add(limit)}`;
  return { sql };
}

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
  k0: string;
  k1: string;
}

/**
 * One page: the page's requests (`limit + 1`, the extra one says there is a next page), then each
 * one's lease, company, rider, bike and contribution settings looked up for those rows only, in the
 * page's order. Exported for the
 * plan's test.
 */
export function pendingPageQuery(companies: CompanyScope, query: PendingQuery) {
  const params = new Params();
  const page = pendingRows(params, companies, query, query.limit + 1);
  const sql = `select l.id, c.id as company_id, c.name as company_name,
            coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), l.rider_name, '') as rider_name,
            coalesce(b.brand || ' ' || b.model, l.bike_model, '') as bike,
            coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents,
            l.monthly_rent_cents,
            ${policyColumns},
            to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at,
            r.k0, r.k1
       from (select x.*, row_number() over () as n from (${page.sql}) x) r
       cross join lateral (select * from leases l where l.id = r.id offset 0) l
       join clients c on c.id = l.client_id
       left join users u on u.id = l.user_id
       ${policyJoins}
       left join retailer_propositions p on p.id = l.proposition_id
       left join bike_models b on b.id = p.bike_model_id
      order by r.n`;
  return { sql, values: params.values };
}

/** How many requests match, counted up to `pendingExactTotalUpTo + 1`. */
export function pendingCountQuery(companies: CompanyScope, query: PendingQuery) {
  const params = new Params();
  const { sql } = pendingRows(
    params,
    companies,
    { ...query, sort: 'requestedAt', after: undefined },
    pendingExactTotalUpTo + 1,
    false,
  );
  return { sql: `select count(*)::int as n from (${sql}) c`, values: params.values };
}

/** The types of a cursor's keys for a sort: the request's time or the rider's name, then its id. */
const pendingKeyTypes = (sort: PendingSort): KeyType[] =>
  parseSort(sort).field === 'requestedAt' ? ['timestamp', 'int'] : ['text', 'int'];

export async function pendingRequestsPage(
  db: Queryable,
  companies: CompanyScope,
  query: PendingQuery,
) {
  const page = pendingPageQuery(companies, query);
  const { rows } = await db.query<PendingRow>(page.sql, page.values);
  const count = pendingCountQuery(companies, query);
  const counted = (await db.query<{ n: number }>(count.sql, count.values)).rows[0]?.n ?? 0;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => {
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
    }),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(query.sort, [last.k0, last.k1]) : null,
    total: Math.min(counted, pendingExactTotalUpTo),
    totalExact: counted <= pendingExactTotalUpTo,
  };
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
  async listPendingLeaseRequests({ db, user, params, query }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.approvals);
    // The contract has checked the values and set the defaults (limit 50, the longest-waiting first).
    const sort = (query['sort'] ?? 'requestedAt') as PendingSort;
    const cursor = query['cursor'];
    const after =
      typeof cursor === 'string'
        ? (decodeCursor(cursor, sort, pendingKeyTypes(sort)) as [string, string])
        : undefined;
    const companies = await companyScope(db, client, query['company']);
    return ok(
      await pendingRequestsPage(db, companies, {
        limit: Number(query['limit'] ?? 50),
        sort,
        after,
        words: searchWords(query['q']),
      }),
    );
  },
  approveLeaseRequest: (context) => decide(context, 'approve'),
  refuseLeaseRequest: (context) => decide(context, 'refuse'),
};
