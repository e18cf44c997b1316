/**
 * Partner stores near the rider, test-ride slots, and the rider's bookings (contract
 * openapi/paths/stores.yaml). Every signed-in user reads stores; only an approved rider books, and a
 * rider only ever sees and cancels their own bookings.
 */
import { isoWeekday } from '@velo/leasing';
import { idParam, requireUser } from '../access.ts';
import { created, noContent, ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, forbidden, notFound, validationFailed } from '../errors.ts';
import { storeOffers } from '../offerRequests.ts';
import { cancelUpcomingBooking, insertBooking } from '../stores/bookings.ts';
import { distanceKm, placeOfPostcode } from '../stores/places.ts';
import {
  checkBookingDay,
  checkSlot,
  daySlots,
  parisNow,
  toClock,
  toMinutes,
  type Period,
} from '../stores/time.ts';

const defaultRadiusKm = 10;
const maxStores = 100;

interface StoreRow {
  id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  slot_minutes: 30 | 45 | 60;
  closed_on: string | null;
}

interface HoursRow {
  store_id: number;
  weekday: number;
  opens: string;
  closes: string;
}

const storeColumns = `id, name, street, postal_code, city, latitude, longitude, phone, slot_minutes,
  to_char(closed_on, 'YYYY-MM-DD') as closed_on`;

const hhmm = (time: string) => time.slice(0, 5);

async function openingHours(db: Queryable, ids: number[]): Promise<Map<number, Period[][]>> {
  const { rows } = await db.query<HoursRow>(
    `select store_id, weekday, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
       from store_opening_hours where store_id = any($1::int[]) order by store_id, weekday, opens`,
    [ids],
  );
  const byStore = new Map<number, Period[][]>();
  for (const id of ids) byStore.set(id, [[], [], [], [], [], [], []]);
  for (const row of rows) {
    byStore.get(row.store_id)?.[row.weekday - 1]?.push({ opens: row.opens, closes: row.closes });
  }
  return byStore;
}

function storeBody(row: StoreRow, hours: Period[][]) {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    slotMinutes: row.slot_minutes,
    openingHours: hours.map((periods, index) => ({ weekday: index + 1, periods })),
    closedOn: row.closed_on,
  };
}

async function loadStore(db: Queryable, id: number): Promise<StoreRow | undefined> {
  const { rows } = await db.query<StoreRow>(`select ${storeColumns} from stores where id = $1`, [
    id,
  ]);
  return rows[0];
}

/** The open stores that offer bike model `bikeModelId`, by postal code then name (at most 100). */
export async function listStoresOffering(db: Queryable, bikeModelId: number) {
  const { rows } = await db.query<StoreRow>(
    `select ${storeColumns} from stores
      where closed_on is null
        and id in (select store_id from store_bike_models where bike_model_id = $1)
      order by postal_code, name, id limit ${maxStores}`,
    [bikeModelId],
  );
  const hours = await openingHours(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => storeBody(row, hours.get(row.id) ?? []));
}

const isClosedFor = (store: StoreRow, day: string) =>
  store.closed_on !== null && store.closed_on <= day;

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'This test-ride slot is no longer free.');

interface BookingRow {
  id: number;
  day: string;
  starts_at: string;
  created_at: Date | string;
  slot_minutes: number;
  store_id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  phone: string | null;
  bike_id: number | null;
  bike_brand: string | null;
  bike_model: string | null;
}

const bookingSelect = `select b.id, to_char(b.day, 'YYYY-MM-DD') as day, to_char(b.starts_at, 'HH24:MI') as starts_at,
         b.created_at, s.slot_minutes, s.id as store_id, s.name, s.street, s.postal_code, s.city, s.phone,
         m.id as bike_id, m.brand as bike_brand, m.model as bike_model
    from test_ride_bookings b join stores s on s.id = b.store_id
    left join bike_models m on m.id = b.bike_model_id`;

function bookingBody(row: BookingRow) {
  return {
    id: row.id,
    store: {
      id: row.store_id,
      name: row.name,
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
      phone: row.phone,
    },
    bike:
      row.bike_id === null
        ? null
        : { id: row.bike_id, brand: row.bike_brand ?? '', model: row.bike_model ?? '' },
    day: row.day,
    startsAt: hhmm(row.starts_at),
    endsAt: toClock(toMinutes(row.starts_at) + row.slot_minutes),
    bookedAt: new Date(row.created_at).toISOString(),
  };
}

export const storeHandlers: Handlers = {
  async listStoresNear({ db, user, query }) {
    requireUser(user);
    const latitude = query['latitude'] as number | undefined;
    const longitude = query['longitude'] as number | undefined;
    const postalCode = query['postalCode'] as string | undefined;
    const radiusKm = (query['radiusKm'] as number | undefined) ?? defaultRadiusKm;
    const bikeModelId = (query['bikeModelId'] as number | undefined) ?? null;
    const byPoint = latitude !== undefined || longitude !== undefined;
    if (
      byPoint === (postalCode !== undefined) ||
      (byPoint && (latitude === undefined || longitude === undefined))
    ) {
      const message = 'give latitude and longitude together, or postalCode';
      throw validationFailed(
        ['query.latitude', 'query.longitude', 'query.postalCode'].map((field) => ({
          field,
          message,
        })),
      );
    }
    let origin: { latitude: number; longitude: number };
    if (postalCode !== undefined) {
      const place = placeOfPostcode(postalCode);
      if (!place)
        throw validationFailed([
          { field: 'query.postalCode', message: 'is not a known postal code' },
        ]);
      origin = { latitude: place.latitude, longitude: place.longitude };
    } else {
      origin = { latitude: latitude as number, longitude: longitude as number };
    }
    const today = parisNow().day;
    // A bounding box narrows the rows; the exact distance decides.
    const dLat = radiusKm / 111;
    const dLon = radiusKm / (111 * Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180)));
    const { rows } = await db.query<StoreRow>(
      `select ${storeColumns} from stores
        where (closed_on is null or closed_on > $5::date)
          and latitude between $1 and $2 and longitude between $3 and $4
          and ($6::int is null or exists (select 1 from store_bike_models m
                                           where m.store_id = stores.id and m.bike_model_id = $6))`,
      [
        origin.latitude - dLat,
        origin.latitude + dLat,
        origin.longitude - dLon,
        origin.longitude + dLon,
        today,
        bikeModelId,
      ],
    );
    const near = rows
      .map((row) => ({ row, distance: distanceKm(origin, row) }))
      .filter(({ distance }) => distance <= radiusKm)
      .sort((a, b) => a.distance - b.distance || a.row.id - b.row.id)
      .slice(0, maxStores);
    const hours = await openingHours(
      db,
      near.map(({ row }) => row.id),
    );
    return ok({
      origin,
      radiusKm,
      stores: near.map(({ row, distance }) => ({
        store: storeBody(row, hours.get(row.id) ?? []),
        distanceKm: Math.round(distance * 10) / 10,
      })),
    });
  },

  async getStore({ db, user, params }) {
    requireUser(user);
    const store = await loadStore(db, idParam(params));
    if (!store) throw notFound('store');
    const hours = await openingHours(db, [store.id]);
    return ok(storeBody(store, hours.get(store.id) ?? []));
  },

  async listTestRideSlots({ db, user, params, query }) {
    requireUser(user);
    const store = await loadStore(db, idParam(params));
    if (!store) throw notFound('store');
    const day = String(query['day']);
    const now = parisNow();
    checkBookingDay(day, 'query.day', now.day);
    const base = { storeId: store.id, day, slotMinutes: store.slot_minutes };
    if (isClosedFor(store, day)) return ok({ ...base, slots: [] });
    const hours = await openingHours(db, [store.id]);
    const periods = hours.get(store.id)?.[isoWeekday(day) - 1] ?? [];
    const { rows } = await db.query<{ starts_at: string }>(
      `select to_char(starts_at, 'HH24:MI') as starts_at from test_ride_bookings
        where store_id = $1 and day = $2::date and cancelled_at is null`,
      [store.id, day],
    );
    const taken = new Set(rows.map((row) => row.starts_at));
    return ok({ ...base, slots: daySlots(periods, store.slot_minutes, day, now, taken) });
  },

  async listMyTestRides({ db, user }) {
    const current = requireUser(user);
    const { rows } = await db.query<BookingRow>(
      `${bookingSelect}
        where b.user_id = $1 and b.cancelled_at is null and b.day >= $2::date
        order by b.day, b.starts_at, b.id`,
      [current.id, parisNow().day],
    );
    return ok(rows.map(bookingBody));
  },

  async bookTestRide({ db, user, body }) {
    const current = requireUser(user);
    if (current.role !== 'rider' || !current.isApproved) throw forbidden();
    const input = body as { storeId: number; day: string; startsAt: string; bikeModelId?: number };
    const now = parisNow();
    const store = await loadStore(db, input.storeId);
    if (!store)
      throw validationFailed([{ field: 'body.storeId', message: 'is not a known store' }]);
    if (isClosedFor(store, input.day)) {
      throw validationFailed([{ field: 'body.storeId', message: 'has closed' }]);
    }
    checkBookingDay(input.day, 'body.day', now.day);
    const hours = await openingHours(db, [store.id]);
    const periods = hours.get(store.id)?.[isoWeekday(input.day) - 1] ?? [];
    checkSlot(periods, store.slot_minutes, input, now, slotTaken);
    if (input.bikeModelId !== undefined && !(await storeOffers(db, store.id, input.bikeModelId))) {
      throw validationFailed([
        { field: 'body.bikeModelId', message: 'is not a bike this store offers' },
      ]);
    }
    const id = await insertBooking(
      db,
      'test_ride_bookings',
      store.id,
      current.id,
      input,
      slotTaken,
    );
    if (input.bikeModelId !== undefined) {
      await db.query('update test_ride_bookings set bike_model_id = $2 where id = $1', [
        id,
        input.bikeModelId,
      ]);
    }
    const booked = await db.query<BookingRow>(`${bookingSelect} where b.id = $1`, [id]);
    return created(bookingBody(booked.rows[0] as BookingRow));
  },

  async cancelTestRide({ db, user, params }) {
    const current = requireUser(user);
    await cancelUpcomingBooking(
      db,
      'test_ride_bookings',
      idParam(params),
      current.id,
      'upcoming test ride',
    );
    return noContent();
  },
};
