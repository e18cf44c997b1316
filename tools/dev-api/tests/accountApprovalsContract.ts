/**
 * Contract tests of /approve's accounts (issue 27), run inside contract.test.ts so the server's
 * coverage check counts them: the list, an approval and a refusal each answer a success and a 400
 * naming the field. The group manager decides the accounts seeded at the subsidiaries, which are put
 * back afterwards; what a rider then sees, the 403s and the 409s are in accountApprovals.test.ts.
 */
import { fleetApprovalsApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAccountApprovals } from '../src/accountApprovalsSeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, errorOf, expectError, expectOk, logIn } from './browser.ts';

export function describeAccountApprovals(running: () => RunningDevApi): void {
  describe('accounts waiting for the company’s approval (issue 27)', () => {
    let claire: Browser;
    let holdingId = 0;

    const post = (path: string, body?: unknown) =>
      claire.fetch(path, {
        method: 'POST',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });

    beforeAll(async () => {
      const { url, db } = running();
      claire = await logIn(url, 'gestion@holding.test');
      const { rows } = await db.query<{ id: number }>(
        "select id from clients where q_name = 'holding'",
      );
      holdingId = rows[0]?.id ?? 0;
    });

    afterAll(async () => {
      await resetAccountApprovals(running().db);
    });

    it('the list, a page at a time; a bad id, limit or cursor is a 400 naming it', async () => {
      const api = fleetApprovalsApi(claire.api);
      const first = expectOk(await api.pendingAccounts(holdingId, { limit: 1 }));
      expect(first.items).toHaveLength(1);
      expect(first.nextCursor).not.toBeNull();
      const second = expectOk(
        await api.pendingAccounts(holdingId, { limit: 1, cursor: first.nextCursor ?? '' }),
      );
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
      const base = `/api/v2/clients/${holdingId}/pending-accounts`;
      expect(await errorOf(await claire.fetch('/api/v2/clients/abc/pending-accounts'))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: ['path.id'],
      });
      expect((await errorOf(await claire.fetch(`${base}?limit=500`))).fields).toEqual([
        'query.limit',
      ]);
      expect((await errorOf(await claire.fetch(`${base}?cursor=bm9u`))).fields).toEqual([
        'query.cursor',
      ]);
    });

    it('approves one account and refuses another; a bad id or motive is a 400 naming it', async () => {
      const api = fleetApprovalsApi(claire.api);
      const [gwenaelle, theo] = expectOk(await api.pendingAccounts(holdingId)).items;
      expect(expectOk(await api.approveAccount(theo?.id ?? 0))).toEqual({
        id: theo?.id,
        status: 'approved',
      });
      expect((await errorOf(await post('/api/v2/accounts/abc/approve'))).fields).toEqual([
        'path.id',
      ]);
      expectError(
        await api.refuseAccount(gwenaelle?.id ?? 0, 'x'.repeat(501)),
        400,
        'VALIDATION_FAILED',
        ['body.motive'],
      );
      expect(
        (await errorOf(await post(`/api/v2/accounts/${gwenaelle?.id}/refuse`, { motif: 'x' })))
          .fields,
      ).toEqual(['body.motif']);
      expect(
        expectOk(await api.refuseAccount(gwenaelle?.id ?? 0, 'Ouverture du programme en janvier.')),
      ).toEqual({ id: gwenaelle?.id, status: 'refused' });
      expect(expectOk(await api.pendingAccounts(holdingId)).items).toEqual([]);
    });
  });
}
