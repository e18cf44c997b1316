import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen that needs them, never with the first page. */
const data = () => import('./data');
/** The area's texts (`needs.`, `catalogue.`), a chunk of their own. */
const messages = () => loadMessageAreas('bike-choice');

/** Choosing a bike: the commute questionnaire (spec section 2.2, restricted), the catalogue, a bike. */
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
  } satisfies Record<string, RouteObject>;
}
