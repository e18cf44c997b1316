/**
 * Contract tests of "from a bike to a request" (issue 28), run inside contract.test.ts so the
 * server's coverage check counts them: the stores that offer a bike (their own list and /stores
 * filtered by the model), a test ride of a chosen bike, and an offer request that the dev API's store
 * answers at once with a proposal the rider can accept.
 */
import { addCalendarDays } from '@velo/leasing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDemoProposals } from '../src/proposalsSeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { parisNow } from '../src/stores/time.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';

interface Bike {
  id: number;
  category: string;
  retailers_count: number;
}

export function describeOfferRequests(running: () => RunningDevApi): void {
  describe('from a bike to a request (issue 28)', () => {
    let rider: Browser;
    let pending: Browser;
    /** A city bike offered by a store of Paris, and that store. */
    let bike: Bike;
    let parisStore: number;
    /** A store that does not offer `bike`. */
    let otherStore: number;

    beforeAll(async () => {
      const { url, db } = running();
      [rider, pending] = await Promise.all([
        logIn(url, 'rider@acme.test'),
        logIn(url, 'pending@acme.test'),
      ]);
      const { rows } = await db.query<Bike & { store_id: number }>(
        `select b.id, b.category, b.retailers_count, s.id as store_id
           from bike_models b
           join store_bike_models m on m.bike_model_id = b.id
           join stores s on s.id = m.store_id and s.closed_on is null and s.postal_code like '75%'
          where b.category = 'city'
          order by b.retailers_count desc, b.id, s.id limit 1`,
      );
      bike = rows[0]!;
      parisStore = rows[0]!.store_id;
      const other = await db.query<{ id: number }>(
        `select id from stores where closed_on is null and id not in
           (select store_id from store_bike_models where bike_model_id = $1) order by id limit 1`,
        [bike.id],
      );
      otherStore = other.rows[0]!.id;
    });

    afterAll(async () => {
      await resetDemoProposals(running().db);
    });

    it('lists the open stores that offer a bike, as many as the catalogue counts', async () => {
      const { db } = running();
      const stores = expectOk(await rider.api.stores.listOffering(bike.id));
      const { rows } = await db.query<{ open: number }>(
        'select count(*)::int as open from stores where closed_on is null',
      );
      expect(stores).toHaveLength(Math.min(bike.retailers_count, rows[0]!.open));
      expect(stores.map((store) => store.id)).toContain(parisStore);
      expect(stores.map((store) => store.id)).not.toContain(otherStore);
      const order = stores.map((store) => `${store.postalCode} ${store.name}`);
      expect(order).toEqual([...order].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      expectError(await rider.api.stores.listOffering(999_999), 404, 'NOT_FOUND');
      const bad = await errorOf(await rider.fetch('/api/v2/bike-models/abc/stores'));
      expect(bad).toMatchObject({ status: 400, fields: ['path.id'] });
      expectError(
        await openBrowser(running().url).api.stores.listOffering(bike.id),
        401,
        'UNAUTHORIZED',
      );
    });

    it('/stores filtered by a bike lists only the stores near that offer it', async () => {
      const all = expectOk(await rider.api.stores.listNear({ postalCode: '75011', radiusKm: 25 }));
      const offering = expectOk(
        await rider.api.stores.listNear({
          postalCode: '75011',
          radiusKm: 25,
          bikeModelId: bike.id,
        }),
      );
      const offeringIds = new Set(
        expectOk(await rider.api.stores.listOffering(bike.id)).map((store) => store.id),
      );
      expect(offering.stores.length).toBeGreaterThan(0);
      expect(offering.stores.length).toBeLessThan(all.stores.length);
      for (const { store } of offering.stores) expect(offeringIds.has(store.id)).toBe(true);
      const none = expectOk(
        await rider.api.stores.listNear({
          postalCode: '75011',
          radiusKm: 25,
          bikeModelId: 999_999,
        }),
      );
      expect(none.stores).toEqual([]);
      const bad = await errorOf(await rider.fetch('/api/v2/stores?postalCode=75011&bikeModelId=0'));
      expect(bad).toMatchObject({ status: 400, fields: ['query.bikeModelId'] });
    });

    it('books a test ride of a bike the store offers, and refuses one it does not', async () => {
      const today = parisNow().day;
      let slot: { day: string; startsAt: string } | null = null;
      for (let offset = 1; offset < 14 && slot === null; offset += 1) {
        const day = addCalendarDays(today, offset);
        const slots = expectOk(await rider.api.stores.listTestRideSlots(parisStore, day));
        const free = slots.slots.find((candidate) => candidate.free);
        if (free) slot = { day, startsAt: free.startsAt };
      }
      expect(slot).not.toBeNull();
      const refused = await rider.api.stores.bookTestRide({
        storeId: otherStore,
        day: slot!.day,
        startsAt: slot!.startsAt,
        bikeModelId: bike.id,
      });
      expect(refused.ok).toBe(false);
      const booking = expectOk(
        await rider.api.stores.bookTestRide({
          storeId: parisStore,
          ...slot!,
          bikeModelId: bike.id,
        }),
        201,
      );
      expect(booking.bike).toMatchObject({ id: bike.id });
      const mine = expectOk(await rider.api.stores.listMyTestRides());
      expect(mine.find((ride) => ride.id === booking.id)?.bike?.id).toBe(bike.id);
      expectOk(await rider.api.stores.cancelTestRide(booking.id), 204);
    });

    it('sends the store the request; the store answers with a proposal the rider accepts', async () => {
      const model = expectOk(await rider.api.catalogue.getBikeModel(bike.id));
      const size = model.sizes.at(-1)!;
      const equipment = model.equipment.slice(0, 2).map((item) => item.id);
      const sent = expectOk(
        await rider.api.proposals.request({
          storeId: parisStore,
          bikeModelId: bike.id,
          sizeId: size.id,
          equipmentIds: equipment,
          message: '  Je peux passer samedi matin.  ',
        }),
        201,
      );
      expect(sent).toMatchObject({
        store: { id: parisStore },
        bikeModelId: bike.id,
        sizeId: size.id,
        equipmentIds: equipment,
        message: 'Je peux passer samedi matin.',
      });
      expect(sent.proposalId).not.toBeNull();

      const proposal = expectOk(await rider.api.proposals.get(sent.proposalId!));
      expect(proposal).toMatchObject({
        status: 'pending',
        store: { id: parisStore, name: sent.store.name },
        bike: { id: bike.id },
        size: { id: size.id },
        bikePriceCents: model.priceCents,
        leaseRequest: null,
      });
      expect(proposal.equipment.map((item) => item.id).sort()).toEqual([...equipment].sort());
      const accepted = expectOk(await rider.api.proposals.accept(sent.proposalId!));
      expect(accepted.leaseRequest?.status).toBe('pending-validation');
    });

    it('refuses a request naming the field at fault, a rider not approved, and no session', async () => {
      const { db } = running();
      const model = expectOk(await rider.api.catalogue.getBikeModel(bike.id));
      const valid = {
        storeId: parisStore,
        bikeModelId: bike.id,
        sizeId: model.sizes[0]!.id,
        equipmentIds: [] as number[],
      };
      const { rows: foreignSize } = await db.query<{ id: number }>(
        'select id from bike_sizes where bike_model_id <> $1 order by id limit 1',
        [bike.id],
      );
      const { rows: unfitting } = await db.query<{ id: number }>(
        `select id from equipment
          where compatible_categories is not null and not ($1 = any(compatible_categories))
          order by id limit 1`,
        [bike.category],
      );
      const cases: [Record<string, unknown>, string][] = [
        [{ storeId: otherStore }, 'body.storeId'],
        [{ bikeModelId: 999_999 }, 'body.bikeModelId'],
        [{ sizeId: foreignSize[0]!.id }, 'body.sizeId'],
        [{ equipmentIds: [unfitting[0]!.id] }, 'body.equipmentIds'],
        [{ message: '   ' }, 'body.message'],
        [{ message: 'x'.repeat(501) }, 'body.message'],
      ];
      for (const [change, field] of cases) {
        expectError(
          await rider.api.proposals.request({ ...valid, ...change } as typeof valid),
          400,
          'VALIDATION_FAILED',
          [field],
        );
      }
      expectError(await pending.api.proposals.request(valid), 403, 'FORBIDDEN');
      // Without a session (the XSRF cookie held, as in a browser, from a first read): 401.
      const anonymous = openBrowser(running().url);
      await anonymous.api.stores.listOffering(bike.id);
      expectError(await anonymous.api.proposals.request(valid), 401, 'UNAUTHORIZED');
    });
  });
}
