import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';
import { changesOnboarding } from './revalidation';
import { setGeocodingUrl } from './geoService';

/** The area's loader and action, fetched with the screen, never with the first page. */
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
      // A write reads the page again only where it shows what changed (charter, mandate,
      // signature, the information the stepper waits for); a field saved as the rider goes, a code
      // sent or a document read need no new reading of the page.
      shouldRevalidate: ({ formMethod, json, actionResult, defaultShouldRevalidate }) =>
        formMethod === undefined ? defaultShouldRevalidate : changesOnboarding(json, actionResult),
      ...lazyRoute(() => import('./OnboardingScreen'), {
        loader: async () => (await data()).onboardingLoader(context),
        action: async () => (await data()).onboardingAction(context),
        messages: () => loadMessageAreas('onboarding'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
