import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';
import { setGeocodingUrl } from './geoService';

/** The area's loader, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /onboarding (spec section 2.2: private, not restricted). `geo.geocodingUrl` is the address-lookup
 * service of the build, the one the stores search calls (the app reads it from its configuration).
 */
export function createOnboardingRoutes(context: RouteContext, geo: { geocodingUrl: string }) {
  setGeocodingUrl(geo.geocodingUrl);
  return {
    onboarding: {
      path: '/onboarding',
      ...lazyRoute(() => import('./OnboardingScreen'), {
        loader: async () => (await data()).onboardingLoader(context),
        messages: () => loadMessageAreas('onboarding'),
      }),
      // Saves revalidate by hand where the page shows what changed (charter, mandate, signature);
      // a field saved as the rider goes needs no new reading of the page.
    },
  } satisfies Record<string, RouteObject>;
}
