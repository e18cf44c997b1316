/**
 * Contract tests of the stores and test-ride operations (issue 12), run inside contract.test.ts so
 * the server's coverage check counts them: valid answers, 400 naming the field, 401, 403, 404, 409,
 * and another rider's booking refused without its data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevApi } from '../src/start.ts';
import { addCalendarDays, isoWeekday } from '@velo/leasing';
import { parisNow } from '../src/stores/time.ts';
import { type Browser, expectError, expectOk, logIn, openBrowser } from './browser.ts';

export function describeStores(running: () => RunningDevApi): void {
  describe('stores and test rides (issue 12)', () => {
    let rider: Browser;
    let rider2: Browser;
    let pending: Browser;
    let marais: number;

    /** The next day (from tomorrow) on which the store opens, and one on which it is closed. */
    async function days(storeId: number) {
      const store = expectOk(await rider.api.stores.get(storeId));
      const today = parisNow().day;
      const open = (day: string) =>
        (store.openingHours[isoWeekday(day) - 1]?.periods.length ?? 0) > 0;
      let openDay = addCalendarDays(today, 1);
      while (!open(openDay)) openDay = addCalendarDays(openDay, 1);
      let closedDay = addCalendarDays(today, 1);
      while (open(closedDay)) closedDay = addCalendarDays(closedDay, 1);
      return { openDay, closedDay, today };
    }

    beforeAll(async () => {
      const { url, db } = running();
      [rider, rider2, pending] = await Promise.all([
        logIn(url, 'rider@acme.test'),
        logIn(url, 'rider2@acme.test'),
        logIn(url, 'pending@acme.test'),
      ]);
      const { rows } = await db.query<{ id: number }>(
        "select id from stores where name = 'Cycles du Marais'",
      );
      marais = rows[0]?.id ?? 0;
    });

    it('seeds about 60 stores in French towns, Cycles du Marais run by the store persona', async () => {
      const { db } = running();
      const { rows } = await db.query<{
        count: number;
        towns: number;
        closed: number;
        retailer: string;
      }>(
        `select count(*)::int as count, count(distinct city)::int as towns,
                count(closed_on)::int as closed,
                (select r.name from stores s join retailers r on r.id = s.retailer_id
                   join users u on u.retailer_id = r.id where u.email = 'store@partner.test') as retailer
           from stores`,
      );
      expect(rows[0]?.count).toBeGreaterThanOrEqual(55);
      expect(rows[0]?.towns).toBeGreaterThanOrEqual(30);
      expect(rows[0]?.closed).toBe(1);
      expect(rows[0]?.retailer).toBe('Cycles du Marais');
      const taken = await db.query<{ count: number }>(
        'select count(*)::int as count from test_ride_bookings where user_id is null',
      );
      expect(taken.rows[0]?.count).toBeGreaterThan(100);
    });

    it('listStoresNear: by postal code or point, nearest first, within the radius, closed stores left out', async () => {
      const near = expectOk(await rider.api.stores.listNear({ postalCode: '75003', radiusKm: 5 }));
      expect(near.radiusKm).toBe(5);
      expect(near.stores[0]?.store.name).toBe('Cycles du Marais');
      expect(near.stores.length).toBeGreaterThan(5);
      const distances = near.stores.map((item) => item.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((distance) => distance <= 5)).toBe(true);
      expect(near.stores.map((item) => item.store.name)).not.toContain('Les Rayons de la Roquette');
      expect(near.stores[0]?.store.openingHours).toHaveLength(7);
      expect(near.stores[0]?.store.openingHours[6]?.periods).toEqual([]);

      const lyon = expectOk(
        await rider.api.stores.listNear({ latitude: 45.764, longitude: 4.8357 }),
      );
      expect(
        lyon.stores.every(({ store }) => store.city === 'Lyon' || store.city === 'Villeurbanne'),
      ).toBe(true);
      expect(lyon.stores.length).toBeGreaterThanOrEqual(4);

      // Albertville: nothing within 25 km, Annecy and Chambéry within 50.
      const albertville = expectOk(
        await rider.api.stores.listNear({ postalCode: '73200', radiusKm: 25 }),
      );
      expect(albertville.stores).toEqual([]);
      const wider = expectOk(
        await rider.api.stores.listNear({ postalCode: '73200', radiusKm: 50 }),
      );
      expect(wider.stores.map(({ store }) => store.city).sort()).toEqual(['Annecy', 'Chambéry']);
    });

    it('listStoresNear: 400 naming the parameters, 401 without a session', async () => {
      expectError(
        await rider.api.stores.listNear({ postalCode: '99999' }),
        400,
        'VALIDATION_FAILED',
        ['query.postalCode'],
      );
      expectError(
        await rider.api.stores.listNear({ postalCode: '7500' }),
        400,
        'VALIDATION_FAILED',
        ['query.postalCode'],
      );
      const neither = await rider.fetch('/api/v2/stores?radiusKm=10');
      expect(neither.status).toBe(400);
      const both = await rider.fetch('/api/v2/stores?postalCode=75003&latitude=48.8');
      expect(both.status).toBe(400);
      expectError(
        await rider.api.stores.listNear({ latitude: 91, longitude: 2 }),
        400,
        'VALIDATION_FAILED',
        ['query.latitude'],
      );
      expectError(
        await openBrowser(running().url).api.stores.listNear({ postalCode: '75003' }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('getStore: one store, 404 for an unknown id, a closed store with its closing day', async () => {
      const store = expectOk(await rider.api.stores.get(marais));
      expect(store).toMatchObject({
        name: 'Cycles du Marais',
        postalCode: '75003',
        city: 'Paris',
        slotMinutes: 30,
        closedOn: null,
      });
      expectError(await rider.api.stores.get(999_999), 404, 'NOT_FOUND');
      const { rows } = await running().db.query<{ id: number }>(
        'select id from stores where closed_on is not null',
      );
      const closed = expectOk(await rider.api.stores.get(rows[0]?.id ?? 0));
      expect(closed.closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const slots = expectOk(
        await rider.api.stores.listTestRideSlots(closed.id, addCalendarDays(parisNow().day, 1)),
      );
      expect(slots.slots).toEqual([]);
      const bad = await rider.fetch('/api/v2/stores/abc');
      expect(bad.status).toBe(400);
    });

    it('slots, booking, 409 on a taken slot, my bookings, cancel; the slot is free again for another rider', async () => {
      const { openDay, closedDay, today } = await days(marais);
      const slots = expectOk(await rider.api.stores.listTestRideSlots(marais, openDay));
      expect(slots.slotMinutes).toBe(30);
      expect(slots.slots.length).toBeGreaterThan(4);
      expect(slots.slots.some((slot) => !slot.free)).toBe(true);
      expect(expectOk(await rider.api.stores.listTestRideSlots(marais, closedDay)).slots).toEqual(
        [],
      );
      expectError(
        await rider.api.stores.listTestRideSlots(marais, addCalendarDays(today, -1)),
        400,
        'VALIDATION_FAILED',
        ['query.day'],
      );
      expectError(
        await rider.api.stores.listTestRideSlots(marais, addCalendarDays(today, 61)),
        400,
        'VALIDATION_FAILED',
        ['query.day'],
      );
      expectError(await rider.api.stores.listTestRideSlots(999_999, openDay), 404, 'NOT_FOUND');

      const free = slots.slots.filter((slot) => slot.free).at(-1);
      const taken = slots.slots.find((slot) => !slot.free);
      if (!free || !taken) throw new Error('the seed leaves free and taken slots');
      const booking = expectOk(
        await rider.api.stores.bookTestRide({
          storeId: marais,
          day: openDay,
          startsAt: free.startsAt,
        }),
        201,
      );
      expect(booking).toMatchObject({ day: openDay, startsAt: free.startsAt, endsAt: free.endsAt });
      expect(booking.store.name).toBe('Cycles du Marais');

      // The same slot again, by the other rider: just taken.
      expectError(
        await rider2.api.stores.bookTestRide({
          storeId: marais,
          day: openDay,
          startsAt: free.startsAt,
        }),
        409,
        'SLOT_TAKEN',
      );
      expectError(
        await rider2.api.stores.bookTestRide({
          storeId: marais,
          day: openDay,
          startsAt: taken.startsAt,
        }),
        409,
        'SLOT_TAKEN',
      );
      const seen = expectOk(await rider2.api.stores.listTestRideSlots(marais, openDay));
      expect(seen.slots.find((slot) => slot.startsAt === free.startsAt)?.free).toBe(false);

      // Bad bookings name the field.
      expectError(
        await rider.api.stores.bookTestRide({
          storeId: marais,
          day: addCalendarDays(today, -1),
          startsAt: free.startsAt,
        }),
        400,
        'VALIDATION_FAILED',
        ['body.day'],
      );
      expectError(
        await rider.api.stores.bookTestRide({ storeId: marais, day: closedDay, startsAt: '10:00' }),
        400,
        'VALIDATION_FAILED',
        ['body.day'],
      );
      expectError(
        await rider.api.stores.bookTestRide({ storeId: marais, day: openDay, startsAt: '03:10' }),
        400,
        'VALIDATION_FAILED',
        ['body.startsAt'],
      );
      expectError(
        await rider.api.stores.bookTestRide({ storeId: 999_999, day: openDay, startsAt: '10:00' }),
        400,
        'VALIDATION_FAILED',
        ['body.storeId'],
      );
      expectError(
        await rider.api.stores.bookTestRide({ storeId: marais, day: 'demain', startsAt: '10:00' }),
        400,
        'VALIDATION_FAILED',
        ['body.day'],
      );
      expectError(
        await pending.api.stores.bookTestRide({
          storeId: marais,
          day: openDay,
          startsAt: free.startsAt,
        }),
        403,
        'FORBIDDEN',
      );
      // Without a session (the XSRF cookie held, as in a browser): 401.
      const anonymous = openBrowser(running().url);
      expectError(await anonymous.api.stores.listMyTestRides(), 401, 'UNAUTHORIZED');
      expectError(
        await anonymous.api.stores.bookTestRide({
          storeId: marais,
          day: openDay,
          startsAt: free.startsAt,
        }),
        401,
        'UNAUTHORIZED',
      );

      const mine = expectOk(await rider.api.stores.listMyTestRides());
      expect(mine.map((item) => item.id)).toContain(booking.id);
      const theirs = expectOk(await rider2.api.stores.listMyTestRides());
      expect(theirs.map((item) => item.id)).not.toContain(booking.id);

      // Another rider cannot cancel it, and learns nothing: the same 403 as an id that does not exist.
      const refused = await rider2.api.stores.cancelTestRide(booking.id);
      expectError(refused, 403, 'FORBIDDEN');
      expect(JSON.stringify(refused)).not.toContain('Cycles du Marais');
      expectError(await rider2.api.stores.cancelTestRide(999_999), 403, 'FORBIDDEN');
      const badId = await rider.fetch('/api/v2/test-rides/zero', { method: 'DELETE' });
      expect(badId.status).toBe(400);

      expectOk(await rider.api.stores.cancelTestRide(booking.id), 204);
      expectError(await rider.api.stores.cancelTestRide(booking.id), 404, 'NOT_FOUND');
      expect(
        expectOk(await rider.api.stores.listMyTestRides()).map((item) => item.id),
      ).not.toContain(booking.id);

      // Free again: the other rider sees it and books it.
      const again = expectOk(await rider2.api.stores.listTestRideSlots(marais, openDay));
      expect(again.slots.find((slot) => slot.startsAt === free.startsAt)?.free).toBe(true);
      const theirBooking = expectOk(
        await rider2.api.stores.bookTestRide({
          storeId: marais,
          day: openDay,
          startsAt: free.startsAt,
        }),
        201,
      );
      expectOk(await rider2.api.stores.cancelTestRide(theirBooking.id), 204);
    });
  });
}
