/**
 * Large employers on a PostgreSQL server: with 20,000 eligible employees and 20,000 riders spread
 * over forty companies, the pages of `GET /api/v2/clients/{clientId}/employees` (the queries of
 * src/handlers/fleetEmployees.ts, as the handler builds them) read one company's rows through
 * indexes, never a whole table: `EXPLAIN (FORMAT JSON)` has no sequential scan of
 * `eligible_employees` or `users`, for the first page by name, the next one after its cursor, a
 * search and the count. The name order comes from migration 022's indexes, read in order (no sort
 * of the riders); a group's, across its companies, from migration 027's; a search reads the rows
 * that hold its words from migration 028's trigram indexes. Without migration 021 (users by client)
 * the riders were read by a sequential scan of `users`. Then every other paged list of the contract
 * (pending accounts, lease requests, agreements, invoices, leases…), read over HTTP for a company
 * and for the group, with a search where it takes one: none of the queries its handler sends scans
 * `eligible_employees` or `users` sequentially. Last, with 29,500 leases over the forty companies
 * (10,000 of them one company's), the leases of /exports (src/handlers/fleetExports.ts) — a
 * company's page, a group's first page and the one after its cursor — read each company's leases in
 * order from migration 031's index, and their counts an index on the company, never the whole
 * `leases` table. Only in a run on a server (`npm test`'s PostgreSQL
 * step, `npm run test:postgres`), whose planner and statistics are the production ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasesCountQuery, leasesPageQuery } from '../src/handlers/fleetExports.ts';
import {
  employeesCountQuery,
  employeesPageQuery,
  employeesSearch,
} from '../src/handlers/fleetEmployees.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { testTemplateUrl } from '../src/throwawayDatabases.ts';
import { logIn } from './browser.ts';
import { pagedLists } from './pagedLists.ts';

const companies = 40;
const perCompany = 500;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

let server: RunningDevApi;
let company = 0;
let groupCompanies: number[] = [];
let group = 0;

describe.skipIf(!testTemplateUrl())('the employees list of a large employer (server only)', () => {
  beforeAll(async () => {
    server = await startDevApi({ validateResponses: true });
    await server.db.exec(`
      insert into clients (q_name, name, email, mobile_phone, postal_code, siret, siren, vat_identifier)
      select 'grand-' || n, 'Grand employeur ' || n, 'rh@grand-' || n || '.test', '+33100000000',
             '75001', lpad(n::text, 14, '0'), lpad(n::text, 9, '0'), 'FR00' || lpad(n::text, 9, '0')
        from generate_series(1, ${companies}) n;
      insert into eligible_employees (client_id, email, first_name, last_name, employee_number)
      select c.id, 'salarie' || n || '@' || c.q_name || '.test', 'Prénom' || n, 'Nom' || n, 'M' || n
        from clients c cross join generate_series(1, ${perCompany}) n
       where c.q_name like 'grand-%';
      -- Half of each company registered, and as many riders who are not on the list.
      insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved)
      select 'salarie' || n || '@' || c.q_name || '.test', 'scrypt$not-a-real-hash', 'Prénom' || n,
             'Nom' || n, 'rider', c.id, true
        from clients c cross join generate_series(${perCompany / 2 + 1}, ${perCompany * 1.5}) n
       where c.q_name like 'grand-%';
      -- The forty companies as one group's (a group manager's list reads them all).
      insert into clients (q_name, name, email, mobile_phone, postal_code, siret, siren, vat_identifier, is_group)
      values ('grand-groupe', 'Grand employeur groupe', 'rh@grand-groupe.test', '+33100000000', '75001',
              '99999999999999', '999999999', 'FR00999999999', true);
      update clients set group_client_id = (select id from clients where q_name = 'grand-groupe')
       where q_name ~ '^grand-[0-9]+$';`);
    // Statistics, and the trigram indexes' pending lists moved into them: what autovacuum does on a
    // server after such a load (migration 028).
    await server.db.exec('vacuum (analyze) eligible_employees, users, leases, clients');
    const { rows } = await server.db.query<{ id: number }>(
      "select id from clients where q_name = 'grand-7'",
    );
    company = rows[0]?.id ?? 0;
    const groups = await server.db.query<{ id: number }>(
      "select id from clients where group_client_id = (select id from clients where q_name = 'grand-groupe') order by id",
    );
    groupCompanies = groups.rows.map((row) => row.id);
    const groupRows = await server.db.query<{ id: number }>(
      "select id from clients where q_name = 'grand-groupe'",
    );
    group = groupRows.rows[0]?.id ?? 0;
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  it('holds 20,000 employees and 20,000 riders, and pages through one company', async () => {
    const { rows } = await server.db.query<{ employees: number; riders: number }>(
      `select (select count(*)::int from eligible_employees) as employees,
              (select count(*)::int from users where role = 'rider') as riders`,
    );
    expect(rows[0]?.employees).toBeGreaterThanOrEqual(companies * perCompany);
    expect(rows[0]?.riders).toBeGreaterThanOrEqual(companies * perCompany);
    const admin = await logIn(server.url, 'admin@velo.test');
    const emails = new Set<string>();
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const response = await admin.fetch(`/api/v2/clients/${company}/employees?limit=200${query}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64 * 1024);
      const page = JSON.parse(text) as { items: { email: string }[]; nextCursor: string | null };
      for (const item of page.items) emails.add(item.email);
      cursor = page.nextCursor;
    } while (cursor !== null);
    // The 500 on the list (250 of them registered) and the 250 riders who are not on it.
    expect(emails.size).toBe(perCompany * 1.5);
  });

  /** A search of the list as the handler reads it before its queries (on a server). */
  const searchOf = (scope: number[], ...words: string[]) =>
    employeesSearch(server.db, scope, words);

  async function scansOf(query: { sql: string; values: unknown[] }) {
    const { rows } = await server.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${query.sql}`,
      query.values,
    );
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return nodesOf(plan);
  }

  async function expectIndexesOnly(label: string, query: { sql: string; values: unknown[] }) {
    const nodes = await scansOf(query);
    const scans = nodes
      .filter((node) => node['Relation Name'])
      .map((node) => `${node['Node Type']} on ${node['Relation Name']}`);
    const sequential = scans.filter((scan) =>
      /^Seq Scan on (eligible_employees|users)$/.test(scan),
    );
    expect(sequential, `${label}: ${scans.join(', ')}`).toEqual([]);
    expect(scans, label).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^(Index Scan|Index Only Scan|Bitmap Heap Scan) on eligible_employees$/,
        ),
        expect.stringMatching(/^(Index Scan|Index Only Scan|Bitmap Heap Scan) on users$/),
      ]),
    );
    return nodes;
  }

  it('reads the first page by name, the next one, a search and the count through indexes', async () => {
    const first = employeesPageQuery([company], { limit: 50, sort: 'lastName' });
    const nodes = await expectIndexesOnly('first page by name', first);
    // The riders come in name order from migration 022's index, not sorted after reading them all.
    expect(
      nodes.filter((node) => node['Relation Name'] === 'users').map((node) => node['Index Name']),
    ).toContain('users_client_role_name');

    const { rows } = await server.db.query<Record<string, string>>(first.sql, first.values);
    const last = rows[49];
    if (!last) throw new Error('no 50th row');
    const after = [last['k0'] ?? '', last['k1'] ?? '', last['k2'] ?? ''];
    await expectIndexesOnly(
      'the page after',
      employeesPageQuery([company], { limit: 50, sort: 'lastName', after }),
    );
    await expectIndexesOnly(
      'descending',
      employeesPageQuery([company], { limit: 50, sort: '-lastName', after }),
    );
    await expectIndexesOnly(
      'a search',
      employeesPageQuery([company], {
        limit: 50,
        sort: 'lastName',
        search: await searchOf([company], 'prenom12'),
      }),
    );
    await expectIndexesOnly(
      'a search by status',
      employeesPageQuery([company], {
        limit: 50,
        sort: 'status',
        status: 'registered',
        search: await searchOf([company], 'nom3'),
      }),
    );
    await expectIndexesOnly(
      'the count',
      employeesCountQuery([company], { limit: 50, sort: 'lastName' }),
    );
    await expectIndexesOnly(
      'the count of a search',
      employeesCountQuery([company], {
        limit: 50,
        sort: 'lastName',
        search: await searchOf([company], 'prénom12'),
      }),
    );
  });

  /** The indexes read for a table: by its index scans, or by the bitmap scans under its heap scans. */
  const indexesOn = (nodes: PlanNode[], table: string) =>
    nodes
      .filter((node) => node['Relation Name'] === table)
      .flatMap(nodesOf)
      .map((node) => node['Index Name'])
      .filter(Boolean);

  it('reads a group’s forty companies through its indexes, never a whole table', async () => {
    expect(groupCompanies).toHaveLength(companies);
    const first = employeesPageQuery(groupCompanies, { limit: 50, sort: 'lastName' });
    const nodes = await expectIndexesOnly('a group’s first page by name', first);
    const sorted = nodes
      .filter((node) => node['Node Type'] === 'Sort')
      .flatMap((node) => nodesOf(node).slice(1))
      .map((node) => node['Relation Name'])
      .filter(Boolean);
    // The group's people come in name order from migration 027's indexes, across its companies:
    // only a rider's leases are sorted (the latest one), never the people.
    expect(sorted.filter((table) => table !== 'leases')).toEqual([]);
    expect(indexesOn(nodes, 'users')).toContain('users_rider_name');
    expect(indexesOn(nodes, 'eligible_employees')).toContain('eligible_employees_name');
    // Each side is one subquery whatever the number of companies (not one per company).
    expect(nodes.filter((node) => node['Node Type'] === 'Limit').length).toBeLessThanOrEqual(4);
    const search = await expectIndexesOnly(
      'a group’s search',
      employeesPageQuery(groupCompanies, {
        limit: 50,
        sort: 'lastName',
        search: await searchOf(groupCompanies, 'prenom12'),
      }),
    );
    // The words are looked up in the trigram indexes of migration 028 (the people's texts); a
    // planner may also keep them while walking the names in order through an index (migrations 027
    // and 032). No list's number holds "prenom12": no rider is looked for by the list's number.
    expect(indexesOn(search, 'users')).toContain('users_rider_search');
    expect(indexesOn(search, 'eligible_employees')).not.toContain(
      'eligible_employees_number_search',
    );
    expect(
      indexesOn(search, 'eligible_employees').filter((name) =>
        ['eligible_employees_search', 'eligible_employees_name'].includes(String(name)),
      ),
    ).not.toEqual([]);
    // A number (each company's "M123"): a rider without a number of their own is found by the
    // list's, through the trigrams of the lists' numbers.
    const byNumber = await searchOf(groupCompanies, 'm123');
    expect(byNumber?.listNumbers).toBe(true);
    const numbers = await expectIndexesOnly(
      'a group’s search by number',
      employeesPageQuery(groupCompanies, { limit: 50, sort: 'lastName', search: byNumber }),
    );
    expect(indexesOn(numbers, 'eligible_employees')).toContain('eligible_employees_number_search');
    // A word one person of each company holds: through the trigrams, not a walk of every name.
    const rare = await expectIndexesOnly(
      'a group’s search for a rare word',
      employeesPageQuery(groupCompanies, {
        limit: 50,
        sort: 'lastName',
        search: await searchOf(groupCompanies, 'prenom123'),
      }),
    );
    expect(indexesOn(rare, 'eligible_employees')).toContain('eligible_employees_search');
    await expectIndexesOnly(
      'a group’s count',
      employeesCountQuery(groupCompanies, { limit: 50, sort: 'lastName' }),
    );
    const counted = await expectIndexesOnly(
      'the count of a group’s search',
      employeesCountQuery(groupCompanies, {
        limit: 50,
        sort: 'lastName',
        search: await searchOf(groupCompanies, 'prénom12'),
      }),
    );
    expect(indexesOn(counted, 'users')).toContain('users_rider_search');
  });

  it('every paged list of a company and of a group reads the employees and riders through indexes', async () => {
    // Each list of the contract that takes a cursor (tests/pagedLists.ts), read over HTTP as the
    // handlers build their queries: every query they send is recorded, then explained.
    expect(pagedLists.length).toBeGreaterThanOrEqual(6);
    const admin = await logIn(server.url, 'admin@velo.test');
    const recorded: { sql: string; values: unknown[] }[] = [];
    const database = server.db as { query: (sql: string, values?: unknown[]) => unknown };
    const query = database.query;
    database.query = (sql, values) => {
      recorded.push({ sql, values: values ?? [] });
      return query.call(server.db, sql, values);
    };
    const read: string[] = [];
    try {
      for (const list of pagedLists) {
        for (const id of [company, group]) {
          const searches = list.query.includes('q') ? ['', '&q=prenom12'] : [''];
          for (const search of searches) {
            const url = `${list.path.replace('{id}', String(id))}?limit=50${search}`;
            const response = await admin.fetch(url);
            expect(response.status, url).toBe(200);
            read.push(url);
          }
        }
      }
    } finally {
      database.query = query;
    }
    const reads = recorded.filter(
      ({ sql }) => /^\s*(select|with)\b/i.test(sql) && /\b(users|eligible_employees)\b/.test(sql),
    );
    expect(reads.length).toBeGreaterThanOrEqual(read.length);
    for (const { sql, values } of reads) {
      const scans = (await scansOf({ sql, values }))
        .filter((node) => node['Relation Name'])
        .map((node) => `${node['Node Type']} on ${node['Relation Name']}`);
      const label = sql.replace(/\s+/g, ' ').slice(0, 160);
      expect(
        scans.filter((scan) => /^Seq Scan on (eligible_employees|users)$/.test(scan)),
        `${label}: ${scans.join(', ')}`,
      ).toEqual([]);
    }
  });

  it('reads the leases of a company and of a group from their companies’ index, never every lease', async () => {
    // 500 leases a company, a few hours apart, without an account (as the fleet seed's older ones).
    await server.db.exec(`
      insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                          status, created_at)
      select c.id, 'Prénom' || n || ' Nom' || n, 'Moustache Lundi 27', 250000, 7500,
             'pending-validation', now() - (n * 7 + c.id) * interval '1 hour'
        from clients c cross join generate_series(1, ${perCompany}) n
       where c.q_name ~ '^grand-[0-9]+$';
      -- One large company among them: 10,000 leases.
      insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                          status, created_at)
      select ${company}, 'Prénom' || n || ' Nom' || n, 'Moustache Lundi 27', 250000, 7500,
             'cancelled', now() - n * interval '17 minutes'
        from generate_series(1, 10000 - ${perCompany}) n;`);
    await server.db.exec('vacuum (analyze) leases');
    const expectLeasesIndex = async (
      label: string,
      query: { sql: string; values: unknown[] },
      index: RegExp,
    ) => {
      const nodes = await scansOf(query);
      const scans = nodes
        .filter((node) => node['Relation Name'])
        .map((node) => `${node['Node Type']} on ${node['Relation Name']}`);
      expect(
        scans.filter((scan) => /^Seq Scan on (leases|users)$/.test(scan)),
        `${label}: ${scans.join(', ')}`,
      ).toEqual([]);
      const indexes = indexesOn(nodes, 'leases').map(String);
      expect(
        indexes.some((name) => index.test(name)),
        `${label}: ${indexes.join(', ')}`,
      ).toBe(true);
    };
    // A page reads each company's leases in the list's order from migration 031's index, from the
    // cursor's row on; a count reads an index on the company (either), never the table.
    const inOrder = /^leases_client_created$/;
    const byCompany = /^leases_client(_created)?$/;
    await expectLeasesIndex(
      'a company’s leases',
      leasesPageQuery([company], { limit: 200 }),
      inOrder,
    );
    const first = leasesPageQuery(groupCompanies, { limit: 200 });
    await expectLeasesIndex('a group’s leases', first, inOrder);
    const { rows } = await server.db.query<{ id: number; created_key: string }>(
      first.sql,
      first.values,
    );
    const last = rows[199];
    if (!last) throw new Error('no 200th lease');
    await expectLeasesIndex(
      'a group’s leases after a cursor',
      leasesPageQuery(groupCompanies, { limit: 200, after: [last.created_key, String(last.id)] }),
      inOrder,
    );
    await expectLeasesIndex('a company’s count', leasesCountQuery([company]), byCompany);
    await expectLeasesIndex('a group’s count', leasesCountQuery(groupCompanies), byCompany);
    const count = async (companies: number[]) => {
      const { sql, values } = leasesCountQuery(companies);
      return (await server.db.query<{ n: number }>(sql, values)).rows[0]?.n;
    };
    // The large company's 10,000 leases, exactly; the group's 29,500 stop at 10,001.
    expect(await count([company])).toBe(10_000);
    expect(await count(groupCompanies)).toBe(10_001);
  });
});
