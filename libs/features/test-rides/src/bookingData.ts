/**
 * The loaders and actions of /test-rides/new and /test-rides: a module apart from the stores
 * search's (data.ts), so /stores does not fetch the booking's code with its own.
 */
import { storesApi, type Schemas } from '@velo/api-sdk';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';
import { addCalendarDays, parisDate } from '@velo/leasing';
import {
  bikeIdFromUrl,
  bookingHorizonDays,
  chosenBike,
  type ChosenBike,
  type Store,
  type TestRideBooking,
  type TestRideSlots,
} from './data';
import { firstBookableDay, firstOpenDay } from './hours';

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
