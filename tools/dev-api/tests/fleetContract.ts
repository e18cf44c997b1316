/**
 * Contract tests of the fleet manager's calls added for /invoices and /approve (issue 15), run inside
 * contract.test.ts so the server's coverage check counts them: each answers a success and a 400
 * naming the field. The requests decided here are generated ones of the fleet seed (no rider's
 * journey hangs on them); what a rider then sees is in fleetApprovals.test.ts.
 */
import { fleetEmployeesApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCompanyAgreements } from '../src/fleetAgreementsDev.ts';
import { hashCode } from '../src/smsCodes.ts';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, expectOk, logIn } from './browser.ts';

export function describeFleet(running: () => RunningDevApi): void {
  describe('fleet manager’s invoices and approvals (issue 15)', () => {
    let manager: Browser;
    let acmeId = 0;
    let requestIds: number[] = [];

    const send = async (path: string, init: RequestInit = {}) => {
      const response = await manager.fetch(path, init);
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.startsWith('application/json') ? ((await response.json()) as unknown) : null,
      };
    };
    const post = (path: string, body?: unknown) =>
      send(path, {
        method: 'POST',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    const field = (answer: { body: unknown }) =>
      (answer.body as { fields?: { field: string }[] }).fields?.[0]?.field;

    beforeAll(async () => {
      const { url, db } = running();
      manager = await logIn(url, 'manager@acme.test');
      const acme = await db.query<{ id: number }>("select id from clients where q_name = 'acme'");
      acmeId = acme.rows[0]?.id ?? 0;
      const pending = await db.query<{ id: number }>(
        `select id from leases where client_id = $1 and status = 'pending-validation'
            and proposition_id is null order by id limit 2`,
        [acmeId],
      );
      requestIds = pending.rows.map((row) => row.id);
    });

    it('an invoice’s PDF; a malformed invoice id is a 400 naming it', async () => {
      const list = await send(`/api/v2/clients/${acmeId}/invoices`);
      expect(list.status).toBe(200);
      const [latest] = (list.body as { items: { id: number }[] }).items;
      const badSort = await send(`/api/v2/clients/${acmeId}/invoices?sort=number`);
      expect(badSort.status).toBe(400);
      expect(field(badSort)).toBe('query.sort');
      const badLimit = await send(`/api/v2/clients/${acmeId}/invoices?limit=201`);
      expect(badLimit.status).toBe(400);
      expect(field(badLimit)).toBe('query.limit');
      const pdf = await send(`/api/v2/clients/${acmeId}/invoices/${latest?.id}/pdf`);
      expect(pdf.status).toBe(200);
      const bad = await send(`/api/v2/clients/${acmeId}/invoices/abc/pdf`);
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('path.invoiceId');
    });

    it('the pending requests; approve one, refuse another with a motive; bad input named', async () => {
      expect(requestIds).toHaveLength(2);
      const list = await send(`/api/v2/clients/${acmeId}/lease-requests/pending`);
      expect(list.status).toBe(200);
      const badList = await send('/api/v2/clients/abc/lease-requests/pending');
      expect(badList.status).toBe(400);
      expect(field(badList)).toBe('path.id');

      const base = `/api/v2/clients/${acmeId}/lease-requests`;
      expect((await post(`${base}/${requestIds[0]}/approve`)).status).toBe(200);
      const badApprove = await post(`${base}/abc/approve`);
      expect(badApprove.status).toBe(400);
      expect(field(badApprove)).toBe('path.requestId');

      const blank = await post(`${base}/${requestIds[1]}/refuse`, { motive: '' });
      expect(blank.status).toBe(400);
      expect(field(blank)).toBe('body.motive');
      const refused = await post(`${base}/${requestIds[1]}/refuse`, {
        motive: 'Vélo hors du catalogue retenu par l’entreprise.',
      });
      expect(refused).toEqual({ status: 200, body: { id: requestIds[1], status: 'refused' } });
    });
  });

  describe('fleet manager’s agreements (issue 15, /signSpecificAgreements)', () => {
    let group: Browser;
    let nantesId = 0;
    let leaseId = 0;

    const post = (path: string, body: unknown) =>
      group.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const fieldOf = async (response: Response) =>
      ((await response.json()) as { fields?: { field: string }[] }).fields?.[0]?.field;

    beforeAll(async () => {
      const { url, db } = running();
      // The group's manager signs for a subsidiary (its right is on the group).
      group = await logIn(url, 'gestion@holding.test');
      const nantes = await db.query<{ id: number }>(
        "select id from clients where q_name = 'holding-nantes'",
      );
      nantesId = nantes.rows[0]?.id ?? 0;
      const lease = await db.query<{ id: number }>(
        `select id from leases where client_id = $1 and status = 'equipment-confirmed'
          order by id limit 1`,
        [nantesId],
      );
      leaseId = lease.rows[0]?.id ?? 0;
    });

    afterAll(async () => {
      await resetCompanyAgreements(running().db);
    });

    it('the list of contracts waiting, a page at a time; malformed parameters named', async () => {
      const base = `/api/v2/clients/${nantesId}/agreements`;
      const page = await group.fetch(`${base}?limit=1&sort=-waitingSince&q=a`);
      expect(page.status).toBe(200);
      for (const [query, name] of [
        ['limit=0', 'query.limit'],
        ['sort=riderName', 'query.sort'],
        ['cursor=%24%24', 'query.cursor'],
        ['company=abc', 'query.company'],
      ] as const) {
        const bad = await group.fetch(`${base}?${query}`);
        expect(bad.status, query).toBe(400);
        expect(await fieldOf(bad)).toBe(name);
      }
    });

    it('a contract, its PDF, the code and the signature; malformed input named', async () => {
      const base = `/api/v2/clients/${nantesId}/agreements`;
      expect((await group.fetch(`${base}/${leaseId}`)).status).toBe(200);
      const bad = await group.fetch(`${base}/abc`);
      expect(bad.status).toBe(400);
      expect(await fieldOf(bad)).toBe('path.leaseId');
      const pdf = await group.fetch(`${base}/${leaseId}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      const badPdf = await group.fetch(`/api/v2/clients/abc/agreements/${leaseId}/pdf`);
      expect(badPdf.status).toBe(400);
      expect(await fieldOf(badPdf)).toBe('path.id');

      const noConsent = await post(`${base}/${leaseId}/signature-code`, { consent: false });
      expect(noConsent.status).toBe(400);
      expect(await fieldOf(noConsent)).toBe('body.consent');
      expect((await post(`${base}/${leaseId}/signature-code`, { consent: true })).status).toBe(200);
      // The code went to the SMS outbox of the server's settings: a known one is put in its place.
      const code = '246810';
      await running().db.query(
        'update company_signature_codes set code_hash = $2 where lease_id = $1',
        [leaseId, await hashCode(code)],
      );
      const badCode = await post(`${base}/${leaseId}/signature`, { code: '12ab' });
      expect(badCode.status).toBe(400);
      expect(await fieldOf(badCode)).toBe('body.code');
      const signed = await post(`${base}/${leaseId}/signature`, { code });
      expect(signed.status).toBe(200);
      expect(await signed.json()).toMatchObject({ id: leaseId, status: 'contract-signed' });
    });
  });

  describe('fleet manager’s employees (issue 15, /employees)', () => {
    let manager: Browser;
    let acmeId = 0;

    beforeAll(async () => {
      const { url, db } = running();
      manager = await logIn(url, 'manager@acme.test');
      const acme = await db.query<{ id: number }>("select id from clients where q_name = 'acme'");
      acmeId = acme.rows[0]?.id ?? 0;
    });

    it('the employees a page at a time; a malformed client id or cursor is a 400 naming it', async () => {
      const api = fleetEmployeesApi(manager.api);
      const first = expectOk(await api.list(acmeId, { limit: 200, sort: '-status' }));
      expect(first.items).toHaveLength(200);
      expect(first.total).toBeGreaterThanOrEqual(2000);
      expect(first.totalExact).toBe(true);
      expect(first.nextCursor).not.toBeNull();
      const next = expectOk(
        await api.list(acmeId, { limit: 200, sort: '-status', cursor: first.nextCursor ?? '' }),
      );
      expect(next.items.map((employee) => employee.email)).not.toContain(first.items[0]?.email);
      const everyone = expectOk(await api.all(acmeId));
      expect(everyone).toHaveLength(first.total);
      expect(new Set(everyone.map((employee) => employee.email)).size).toBe(everyone.length);
      const bad = await manager.fetch('/api/v2/clients/abc/employees');
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { fields: { field: string }[] }).fields[0]?.field).toBe(
        'path.id',
      );
      const badCursor = await manager.fetch(`/api/v2/clients/${acmeId}/employees?cursor=abc`);
      expect(badCursor.status).toBe(400);
      expect(((await badCursor.json()) as { fields: { field: string }[] }).fields[0]?.field).toBe(
        'query.cursor',
      );
    });

    it('an import with a line given twice adds no one, and says which line', async () => {
      const { db } = running();
      const body = {
        employees: [
          { email: 'tout.ou.rien@acme.test' },
          { email: 'doublon@acme.test' },
          { email: 'DOUBLON@acme.test' },
        ],
      };
      expect(expectOk(await manager.api.clients.postEligibleEmployees(acmeId, body))).toEqual({
        added: 0,
        alreadyEligible: 0,
        rejected: [{ field: 'body.employees[2].email', message: 'appears twice' }],
      });
      const { rows } = await db.query(
        `select 1 from eligible_employees where email in ('tout.ou.rien@acme.test', 'doublon@acme.test')`,
      );
      expect(rows).toEqual([]);
    });
  });

  describe('fleet manager’s exports (issue 15, /exports)', () => {
    let accountant: Browser;
    let acmeId = 0;

    beforeAll(async () => {
      const { url, db } = running();
      const acme = await db.query<{ id: number }>("select id from clients where q_name = 'acme'");
      acmeId = acme.rows[0]?.id ?? 0;
      // The accountant of the seed, given the `exports` right alone.
      await db.query(
        `insert into user_rights (user_id, name, client_id)
         select id, 'exports', $1 from users where email = 'compta@acme.test'
         on conflict do nothing`,
        [acmeId],
      );
      accountant = await logIn(url, 'compta@acme.test');
    });

    afterAll(async () => {
      await running().db.query(
        `delete from user_rights where name = 'exports'
           and user_id = (select id from users where email = 'compta@acme.test')`,
      );
    });

    it('every lease of the client, newest first, a page at a time, each rent split between employer and rider', async () => {
      const { db } = running();
      type Lease = {
        id: number;
        status: string;
        monthlyRentCents: number;
        employerContributionCents: number;
        riderShareCents: number;
        startedOn: string | null;
        endsOn: string | null;
      };
      type Page = { items: Lease[]; nextCursor: string | null; total: number; totalExact: boolean };
      const first = await accountant.fetch(`/api/v2/clients/${acmeId}/leases`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      // 50 unless asked.
      expect(((await first.json()) as Page).items.length).toBeLessThanOrEqual(50);
      // Pages of 7, read by cursor: every lease once, in the file's order.
      const leases: Lease[] = [];
      const totals = new Set<string>();
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer = await accountant.fetch(
          `/api/v2/clients/${acmeId}/leases?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(answer.status).toBe(200);
        const page = (await answer.json()) as Page;
        expect(page.items.length).toBeLessThanOrEqual(7);
        leases.push(...page.items);
        totals.add(`${page.total} ${page.totalExact}`);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null);
      const { rows } = await db.query<{ id: number }>(
        'select id from leases where client_id = $1 order by created_at desc, id desc',
        [acmeId],
      );
      expect(pages).toBe(Math.ceil(rows.length / 7));
      expect(leases.map((lease) => lease.id)).toEqual(rows.map((row) => row.id));
      expect([...totals]).toEqual([`${rows.length} true`]);
      expect(new Set(leases.map((lease) => lease.status)).size).toBeGreaterThan(3);
      const bad = await accountant.fetch('/api/v2/clients/abc/leases');
      expect(bad.status).toBe(400);
      for (const nonsense of [
        'bm9uc2Vuc2U',
        Buffer.from('{"t":"x","i":1}').toString('base64url'),
      ]) {
        const refused = await accountant.fetch(
          `/api/v2/clients/${acmeId}/leases?cursor=${nonsense}`,
        );
        expect(refused.status).toBe(400);
        expect(JSON.stringify(await refused.json())).toContain('query.cursor');
      }
      expect((await accountant.fetch(`/api/v2/clients/${acmeId}/leases?limit=201`)).status).toBe(
        400,
      );
      for (const lease of leases) {
        expect(lease.employerContributionCents + lease.riderShareCents).toBe(
          lease.monthlyRentCents,
        );
        expect(lease.endsOn === null).toBe(lease.startedOn === null);
        if (lease.startedOn && lease.endsOn) expect(lease.endsOn > lease.startedOn).toBe(true);
      }
    });

    it('a lease requested after a page was read comes on no later page: none given twice, none skipped', async () => {
      const { db } = running();
      type Page = { items: { id: number }[]; nextCursor: string | null };
      const first = (await (
        await accountant.fetch(`/api/v2/clients/${acmeId}/leases?limit=5`)
      ).json()) as Page;
      const [newest] = (
        await db.query<{ id: number }>(
          `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents, status)
           values ($1, 'Nouvelle Demande', 'Moustache Lundi 27', 250000, 7500, 'pending-validation')
           returning id`,
          [acmeId],
        )
      ).rows;
      try {
        const rest: number[] = [];
        let cursor = first.nextCursor;
        while (cursor !== null) {
          const page = (await (
            await accountant.fetch(`/api/v2/clients/${acmeId}/leases?limit=200&cursor=${cursor}`)
          ).json()) as Page;
          rest.push(...page.items.map((lease) => lease.id));
          cursor = page.nextCursor;
        }
        const { rows } = await db.query<{ id: number }>(
          `select id from leases where client_id = $1 and id <> $2 order by created_at desc, id desc`,
          [acmeId, newest?.id],
        );
        expect([...first.items.map((lease) => lease.id), ...rest]).toEqual(
          rows.map((row) => row.id),
        );
      } finally {
        await db.query('delete from leases where id = $1', [newest?.id]);
      }
    });

    it('the `exports` right reads the employees too, and opens nothing else', async () => {
      expect((await accountant.fetch(`/api/v2/clients/${acmeId}/employees`)).status).toBe(200);
      const pending = await accountant.fetch(`/api/v2/clients/${acmeId}/lease-requests/pending`);
      expect(pending.status).toBe(403);
    });
  });
}
