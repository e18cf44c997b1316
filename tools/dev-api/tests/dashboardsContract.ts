/**
 * Contract tests of the fleet-management dashboard's figures (issue 15, `/dashboard`), run inside
 * contract.test.ts so the server's coverage check counts them. A client of the test's own, with
 * leases placed around today, gives every figure a value worked out by hand; Acme's figures are
 * compared with the rows of its seed.
 */
import {
  addMonths,
  contributions,
  extensionRentCents,
  parisDate,
  type ContributionPolicy,
} from '@velo/leasing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, expectError, expectOk, logIn } from './browser.ts';

const policy: ContributionPolicy = { rate: 0.5, capCents: 5000 };

export function describeDashboards(running: () => RunningDevApi): void {
  describe('fleet-management dashboard figures (issue 15)', () => {
    let admin: Browser;
    let manager: Browser;
    let clientId: number;
    let acmeId: number;
    /** The first day of this month, Paris time, and of the months around it. */
    const today = parisDate(new Date());
    const month0 = `${today.slice(0, 7)}-01`;
    const month = (offset: number) => addMonths(month0, offset);
    const ym = (offset: number) => month(offset).slice(0, 7);

    beforeAll(async () => {
      const { url, db } = running();
      [admin, manager] = await Promise.all([
        logIn(url, 'admin@velo.test'),
        logIn(url, 'manager@acme.test'),
      ]);
      const acme = await db.query<{ id: number }>("select id from clients where q_name = 'acme'");
      acmeId = acme.rows[0]?.id ?? 0;
      await db.query("delete from clients where q_name = 'dashboard-figures'");
      const { rows } = await db.query<{ id: number }>(
        `insert into clients (q_name, name, email, mobile_phone, postal_code, siret, siren, vat_identifier)
         values ('dashboard-figures', 'Figures SA', 'rh@figures.test', '+33612345678', '44000',
                 '73282932000074', '732829320', 'FR44732829320')
         returning id`,
      );
      clientId = rows[0]?.id ?? 0;
      await db.query(
        `insert into client_settings (client_id, employer_contribution_rate,
                                      monthly_employer_contribution_cap_cents)
         values ($1, 0.5, 5000)`,
        [clientId],
      );
      await db.query(
        `insert into eligible_employees (client_id, email)
         values ($1, 'a@figures.test'), ($1, 'b@figures.test'), ($1, 'c@figures.test')`,
        [clientId],
      );
      // Two riders: one approved, one waiting for the company's approval (a pending request).
      await db.query(
        `insert into users (email, password_hash, first_name, last_name, role, client_id,
                            is_approved, approval_requested_at)
         values ('a@figures.test', 'scrypt$x', 'Anne', 'Martin', 'rider', $1, true, null),
                ('b@figures.test', 'scrypt$x', 'Bruno', 'Petit', 'rider', $1, false, now())`,
        [clientId],
      );
      const lease = (
        status: string,
        rentCents: number,
        startedOn: string | null,
        extra: { free?: number; extend?: boolean; endedAt?: string; motive?: string } = {},
      ) =>
        db.query(
          `insert into leases (client_id, rider_name, bike_model, bike_price_cents,
                               monthly_rent_cents, status, started_on, months_of_free_rent,
                               end_of_lease_choice, end_of_lease_chosen_at, ended_at, refusal_motive)
           values ($1, 'Rider', 'Bike', 300000, $2, $3, $4::date, $5,
                   case when $6 then 'extend' end, case when $6 then now() end,
                   $7::timestamptz, $8)`,
          [
            clientId,
            rentCents,
            status,
            startedOn,
            extra.free ?? 0,
            extra.extend ?? false,
            extra.endedAt ?? null,
            extra.motive ?? null,
          ],
        );
      // A: month 13, its 3 free months long past: 5 000 / 5 000.
      await lease('active', 10000, month(-12), { free: 3 });
      // B: started last month, still free.
      await lease('active', 12000, month(-1), { free: 3 });
      // C: month 36, its term ends this month: 4 500 / 4 500.
      await lease('active', 9000, month(-35));
      // D: ends next month; 7 500 capped at 5 000, the rider pays 10 000.
      await lease('active', 15000, month(-34));
      // E: extended, month 58 at the reduced rent; the extension ends in two months.
      await lease('active', 10000, month(-57), { extend: true });
      // F: ended mid-month three months ago, after running past month 36.
      await lease('ended', 8000, month(-40), { endedAt: `${month(-3).slice(0, 8)}15T12:00:00Z` });
      await lease('pending-validation', 10000, null);
      await lease('approved', 10000, null);
      await lease('refused', 10000, null, { motive: 'Budget' });
      await lease('cancelled', 10000, null);
    });

    it('counts, this month’s cost split, stages and ends of lease of one client', async () => {
      const figures = expectOk(await admin.api.clients.getFleetManagementDashboard(clientId));
      const extended = contributions(extensionRentCents(10000), policy);
      expect(figures).toMatchObject({
        scope: 'client',
        clientIds: [clientId],
        asOf: today,
        eligibleEmployees: 3,
        registeredRiders: 2,
        // Bruno's approval and the request waiting for validation.
        pendingRequests: 2,
        activeLeases: 5,
        leasesByStage: { pendingValidation: 1, inPreparation: 1, active: 5, ended: 1 },
        monthlyEmployerCostCents: 5000 + 0 + 4500 + 5000 + extended.employerCents,
        monthlyRiderShareCents: 5000 + 0 + 4500 + 10000 + extended.riderCents,
        monthlyRentCents: 10000 + 9000 + 15000 + extensionRentCents(10000),
        upcomingLeaseEnds: [
          { month: ym(0), count: 1 },
          { month: ym(1), count: 1 },
          { month: ym(2), count: 1 },
        ],
      });
    });

    it('twelve months of cost history, this month last', async () => {
      const { monthlyCostHistory: history } = expectOk(
        await admin.api.clients.getFleetManagementDashboard(clientId),
      );
      expect(history.map((entry) => entry.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => ym(index - 11)),
      );
      const extended = contributions(extensionRentCents(10000), policy);
      const ended = contributions(extensionRentCents(8000), policy);
      // This month: A, B (free), C, D and E.
      expect(history[11]).toEqual({
        month: ym(0),
        employerCents: 5000 + 4500 + 5000 + extended.employerCents,
        riderCents: 5000 + 4500 + 10000 + extended.riderCents,
      });
      // Last month: the same, B in its first (free) month.
      expect(history[10]).toEqual({ ...history[11], month: ym(-1) });
      // Three months ago F still ran (it ended on the 15th); two months ago it no longer did.
      expect(history[8]).toEqual({
        month: ym(-3),
        employerCents: 5000 + 4500 + 5000 + extended.employerCents + ended.employerCents,
        riderCents: 5000 + 4500 + 10000 + extended.riderCents + ended.riderCents,
      });
      expect(history[9]).toEqual({ ...history[11], month: ym(-2) });
      // Eleven months ago A was in its second (free) month and F in its 30th, at the full rent.
      expect(history[0]).toEqual({
        month: ym(-11),
        employerCents: 4500 + 5000 + extended.employerCents + 4000,
        riderCents: 4500 + 10000 + extended.riderCents + 4000,
      });
    });

    it('Acme’s figures are its rows’, and another client’s dashboard is refused', async () => {
      const { db } = running();
      const figures = expectOk(await manager.api.clients.getFleetManagementDashboard(acmeId));
      const { rows } = await db.query<{ status: string; count: number }>(
        'select status, count(*)::int as count from leases where client_id = $1 group by status',
        [acmeId],
      );
      const count = (...statuses: string[]) =>
        rows
          .filter((row) => statuses.includes(row.status))
          .reduce((sum, row) => sum + row.count, 0);
      expect(figures.leasesByStage).toEqual({
        pendingValidation: count('pending-validation'),
        inPreparation: count(
          'approved',
          'equipment-confirmed',
          'contract-signed',
          'voucher-signed',
          'awaiting-payment',
          'ready-for-pickup',
        ),
        active: count('active'),
        ended: count('ended'),
      });
      expect(figures.activeLeases).toBe(count('active'));
      expect(figures.monthlyRentCents).toBe(
        figures.monthlyEmployerCostCents + figures.monthlyRiderShareCents,
      );
      expect(figures.monthlyCostHistory.at(-1)?.month).toBe(figures.asOf.slice(0, 7));
      expectError(
        await manager.api.clients.getFleetManagementDashboard(clientId),
        403,
        'FORBIDDEN',
      );
    });
  });
}
