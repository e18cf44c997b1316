import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';
import { setGeoServices, type GeoServices } from './geoServices';

/** The area's loaders and actions, fetched with the screen that needs them. */
const data = () => import('./data');
const bookingData = () => import('./bookingData');
const messages = () => loadMessageAreas('test-rides');

/**
 * Stores near me, test-ride booking and my test rides (spec sections 1 and 2.3). `geo` are the
 * address-lookup and map-tile URLs of the build (the app reads them from its configuration).
 */
export function createTestRideRoutes(context: RouteContext, geo: GeoServices) {
  setGeoServices(geo);
  return {
    stores: {
      path: '/stores',
      ...lazyRoute(() => import('./StoresScreen'), {
        loader: async () => (await data()).storesLoader(context),
        messages,
      }),
    },
    newTestRide: {
      path: '/test-rides/new',
      ...lazyRoute(() => import('./BookingScreen'), {
        loader: async () => (await bookingData()).bookingLoader(context),
        action: async () => (await bookingData()).bookingAction(context),
        messages,
      }),
    },
    myTestRides: {
      path: '/test-rides',
      ...lazyRoute(() => import('./MyTestRidesScreen'), {
        loader: async () => (await bookingData()).myTestRidesLoader(context),
        action: async () => (await bookingData()).cancelAction(context),
        messages,
      }),
    },
  } satisfies Record<string, RouteObject>;
}
