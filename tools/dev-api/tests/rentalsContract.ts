/**
 * Contract tests of the rentals (issue 14), run inside contract.test.ts so the server's coverage
 * check counts them: the six personas' rentals as @velo/leasing computes them for their dates
 * (schedule, next direct debit, revisions, end-of-lease window, options and outcome, extension,
 * early return and buyout, bank-details retention); the end-of-lease choice (409
 * END_OF_LEASE_CLOSED outside its window); the chosen buyout paid on the provider's hosted page
 * (success sets `buyoutPaidAt` and locks the choice, a refusal leaves it unpaid; 409
 * BUYOUT_NOT_CHOSEN, BUYOUT_ALREADY_PAID, END_OF_LEASE_CLOSED); early return and buyout requests (409
 * EARLY_RETURN_NOT_ALLOWED before month 13, EARLY_END_PENDING for a second one); revisions booked in
 * the store's slots (400 naming the field, 409 SLOT_TAKEN and REVISION_NOT_BOOKABLE); the service
 * voucher PDF; 400 for a bad id, 401 without a session, 403 for another rider's rental or none, 404
 * for the rider's own request not delivered yet.
 */
import { leaseApi, onboardingApi, rentalApi, type RentalApi, type Schemas } from '@velo/api-sdk';
import {
  addCalendarDays,
  bankDetailsDeletionDate,
  buyoutCents,
  earlyReturn,
  endOfLeaseOptions,
  endOfLeaseWindow,
  leaseMonthOn,
  nextDirectDebit,
  parisDate,
  rentalSchedule,
  revisionPlan,
} from '@velo/leasing';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import { controlPoints } from '../src/rentalsVoucher.ts';
import { rentalPersonas, resetRentalPersonas } from '../src/rentalsSeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';
import { submitCheckout } from './leasesContract.ts';
import { pdfText } from './pdfText.ts';

type Name = 'mois3' | 'mois14' | 'mois34' | 'prolonge' | 'fin5' | 'fin7';
const names: Name[] = ['mois3', 'mois14', 'mois34', 'prolonge', 'fin5', 'fin7'];

interface Rider {
  browser: Browser;
  rentals: RentalApi;
  rentalId: number;
}

/** Acme's contribution policy (the demo seed): half the rent, at most 60 € a month. */
const acmePolicy = { rate: 0.5, capCents: 6000 };

export function describeRentals(running: () => RunningDevApi): void {
  describe('rentals (issue 14)', () => {
    const riders = {} as Record<Name, Rider>;
    const rider = (name: Name) => riders[name];
    const today = () => parisDate(new Date());

    beforeAll(async () => {
      const { url, db } = running();
      // The personas as seeded, whatever other tests did.
      const ids = await resetRentalPersonas(db);
      for (const name of names) {
        const browser = await logIn(url, `${name}@acme.test`);
        riders[name] = {
          browser,
          rentals: rentalApi(browser.api),
          rentalId: ids[`${name}@acme.test`]![0]!,
        };
      }
    });

    const get = async (name: Name) => expectOk(await rider(name).rentals.get(rider(name).rentalId));

    it('each persona lists their one rental, with its status', async () => {
      const expected: Record<Name, Schemas['RentalStatus']> = {
        mois3: 'active',
        mois14: 'active',
        mois34: 'active',
        prolonge: 'extended',
        fin5: 'ended',
        fin7: 'ended',
      };
      for (const name of names) {
        const list = expectOk(await rider(name).rentals.list());
        expect(
          list.map((item) => [item.id, item.status]),
          name,
        ).toEqual([[rider(name).rentalId, expected[name]]]);
      }
      // A rider whose bike is not delivered has no rental (Inès of the lease journey, approved).
      const journey = await resetLeaseJourney(running().db);
      expect(journey['valide@acme.test']!.leaseRequests).toHaveLength(1);
      const valide = await logIn(running().url, 'valide@acme.test');
      expect(expectOk(await rentalApi(valide.api).list())).toEqual([]);
    });

    it('the months, schedule, next debit, revisions and window are those of @velo/leasing', async () => {
      const months: Record<Name, number> = {
        mois3: 3,
        mois14: 14,
        mois34: 34,
        prolonge: 41,
        fin5: 36,
        fin7: 36,
      };
      for (const name of names) {
        const rental = await get(name);
        const input = {
          startedOn: rental.startedOn,
          rentCents: rental.monthlyRentCents,
          policy: acmePolicy,
          freeMonths: rental.monthsOfFreeRent,
        };
        expect(rental.month, name).toBe(months[name]);
        expect(rental.monthsOfFreeRent, name).toBe(3);
        expect(rental.employerContributionCents + rental.riderContributionCents).toBe(
          rental.monthlyRentCents,
        );
        const asOf = rental.endedOn ?? today();
        expect(leaseMonthOn(rental.startedOn, asOf), name).toBe(months[name]);
        expect(rental.schedule, name).toEqual(rentalSchedule(input, asOf));
        const window = endOfLeaseWindow(rental.startedOn, today());
        expect(rental.endsOn).toBe(window.endsOn);
        expect(rental.endOfLease).toMatchObject({
          opensOn: window.opensOn,
          decideBy: window.decideBy,
          buyoutPayBy: window.buyoutPayBy,
          withoutChoice: 'automatic-extension',
        });
        const done = rental.revisions.filter((revision) => revision.state === 'done').length;
        expect(
          rental.revisions.map(({ number, from, dueBy, state }) => ({
            number,
            from,
            dueBy,
            state,
          })),
          name,
        ).toEqual(revisionPlan(rental.startedOn, done, today()).map(({ ...planned }) => planned));
        if (rental.status === 'active') {
          expect(rental.nextDirectDebit, name).toEqual(nextDirectDebit(input, today()));
        }
      }

      const ines = await get('mois3');
      // Three free months: the first debit is month 4's, the rider's share.
      expect(ines.schedule.instalments.slice(0, 3).every((row) => row.state === 'free')).toBe(true);
      expect(ines.nextDirectDebit).toMatchObject({
        month: 4,
        amountCents: ines.riderContributionCents,
      });
      expect(ines.revisions[0]!.state).toBe('to-book');
      expect(ines.endOfLease.state).toBe('not-yet');

      const julien = await get('mois14');
      expect(julien.revisions.filter((revision) => revision.state === 'done')).toHaveLength(4);
      expect(julien.revisions.every((r) => (r.state === 'done') === (r.doneOn !== null))).toBe(
        true,
      );

      const claire = await get('mois34');
      expect(claire.endOfLease).toMatchObject({
        state: 'open',
        choice: null,
        outcome: { outcome: 'automatic-extension', reason: 'no-choice-yet', final: false },
      });
      const options = endOfLeaseOptions({
        bikePriceCents: claire.bikePriceCents,
        rentCents: claire.monthlyRentCents,
        policy: acmePolicy,
      });
      expect(claire.endOfLease.options).toEqual({
        buyoutPriceCents: options.buyout.priceCents,
        resellRatioPercent: options.buyout.resellRatioPercent,
        extensionMonths: 24,
        extensionMonthlyRentCents: options.extend.monthlyRentCents,
        extensionRiderMonthlyCents: options.extend.riderMonthlyCents,
        extensionReductionPercent: options.extend.reductionPercent,
      });
      expect(claire.endOfLease.options.extensionMonthlyRentCents).toBeLessThan(
        claire.monthlyRentCents,
      );

      const marc = await get('prolonge');
      expect(marc.endOfLease).toMatchObject({ choice: 'extend', state: 'closed' });
      expect(marc.extension).toMatchObject({
        startedOn: addCalendarDays(marc.endsOn, 1),
        monthlyRentCents: marc.endOfLease.options.extensionMonthlyRentCents,
        riderMonthlyCents: marc.endOfLease.options.extensionRiderMonthlyCents,
      });
      // The extension's debits: month 42 at its reduced rider share.
      expect(marc.nextDirectDebit).toMatchObject({
        month: 42,
        amountCents: marc.endOfLease.options.extensionRiderMonthlyCents,
      });
      expect(marc.earlyReturn).toMatchObject({ allowed: false, reason: 'after-end' });
    });

    it('bank details: kept 6 months after the end, then deleted (spec section 9)', async () => {
      const { db } = running();
      const nadia = await get('fin5');
      const paul = await get('fin7');
      expect(nadia.nextDirectDebit).toBeNull();
      expect(nadia.bankDetailsKeptUntil).toBe(bankDetailsDeletionDate(nadia.endedOn!));
      expect(nadia.bankDetailsDeletedOn).toBeNull();
      expect(paul.bankDetailsKeptUntil).toBeNull();
      expect(paul.bankDetailsDeletedOn).toBe(bankDetailsDeletionDate(paul.endedOn!));
      expect(paul.bankDetailsDeletedOn! < today()).toBe(true);
      const { rows } = await db.query<{ email: string }>(
        `select u.email from rider_bank_details b join users u on u.id = b.user_id
          where u.email = any($1::text[]) order by u.email`,
        [rentalPersonas.map((persona) => persona.email)],
      );
      expect(rows.map((row) => row.email)).toEqual([
        'fin5@acme.test',
        'mois14@acme.test',
        'mois34@acme.test',
        'mois3@acme.test',
        'prolonge@acme.test',
      ]);
      // Nadia's end moved 2 months back: the purge deletes hers before the next read.
      await db.query(`update leases set ended_at = ended_at - interval '2 months' where id = $1`, [
        rider('fin5').rentalId,
      ]);
      const kept = async () =>
        (
          await db.query(
            `select 1 from rider_bank_details b join users u on u.id = b.user_id where u.email = $1`,
            ['fin5@acme.test'],
          )
        ).rows.length;
      expect(await kept()).toBe(1);
      // Any read of bank details purges first: the onboarding's, here.
      expectOk(await onboardingApi(rider('fin5').browser.api).get());
      expect(await kept()).toBe(0);
      const purged = await get('fin5');
      expect(purged.bankDetailsDeletedOn).toBe(bankDetailsDeletionDate(purged.endedOn!));
      expect(purged.bankDetailsKeptUntil).toBeNull();
    });

    it('the end-of-lease choice: made and changed while open, 409 END_OF_LEASE_CLOSED otherwise', async () => {
      const claire = rider('mois34');
      const chosen = expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'extend'));
      expect(chosen.endOfLease).toMatchObject({
        choice: 'extend',
        outcome: { outcome: 'extend', reason: 'extend-chosen', final: false },
      });
      expect(chosen.endOfLease.chosenAt).not.toBeNull();
      const changed = expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'buyout'));
      expect(changed.endOfLease).toMatchObject({
        choice: 'buyout',
        outcome: { outcome: 'buyout', reason: 'buyout-awaiting-payment' },
      });
      expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'return'));

      const notYet = await rider('mois14').rentals.chooseEndOfLease(
        rider('mois14').rentalId,
        'buyout',
      );
      expectError(notYet, 409, 'END_OF_LEASE_CLOSED');
      expect(notYet.ok ? '' : notYet.error?.message).toContain('opens on');
      expectError(
        await rider('prolonge').rentals.chooseEndOfLease(rider('prolonge').rentalId, 'return'),
        409,
        'END_OF_LEASE_CLOSED',
      );
      expectError(
        await rider('fin5').rentals.chooseEndOfLease(rider('fin5').rentalId, 'extend'),
        409,
        'END_OF_LEASE_CLOSED',
      );
      const bad = await claire.browser.fetch(
        `/api/v2/rentals/${claire.rentalId}/end-of-lease-choice`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ choice: 'keep' }),
        },
      );
      expect(await errorOf(bad)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: ['body.choice'],
      });
    });

    it('the buyout paid on the provider’s page: refused leaves it unpaid, success records it and locks the choice', async () => {
      const claire = rider('mois34');
      const payments = leaseApi(claire.browser.api);
      const appOrigin = 'http://127.0.0.1:4173';
      const start = async () => {
        // The app's page starts it: its origin is where the provider sends the rider back.
        const response = await claire.browser.fetch(
          `/api/v2/rentals/${claire.rentalId}/buyout-payment`,
          { method: 'POST', headers: { origin: appOrigin } },
        );
        expect(response.status).toBe(201);
        return (await response.json()) as { id: number; redirectUrl: string };
      };
      expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'return'));
      const notChosen = await claire.rentals.startBuyoutPayment(claire.rentalId);
      expectError(notChosen, 409, 'BUYOUT_NOT_CHOSEN');
      const chosen = expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'buyout'));
      // Spec section 9: resell ratio × purchase price, as @velo/leasing prices it.
      const price = buyoutCents(chosen.bikePriceCents);
      expect(chosen.endOfLease.options.buyoutPriceCents).toBe(price);

      const refused = await start();
      expect(refused.redirectUrl).toMatch(
        new RegExp(`^${running().url}/payment-provider/checkout/[A-Za-z0-9_-]{16,64}$`),
      );
      const html = await (await claire.browser.fetch(refused.redirectUrl)).text();
      expect(html).toContain('Rachat de votre vélo');
      expect(html).toContain(
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(price / 100),
      );
      expect(expectOk(await payments.getPayment(refused.id))).toMatchObject({
        leaseRequestId: claire.rentalId,
        kind: 'buyout',
        amountCents: price,
        status: 'pending',
      });
      const back = await submitCheckout(refused.redirectUrl, 'fail', claire.browser);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `${appOrigin}/rider/payment/failed?payment=${refused.id}`,
      );
      expect(expectOk(await payments.getPayment(refused.id)).status).toBe('failed');
      expect((await get('mois34')).endOfLease).toMatchObject({
        buyoutPaidAt: null,
        outcome: { outcome: 'buyout', reason: 'buyout-awaiting-payment', final: false },
      });

      // The choice changed while the provider's page was open: its success pays nothing.
      const stale = await start();
      expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'extend'));
      const staleBack = await submitCheckout(stale.redirectUrl, 'succeed', claire.browser);
      expect(staleBack.headers.get('location')).toBe(
        `${appOrigin}/rider/payment/failed?payment=${stale.id}`,
      );
      expect(expectOk(await payments.getPayment(stale.id)).status).toBe('failed');
      expect((await get('mois34')).endOfLease.buyoutPaidAt).toBeNull();

      expectOk(await claire.rentals.chooseEndOfLease(claire.rentalId, 'buyout'));
      const paid = await start();
      const confirmed = await submitCheckout(paid.redirectUrl, 'succeed', claire.browser);
      expect(confirmed.headers.get('location')).toBe(
        `${appOrigin}/rider/payment/confirmed?payment=${paid.id}`,
      );
      const settled = expectOk(await payments.getPayment(paid.id));
      expect(settled).toMatchObject({ kind: 'buyout', amountCents: price, status: 'succeeded' });
      const rental = await get('mois34');
      expect(rental.endOfLease.buyoutPaidAt).toBe(settled.settledAt);
      expect(rental.endOfLease).toMatchObject({
        choice: 'buyout',
        outcome: { outcome: 'buyout', reason: 'buyout-paid', final: true },
      });
      // Paid: nothing more to pay, and the choice is final.
      expectError(
        await claire.rentals.startBuyoutPayment(claire.rentalId),
        409,
        'BUYOUT_ALREADY_PAID',
      );
      expectError(
        await claire.rentals.chooseEndOfLease(claire.rentalId, 'return'),
        409,
        'BUYOUT_ALREADY_PAID',
      );
      // Another rider reads neither the rental's payment nor starts one on it.
      const julien = rider('mois14');
      expectError(await julien.rentals.startBuyoutPayment(claire.rentalId), 403, 'FORBIDDEN');
      expectError(await leaseApi(julien.browser.api).getPayment(paid.id), 403, 'FORBIDDEN');
      // Julien's own window is not open: no buyout chosen.
      expectError(
        await julien.rentals.startBuyoutPayment(julien.rentalId),
        409,
        'BUYOUT_NOT_CHOSEN',
      );
    });

    it('a buyout past its deadline cannot be paid: the lease is extended automatically', async () => {
      const { db } = running();
      const marc = rider('prolonge');
      const { rows } = await db.query<{ choice: string; at: Date }>(
        `select end_of_lease_choice as choice, end_of_lease_chosen_at as at from leases where id = $1`,
        [marc.rentalId],
      );
      const seeded = rows[0]!;
      // Had Marc chosen the buyout, and not paid it by the end date (spec section 4).
      await db.query(`update leases set end_of_lease_choice = 'buyout' where id = $1`, [
        marc.rentalId,
      ]);
      try {
        const rental = await get('prolonge');
        expect(rental.status).toBe('extended');
        expect(rental.endOfLease.outcome).toEqual({
          outcome: 'automatic-extension',
          reason: 'buyout-unpaid',
          final: true,
        });
        const late = await marc.rentals.startBuyoutPayment(marc.rentalId);
        expectError(late, 409, 'END_OF_LEASE_CLOSED');
        expect(late.ok ? '' : late.error?.message).toContain(rental.endOfLease.buyoutPayBy);
        expectError(
          await rider('fin5').rentals.startBuyoutPayment(rider('fin5').rentalId),
          409,
          'END_OF_LEASE_CLOSED',
        );
      } finally {
        await db.query(
          `update leases set end_of_lease_choice = $2, end_of_lease_chosen_at = $3 where id = $1`,
          [marc.rentalId, seeded.choice, seeded.at],
        );
      }
    });

    it('early return: refused before month 13, free from month 13 in a listed situation, one at a time', async () => {
      const ines = rider('mois3');
      const early = await ines.rentals.requestEarlyEnd(ines.rentalId, {
        kind: 'return',
        situation: 'dismissal',
      });
      expectError(early, 409, 'EARLY_RETURN_NOT_ALLOWED');
      expect(early.ok ? '' : early.error?.message).toContain('month 13');
      expectError(
        await ines.rentals.requestEarlyEnd(ines.rentalId, { kind: 'buyout', situation: 'other' }),
        409,
        'EARLY_RETURN_NOT_ALLOWED',
      );
      expect((await get('mois3')).earlyRequest).toBeNull();

      const julien = rider('mois14');
      const before = await get('mois14');
      expect(before.earlyReturn).toMatchObject({ allowed: true, free: false });
      const requested = expectOk(
        await julien.rentals.requestEarlyEnd(julien.rentalId, {
          kind: 'return',
          situation: 'maternity-leave',
        }),
      );
      const expected = earlyReturn({
        startedOn: before.startedOn,
        rentCents: before.monthlyRentCents,
        policy: acmePolicy,
        freeMonths: before.monthsOfFreeRent,
        today: today(),
        situation: 'maternity-leave',
      });
      expect(expected).toMatchObject({ allowed: true, free: true, costCents: 0 });
      expect(requested.earlyRequest).toMatchObject({
        kind: 'return',
        situation: 'maternity-leave',
        costCents: 0,
      });
      expectError(
        await julien.rentals.requestEarlyEnd(julien.rentalId, {
          kind: 'buyout',
          situation: 'other',
        }),
        409,
        'EARLY_END_PENDING',
      );
      expectError(
        await rider('fin7').rentals.requestEarlyEnd(rider('fin7').rentalId, {
          kind: 'return',
          situation: 'dismissal',
        }),
        409,
        'EARLY_RETURN_NOT_ALLOWED',
      );
      const bad = await julien.browser.fetch(`/api/v2/rentals/${julien.rentalId}/early-end`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'return', situation: 'bored' }),
      });
      expect(await errorOf(bad)).toMatchObject({ status: 400, fields: ['body.situation'] });
    });

    it('early buyout: priced by @velo/leasing and recorded', async () => {
      const claire = rider('mois34');
      const before = await get('mois34');
      expect(before.earlyBuyout.allowed).toBe(true);
      const requested = expectOk(
        await claire.rentals.requestEarlyEnd(claire.rentalId, {
          kind: 'buyout',
          situation: 'other',
        }),
      );
      expect(requested.earlyRequest).toMatchObject({
        kind: 'buyout',
        costCents: before.earlyBuyout.priceCents,
      });
      expect(before.earlyBuyout.priceCents).toBeGreaterThanOrEqual(
        before.endOfLease.options.buyoutPriceCents,
      );
    });

    it('revisions: slots of the store, booked once, 409 when taken or not bookable', async () => {
      const ines = rider('mois3');
      // The first day ahead with a free slot at the store (it closes some days).
      let day = '';
      let slots: Schemas['RevisionSlots'] | undefined;
      for (let offset = 1; offset <= 14 && !day; offset += 1) {
        const candidate = addCalendarDays(today(), offset);
        const answer = expectOk(await ines.rentals.listRevisionSlots(ines.rentalId, candidate));
        if (answer.slots.some((slot) => slot.free)) {
          day = candidate;
          slots = answer;
        }
      }
      expect(day).not.toBe('');
      const rental = await get('mois3');
      expect(slots!.storeId).toBe(rental.store!.id);
      const slot = slots!.slots.find((candidate) => candidate.free)!;

      expectError(
        await ines.rentals.bookRevision(ines.rentalId, { day, startsAt: '03:17' }),
        400,
        'VALIDATION_FAILED',
        ['body.startsAt'],
      );
      expectError(
        await ines.rentals.bookRevision(ines.rentalId, {
          day: addCalendarDays(today(), -1),
          startsAt: slot.startsAt,
        }),
        400,
        'VALIDATION_FAILED',
        ['body.day'],
      );
      expectError(
        await ines.rentals.listRevisionSlots(ines.rentalId, addCalendarDays(today(), 61)),
        400,
        'VALIDATION_FAILED',
        ['query.day'],
      );

      const booked = expectOk(
        await ines.rentals.bookRevision(ines.rentalId, { day, startsAt: slot.startsAt }),
        201,
      );
      expect(booked.revisions[0]).toMatchObject({
        number: 1,
        state: 'booked',
        doneOn: null,
        booking: { storeName: rental.store!.name, on: day, startsAt: slot.startsAt },
      });
      const after = expectOk(await ines.rentals.listRevisionSlots(ines.rentalId, day));
      expect(after.slots.find((candidate) => candidate.startsAt === slot.startsAt)?.free).toBe(
        false,
      );
      const other = after.slots.find((candidate) => candidate.free)!;
      expectError(
        await ines.rentals.bookRevision(ines.rentalId, { day, startsAt: other.startsAt }),
        409,
        'REVISION_NOT_BOOKABLE',
      );
      // Julien's store is the same: the slot Inès holds is taken for him.
      const julien = rider('mois14');
      expectError(
        await julien.rentals.bookRevision(julien.rentalId, { day, startsAt: slot.startsAt }),
        409,
        'SLOT_TAKEN',
      );
      expectError(
        await rider('prolonge').rentals.bookRevision(rider('prolonge').rentalId, {
          day,
          startsAt: other.startsAt,
        }),
        409,
        'REVISION_NOT_BOOKABLE',
      );
      expectError(
        await rider('fin5').rentals.bookRevision(rider('fin5').rentalId, {
          day,
          startsAt: other.startsAt,
        }),
        409,
        'REVISION_NOT_BOOKABLE',
      );
    });

    it('the service voucher: a PDF naming the bike, size, store, revision and the 12 control points', async () => {
      const julien = rider('mois14');
      const rental = await get('mois14');
      const pdf = expectOk(await julien.rentals.getServiceVoucher(julien.rentalId));
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain('Bon d’entretien');
      expect(text).toContain(`${rental.bike.brand} ${rental.bike.model}`);
      expect(text).toContain(rental.size!.label);
      expect(text).toContain(rental.store!.name);
      expect(text).toContain('Révision 5 sur 9');
      for (const point of controlPoints) expect(text).toContain(point.slice(0, 30));
      const response = await julien.browser.fetch(
        `/api/v2/rentals/${julien.rentalId}/service-voucher`,
      );
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="bon-entretien-${julien.rentalId}-revision-5.pdf"`,
      );
      expectError(
        await rider('fin5').rentals.getServiceVoucher(rider('fin5').rentalId),
        404,
        'NOT_FOUND',
      );
    });

    it('400 for a bad id, 401 without a session, 403 for another rider’s rental or none, 404 for a request not delivered', async () => {
      const ines = rider('mois3');
      const foreign = rider('mois14').rentalId;
      const unknown = 987_654;
      const day = addCalendarDays(today(), 3);
      const calls: [string, (api: RentalApi, id: number) => Promise<unknown>][] = [
        ['getRental', (api, id) => api.get(id)],
        ['chooseEndOfLease', (api, id) => api.chooseEndOfLease(id, 'extend')],
        ['startBuyoutPayment', (api, id) => api.startBuyoutPayment(id)],
        [
          'requestEarlyEnd',
          (api, id) => api.requestEarlyEnd(id, { kind: 'return', situation: 'other' }),
        ],
        ['listRevisionSlots', (api, id) => api.listRevisionSlots(id, day)],
        ['bookRevision', (api, id) => api.bookRevision(id, { day, startsAt: '10:00' })],
        ['getServiceVoucher', (api, id) => api.getServiceVoucher(id)],
      ];
      const journey = await resetLeaseJourney(running().db);
      const valide = await logIn(running().url, 'valide@acme.test');
      const notDelivered = journey['valide@acme.test']!.leaseRequests[0]!;
      const anonymous = rentalApi(openBrowser(running().url).api);
      for (const [operation, call] of calls) {
        for (const id of [foreign, unknown]) {
          expectError((await call(ines.rentals, id)) as never, 403, 'FORBIDDEN');
        }
        expect(operation).toBeTruthy();
        expectError((await call(rentalApi(valide.api), notDelivered)) as never, 404, 'NOT_FOUND');
        expectError((await call(anonymous, ines.rentalId)) as never, 401, 'UNAUTHORIZED');
      }
      expectError(await anonymous.list(), 401, 'UNAUTHORIZED');
      for (const path of [
        '/api/v2/rentals/abc',
        '/api/v2/rentals/0/service-voucher',
        `/api/v2/rentals/x/revision-slots?day=${day}`,
        `/api/v2/rentals/${ines.rentalId}/revision-slots`,
      ]) {
        const error = await errorOf(await ines.browser.fetch(path));
        expect(error, path).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      }
      for (const action of ['end-of-lease-choice', 'buyout-payment', 'early-end', 'revisions']) {
        const response = await ines.browser.fetch(`/api/v2/rentals/abc/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
        expect((await errorOf(response)).fields, action).toContain('path.id');
      }
    });

    it('the dev reset restores the personas', async () => {
      const ids = await resetRentalPersonas(running().db);
      const fresh = rentalApi(rider('mois34').browser.api);
      const claire = expectOk(await fresh.get(ids['mois34@acme.test']![0]!));
      expect(claire.endOfLease.choice).toBeNull();
      expect(claire.earlyRequest).toBeNull();
    });
  });
}
