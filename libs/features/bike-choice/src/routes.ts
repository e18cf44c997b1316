import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen that needs them, never with the first page. */
const data = () => import('./data');
/** The area's texts (`needs.`, `catalogue.`), a chunk of their own. */
const messages = () => loadMessageAreas('bike-choice');
/** The catalogue also shows rents, texts of the leasing area. */
const catalogueMessages = () => loadMessageAreas('bike-choice', 'leasing');

/** Search params that only filter or choose in the page do not load the route again. */
const onlySearchChanged: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/** Choosing a bike: the commute questionnaire (spec section 2.2, restricted), the catalogue, a bike, and
 * asking a store for an offer of it (issue 28). */
export function createBikeChoiceRoutes(context: RouteContext) {
  return {
    needs: {
      path: '/user-profile/needs',
      ...lazyRoute(() => import('./NeedsScreen'), {
        loader: async () => (await data()).needsLoader(context),
        action: async () => (await data()).needsAction(context),
        messages,
      }),
    },
    catalogue: {
      path: '/bikes',
      // Filters live in the search params: changing them filters the loaded catalogue in the page,
      // it does not ask the server again.
      shouldRevalidate: onlySearchChanged,
      ...lazyRoute(() => import('./CatalogueScreen'), {
        loader: async () => (await data()).catalogueLoader(context),
        messages: catalogueMessages,
      }),
    },
    bike: {
      path: '/bikes/:bikeId',
      // The rider's choice lives in the search params (bikeChoice.ts): changing it asks nothing again.
      shouldRevalidate: onlySearchChanged,
      ...lazyRoute(() => import('./BikeScreen'), {
        loader: async () => (await data()).bikeLoader(context),
        messages: catalogueMessages,
      }),
    },
    offer: {
      path: '/bikes/:bikeId/offer',
      ...lazyRoute(() => import('./OfferRequestScreen'), {
        loader: async () => (await data()).offerLoader(context),
        action: async () => (await data()).offerAction(context),
        messages,
      }),
    },
  } satisfies Record<string, RouteObject>;
}
