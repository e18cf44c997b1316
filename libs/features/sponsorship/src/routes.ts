import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import { featureFlags } from '@velo/site-config';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screens, never with the first page. */
const data = () => import('./data');
const bikeCheckData = () => import('./bikeCheckData');

export interface SponsorshipRouteOptions {
  /**
   * Spec section 1: the sports-retailer bike check's feature flag (`@velo/site-config`). Off, no
   * link leads to /bikeCheck and the route says the check is not available.
   * @default featureFlags.sportsRetailerBikeCheck
   */
  bikeCheck?: boolean;
}

/** /sponsorship and /bikeCheck (spec section 2.2: private, restricted). */
export function createSponsorshipRoutes(
  context: RouteContext,
  { bikeCheck = featureFlags.sportsRetailerBikeCheck }: SponsorshipRouteOptions = {},
) {
  return {
    sponsorship: {
      path: '/sponsorship',
      ...lazyRoute(() => import('./SponsorshipScreen'), {
        loader: async () => (await data()).sponsorshipLoader(context, bikeCheck),
        action: async () => (await data()).sponsorshipAction(context),
        messages: () => loadMessageAreas('sponsorship'),
      }),
    },
    bikeCheck: {
      path: '/bikeCheck',
      ...lazyRoute(() => import('./BikeCheckScreen'), {
        loader: async () => (await bikeCheckData()).bikeCheckLoader(context, bikeCheck),
        action: async () => (await bikeCheckData()).bikeCheckAction(context),
        messages: () => loadMessageAreas('sponsorship'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
