/**
 * Large employers on a PostgreSQL server: with 20,000 eligible employees and 20,000 riders spread
 * over forty companies, the list of `GET /api/v2/clients/{clientId}/employees` (the query of
 * src/handlers/fleetEmployees.ts, as the handler runs it) reads one company's rows through indexes,
 * never a whole table: `EXPLAIN (FORMAT JSON)` has no sequential scan of `eligible_employees` or
 * `users`. Without migration 021 (users by client) the riders were read by a sequential scan of
 * `users`. Only in a run on a server (`npm run test:postgres`), whose planner and statistics are
 * the production ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesListQuery, onTheWay } from '../src/handlers/fleetEmployees.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { testTemplateUrl } from '../src/throwawayDatabases.ts';
import { logIn } from './browser.ts';

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
      analyze;`);
    const { rows } = await server.db.query<{ id: number }>(
      "select id from clients where q_name = 'grand-7'",
    );
    company = rows[0]?.id ?? 0;
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  it('holds 20,000 employees and 20,000 riders, and lists one company', async () => {
    const { rows } = await server.db.query<{ employees: number; riders: number }>(
      `select (select count(*)::int from eligible_employees) as employees,
              (select count(*)::int from users where role = 'rider') as riders`,
    );
    expect(rows[0]?.employees).toBeGreaterThanOrEqual(companies * perCompany);
    expect(rows[0]?.riders).toBeGreaterThanOrEqual(companies * perCompany);
    const admin = await logIn(server.url, 'admin@velo.test');
    const response = await admin.fetch(`/api/v2/clients/${company}/employees`);
    expect(response.status).toBe(200);
    // The 500 on the list (250 of them registered) and the 250 riders who are not on it.
    expect(((await response.json()) as unknown[]).length).toBe(perCompany * 1.5);
  });

  it('reads that company through indexes, not a whole table', async () => {
    const { rows } = await server.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${employeesListQuery}`,
      [company, onTheWay],
    );
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    const scans = nodesOf(plan)
      .filter((node) => node['Relation Name'])
      .map((node) => `${node['Node Type']} on ${node['Relation Name']}`);
    const sequential = scans.filter((scan) =>
      /^Seq Scan on (eligible_employees|users)$/.test(scan),
    );
    expect(sequential, `plan: ${scans.join(', ')}`).toEqual([]);
    expect(scans).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^(Index Scan|Index Only Scan|Bitmap Heap Scan) on eligible_employees$/,
        ),
        expect.stringMatching(/^(Index Scan|Index Only Scan|Bitmap Heap Scan) on users$/),
      ]),
    );
  });
});
