import { catalogueApi, storesApi } from '@velo/api-sdk';
import type { Schemas } from '@velo/api-sdk';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';
import { addCalendarDays, parisDate } from '@velo/leasing';
import { firstBookableDay, firstOpenDay } from './hours';

export type Store = Schemas['Store'];
export type StoresNear = Schemas['StoresNear'];
export type TestRideSlots = Schemas['TestRideSlots'];
export type TestRideBooking = Schemas['TestRideBooking'];

/** The radius choices, in kilometres; "widen" moves to the next one. */
export const radiusChoices = [5, 10, 25, 50, 100, 200] as const;
export const defaultRadiusKm = 10;
/** How far ahead a test ride may be booked (the API's rule). */
export const bookingHorizonDays = 60;

/** What /stores searched, as its address says (bookmarkable, restored with Back). */
export type StoreSearch =
  | { by: 'postalCode'; postalCode: string; radiusKm: number; place: string }
  | { by: 'point'; latitude: number; longitude: number; radiusKm: number; place: string | null };

export function searchFromUrl(params: URLSearchParams): StoreSearch | null {
  const radius = Number(params.get('radiusKm') ?? defaultRadiusKm);
  const radiusKm = (radiusChoices as readonly number[]).includes(radius) ? radius : defaultRadiusKm;
  const postalCode = params.get('postalCode');
  if (postalCode && /^\d{5}$/.test(postalCode)) {
    return { by: 'postalCode', postalCode, radiusKm, place: params.get('place') || postalCode };
  }
  const latitude = Number(params.get('latitude'));
  const longitude = Number(params.get('longitude'));
  if (
    params.has('latitude') &&
    params.has('longitude') &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  ) {
    return { by: 'point', latitude, longitude, radiusKm, place: params.get('place') };
  }
  return null;
}

/** The bike the rider came from (`?bikeId=`, issue 28): /stores lists those that offer it. */
export interface ChosenBike {
  id: number;
  name: string;
}

/** The bike id an address names, if it is a valid one. */
export function bikeIdFromUrl(params: URLSearchParams): number | null {
  const id = Number(params.get('bikeId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The bike's name, or null for none or an unknown one (the filter is then dropped). */
async function chosenBike(
  context: RouteContext,
  id: number | null,
  signal: AbortSignal,
): Promise<ChosenBike | null> {
  if (id === null) return null;
  const bike = load(await catalogueApi(context.api).getBikeModel(id, { signal }));
  return bike ? { id: bike.id, name: `${bike.brand} ${bike.model}` } : null;
}

/** The address of a search, keeping the bike the stores must offer. */
export function searchToUrl(search: StoreSearch, bikeId: number | null = null): string {
  const params = new URLSearchParams();
  if (bikeId !== null) params.set('bikeId', String(bikeId));
  if (search.by === 'postalCode') {
    params.set('postalCode', search.postalCode);
    if (search.place !== search.postalCode) params.set('place', search.place);
  } else {
    params.set('latitude', search.latitude.toFixed(5));
    params.set('longitude', search.longitude.toFixed(5));
    if (search.place) params.set('place', search.place);
  }
  params.set('radiusKm', String(search.radiusKm));
  return `?${params.toString()}`;
}

export interface StoresData {
  search: StoreSearch | null;
  /** The bike the stores offer, when the rider came from its page. */
  bike: ChosenBike | null;
  /** Null without a search, or when the API refused it (an unknown postal code). */
  found: StoresNear | null;
  today: string;
}

/** /stores: the stores near what the address says was searched. */
export function storesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<StoresData> => {
    const today = parisDate(new Date());
    const params = new URL(request.url).searchParams;
    const search = searchFromUrl(params);
    const bikePromise = chosenBike(context, bikeIdFromUrl(params), request.signal);
    if (!search) return { search, bike: await bikePromise, found: null, today };
    const query =
      search.by === 'postalCode'
        ? { postalCode: search.postalCode, radiusKm: search.radiusKm }
        : { latitude: search.latitude, longitude: search.longitude, radiusKm: search.radiusKm };
    const bike = await bikePromise;
    const found = load(
      await storesApi(context.api).listNear(bike ? { ...query, bikeModelId: bike.id } : query, {
        signal: request.signal,
      }),
    );
    return { search, bike, found, today };
  };
}

export interface BookingData {
  /** Null without a store in the address, or for an unknown one. */
  store: Store | null;
  /** The bike to try, when the rider came from its page (`?bikeId=`). */
  bike: ChosenBike | null;
  storeId: number | null;
  day: string;
  today: string;
  lastDay: string;
  /** Null on a closed day or for a store that has closed. */
  slots: TestRideSlots | null;
}

/** /test-rides/new?storeId=…&day=…&bikeId=…: the store, the day's slots and the bike to try. */
export function bookingLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<BookingData> => {
    const params = new URL(request.url).searchParams;
    const today = parisDate(new Date());
    const lastDay = addCalendarDays(today, bookingHorizonDays);
    const storeId = Number(params.get('storeId'));
    const asked = params.get('day') ?? '';
    const validDay = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= today && asked <= lastDay;
    const bikePromise = chosenBike(context, bikeIdFromUrl(params), request.signal);
    if (!Number.isInteger(storeId) || storeId < 1) {
      const bike = await bikePromise;
      return { store: null, bike, storeId: null, day: today, today, lastDay, slots: null };
    }
    const options = { signal: request.signal };
    const [store, bike] = await Promise.all([
      storesApi(context.api)
        .get(storeId, options)
        .then((result) => load(result)),
      bikePromise,
    ]);
    if (!store) return { store, bike, storeId, day: today, today, lastDay, slots: null };
    let day = validDay ? asked : firstBookableDay(store);
    if (store.closedOn !== null) {
      return { store, bike, storeId, day, today, lastDay, slots: null };
    }
    const slotsOn = async (on: string) =>
      load(await storesApi(context.api).listTestRideSlots(store.id, on, options));
    let slots = await slotsOn(day);
    // Without a day in the address, the first open day that still has a free slot, a week ahead at
    // most: a rider is not shown a day whose slots left are all taken.
    for (
      let tries = 1;
      !validDay && tries < 7 && slots !== null && !slots.slots.some((slot) => slot.free);
      tries += 1
    ) {
      const next = firstOpenDay(store.openingHours, addCalendarDays(day, 1));
      if (next <= day || next > lastDay) break;
      day = next;
      slots = await slotsOn(day);
    }
    return { store, bike, storeId, day, today, lastDay, slots };
  };
}

export type BookingOutcome =
  | { status: 'conflict'; at: number }
  | { status: 'rejected'; at: number }
  | { status: 'handled'; at: number };

/** Books the slot; on success, my test rides. A slot just taken is a 409 (spec section 8). */
export function bookingAction(context: RouteContext): ActionFunction {
  return async ({ request }) => {
    const body = await jsonBody<Schemas['TestRideBookingInput']>(request);
    const outcome = settle(
      await storesApi(context.api).bookTestRide(body, { signal: request.signal }),
      context.notify,
    );
    const at = Date.now();
    if (outcome.ok) {
      return redirect(`/test-rides?booked=${outcome.data.id}`);
    }
    if (outcome.reason === 'handled') return { status: 'handled', at } satisfies BookingOutcome;
    return {
      status: outcome.status === 409 ? 'conflict' : 'rejected',
      at,
    } satisfies BookingOutcome;
  };
}

/** /test-rides: my upcoming test rides. */
export function myTestRidesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<TestRideBooking[]> =>
    load(await storesApi(context.api).listMyTestRides({ signal: request.signal })) ?? [];
}

export type CancelOutcome = { cancelled: boolean; at: number };

export function cancelAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<CancelOutcome> => {
    const { id } = await jsonBody<{ id: number }>(request);
    const outcome = settle(
      await storesApi(context.api).cancelTestRide(id, { signal: request.signal }),
      context.notify,
    );
    // A refusal (already cancelled, or past) leaves the list to the reload that follows.
    return { cancelled: outcome.ok, at: Date.now() };
  };
}
