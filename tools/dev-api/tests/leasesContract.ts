/**
 * Contract tests of the lease journey (issue 13), run inside contract.test.ts so the server's
 * coverage check counts them: the journey personas' requests, next steps and histories; confirming
 * the equipment and withdrawing through @velo/leasing's state machine (409 ILLEGAL_TRANSITION with
 * its reason); the extra contribution's payment through the provider's hosted page (succeed, fail,
 * abandon, deadline exceeded); 400 naming the field, 401 without a session, 403 for another rider's
 * request or payment or none (access before existence).
 */
import { leaseApi, type LeaseApi } from '@velo/api-sdk';
import { monthlyRent } from '@velo/leasing';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLeaseTransition } from '../src/leaseJourney.ts';
import { refusalMotive, resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import {
  type Browser,
  demoCardPayment,
  expectError,
  expectOk,
  logIn,
  openBrowser,
} from './browser.ts';

type Ids = Awaited<ReturnType<typeof resetLeaseJourney>>;

interface Rider {
  browser: Browser;
  leases: LeaseApi;
  leaseId: number;
}

/**
 * Submits the hosted page's form as a browser would: the card fields in the body, the outcome in the
 * button's formaction; through the browser that started the payment (its binding cookie).
 */
export async function submitCheckout(
  redirectUrl: string,
  outcome: 'succeed' | 'fail' | 'abandon',
  browser: Browser,
) {
  const fetch = (url: string | URL, init?: RequestInit) => browser.fetch(String(url), init);
  const page = await fetch(redirectUrl);
  const html = await page.text();
  const action = new RegExp(`(?:formaction|action)="([^"]*outcome=${outcome})"`).exec(html)?.[1];
  if (!action) throw new Error(`no ${outcome} button in ${html}`);
  return fetch(new URL(action, redirectUrl), demoCardPayment());
}

export function describeLeases(running: () => RunningDevApi): void {
  describe('lease journey (issue 13)', () => {
    let ids: Ids;
    const riders: Record<string, Rider> = {};
    const rider = (name: string) => riders[name]!;

    beforeAll(async () => {
      const { url, db } = running();
      // The personas at their seeded stage, whatever other tests did.
      ids = await resetLeaseJourney(db);
      for (const name of ['attente', 'refus', 'valide', 'signature', 'paiement', 'livre']) {
        const browser = await logIn(url, `${name}@acme.test`);
        riders[name] = {
          browser,
          leases: leaseApi(browser.api),
          leaseId: ids[`${name}@acme.test`]!.leaseRequests[0]!,
        };
      }
    });

    it('each persona lists their one request at its stage, with who acts next', async () => {
      const expected = {
        attente: ['pending-validation', { actor: 'company', event: 'approve' }],
        refus: ['refused', null],
        valide: ['approved', { actor: 'rider', event: 'confirmEquipment' }],
        signature: ['contract-signed', { actor: 'rider', event: 'signVoucher', dueBy: null }],
        paiement: ['awaiting-payment', { actor: 'rider', event: 'payExtraContribution' }],
        livre: ['active', { actor: 'time', event: 'end', dueBy: null }],
      } as const;
      for (const [name, [status, next]] of Object.entries(expected)) {
        const list = expectOk(await rider(name).leases.list());
        expect(
          list.map((item) => [item.id, item.status]),
          name,
        ).toEqual([[rider(name).leaseId, status]]);
        if (next === null) expect(list[0]!.nextStep).toBeNull();
        else expect(list[0]!.nextStep, name).toMatchObject(next);
      }
      const parcours = await logIn(running().url, 'parcours@acme.test');
      expect(expectOk(await leaseApi(parcours.api).list())).toEqual([]);
      expect(ids['parcours@acme.test']!.proposals).toHaveLength(1);
    });

    it('a request carries its offer, contributions, history and deadlines', async () => {
      const refused = expectOk(await rider('refus').leases.get(rider('refus').leaseId));
      expect(refused).toMatchObject({
        status: 'refused',
        refusalMotive,
        store: { name: 'Cycles du Marais' },
        size: { label: 'M' },
        extraContribution: null,
        delivery: null,
        monthsOfFreeRent: 3,
      });
      expect(refused.history.map((entry) => [entry.status, entry.event, entry.actor])).toEqual([
        ['pending-validation', null, 'rider'],
        ['refused', 'refuse', 'company'],
      ]);
      expect(refused.history[1]!.motive).toBe(refusalMotive);
      expect(refused.employerContributionCents + refused.riderContributionCents).toBe(
        refused.monthlyRentCents,
      );
      expect(refused.totalPriceCents).toBe(
        refused.bikePriceCents + refused.equipment.reduce((sum, item) => sum + item.priceCents, 0),
      );

      const paying = expectOk(await rider('paiement').leases.get(rider('paiement').leaseId));
      expect(paying).toMatchObject({
        status: 'awaiting-payment',
        delivery: 'home',
        extraContribution: {
          priceExcessCents: 0,
          homeDeliveryCents: 5000,
          totalCents: 5000,
          paidAt: null,
        },
      });
      // 14 days after the pickup voucher (lease-design §2), the same deadline as the next step's.
      const issued = Date.parse(paying.pickupVoucherIssuedAt!);
      expect(Date.parse(paying.extraContribution!.dueBy!) - issued).toBeGreaterThanOrEqual(
        13 * 24 * 3_600_000,
      );
      expect(paying.nextStep!.dueBy).toBe(paying.extraContribution!.dueBy);
      // Each step's moment comes after the one before, and the history says so too.
      const moments = [
        paying.createdAt,
        paying.approvedAt,
        paying.equipmentConfirmedAt,
        paying.companySignedAt,
        paying.voucherSignedAt,
        paying.pickupVoucherIssuedAt,
      ].map((value) => Date.parse(value!));
      expect([...moments].sort((a, b) => a - b)).toEqual(moments);
      expect(paying.history.map((entry) => Date.parse(entry.at))).toEqual(moments);

      const delivered = expectOk(await rider('livre').leases.get(rider('livre').leaseId));
      expect(delivered).toMatchObject({
        status: 'active',
        extraContribution: { totalCents: 0, dueBy: null },
      });
      expect(delivered.deliveredAt).not.toBeNull();
    });

    it('another rider’s request, or none, is a 403; without a session a 401; a bad id a 400', async () => {
      const { leases } = rider('valide');
      expectError(await leases.get(rider('attente').leaseId), 403, 'FORBIDDEN');
      expectError(await leases.get(987_654), 403, 'FORBIDDEN');
      expectError(
        await leases.confirmEquipment(rider('attente').leaseId, { delivery: 'store' }),
        403,
        'FORBIDDEN',
      );
      expectError(await leases.cancel(rider('attente').leaseId), 403, 'FORBIDDEN');
      expectError(await leases.startPayment(rider('paiement').leaseId), 403, 'FORBIDDEN');
      expectError(await leases.get(0), 400, 'VALIDATION_FAILED', ['path.id']);
      expectError(
        await leases.confirmEquipment(0, { delivery: 'home' }),
        400,
        'VALIDATION_FAILED',
        ['path.id'],
      );
      expectError(await leases.cancel(0), 400, 'VALIDATION_FAILED', ['path.id']);
      expectError(await leases.startPayment(0), 400, 'VALIDATION_FAILED', ['path.id']);
      expectError(await leases.getPayment(0), 400, 'VALIDATION_FAILED', ['path.id']);
      const anonymous = leaseApi(openBrowser(running().url).api);
      expectError(await anonymous.list(), 401, 'UNAUTHORIZED');
      expectError(await anonymous.get(rider('valide').leaseId), 401, 'UNAUTHORIZED');
      expectError(await anonymous.cancel(rider('valide').leaseId), 401, 'UNAUTHORIZED');
      expectError(await anonymous.getPayment(1), 401, 'UNAUTHORIZED');
    });

    it('the approved rider confirms the equipment with home delivery, once', async () => {
      const { leases, leaseId } = rider('valide');
      expectError(
        await leases.confirmEquipment(leaseId, { delivery: 'bike-courier' as 'home' }),
        400,
        'VALIDATION_FAILED',
        ['body.delivery'],
      );
      const confirmed = expectOk(await leases.confirmEquipment(leaseId, { delivery: 'home' }));
      expect(confirmed).toMatchObject({
        status: 'equipment-confirmed',
        delivery: 'home',
        extraContribution: {
          priceExcessCents: 0,
          homeDeliveryCents: 5000,
          totalCents: 5000,
          dueBy: null,
        },
        nextStep: { actor: 'company', event: 'signContract' },
      });
      expect(confirmed.equipmentConfirmedAt).not.toBeNull();
      expect(confirmed.history.at(-1)).toMatchObject({
        status: 'equipment-confirmed',
        event: 'confirmEquipment',
        actor: 'rider',
      });
      // Locked: the choice cannot be confirmed (changed) again.
      const again = await leases.confirmEquipment(leaseId, { delivery: 'store' });
      expectError(again, 409, 'ILLEGAL_TRANSITION');
      expect(again.ok ? '' : again.error?.message).toBe(
        'The equipment choice is already confirmed.',
      );
      const pending = await rider('attente').leases.confirmEquipment(rider('attente').leaseId, {
        delivery: 'store',
      });
      expectError(pending, 409, 'ILLEGAL_TRANSITION');
      expect(pending.ok ? '' : pending.error?.message).toBe(
        'The company has not approved this request yet.',
      );
    });

    it('a price above the company’s envelope is part of the extra contribution', async () => {
      const { db } = running();
      const { rows } = await db.query<{ id: number; client_id: number }>(
        `select l.id, l.client_id from leases l where l.id = $1`,
        [rider('valide').leaseId],
      );
      const valide = rows[0]!;
      const before = expectOk(await rider('valide').leases.get(valide.id));
      // A request of the same offer, approved, on an envelope 100 € under its price.
      await db.query(`update client_settings set bike_envelope_cents = $2 where client_id = $1`, [
        valide.client_id,
        before.totalPriceCents - 10_000,
      ]);
      try {
        await db.query(
          `update leases set status = 'approved', delivery = null, extra_price_excess_cents = null,
                  extra_home_delivery_cents = null where id = $1`,
          [valide.id],
        );
        const confirmed = expectOk(
          await rider('valide').leases.confirmEquipment(valide.id, { delivery: 'store' }),
        );
        expect(confirmed.extraContribution).toMatchObject({
          priceExcessCents: 10_000,
          homeDeliveryCents: 0,
          totalCents: 10_000,
        });
        // The lease finances the rest: the excess comes off the bike's price.
        expect(confirmed.monthlyRentCents).toBe(
          monthlyRent({
            bikePriceCents: before.bikePriceCents - 10_000,
            equipmentPriceCents: [...before.equipment]
              .sort((a, b) => a.id - b.id)
              .map((item) => item.priceCents),
          }).rentCents,
        );
        expect(confirmed.monthlyRentCents).toBeLessThan(before.monthlyRentCents);
      } finally {
        await db.query(
          `update client_settings set bike_envelope_cents = 400000 where client_id = $1`,
          [valide.client_id],
        );
      }
    });

    it('the rider withdraws a request before the contract is signed, not after', async () => {
      const { leases, leaseId } = rider('attente');
      const cancelled = expectOk(await leases.cancel(leaseId));
      expect(cancelled).toMatchObject({ status: 'cancelled', nextStep: null });
      expect(cancelled.history.at(-1)).toMatchObject({ event: 'cancel', actor: 'rider' });
      const again = await leases.cancel(leaseId);
      expectError(again, 409, 'ILLEGAL_TRANSITION');
      expect(again.ok ? '' : again.error?.message).toBe('This request was cancelled.');
      const signed = await rider('signature').leases.cancel(rider('signature').leaseId);
      expectError(signed, 409, 'ILLEGAL_TRANSITION');
      expect(signed.ok ? '' : signed.error?.message).toBe(
        'The rental contract is signed: the request can no longer be withdrawn.',
      );
      // Nothing changed on the refused request.
      expect(expectOk(await leases.list())[0]!.status).toBe('cancelled');
    });

    it('the leaseJourney transition checks the actor and the refusal motive', async () => {
      const { db } = running();
      const id = rider('refus').leaseId;
      await expect(
        db.transaction((tx) => applyLeaseTransition(tx, id, 'approve', 'rider')),
      ).rejects.toMatchObject({ status: 409, code: 'ILLEGAL_TRANSITION' });
      await db.query(
        `update leases set status = 'pending-validation', refusal_motive = null where id = $1`,
        [id],
      );
      try {
        await expect(
          db.transaction((tx) =>
            applyLeaseTransition(tx, id, 'refuse', 'company', { motive: '  ' }),
          ),
        ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      } finally {
        await db.transaction((tx) =>
          applyLeaseTransition(tx, id, 'refuse', 'company', { motive: refusalMotive }),
        );
      }
    });

    it('nothing to pay, or not waiting for a payment, is a 409 saying which', async () => {
      expectError(
        await rider('signature').leases.startPayment(rider('signature').leaseId),
        409,
        'NOTHING_TO_PAY',
      );
      expectError(
        await rider('livre').leases.startPayment(rider('livre').leaseId),
        409,
        'NOTHING_TO_PAY',
      );
      expectError(
        await rider('refus').leases.startPayment(rider('refus').leaseId),
        409,
        'ILLEGAL_TRANSITION',
      );
      // Confirmed above with an amount due, but nothing is paid before the pickup voucher.
      const early = await rider('valide').leases.startPayment(rider('valide').leaseId);
      expectError(early, 409, 'ILLEGAL_TRANSITION');
      expect(early.ok ? '' : early.error?.message).toBe(
        'No extra contribution is awaiting payment yet.',
      );
    });

    it('payment on the hosted page: refused, abandoned, then paid, back to the app each time', async () => {
      const { leases, leaseId, browser } = rider('paiement');
      const appOrigin = 'http://127.0.0.1:4173';
      const start = async () => {
        // The app's page starts it: its origin is where the provider sends the rider back.
        const response = await browser.fetch(`/api/v2/lease-requests/${leaseId}/payments`, {
          method: 'POST',
          headers: { origin: appOrigin },
        });
        expect(response.status).toBe(201);
        return (await response.json()) as { id: number; redirectUrl: string };
      };

      const failed = await start();
      expect(failed.redirectUrl).toMatch(
        new RegExp(`^${running().url}/payment-provider/checkout/[A-Za-z0-9_-]{16,64}$`),
      );
      const page = await browser.fetch(failed.redirectUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('50,00');
      for (const token of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) {
        expect(html).toContain(`autocomplete="${token}"`);
        expect(html).toContain(`<label for="${token}">`);
      }
      for (const label of ['Payer', 'Simuler un refus', 'Abandonner'])
        expect(html).toContain(label);

      const refused = await submitCheckout(failed.redirectUrl, 'fail', browser);
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe(
        `${appOrigin}/rider/payment/failed?payment=${failed.id}`,
      );
      expect(expectOk(await leases.getPayment(failed.id))).toMatchObject({
        id: failed.id,
        leaseRequestId: leaseId,
        kind: 'extra-contribution',
        amountCents: 5000,
        status: 'failed',
      });
      expect(expectOk(await leases.get(leaseId)).status).toBe('awaiting-payment');
      // A settled page cannot be paid again: it sends the rider back to its result.
      const replay = await submitCheckout(failed.redirectUrl, 'succeed', browser).catch(() => null);
      expect(replay).toBeNull();
      const replayPost = await browser.fetch(`${failed.redirectUrl}?outcome=succeed`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(replayPost.headers.get('location')).toBe(
        `${appOrigin}/rider/payment/failed?payment=${failed.id}`,
      );

      const abandoned = await start();
      const left = await submitCheckout(abandoned.redirectUrl, 'abandon', browser);
      expect(left.headers.get('location')).toBe(
        `${appOrigin}/rider/payment/failed?payment=${abandoned.id}`,
      );
      expect(expectOk(await leases.getPayment(abandoned.id)).status).toBe('abandoned');

      const paid = expectOk(await leases.startPayment(leaseId), 201);
      const pending = expectOk(await leases.getPayment(paid.id));
      expect(pending).toMatchObject({ status: 'pending', settledAt: null });
      const confirmed = await submitCheckout(paid.redirectUrl, 'succeed', browser);
      expect(confirmed.status).toBe(303);
      // The SDK's call carries the test's own origin, not a local app's: the configured app URL.
      expect(confirmed.headers.get('location')).toMatch(
        new RegExp(`/rider/payment/confirmed\\?payment=${paid.id}$`),
      );
      const settled = expectOk(await leases.getPayment(paid.id));
      expect(settled.status).toBe('succeeded');
      expect(settled.settledAt).not.toBeNull();
      const ready = expectOk(await leases.get(leaseId));
      expect(ready).toMatchObject({
        status: 'ready-for-pickup',
        nextStep: { actor: 'store', event: 'deliver' },
      });
      expect(ready.extraContribution!.paidAt).not.toBeNull();
      expect(ready.history.at(-1)).toMatchObject({ event: 'payExtraContribution', actor: 'rider' });
      const twice = await leases.startPayment(leaseId);
      expectError(twice, 409, 'ILLEGAL_TRANSITION');
      expect(twice.ok ? '' : twice.error?.message).toBe('The extra contribution is already paid.');

      // Another rider's payment, or none, is a 403.
      expectError(await rider('livre').leases.getPayment(paid.id), 403, 'FORBIDDEN');
      expectError(await leases.getPayment(987_654), 403, 'FORBIDDEN');
      // An unknown page is the provider's 404.
      expect(
        (await fetch(`${running().url}/payment-provider/checkout/unknown-token-0000000`)).status,
      ).toBe(404);
    });

    it('past the 14-day deadline the payment cannot start: contact support', async () => {
      const { db } = running();
      ids = await resetLeaseJourney(db);
      const leaseId = ids['paiement@acme.test']!.leaseRequests[0]!;
      await db.query(
        `update leases set pickup_voucher_issued_at = now() - interval '15 days' where id = $1`,
        [leaseId],
      );
      const late = await rider('paiement').leases.startPayment(leaseId);
      expectError(late, 409, 'PAYMENT_DEADLINE_EXCEEDED');
      const lease = expectOk(await rider('paiement').leases.get(leaseId));
      expect(Date.parse(lease.extraContribution!.dueBy!)).toBeLessThan(Date.now());
    });
  });
}
