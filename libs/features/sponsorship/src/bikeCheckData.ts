import { sponsorshipApi, type Schemas } from '@velo/api-sdk';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { addCalendarDays, parisDate } from '@velo/leasing';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type BikeCheckStore = Schemas['BikeCheckStore'];
export type BikeCheckBooking = Schemas['BikeCheckBooking'];
export type BikeCheckSlots = Schemas['BikeCheckSlots'];

/** How far ahead a check may be booked (the API's rule, as for a test ride). */
export const bookingHorizonDays = 60;

/**
 * What /bikeCheck shows. Flag off (spec section 1): nothing is read. Otherwise the sports
 * retailer's stores, my upcoming check (the first; one at a time), and the slots of the store and
 * day the address names (`?storeId=…&day=…`), read when both are there.
 */
export type BikeCheckData =
  | { enabled: false }
  | {
      enabled: true;
      stores: BikeCheckStore[];
      booking: BikeCheckBooking | null;
      storeId: number | null;
      day: string | null;
      today: string;
      lastDay: string;
      slots: BikeCheckSlots | null;
    };

export function bikeCheckLoader(context: RouteContext, enabled: boolean): LoaderFunction {
  return async ({ request }): Promise<BikeCheckData> => {
    if (!enabled) return { enabled: false };
    const api = sponsorshipApi(context.api);
    const options = { signal: request.signal };
    const params = new URL(request.url).searchParams;
    const today = parisDate(new Date());
    const lastDay = addCalendarDays(today, bookingHorizonDays);
    const id = Number(params.get('storeId'));
    const storeId = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
    const asked = params.get('day') ?? '';
    const day =
      /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= today && asked <= lastDay ? asked : null;
    const [stores, bookings, slots] = await Promise.all([
      api.listBikeCheckStores(options),
      api.listMyBikeChecks(options),
      storeId !== null && day !== null ? api.listBikeCheckSlots(storeId, day, options) : null,
    ]);
    return {
      enabled: true,
      stores: load(stores) ?? [],
      booking: load(bookings)?.[0] ?? null,
      storeId,
      day,
      today,
      lastDay,
      slots: slots === null ? null : load(slots),
    };
  };
}

export type BikeCheckIntent =
  | { intent: 'book'; storeId: number; day: string; startsAt: string }
  | { intent: 'cancel'; id: number };

/** The answer to a booking or a cancellation; `at` tells two answers of the same kind apart. */
export type BikeCheckOutcome = { at: number } & (
  | { status: 'booked' | 'cancelled' }
  /** The slot was taken meanwhile, or already started (409 SLOT_TAKEN). */
  | { status: 'taken' }
  /** A check is already booked (409 BIKE_CHECK_ALREADY_BOOKED), e.g. from another tab. */
  | { status: 'already' }
  /** Refused otherwise (a closed day, the store gone, the booking already cancelled). */
  | { status: 'rejected' }
  | { status: 'handled' }
);

export function bikeCheckAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<BikeCheckOutcome> => {
    const body = await jsonBody<BikeCheckIntent>(request);
    const api = sponsorshipApi(context.api);
    const options = { signal: request.signal };
    const at = Date.now();
    if (body.intent === 'cancel') {
      const outcome = settle(await api.cancelBikeCheck(body.id, options), context.notify);
      if (outcome.ok) return { at, status: 'cancelled' };
      return { at, status: outcome.reason === 'handled' ? 'handled' : 'rejected' };
    }
    const { storeId, day, startsAt } = body;
    const outcome = settle(
      await api.bookBikeCheck({ storeId, day, startsAt }, options),
      context.notify,
    );
    if (outcome.ok) return { at, status: 'booked' };
    if (outcome.reason === 'handled') return { at, status: 'handled' };
    if (outcome.error?.code === 'SLOT_TAKEN') return { at, status: 'taken' };
    if (outcome.error?.code === 'BIKE_CHECK_ALREADY_BOOKED') return { at, status: 'already' };
    return { at, status: 'rejected' };
  };
}
