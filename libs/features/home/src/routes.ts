import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { JourneyLinks } from '@velo/leasing-ui';
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and action, fetched with the screen that needs them, never with the first page. */
const data = () => import('./data');
/** The area's texts (`home.`, `groupAffiliated.`), a chunk of their own; the tracker's (`leasing.`). */
const messages = () => loadMessageAreas('home', 'leasing');

export interface HomeRouteOptions {
  /** Where the journey tracker's links lead: the app's addresses (it knows its routes). */
  journeyLinks: JourneyLinks;
}

/** The home area's routes (spec section 2.2, private routes not restricted). */
export function createHomeRoutes(context: RouteContext, { journeyLinks }: HomeRouteOptions) {
  // The home screen with the tracker's links (a route's component takes no props).
  const homeScreen = async () => {
    const { default: HomeScreen } = await import('./HomeScreen');
    return { default: () => createElement(HomeScreen, { journeyLinks }) };
  };
  return {
    home: {
      path: '/',
      // Its one write, a new e-mail confirmation link, changes nothing the page read.
      shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) =>
        formMethod === undefined ? defaultShouldRevalidate : false,
      ...lazyRoute(homeScreen, {
        loader: async () => (await data()).homeLoader(context),
        action: async () => (await data()).homeAction(context),
        messages,
      }),
    },
    groupAffiliated: {
      path: '/group-affiliated',
      ...lazyRoute(() => import('./GroupAffiliatedScreen'), {
        loader: async () => (await data()).groupAffiliatedLoader(context),
        action: async () => (await data()).chooseGroupCompanyAction(context),
        messages,
      }),
    },
  } satisfies Record<string, RouteObject>;
}
