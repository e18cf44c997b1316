/**
 * Issue 15's seed (fleet design, "Seed"): Acme's 2,000 eligible employees at every status and two
 * years of monthly invoices. The fleet dashboard and the invoices answer exactly the seed's facts
 * (`acmeFleetFacts`), the same figures e2e compares the screens with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeFleetFacts, fleetTopUp } from '../src/fleetSeed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { fleetEmployeesApi } from '@velo/api-sdk';
import { expectOk, logIn, type Browser } from './browser.ts';

let server: RunningDevApi;
let sophie: Browser;
let acmeId: number;

async function count(sql: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(sql, [acmeId]);
  return rows[0]?.n ?? Number.NaN;
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  sophie = await logIn(server.url, 'manager@acme.test');
  const { rows } = await server.db.query<{ id: number }>(
    "select id from clients where q_name = 'acme'",
  );
  acmeId = rows[0]?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the fleet seed (issue 15)', () => {
  it("Acme's dashboard equals the seed's facts", async () => {
    const dashboard = expectOk(await sophie.api.clients.getFleetManagementDashboard(acmeId));
    expect(dashboard).toMatchObject({
      eligibleEmployees: acmeFleetFacts.eligibleEmployees,
      registeredRiders: acmeFleetFacts.registeredRiders,
      pendingRequests: acmeFleetFacts.pendingRequests,
      activeLeases: acmeFleetFacts.activeLeases,
    });
    // Each active lease's employer share is at most Acme's cap of 60 € a month.
    expect(dashboard.monthlyEmployerCostCents).toBeGreaterThan(0);
    expect(dashboard.monthlyEmployerCostCents).toBeLessThanOrEqual(
      acmeFleetFacts.activeLeases * 6000,
    );
  });

  it('every status is there, in the counts of the facts', async () => {
    expect(
      await count(
        "select count(*)::int as n from leases where client_id = $1 and status = 'approved'",
      ),
    ).toBe(acmeFleetFacts.approvedRequests);
    expect(
      await count(
        "select count(*)::int as n from leases where client_id = $1 and status = 'ended'",
      ),
    ).toBe(acmeFleetFacts.endedLeases);
    // Eligible but not registered: on the list, no account with that address.
    expect(
      await count(
        `select count(*)::int as n from eligible_employees e
          where e.client_id = $1 and not exists (select 1 from users u where u.email = e.email)`,
      ),
    ).toBeGreaterThan(500);
    // Registered without any lease request.
    expect(
      await count(
        `select count(*)::int as n from users u
          where u.client_id = $1 and u.role = 'rider'
            and not exists (select 1 from leases l where l.user_id = u.id)`,
      ),
    ).toBeGreaterThan(300);
    // Some leases end within the next three months (the dashboard's upcoming ends).
    expect(
      await count(
        `select count(*)::int as n from leases
          where client_id = $1 and status = 'active'
            and started_on + interval '36 months' < current_date + interval '3 months'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('invoices: one a month over two years, each the rents excluding VAT of its first day', async () => {
    const invoices = expectOk(await sophie.api.clients.getInvoices(acmeId)).items;
    expect(invoices).toHaveLength(acmeFleetFacts.invoices);
    const months = invoices.map((invoice) => invoice.issuedAt.slice(0, 7));
    expect(new Set(months).size).toBe(acmeFleetFacts.invoices);
    const first = new Date(`${invoices.at(-1)?.issuedAt ?? ''}T00:00:00Z`);
    const last = new Date(`${invoices[0]?.issuedAt ?? ''}T00:00:00Z`);
    expect(
      (last.getUTCFullYear() - first.getUTCFullYear()) * 12 +
        last.getUTCMonth() -
        first.getUTCMonth(),
    ).toBe(23);
    const { rows } = await server.db.query<{ n: number }>(
      `select sum(round(monthly_rent_cents / 1.2))::int as n from leases
        where client_id = $1 and status in ('active', 'ended') and started_on <= $2::date
          and (ended_at is null or ended_at > $2::date)`,
      [acmeId, invoices[0]?.issuedAt],
    );
    expect(invoices[0]?.amountExclTaxCents).toBe(rows[0]?.n);
    // The two latest are not paid yet; every older one is.
    expect(invoices.slice(2).every((invoice) => invoice.status === 'paid')).toBe(true);
    expect(invoices.slice(0, 2).every((invoice) => invoice.status !== 'paid')).toBe(true);
  });

  it("the employees' list: every person once, every status, the facts' riders", async () => {
    const employees = expectOk(await fleetEmployeesApi(sophie.api).all(acmeId));
    const people = await count(
      `select count(*)::int as n from (
         select email from eligible_employees where client_id = $1
         union select email from users where client_id = $1 and role = 'rider') p`,
    );
    expect(employees).toHaveLength(people);
    expect(new Set(employees.map((employee) => employee.email)).size).toBe(people);
    const byStatus = new Map<string, number>();
    for (const { status } of employees) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    expect([...byStatus.keys()].sort()).toEqual([
      'active',
      'awaiting-approval',
      'ended',
      'lease-in-progress',
      'not-registered',
      'registered',
      'request-pending',
    ]);
    expect(employees.length - (byStatus.get('not-registered') ?? 0)).toBe(
      acmeFleetFacts.registeredRiders,
    );
    // Every running lease shows its end, 36 months after it started; no one else has one.
    for (const employee of employees) {
      expect(employee.leaseEndsOn !== null).toBe(employee.status === 'active');
      expect(employee.bike === null).toBe(
        ['not-registered', 'registered', 'awaiting-approval'].includes(employee.status),
      );
    }
    // Sorted by last name, as the screen first shows them: case and accents aside (é with e).
    const names = employees.map((employee) =>
      (employee.lastName ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('tops up to the facts, and refuses to seed a dashboard that would lie', () => {
    const none = { eligible: 0, riders: 0, pending: 0, approved: 0, active: 0, ended: 0 };
    const topUp = fleetTopUp(none);
    expect(Object.values(topUp).reduce((sum, n) => sum + n, 0)).toBe(
      acmeFleetFacts.eligibleEmployees,
    );
    expect(topUp.active).toBe(acmeFleetFacts.activeLeases);
    expect(() => fleetTopUp({ ...none, active: acmeFleetFacts.activeLeases + 1 })).toThrow(
      /more active/,
    );
  });

  it('the generated riders sign in with the demo password, sharing one hash', async () => {
    const { rows } = await server.db.query<{ email: string; hashes: number }>(
      `select min(u.email) as email, count(distinct u.password_hash)::int as hashes
         from users u join eligible_employees e on e.email = u.email and e.client_id = u.client_id
        where u.client_id = $1 and u.employee_number like 'A-5%'`,
      [acmeId],
    );
    expect(rows[0]?.hashes).toBe(1);
    await logIn(server.url, rows[0]?.email ?? '');
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
