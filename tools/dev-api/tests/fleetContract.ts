/**
 * Contract tests of the fleet manager's calls added for /invoices and /approve (issue 15), run inside
 * contract.test.ts so the server's coverage check counts them: each answers a success and a 400
 * naming the field. The requests decided here are generated ones of the fleet seed (no rider's
 * journey hangs on them); what a rider then sees is in fleetApprovals.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, logIn } from './browser.ts';

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
      const [latest] = list.body as { id: number }[];
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
}
