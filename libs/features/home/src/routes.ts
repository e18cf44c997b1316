import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders, fetched with the screen that needs them, never with the first page. */
const data = () => import('./data');
/** The area's texts (`home.`, `groupAffiliated.`), a chunk of their own; the tracker's (`leasing.`). */
const messages = () => loadMessageAreas('home', 'leasing');

/** The home area's routes (spec section 2.2, private routes not restricted). */
export function createHomeRoutes(context: RouteContext) {
  return {
    home: {
      path: '/',
      ...lazyRoute(() => import('./HomeScreen'), {
        loader: async () => (await data()).homeLoader(context),
        messages,
      }),
    },
    groupAffiliated: {
      path: '/group-affiliated',
      ...lazyRoute(() => import('./GroupAffiliatedScreen'), {
        loader: async () => (await data()).groupAffiliatedLoader(context),
        messages,
      }),
    },
  } satisfies Record<string, RouteObject>;
}
