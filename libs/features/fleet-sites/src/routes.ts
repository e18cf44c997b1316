import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen, never with the first page. */
const data = () => import('./data');
const messages = () => loadMessageAreas('fleet-sites');

/**
 * /sites, /sites/new, /sites/:id and /sites/:clientId/right/new (spec §2.2: private, restricted;
 * issue 15, right `sites`): the company's sites and subsidiaries, the company form (spec sections 3
 * and 5), and granting a right to a user of a company.
 */
export function createFleetSiteRoutes(context: RouteContext) {
  return {
    sites: {
      path: '/sites',
      ...lazyRoute(() => import('./SitesScreen'), {
        loader: async () => (await data()).sitesLoader(context),
        messages,
      }),
    },
    newSite: {
      path: '/sites/new',
      ...lazyRoute(() => import('./SiteScreen'), {
        loader: async () => (await data()).newSiteLoader(context),
        action: async () => (await data()).siteAction(context),
        messages,
      }),
    },
    site: {
      path: '/sites/:id',
      ...lazyRoute(() => import('./SiteScreen'), {
        loader: async () => (await data()).siteLoader(context),
        action: async () => (await data()).siteAction(context),
        messages,
      }),
    },
    newRight: {
      path: '/sites/:clientId/right/new',
      ...lazyRoute(() => import('./RightScreen'), {
        loader: async () => (await data()).rightsLoader(context),
        action: async () => (await data()).rightsAction(context),
        messages,
      }),
    },
  } satisfies Record<string, RouteObject>;
}
