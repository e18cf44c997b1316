import { getBikeModel, storesApi } from '@velo/api-sdk';
import type { Schemas } from '@velo/api-sdk';
import { load, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import { parisDate } from '@velo/leasing';

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
export async function chosenBike(
  context: RouteContext,
  id: number | null,
  signal: AbortSignal,
): Promise<ChosenBike | null> {
  if (id === null) return null;
  const bike = load(await getBikeModel(context.api, id, { signal }));
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
