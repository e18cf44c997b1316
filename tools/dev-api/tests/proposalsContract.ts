/**
 * Contract tests of the store proposals (issue 12), run inside contract.test.ts so the server's
 * coverage check counts them: valid answers, 400 naming the field, 401, 403 for another rider's
 * proposal or none (access before existence), 409 once answered or expired.
 */
import { monthlyRent } from '@velo/leasing';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetDemoProposals, type SeededProposals } from '../src/proposalsSeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';

export function describeProposals(running: () => RunningDevApi): void {
  describe('store proposals (issue 12)', () => {
    let rider: Browser;
    let manager: Browser;
    let ids: SeededProposals;

    beforeAll(async () => {
      const { url, db } = running();
      // Fresh proposals, whatever other tests did: the seeded ones, answered here.
      ids = await resetDemoProposals(db);
      [rider, manager] = await Promise.all([
        logIn(url, 'rider@acme.test'),
        logIn(url, 'manager@acme.test'),
      ]);
    });

    it('the rider reads the proposal addressed to her: bike, size, equipment, store, prices', async () => {
      const proposal = expectOk(await rider.api.proposals.get(ids.pending));
      expect(proposal).toMatchObject({
        id: ids.pending,
        status: 'pending',
        store: { name: 'Cycles du Marais', postalCode: '75003', city: 'Paris' },
        size: { label: 'M' },
        answeredAt: null,
        declineReason: null,
        leaseRequest: null,
      });
      expect(proposal.bike.category).toBe('city');
      expect(proposal.equipment.map((item) => item.kind).sort()).toEqual(['helmet', 'lock']);
      // The store's 5 % off the catalogue price, and the total with the equipment.
      expect(proposal.bikePriceCents).toBe(Math.round((proposal.bike.priceCents * 95) / 100));
      expect(proposal.totalPriceCents).toBe(
        proposal.bikePriceCents +
          proposal.equipment.reduce((sum, item) => sum + item.priceCents, 0),
      );
      expect(expectOk(await rider.api.proposals.get(ids.expired)).status).toBe('expired');
    });

    it('another rider’s proposal, or none, is a 403; a bad id a 400; no session a 401', async () => {
      expectError(await rider.api.proposals.get(ids.otherRider), 403, 'FORBIDDEN');
      expectError(await rider.api.proposals.get(999_999), 403, 'FORBIDDEN');
      expectError(await manager.api.proposals.get(ids.pending), 403, 'FORBIDDEN');
      expectError(await manager.api.proposals.accept(ids.pending), 403, 'FORBIDDEN');
      expectError(
        await manager.api.proposals.decline(ids.pending, { reason: 'too-expensive' }),
        403,
        'FORBIDDEN',
      );
      const badId = await errorOf(await rider.fetch('/api/v2/retailer-propositions/abc'));
      expect(badId).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['path.id'] });
      const badAccept = await errorOf(
        await rider.fetch('/api/v2/retailer-propositions/0/accept', { method: 'POST' }),
      );
      expect(badAccept).toMatchObject({ status: 400, fields: ['path.id'] });
      expectError(
        await openBrowser(running().url).api.proposals.get(ids.pending),
        401,
        'UNAUTHORIZED',
      );
    });

    it('declining needs a reason from the list, and a comment for "other"', async () => {
      const missing = await errorOf(
        await rider.fetch(`/api/v2/retailer-propositions/${ids.pendingToDecline}/decline`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({}),
        }),
      );
      expect(missing).toMatchObject({ status: 400, fields: ['body.reason'] });
      const unknown = await errorOf(
        await rider.fetch(`/api/v2/retailer-propositions/${ids.pendingToDecline}/decline`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'bored' }),
        }),
      );
      expect(unknown).toMatchObject({ status: 400, fields: ['body.reason'] });
      expectError(
        await rider.api.proposals.decline(ids.pendingToDecline, { reason: 'other' }),
        400,
        'VALIDATION_FAILED',
        ['body.comment'],
      );
      expectError(
        await rider.api.proposals.decline(ids.pendingToDecline, {
          reason: 'other',
          comment: '   ',
        }),
        400,
        'VALIDATION_FAILED',
        ['body.comment'],
      );
      // Still pending after the refused attempts.
      expect(expectOk(await rider.api.proposals.get(ids.pendingToDecline)).status).toBe('pending');

      const declined = expectOk(
        await rider.api.proposals.decline(ids.pendingToDecline, {
          reason: 'other',
          comment: '  Je garde mon vélo actuel.  ',
        }),
      );
      expect(declined).toMatchObject({
        status: 'declined',
        declineReason: 'other',
        declineComment: 'Je garde mon vélo actuel.',
        leaseRequest: null,
      });
      expect(declined.answeredAt).not.toBeNull();
      expectError(
        await rider.api.proposals.decline(ids.pendingToDecline, { reason: 'wrong-size' }),
        409,
        'PROPOSAL_ANSWERED',
      );
      expectError(await rider.api.proposals.accept(ids.pendingToDecline), 409, 'PROPOSAL_ANSWERED');
    });

    it('accepting creates the rider’s lease request, once; an expired proposal is a 409', async () => {
      const accepted = expectOk(await rider.api.proposals.accept(ids.pending));
      const rent = monthlyRent({
        bikePriceCents: accepted.bikePriceCents,
        equipmentPriceCents: accepted.equipment.map((item) => item.priceCents),
      });
      expect(accepted).toMatchObject({
        status: 'accepted',
        leaseRequest: { status: 'pending-validation', monthlyRentCents: rent.rentCents },
      });
      const { rows } = await running().db.query<{ status: string; user_email: string }>(
        `select l.status, u.email as user_email from leases l join users u on u.id = l.user_id
          where l.proposition_id = $1`,
        [ids.pending],
      );
      expect(rows).toEqual([{ status: 'pending-validation', user_email: 'rider@acme.test' }]);
      // Spec section 4: the request's history starts with its creation, by the rider.
      const { rows: history } = await running().db.query<{ status: string; actor: string }>(
        `select e.status, e.actor from lease_events e join leases l on l.id = e.lease_id
          where l.proposition_id = $1`,
        [ids.pending],
      );
      expect(history).toEqual([{ status: 'pending-validation', actor: 'rider' }]);
      expectError(await rider.api.proposals.accept(ids.pending), 409, 'PROPOSAL_ANSWERED');
      expectError(await rider.api.proposals.accept(ids.expired), 409, 'PROPOSAL_EXPIRED');
      expectError(
        await rider.api.proposals.decline(ids.expired, { reason: 'no-longer-needed' }),
        409,
        'PROPOSAL_EXPIRED',
      );
    });
  });
}
