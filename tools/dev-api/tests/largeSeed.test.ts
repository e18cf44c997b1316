/**
 * Grand Groupe (issue "Large employers", src/largeEmployerSeed.ts): what `VELO_SEED_LARGE=N` seeds,
 * with a small N on in-memory databases. The employees spread over the five subsidiaries at every
 * status of the employees' list, in the seed's shares; French names with their accents, unique
 * ASCII addresses; the group's manager signs in and reaches every company, and finds the waiting
 * accounts on /approve; a refused rider reads the refusal; a database seeded once is not seeded
 * again. On a PostgreSQL server (`npm run test:postgres`, which `npm test` runs too), the
 * same N gives the same rows on a second database: there it is a copy of the run's template, made in
 * a moment, where in PGlite it would be a second restore of the seeded snapshot and double the
 * file's time.
 */
import { fleetApprovalsApi, fleetEmployeesApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db.ts';
import {
  grandGroupe,
  grandGroupeCompanies,
  grandGroupeEmployees,
  largeEmployeeSituations,
  largeEmployerPersona,
  seedLargeEmployer,
  type ListedStatus,
} from '../src/largeEmployerSeed.ts';
import { fleetRights } from '../src/auth/sessions.ts';
import { employeeStatuses } from '../src/handlers/fleetEmployees.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { openThrowawayDatabases, testTemplateUrl } from '../src/throwawayDatabases.ts';
import { expectOk, logIn, type Browser } from './browser.ts';

/**
 * One full thousand: the seed's shares are exact for each thousand, and every company gets its
 * twentieths and every status.
 */
const employees = 1000;
/** The run's template on a PostgreSQL server, when the suite runs on one. */
const onServer = testTemplateUrl() !== undefined;

let server: RunningDevApi;
let other: Database | undefined;
let manager: Browser;
const lines: string[] = [];
let groupId: number;

beforeAll(async () => {
  server = await startDevApi({
    validateResponses: true,
    seed: { largeEmployees: employees, log: (line) => lines.push(line) },
  });
  // On a server, a second database seeded the same way.
  if (onServer) [other] = await openThrowawayDatabases(1, { seed: { largeEmployees: employees } });
  manager = await logIn(server.url, largeEmployerPersona.email);
  const { rows } = await server.db.query<{ id: number }>(
    'select id from clients where q_name = $1',
    [grandGroupe.qName],
  );
  groupId = rows[0]?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), other?.close()]);
});

/** Each subsidiary's employees' list, as its fleet manager's screen reads it (read once). */
async function readLists() {
  const subsidiaries = expectOk(await manager.api.clients.getSubsidiaries(groupId));
  return Promise.all(
    subsidiaries.map(async (company) => ({
      company,
      employees: expectOk(await fleetEmployeesApi(manager.api).all(company.id)),
    })),
  );
}
let listed: ReturnType<typeof readLists> | undefined;
const lists = () => (listed ??= readLists());

describe('Grand Groupe (VELO_SEED_LARGE)', () => {
  it('says in one line how many it seeded and how long it took', () => {
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Grand Groupe seeded, 1,000 employees in \d+\.\d s$/);
  });

  it('spreads the employees over the five subsidiaries at every status, in the seed’s shares', async () => {
    const byCompany = await lists();
    expect(byCompany.map(({ company }) => company.name).sort()).toEqual(
      grandGroupeCompanies.map((company) => company.name).sort(),
    );
    const total = new Map<ListedStatus, number>();
    for (const { company, employees: list } of byCompany) {
      const seeded = grandGroupeCompanies.find((one) => one.qName === company.qName);
      // Each company its share of twentieths, each with every status of the list.
      expect(list).toHaveLength(((seeded?.twentieths ?? 0) * employees) / 20);
      const statuses = new Set(list.map((employee) => employee.status));
      expect([...statuses].sort()).toEqual([...employeeStatuses].sort());
      for (const { status } of list) total.set(status, (total.get(status) ?? 0) + 1);
    }
    // A thousand rows: every thousand's exact shares.
    const expected = new Map<ListedStatus, number>();
    for (const situation of largeEmployeeSituations) {
      expected.set(
        situation.listed,
        (expected.get(situation.listed) ?? 0) + (situation.perMille * employees) / 1000,
      );
    }
    expect(Object.fromEntries(total)).toEqual(Object.fromEntries(expected));
    expect([...total.values()].reduce((sum, n) => sum + n, 0)).toBe(employees);
    expect(await grandGroupeEmployees(server.db)).toBe(employees);
  });

  it('marks the eligible lines that have an account, as the triggers it holds back would', async () => {
    // The seed writes `has_account` itself (migration 036's triggers are off while it inserts).
    const { rows } = await server.db.query<{ accounts: number; wrong: number }>(
      `select count(*) filter (where e.has_account)::int as accounts,
              count(*) filter (where e.has_account <> exists (
                select 1 from users u
                 where u.email = e.email and u.client_id = e.client_id and u.role = 'rider'
              ))::int as wrong
         from eligible_employees e join clients c on c.id = e.client_id
        where c.group_client_id = $1`,
      [groupId],
    );
    expect(rows[0]?.accounts).toBeGreaterThan(employees / 3);
    expect(rows[0]?.wrong).toBe(0);
    const { rows: triggers } = await server.db.query<{ name: string; enabled: string }>(
      `select tgname as name, tgenabled as enabled from pg_trigger
        where tgname in ('eligible_employees_has_account', 'users_eligible_account')`,
    );
    expect(triggers).toHaveLength(2);
    expect(triggers.every((trigger) => trigger.enabled === 'O')).toBe(true);
  });

  it('gives them French names with their accents and unique ASCII addresses', async () => {
    const byCompany = await lists();
    const everyone = byCompany.flatMap(({ employees: list }) => list);
    // A first name is no company's own: the Hélènes work all over the group.
    const helenes = byCompany.filter(({ employees: list }) =>
      list.some((employee) => employee.firstName === 'Hélène'),
    );
    expect(helenes.length).toBeGreaterThan(1);
    const names = everyone.map((employee) => `${employee.firstName} ${employee.lastName}`);
    for (const accented of ['Hélène', 'Élodie', 'François', 'Gaëlle', 'Noël', 'Zoé', 'Lefèvre']) {
      expect(names.some((name) => name.includes(accented))).toBe(true);
    }
    expect(names.filter((name) => /[À-ÿœ]/.test(name)).length).toBeGreaterThan(employees / 3);
    const emails = everyone.map((employee) => employee.email);
    expect(new Set(emails).size).toBe(employees);
    for (const email of emails) {
      expect(email).toMatch(/^[a-z-]+\.[a-z-]+[0-9]*@[a-z]+\.grandgroupe\.test$/);
    }
    // The address is made of the names: Hélène Lefèvre is helene.lefevre@….
    const helene = everyone.find(
      (employee) => employee.firstName === 'Hélène' && employee.lastName === 'Lefèvre',
    );
    expect(helene?.email).toMatch(/^helene\.lefevre@/);
    const numbers = everyone.map((employee) => employee.employeeNumber);
    expect(new Set(numbers).size).toBe(employees);
  });

  it('lets rh@grandgroupe.test sign in with every fleet right on the group and its companies', async () => {
    const profile = expectOk(await manager.api.profile.get());
    expect(profile.firstName).toBe('Élodie');
    const rights = profile.rights ?? [];
    expect(rights.map((right) => right.name).sort()).toEqual(Object.values(fleetRights).sort());
    expect(rights.every((right) => right.clientId === groupId)).toBe(true);
    const group = expectOk(await manager.api.clients.get(groupId));
    expect(group.name).toBe('Grand Groupe');
    const dashboard = expectOk(await manager.api.clients.getGroupFleetManagementDashboard(groupId));
    expect(dashboard.eligibleEmployees).toBe(employees);
    expect(dashboard.clientIds).toHaveLength(1 + grandGroupeCompanies.length);
  });

  it('has the waiting accounts on /approve, and the refused ones told why', async () => {
    const waiting = (await lists())
      .flatMap(({ employees: list }) => list)
      .filter((employee) => employee.status === 'awaiting-approval');
    const approvals = fleetApprovalsApi(manager.api);
    const page = expectOk(await approvals.pendingAccounts(groupId, { limit: 200 }));
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((account) => account.email).sort()).toEqual(
      waiting.map((employee) => employee.email).sort(),
    );
    const { rows } = await server.db.query<{ email: string; future: number; motives: number }>(
      `select min(u.email) as email,
              count(*) filter (where u.approval_refused_at > now()
                or u.approval_refused_at < u.approval_requested_at)::int as future,
              count(u.approval_refusal_motive)::int as motives
         from users u join clients c on c.id = u.client_id
        where c.group_client_id = $1 and u.approval_refused_at is not null`,
      [groupId],
    );
    expect(rows[0]?.future).toBe(0);
    expect(rows[0]?.motives).toBeGreaterThan(0);
    // A generated rider signs in with the demo password too, and reads the refusal.
    const refused = await logIn(server.url, rows[0]?.email ?? '');
    const profile = expectOk(await refused.api.profile.get());
    expect(profile.isApproved).toBe(false);
    expect(profile.approvalRefusal?.refusedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('dates every step of a request in the past, in order', async () => {
    const { rows } = await server.db.query<{ leases: number; future: number; unordered: number }>(
      `select count(*)::int as leases,
              count(*) filter (where greatest(l.created_at, l.approved_at, l.refused_at,
                l.equipment_confirmed_at, l.company_signed_at, l.voucher_signed_at,
                l.pickup_voucher_issued_at, l.paid_at, l.delivered_at, l.ended_at,
                l.cancelled_at, u.created_at) > now())::int as future,
              count(*) filter (where u.created_at > l.created_at
                or l.approved_at < l.created_at or l.delivered_at < l.pickup_voucher_issued_at
                or l.ended_at < l.delivered_at)::int as unordered
         from leases l join users u on u.id = l.user_id join clients c on c.id = l.client_id
        where c.group_client_id = $1`,
      [groupId],
    );
    expect(rows[0]?.leases).toBeGreaterThan(employees / 5);
    expect(rows[0]?.future).toBe(0);
    expect(rows[0]?.unordered).toBe(0);
  });

  it.runIf(onServer)('seeds the same rows on another database', async () => {
    const rowsOf = async (db: Database) => {
      const { rows } = await db.query(
        `select e.email, e.first_name, e.last_name, e.employee_number, c.q_name,
                u.is_approved, u.approval_requested_at is not null as asked,
                l.status, l.bike_model, l.bike_price_cents, l.monthly_rent_cents, l.delivery,
                l.extra_home_delivery_cents, l.started_on, l.refusal_motive,
                (u.created_at::date - current_date) as joined_day,
                (l.created_at::date - current_date) as requested_day
           from eligible_employees e
           join clients c on c.id = e.client_id
           left join users u on u.email = e.email
           left join leases l on l.user_id = u.id
          where c.group_client_id = (select id from clients where q_name = $1)
          order by e.employee_number`,
        [grandGroupe.qName],
      );
      return rows;
    };
    const [mine, theirs] = await Promise.all([rowsOf(server.db), rowsOf(other as Database)]);
    expect(mine).toHaveLength(employees);
    expect(theirs).toEqual(mine);
  });

  it('is seeded once: a later start keeps what the database holds', async () => {
    const later: string[] = [];
    expect(await seedLargeEmployer(server.db, 3000, { log: (line) => later.push(line) })).toBe(
      false,
    );
    expect(later).toEqual([
      'Grand Groupe seeded earlier, 1,000 employees (VELO_SEED_LARGE=3000 changes nothing here)',
    ]);
    expect(await grandGroupeEmployees(server.db)).toBe(employees);
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
