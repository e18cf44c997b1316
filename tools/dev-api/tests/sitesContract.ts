/**
 * Contract tests of the rights calls added for /sites/:clientId/right/new (issue 15), run inside
 * contract.test.ts so the server's coverage check counts them: each answers a success and a 400
 * naming the field. Acme's manager grants Margaux (compta@acme.test, a user of Acme without rights)
 * a right, reads it in the list and revokes it: she is left as seeded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, logIn } from './browser.ts';

export function describeFleetSites(running: () => RunningDevApi): void {
  describe('rights on a client for its sites manager (issue 15)', () => {
    let manager: Browser;
    let acmeId = 0;
    let margauxId = 0;

    const send = async (path: string, init: RequestInit = {}) => {
      const response = await manager.fetch(path, init);
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.startsWith('application/json') ? ((await response.json()) as unknown) : null,
      };
    };
    const post = (path: string, body: unknown) =>
      send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const field = (answer: { body: unknown }) =>
      (answer.body as { fields?: { field: string }[] }).fields?.[0]?.field;

    beforeAll(async () => {
      const { url, db } = running();
      manager = await logIn(url, 'manager@acme.test');
      const acme = await db.query<{ id: number }>("select id from clients where q_name = 'acme'");
      acmeId = acme.rows[0]?.id ?? 0;
      const margaux = await db.query<{ id: number }>(
        "select id from users where email = 'compta@acme.test'",
      );
      margauxId = margaux.rows[0]?.id ?? 0;
    });

    it('lists the right holders; a malformed client id is a 400 naming it', async () => {
      const list = await send(`/api/v2/clients/${acmeId}/rights`);
      expect(list.status).toBe(200);
      const holders = list.body as { email: string; rights: string[] }[];
      expect(holders.find((holder) => holder.email === 'manager@acme.test')?.rights).toEqual([
        'fleetManagement',
        'approvals',
        'agreements',
        'invoices',
        'exports',
        'sites',
      ]);
      expect(holders.some((holder) => holder.email === 'compta@acme.test')).toBe(false);
      const bad = await send('/api/v2/clients/abc/rights');
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('path.id');
    });

    it('grants a right to a user of the client; a stranger or an unknown right is named', async () => {
      const base = `/api/v2/clients/${acmeId}/rights`;
      const granted = await post(base, { email: 'Compta@acme.test', name: 'invoices' });
      expect(granted).toEqual({
        status: 200,
        body: {
          userId: margauxId,
          email: 'compta@acme.test',
          firstName: 'Margaux',
          lastName: 'Brunet',
          rights: ['invoices'],
        },
      });
      // Granting it again changes nothing.
      expect((await post(base, { email: 'compta@acme.test', name: 'invoices' })).body).toEqual(
        granted.body,
      );
      const stranger = await post(base, { email: 'manager@nantes.holding.test', name: 'exports' });
      expect(stranger.status).toBe(400);
      expect(field(stranger)).toBe('body.email');
      const unknownRight = await post(base, { email: 'compta@acme.test', name: 'everything' });
      expect(unknownRight.status).toBe(400);
      expect(field(unknownRight)).toBe('body.name');
    });

    it('revokes it (then 404); a malformed right is a 400 naming it', async () => {
      const base = `/api/v2/clients/${acmeId}/rights/${margauxId}`;
      expect((await send(`${base}/invoices`, { method: 'DELETE' })).status).toBe(204);
      expect((await send(`${base}/invoices`, { method: 'DELETE' })).status).toBe(404);
      const bad = await send(`${base}/everything`, { method: 'DELETE' });
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('path.right');
      const list = await send(`/api/v2/clients/${acmeId}/rights`);
      expect((list.body as { email: string }[]).some((h) => h.email === 'compta@acme.test')).toBe(
        false,
      );
    });
  });
}
