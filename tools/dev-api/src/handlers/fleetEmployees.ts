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
 * the page's order from its own index (name or address order: a company's, migration 022, or across
 * a group's companies, migration 027), stops at the page's size plus one, and the sides are merged;
 * the lease that gives a rider's status is looked up for the page's own rows only, after the merge,
 * unless the sort or the status filter needs it on every row read. A search finds its rows through
 * trigram indexes (migration 028) and sorts them. A sort on a computed value (status, lease end,
 * employee number) reads the companies' rows whole and keeps the first ones.
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

/**
 * The same for a search (`q`): its rows come from the trigram indexes in no order, and counting a
 * common first name's 2,000 people up to 10,001 cost three times the page (7.3 ms on the server,
 * 14.4 on PGlite); up to 1,001 it still cost half the page (3 ms on the server, a quarter of the
 * search's rate under load), up to 201 a fifth (1.1 ms). A manager narrows a search that finds
 * more than 200 people ("page 1 of more than 8") rather than reading through it.
 */
export const exactSearchTotalUpTo = 200;

/** Up to how many people `total` is exact for this query. */
export const exactTotalFor = (query: Pick<EmployeesQuery, 'search'>): number =>
  query.search ? exactSearchTotalUpTo : exactTotalUpTo;

/**
 * A search (`q`) as the list's queries take it, read once before them (`employeesSearch`): each word
 * as a `like` pattern already folded by the database (`velo_fold`, migration 022), so that the
 * planner of the page and of its count finds the constant patterns as they are (folding them in
 * each query ran the function again at every place a pattern stood, when the query was planned).
 */
export interface EmployeesSearch {
  /** `%word%`, folded, the `like` characters of the word escaped: one a word, all must match. */
  patterns: string[];
  /**
   * Whether a number of the companies' eligible lists holds one of the words. Only then can a rider
   * without a number of their own be found by the list's number (the `byNumber` side of
   * `ridersSide`); a search by name skips that side, whose planning and reading cost about 1 ms
   * each on a PostgreSQL server, for the page and again for the count.
   */
  listNumbers: boolean;
}

export interface EmployeesQuery {
  limit: number;
  sort: EmployeeSort;
  /** The last row's sort keys, from the previous page's cursor. */
  after?: string[] | undefined;
  status?: EmployeeStatus | undefined;
  /** The search (`employeesSearch`), when there is one. */
  search?: EmployeesSearch | undefined;
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

/**
 * The status of a rider row, from the account (`awaiting`: waiting for the company's approval;
 * `refused`: refused by it) and
 * its latest lease `l` that was not refused nor cancelled.
 */
const riderStatus = (onTheWayParam: string, awaiting: string, refused: string) => `case
           when l.status = 'pending-validation' then 'request-pending'
           when l.status = any(${onTheWayParam}::text[]) then 'lease-in-progress'
           when l.status = 'active' then 'active'
           when l.status = 'ended' then 'ended'
           when ${refused} then 'account-refused'
           when ${awaiting} then 'awaiting-approval'
           else 'registered' end`;

/** The running lease's last day (36 months after it started), from the lease `l`. */
const leaseEndsOn = `case when l.status = 'active' and l.started_on is not null
              then to_char(l.started_on + interval '36 months' - interval '1 day', 'YYYY-MM-DD')
         end collate "C"`;

/** The latest lease of the rider `userId` with the company `clientId` that was not refused nor cancelled. */
const latestLease = (userId: string, clientId: string) => `left join lateral (
         select id, status, bike_model, proposition_id, started_on from leases
          where user_id = ${userId} and client_id = ${clientId}
            and status not in ('refused', 'cancelled')
          order by created_at desc, id desc
          limit 1
       ) l on true`;

/**
 * How a side names the companies of the list, on its table's `client_id` column: one company is an
 * equality (its people come in order from the company's own indexes, migration 022); several (a
 * group) are a list, and each side is then read across them from one index in the sort's order
 * (migration 027), instead of one side per company, whose planning grew with the group.
 */
interface ScopeSql {
  /** The condition that keeps the list's companies. */
  where(column: string): string;
  /** The row's company, and its key (`companyKey`, in SQL). */
  id(column: string): string;
  key(column: string): string;
}

function scopeSql(params: Params, companies: CompanyScope): ScopeSql {
  const [only] = companies;
  if (companies.length === 1 && only !== undefined) {
    const id = params.add(only);
    const key = params.add(companyKey(only));
    return {
      where: (column) => `${column} = ${id}`,
      id: () => `${id}::int`,
      key: () => `${key}::text collate "C"`,
    };
  }
  const ids = params.add(companies);
  return {
    where: (column) => `${column} = any(${ids}::int[])`,
    id: (column) => column,
    key: (column) => `lpad(${column}::text, 10, '0') collate "C"`,
  };
}

/** A word as a `like` pattern: its own `like` characters escaped, then folded by the database. */
const escapedPattern = (params: Params, word: string) =>
  `'%' || velo_fold(${params.add(word.replace(/[\\%_]/g, '\\$&'))}::text) || '%'`;

/**
 * What a search needs before its page and count (`EmployeesSearch`), in one query: its words folded
 * by the database into `like` patterns, and whether the eligible lists of the companies hold one of
 * them in a number (through the trigrams of the lists' numbers, migration 028). Undefined without
 * words.
 */
export async function employeesSearch(
  db: Queryable,
  companies: CompanyScope,
  words: readonly string[],
): Promise<EmployeesSearch | undefined> {
  if (words.length === 0) return undefined;
  const params = new Params();
  const patterns = words.map((word) => escapedPattern(params, word));
  // A word of fewer than three characters gives the trigrams of the lists' numbers nothing to look
  // up: the check would fold every number of the companies, and find none in most cases (PGlite:
  // half a second for Grand Groupe's 100,000, at the first letter a manager types). The side it
  // decides on is read instead: a few milliseconds more for that page and its count.
  const shortWord = words.some((word) => [...word].length < 3);
  const listNumbers = shortWord
    ? 'true'
    : `exists (
       select 1 from eligible_employees e
        where e.client_id = any(${params.add(companies)}::int[])
          and (${patterns.map((pattern) => `velo_fold(e.employee_number) like ${pattern}`).join(' or ')})
     )`;
  const { rows } = await db.query<{ patterns: string[]; list_numbers: boolean }>(
    `select array[${patterns.join(', ')}] as patterns, ${listNumbers} as list_numbers`,
    params.values,
  );
  const row = rows[0];
  if (!row) throw new Error('employeesSearch: no row');
  return { patterns: row.patterns, listNumbers: row.list_numbers };
}

/**
 * The search's patterns as parameters: one condition a word, so that the trigram indexes of the
 * folded texts (migration 028) find the rows that hold them all.
 */
function searchPatterns(params: Params, search: EmployeesSearch | undefined): string[] {
  return (search?.patterns ?? []).map((pattern) => `${params.add(pattern)}::text`);
}

const matchingAll = (column: string, patterns: readonly string[]) =>
  patterns.map((pattern) => `${column} like ${pattern}`).join(' and ');

/**
 * What the sides compute besides the people: the status and the lease (`withLease`), and the
 * folded employee number the `employeeNumber` sort orders by (`numberKey`; folding it for every
 * row a search sorts cost more than the sort).
 */
interface SideColumns {
  withLease: boolean;
  numberKey: boolean;
}

/**
 * A side of riders: each rider of the companies, with the line of the eligible list of the same
 * company and address (its employee number when the account has none). `withLease`: the status
 * and the lease, which only a sort or a filter on them needs here; otherwise the page looks them up
 * for its own rows (`employeesPageQuery`), and the side says `'registered'` with what the status
 * needs besides.
 *
 * What a search finds of a rider: the account's folded names, address and number, and the list's
 * number when the account has none. Two sides then, each from an index: the riders whose account
 * holds every word (`own`), and those who need the list's number for one word at least (`byNumber`,
 * found through the trigrams of the list's numbers).
 */
function ridersSide(
  params: Params,
  scope: ScopeSql,
  { withLease, numberKey }: SideColumns,
  search: { patterns: readonly string[]; by: 'own' | 'byNumber' } | undefined,
): string {
  // A search by the account's own text reads the keys (`k`) from the covering index of migration
  // 027, the rest of the row (`u`) for the rows kept only.
  const own = search?.by === 'own';
  const key = own ? 'k' : 'u';
  // The list's line, for the rider's number when the account has none: joined here only when the
  // sort or the search needs that number; otherwise the page looks it up for its own rows.
  const byNumber = search?.by === 'byNumber';
  const withList = numberKey || byNumber;
  const number = withList ? 'coalesce(u.employee_number, e.employee_number)' : 'u.employee_number';
  const awaiting = waitingForApproval('u');
  const refused = 'not u.is_approved and u.approval_refused_at is not null';
  const status = withLease ? riderStatus(params.add(onTheWay), awaiting, refused) : `'registered'`;
  const conditions = [scope.where(`${key}.client_id`), `${key}.role = 'rider'`];
  if (own) conditions.push(matchingAll('k.search_text', search.patterns));
  if (search?.by === 'byNumber') {
    const { patterns } = search;
    conditions.push(
      scope.where('e.client_id'),
      'u.employee_number is null',
      'e.employee_number is not null',
      `(${patterns.map((pattern) => `velo_fold(e.employee_number) like ${pattern}`).join(' or ')})`,
      `not (${matchingAll('u.search_text', patterns)})`,
      ...patterns.map(
        (pattern) =>
          `(u.search_text like ${pattern} or velo_fold(e.employee_number) like ${pattern})`,
      ),
    );
  }
  const list = withList
    ? `${byNumber ? 'join' : 'left join'} eligible_employees e
      on e.client_id = ${key}.client_id and e.email = ${key}.email`
    : '';
  const from = own ? `users k left join users u on u.id = k.id ${list}` : `users u ${list}`;
  return `select ${key}.email collate "C" as email_key, ${scope.id(`${key}.client_id`)} as company_id,
         ${scope.key(`${key}.client_id`)} as company_key,
         u.email, u.first_name, u.last_name,
         ${number} as employee_number, ${key}.name_key,
         ${numberKey ? `velo_fold(${number})` : 'null::text'} collate "C" as number_key,
         ${status} as status, u.id as user_id, (${awaiting}) as awaiting, (${refused}) as refused,
         ${withLease ? 'l.id' : 'null::int'} as lease_id,
         ${withLease ? 'l.bike_model' : 'null::text'} as bike_model,
         ${withLease ? 'l.proposition_id' : 'null::int'} as proposition_id,
         ${withLease ? leaseEndsOn : `null::text collate "C"`} as lease_ends_on
    from ${from}
    ${withLease ? latestLease('u.id', 'u.client_id') : ''}
   where ${conditions.join('\n     and ')}`;
}

/**
 * The eligible employees without a rider account: never registered, no lease.
 *
 * Without a search, whether an address has an account is looked up row by row from the address's
 * index, as the rows are read in the page's order from the list's own indexes (never joined to every
 * rider of the companies: hashing Grand Groupe's 45,000 riders took 23 ms to count 2,000 people a
 * search found; OFFSET 0 keeps it a lookup).
 *
 * A search reads the lines its words find through the trigrams of the lines without an account
 * (migration 036, `has_account`), in no order: the sort of the page then keeps its first rows as it
 * reads them (a bounded sort), and no account is looked up. "helene" in Grand Groupe's 100,000:
 * 1,050 lines read instead of 2,000, none sorted beyond the page's (the page: 2.9 ms instead of
 * 5.5 on a server, 7.4 instead of 9.9 on PGlite).
 * Walking the name order's index (migration 032) instead, the rows that hold the words kept from
 * the index alone, cost the server 1.3 ms for "helene" (a first name, spread over the alphabet)
 * but 20 ms for "martin" (a last name: every name before it walked), and PGlite some 3 µs an
 * index entry; the planner, which cannot see where in the alphabet a word's rows are, chose it or
 * not from one sample of the statistics to the next.
 */
function eligibleSide(scope: ScopeSql, { numberKey }: SideColumns, patterns: readonly string[]) {
  const searching = patterns.length > 0;
  const conditions = [scope.where('e.client_id')];
  if (searching) conditions.push(matchingAll('e.search_text', patterns), 'not e.has_account');
  const side = `select e.email collate "C" as email_key, ${scope.id('e.client_id')} as company_id,
           ${scope.key('e.client_id')} as company_key,
           e.email, e.first_name, e.last_name,
           e.employee_number, e.name_key,
           ${numberKey ? 'velo_fold(e.employee_number)' : 'null::text'} collate "C" as number_key,
           'not-registered' as status, null::int as user_id, false as awaiting, false as refused,
           null::int as lease_id, null::text as bike_model,
           null::int as proposition_id, null::text collate "C" as lease_ends_on
      from eligible_employees e
     where ${conditions.join(' and ')}`;
  // OFFSET 0: the lines are found through the trigrams, whatever order the page asks for (the
  // planner would otherwise walk the name order's index for a word it expects often).
  if (searching) return `select f.* from (${side} offset 0) f`;
  return `select o.* from (${side}) o
   where not exists (
       select 1 from users u
        where u.email = o.email and u.client_id = o.company_id and u.role = 'rider'
       offset 0)`;
}

/**
 * The sides of the list's companies (those that can hold the status asked for, and the search's),
 * with their status rank, and the status filter. Each side is read apart, from its own index, and
 * merged.
 */
function sidesOf(params: Params, scope: ScopeSql, query: EmployeesQuery, columns: SideColumns) {
  const ranks = params.add(employeeStatuses);
  // Each word anywhere in the folded names, address or number, folded the same way.
  const patterns = searchPatterns(params, query.search);
  // Only the sides read get their parameters: a parameter the query does not use has no type.
  const sides: string[] = [];
  if (query.status !== 'not-registered') {
    if (patterns.length === 0) sides.push(ridersSide(params, scope, columns, undefined));
    else {
      sides.push(ridersSide(params, scope, columns, { patterns, by: 'own' }));
      if (query.search?.listNumbers) {
        sides.push(ridersSide(params, scope, columns, { patterns, by: 'byNumber' }));
      }
    }
  }
  if (query.status === undefined || query.status === 'not-registered') {
    sides.push(eligibleSide(scope, columns, patterns));
  }
  const conditions: string[] = [];
  if (query.status !== undefined) conditions.push(`s.status = ${params.add(query.status)}`);
  const ranked = (side: string) =>
    `select b.*, (array_position(${ranks}::text[], b.status) - 1)::text collate "C" as status_rank
       from (${side}) b`;
  return { sides, ranked, conditions };
}

/**
 * Whether the sides must read each rider's lease: to sort by status or lease end, or to keep a
 * status other than "not registered". Otherwise the page reads the leases of its own rows only.
 */
const sidesNeedLease = (field: SortField, status: EmployeeStatus | undefined) =>
  field === 'status' ||
  field === 'leaseEndsOn' ||
  (status !== undefined && status !== 'not-registered');

/**
 * The rows of the list in the order of `query.sort`, after its cursor's keys, at most `limit`: each
 * side read in that order from its index and cut to `limit`, then merged and cut again. The columns
 * `email_key`, `company_key` and the sides' others; `keys` and `orderBy` name a row's sort keys.
 */
function orderedRows(
  params: Params,
  companies: CompanyScope,
  query: EmployeesQuery,
  limit: number,
  withLease: boolean,
) {
  const { field, descending } = parseSort(query.sort);
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
  const scope = scopeSql(params, companies);
  const columns = { withLease, numberKey: field === 'employeeNumber' };
  const { sides, ranked, conditions } = sidesOf(params, scope, query, columns);
  const after = query.after;
  const sideConditions = [...conditions];
  if (after !== undefined) {
    const values = after.map((value) => `${params.add(value)}::text collate "C"`);
    sideConditions.push(
      `(${keys('s').join(', ')}) ${descending ? '<' : '>'} (${values.join(', ')})`,
    );
  }
  const limitParam = params.add(limit);
  const where = sideConditions.length > 0 ? `where ${sideConditions.join(' and ')}` : '';
  const branches = sides.map(
    (side) =>
      `(select s.* from (${ranked(side)}) s ${where} order by ${orderBy('s')} limit ${limitParam})`,
  );
  const sql = `select m.* from (${branches.join(' union all ')}) m
   order by ${orderBy('m')}
   limit ${limitParam}`;
  return { sql, keys, orderBy };
}

/**
 * One page: the list's rows in the sort's order after the cursor's keys, `limit + 1` of them (the
 * extra one says there is a next page), then each of those rows' lease (read by the sides when the
 * sort or the filter needs it) and its bike. The columns `k0`… are the row's sort keys, the address
 * last. Exported for tests/fleetEmployeesPlan.test.ts, which reads its plan on a PostgreSQL server.
 */
export function employeesPageQuery(companies: CompanyScope, query: EmployeesQuery) {
  const params = new Params();
  const withLease = sidesNeedLease(parseSort(query.sort).field, query.status);
  const rows = orderedRows(params, companies, query, query.limit + 1, withLease);
  const { keys, orderBy } = rows;
  // The page's own rows' leases, when the sides did not read them (an eligible row has no user).
  const lease = withLease
    ? {
        status: 'p.status',
        bike: 'p.lease_id is null',
        bikeModel: 'p.bike_model',
        endsOn: 'p.lease_ends_on',
        join: '',
        proposition: 'p.proposition_id',
      }
    : {
        status: `case when p.user_id is null then p.status
              else ${riderStatus(params.add(onTheWay), 'p.awaiting', 'p.refused')} end`,
        bike: 'l.id is null',
        bikeModel: 'l.bike_model',
        endsOn: leaseEndsOn,
        join: latestLease('p.user_id', 'p.company_id'),
        proposition: 'l.proposition_id',
      };
  // Each of those rows' company and bike looked up one by one (nested loops, no hash join), so the
  // rows stay in the merge's order and are not sorted again.
  const sql = `select p.email, p.company_id,
         (select c.name from clients c where c.id = p.company_id) as company_name,
         p.first_name, p.last_name,
         coalesce(p.employee_number, case when p.user_id is not null then (
           select e.employee_number from eligible_employees e
            where e.client_id = p.company_id and e.email = p.email) end) as employee_number,
         ${lease.status} as status,
         case when ${lease.bike} then null
              else coalesce((
                select m.brand || ' ' || m.model
                  from retailer_propositions rp join bike_models m on m.id = rp.bike_model_id
                 where rp.id = ${lease.proposition}), ${lease.bikeModel}) end as bike,
         ${lease.endsOn} as lease_ends_on,
         ${keys('p')
           .map((key, index) => `${key} as k${index}`)
           .join(', ')}
    from (${rows.sql}) p
    ${lease.join}
   order by ${orderBy('p')}`;
  return { sql, values: params.values };
}

/**
 * How many people match the filters, counted up to `exactTotalFor(query) + 1`, each side stopping there.
 * A search counts the rows its words find in the trigram indexes, across the companies. Otherwise
 * each company is counted in turn from its own indexes (`client_id` equal to one company at a time,
 * never a scan of the whole table, even for a group that holds most of it), until the count is
 * reached.
 */
export function employeesCountQuery(companies: CompanyScope, query: EmployeesQuery) {
  const params = new Params();
  // The status needs each rider's lease only when a status other than "not registered" is asked for.
  const withLease = sidesNeedLease('lastName', query.status);
  const searching = query.search !== undefined;
  const scope: ScopeSql = searching
    ? scopeSql(params, companies)
    : {
        where: (column) => `${column} = c.id`,
        id: () => 'c.id',
        key: () => `lpad(c.id::text, 10, '0') collate "C"`,
      };
  const { sides, ranked, conditions } = sidesOf(params, scope, query, {
    withLease,
    numberKey: false,
  });
  const cap = params.add(exactTotalFor(query) + 1);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const capped = (side: string) => `select 1 from (${ranked(side)}) s ${where} limit ${cap}`;
  const ids = searching ? '' : params.add(companies);
  const branches = sides.map((side) =>
    searching
      ? `(${capped(side)})`
      : `(select 1 from unnest(${ids}::int[]) c(id) cross join lateral (${capped(side)}) s)`,
  );
  // One side alone (a search of a status that only riders hold, no list's number to look in) is
  // one branch, already limited: a second limit after it would not parse.
  const sql =
    branches.length === 1
      ? `select count(*)::int as n from ${branches.join('')} c`
      : `select count(*)::int as n from (
      ${branches.join(' union all ')}
      limit ${cap}) c`;
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
    total: Math.min(counted, exactTotalFor(query)),
    totalExact: counted <= exactTotalFor(query),
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
        ...(client.companies ??
          (
            await db.query<{ id: number }>(
              'select id from clients where group_client_id = $1 order by id',
              [client.id],
            )
          ).rows.map((row) => row.id)),
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
      search: await employeesSearch(db, companies, searchWords(query['q'])),
    });
    return ok(page);
  },
};
