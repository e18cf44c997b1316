/**
 * /employees (issue 15, and "Large employers"): the company's people as its fleet manager sees them,
 * one row each — the eligible-employees list joined with the client's riders, and where each one
 * stands (the `FleetEmployeeStatus` of openapi/paths/fleet-employees.yaml) — served a page at a time:
 * sorted, filtered and searched here, by keyset (never OFFSET). Right `fleetManagement` (or
 * `exports`, for the employees' file) on the client or its group (access.ts).
 *
 * The list is two sides with nothing in common but the address: the client's riders (`users`, with
 * their line of the eligible list when there is one: their employee number may only be there), and
 * the eligible employees who have no rider account (always `not-registered`). Each side is read in
 * the page's order from its own index (migration 022: name or address order), stops at the page's
 * size plus one, and the two are merged; the lease that gives a rider's status is looked up for the
 * rows read only. A sort on a computed value (status, lease end, employee number) reads the
 * company's rows whole and keeps the first ones.
 */
import { leaseStatuses } from '@velo/leasing';
import { waitingForApproval } from '../accountApproval.ts';
import { clientWithRight, idParam, type ClientRef } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { validationFailed } from '../errors.ts';

/**
 * Lease statuses between the company's approval and the delivery, read from the state machine's
 * order (@velo/leasing) rather than copied: 'approved' … 'ready-for-pickup'.
 */
export const onTheWay = leaseStatuses.slice(
  leaseStatuses.indexOf('approved'),
  leaseStatuses.indexOf('ready-for-pickup') + 1,
);

/** The statuses in the programme's order: the `status` sort's. */
export const employeeStatuses = [
  'not-registered',
  'awaiting-approval',
  'account-refused',
  'registered',
  'request-pending',
  'lease-in-progress',
  'active',
  'ended',
] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

export const sortFields = ['lastName', 'email', 'employeeNumber', 'status', 'leaseEndsOn'] as const;
export type SortField = (typeof sortFields)[number];
export type EmployeeSort = SortField | `-${SortField}`;

/** Beyond this many matching people the answer's `total` is this figure and `totalExact` false. */
export const exactTotalUpTo = 10_000;

export interface EmployeesQuery {
  limit: number;
  sort: EmployeeSort;
  /** The last row's sort keys, from the previous page's cursor. */
  after?: string[] | undefined;
  status?: EmployeeStatus | undefined;
  /** The search's words, as typed (folded by the database). */
  words?: string[] | undefined;
}

/**
 * The companies a list covers: the client asked for, and when it is a group its companies (a right
 * on the group covers them: access.ts), or the one of them the `company` filter names.
 */
export type CompanyScope = readonly number[];

/** A company's id as the last sort key: fixed width, so the "C" collation orders it as a number. */
export const companyKey = (id: number) => String(id).padStart(10, '0');

/** `$n` placeholders, numbered as values are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The first key of a sort on a value that may be missing: missing values go last in both directions
 * (a manager sorting by end of lease wants the next ends first, or the last ones, not the people
 * without a lease).
 */
const missingLast = (column: string, descending: boolean) =>
  `(case when ${column} is null then '${descending ? 0 : 1}' else '${descending ? 1 : 0}' end) collate "C"`;

/**
 * Each sort's keys (texts in the "C" collation) before the address, which is unique in the list and
 * breaks every tie. A descending sort is the exact reverse of the ascending one (but for the
 * missing values).
 */
function sortKeys(field: SortField, descending: boolean, row: string): string[] {
  switch (field) {
    case 'lastName':
      return [`${row}.name_key`];
    case 'email':
      return [];
    case 'employeeNumber':
      return [
        missingLast(`${row}.number_key`, descending),
        `coalesce(${row}.number_key, '')`,
        `${row}.name_key`,
      ];
    case 'status':
      return [`${row}.status_rank`, `${row}.name_key`];
    case 'leaseEndsOn':
      return [
        missingLast(`${row}.lease_ends_on`, descending),
        `coalesce(${row}.lease_ends_on, '')`,
        `${row}.name_key`,
      ];
  }
}

function parseSort(sort: EmployeeSort): { field: SortField; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as SortField, descending };
}

/** How many keys a cursor of this sort carries (the address included). */
export function keyCount(sort: EmployeeSort): number {
  const { field, descending } = parseSort(sort);
  return sortKeys(field, descending, 'r').length + 2;
}

/** The status of a rider row, from the account and its latest lease that was not refused nor cancelled. */
const riderStatus = (onTheWayParam: string) => `case
           when l.status = 'pending-validation' then 'request-pending'
           when l.status = any(${onTheWayParam}::text[]) then 'lease-in-progress'
           when l.status = 'active' then 'active'
           when l.status = 'ended' then 'ended'
           when not u.is_approved and u.approval_refused_at is not null then 'account-refused'
           when ${waitingForApproval('u')} then 'awaiting-approval'
           else 'registered' end`;

const latestLease = `left join lateral (
         select id, status, bike_model, proposition_id, started_on from leases
          where user_id = u.id and client_id = u.client_id
            and status not in ('refused', 'cancelled')
          order by created_at desc, id desc
          limit 1
       ) l on true`;

/**
 * The riders' side: each rider of the client, with the line of the eligible list of the same
 * address (its employee number when the account has none). `withLease`: the status and the lease,
 * which a count without a status filter does not need.
 */
function ridersSide(params: Params, companyId: number, withLease: boolean): string {
  const client = params.add(companyId);
  const number = 'coalesce(u.employee_number, e.employee_number)';
  const status = withLease ? riderStatus(params.add(onTheWay)) : `'registered'`;
  return `select u.email collate "C" as email_key, ${client}::int as company_id,
         ${params.add(companyKey(companyId))}::text collate "C" as company_key,
         u.email, u.first_name, u.last_name,
         ${number} as employee_number, u.name_key,
         velo_fold(${number}) collate "C" as number_key,
         case when u.employee_number is null and e.employee_number is not null
              then u.search_text || ' ' || velo_fold(e.employee_number)
              else u.search_text end as search_text,
         ${status} as status,
         ${withLease ? 'l.id' : 'null::int'} as lease_id,
         ${withLease ? 'l.bike_model' : 'null::text'} as bike_model,
         ${withLease ? 'l.proposition_id' : 'null::int'} as proposition_id,
         ${
           withLease
             ? `case when l.status = 'active' and l.started_on is not null
              then to_char(l.started_on + interval '36 months' - interval '1 day', 'YYYY-MM-DD')
         end collate "C"`
             : `null::text collate "C"`
         } as lease_ends_on
    from users u
    left join eligible_employees e on e.client_id = u.client_id and e.email = u.email
    ${withLease ? latestLease : ''}
   where u.client_id = ${client} and u.role = 'rider'`;
}

/** The eligible employees without a rider account: never registered, no lease. */
function eligibleSide(params: Params, companyId: number): string {
  const client = params.add(companyId);
  return `select e.email collate "C" as email_key, ${client}::int as company_id,
         ${params.add(companyKey(companyId))}::text collate "C" as company_key,
         e.email, e.first_name, e.last_name,
         e.employee_number, e.name_key,
         velo_fold(e.employee_number) collate "C" as number_key, e.search_text,
         'not-registered' as status, null::int as lease_id, null::text as bike_model,
         null::int as proposition_id, null::text collate "C" as lease_ends_on
    from eligible_employees e
   where e.client_id = ${client}
     and not exists (
       select 1 from users u where u.email = e.email and u.client_id = ${client} and u.role = 'rider')`;
}

/**
 * Both sides of each company (those that can hold the status asked for), with their status rank,
 * and the filters. Each company's sides are read apart, each from its own index, and merged.
 */
function sidesOf(
  params: Params,
  companies: CompanyScope,
  query: EmployeesQuery,
  withLease: boolean,
) {
  const ranks = params.add(employeeStatuses);
  // Only the sides read get their parameters: a parameter the query does not use has no type.
  const sides: string[] = [];
  for (const company of companies) {
    if (query.status !== 'not-registered') sides.push(ridersSide(params, company, withLease));
    if (query.status === undefined || query.status === 'not-registered') {
      sides.push(eligibleSide(params, company));
    }
  }
  const conditions: string[] = [];
  if (query.status !== undefined) conditions.push(`s.status = ${params.add(query.status)}`);
  const words = (query.words ?? []).map((word) => word.replace(/[\\%_]/g, '\\$&'));
  if (words.length > 0) {
    // Each word anywhere in the folded names, address or number, folded the same way.
    conditions.push(
      `s.search_text like all (array(select '%' || velo_fold(w) || '%' from unnest(${params.add(words)}::text[]) w))`,
    );
  }
  const ranked = (side: string) =>
    `select b.*, (array_position(${ranks}::text[], b.status) - 1)::text collate "C" as status_rank
       from (${side}) b`;
  return { sides, ranked, conditions };
}

/**
 * One page: each side in the sort's order after the cursor's keys, at most `limit + 1` rows (the
 * extra one says there is a next page), merged in the same order, with the bike of each row's
 * lease. The columns `k0`… are the row's sort keys, the address last. Exported for
 * tests/fleetEmployeesPlan.test.ts, which reads its plan on a PostgreSQL server.
 */
export function employeesPageQuery(companies: CompanyScope, query: EmployeesQuery) {
  const params = new Params();
  const { field, descending } = parseSort(query.sort);
  const { sides, ranked, conditions } = sidesOf(params, companies, query, true);
  // The address, then the company (a person on the lists of two companies of a group), break ties.
  const keys = (row: string) => [
    ...sortKeys(field, descending, row),
    `${row}.email_key`,
    `${row}.company_key`,
  ];
  const direction = descending ? 'desc' : 'asc';
  const orderBy = (row: string) =>
    keys(row)
      .map((key) => `${key} ${direction}`)
      .join(', ');
  const after = query.after;
  const sideConditions = [...conditions];
  if (after !== undefined) {
    const values = after.map((value) => `${params.add(value)}::text collate "C"`);
    sideConditions.push(
      `(${keys('s').join(', ')}) ${descending ? '<' : '>'} (${values.join(', ')})`,
    );
  }
  const limit = params.add(query.limit + 1);
  const where = sideConditions.length > 0 ? `where ${sideConditions.join(' and ')}` : '';
  const branches = sides.map(
    (side) =>
      `(select s.* from (${ranked(side)}) s ${where} order by ${orderBy('s')} limit ${limit})`,
  );
  const sql = `select p.email, p.company_id, c.name as company_name,
         p.first_name, p.last_name, p.employee_number, p.status,
         case when p.lease_id is null then null
              else coalesce(bm.brand || ' ' || bm.model, p.bike_model) end as bike,
         p.lease_ends_on,
         ${keys('p')
           .map((key, index) => `${key} as k${index}`)
           .join(', ')}
    from (${branches.join(' union all ')}) p
    join clients c on c.id = p.company_id
    left join retailer_propositions rp on rp.id = p.proposition_id
    left join bike_models bm on bm.id = rp.bike_model_id
   order by ${orderBy('p')}
   limit ${limit}`;
  return { sql, values: params.values };
}

/** How many people match the filters, counted up to `exactTotalUpTo + 1`. */
export function employeesCountQuery(companies: CompanyScope, query: EmployeesQuery) {
  const params = new Params();
  // The status needs each rider's lease only when a status other than "not registered" is asked for.
  const withLease = query.status !== undefined && query.status !== 'not-registered';
  const { sides, ranked, conditions } = sidesOf(params, companies, query, withLease);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const branches = sides.map((side) => `(select 1 from (${ranked(side)}) s ${where})`);
  const sql = `select count(*)::int as n from (
      ${branches.join(' union all ')}
      limit ${params.add(exactTotalUpTo + 1)}) c`;
  return { sql, values: params.values };
}

interface EmployeeRow {
  email: string;
  company_id: number;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  employee_number: string | null;
  status: string;
  bike: string | null;
  lease_ends_on: string | null;
  [key: `k${number}`]: string;
}

/** A cursor: the last row's sort keys and the sort they are keys of, as base64url JSON. */
interface CursorContent {
  s: EmployeeSort;
  k: string[];
}

export function encodeCursor(sort: EmployeeSort, keys: string[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys } satisfies CursorContent)).toString(
    'base64url',
  );
}

/** The keys a cursor carries, or undefined when it is none of this sort's (a 400 for the caller). */
export function decodeCursor(cursor: string, sort: EmployeeSort): string[] | undefined {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof content !== 'object' || content === null) return undefined;
  const { s, k } = content as Partial<Record<keyof CursorContent, unknown>>;
  if (s !== sort || !Array.isArray(k) || k.length !== keyCount(sort)) return undefined;
  if (!k.every((key): key is string => typeof key === 'string' && key.length <= 1000)) {
    return undefined;
  }
  return k;
}

/** The search's words: what is typed, split on spaces, in Unicode's composed form. */
export function searchWords(q: unknown): string[] {
  if (typeof q !== 'string') return [];
  return q.normalize('NFC').split(/\s+/u).filter(Boolean);
}

export async function employeesPage(db: Queryable, companies: CompanyScope, query: EmployeesQuery) {
  const page = employeesPageQuery(companies, query);
  const { rows } = await db.query<EmployeeRow>(page.sql, page.values);
  const count = employeesCountQuery(companies, query);
  const counted = (await db.query<{ n: number }>(count.sql, count.values)).rows[0]?.n ?? 0;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const keys = keyCount(query.sort);
  return {
    items: items.map((row) => ({
      email: row.email,
      company: { id: row.company_id, name: row.company_name },
      firstName: row.first_name,
      lastName: row.last_name,
      employeeNumber: row.employee_number,
      status: row.status,
      bike: row.bike,
      leaseEndsOn: row.lease_ends_on,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(
            query.sort,
            Array.from({ length: keys }, (_, index) => last[`k${index}`] ?? ''),
          )
        : null,
    total: Math.min(counted, exactTotalUpTo),
    totalExact: counted <= exactTotalUpTo,
  };
}

/**
 * The companies a list covers (`CompanyScope`): the client, or a group and its companies, or the one
 * company of them that `company` names (a 400 naming `query.company` when it is none of them).
 */
export async function companyScope(
  db: Queryable,
  client: ClientRef,
  company: unknown,
): Promise<CompanyScope> {
  const companies = client.is_group
    ? [
        client.id,
        ...(
          await db.query<{ id: number }>(
            'select id from clients where group_client_id = $1 order by id',
            [client.id],
          )
        ).rows.map((row) => row.id),
      ]
    : [client.id];
  if (company === undefined) return companies;
  const id = Number(company);
  if (!companies.includes(id)) {
    throw validationFailed([{ field: 'query.company', message: 'is not a company of this list' }]);
  }
  return [id];
}

export const fleetEmployeeHandlers: Handlers = {
  async listFleetEmployees({ db, user, params, query }) {
    // The list of /employees, and the employees' file of /exports.
    const client = await clientWithRight(db, user, idParam(params), [
      fleetRights.fleetManagement,
      fleetRights.exports,
    ]);
    // The contract has checked the values and set the defaults (limit 50, sort by last name).
    const sort = (query['sort'] ?? 'lastName') as EmployeeSort;
    const cursor = query['cursor'];
    const after = typeof cursor === 'string' ? decodeCursor(cursor, sort) : undefined;
    if (typeof cursor === 'string' && after === undefined) {
      throw validationFailed([
        { field: 'query.cursor', message: 'is not a cursor of this list and sort' },
      ]);
    }
    const companies = await companyScope(db, client, query['company']);
    const page = await employeesPage(db, companies, {
      limit: Number(query['limit'] ?? 50),
      sort,
      after,
      status: query['status'] as EmployeeStatus | undefined,
      words: searchWords(query['q']),
    });
    return ok(page);
  },
};
