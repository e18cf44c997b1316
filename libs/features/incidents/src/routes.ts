import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and action, fetched with the screens, never with the first page. */
const data = () => import('./data');

/**
 * Reporting an incident on the leased bike (issue 14; spec section 1: theft and damage insurance and
 * roadside assistance). Routes of ours — the spec's table lists none — private and not restricted,
 * like /my-rent: a rider with a running lease must reach them whatever their account's state.
 */
export function createIncidentRoutes(context: RouteContext) {
  return {
    incidents: {
      path: '/incidents',
      ...lazyRoute(() => import('./IncidentsScreen'), {
        loader: async () => (await data()).incidentsLoader(context),
        action: async () => (await data()).documentsAction(context),
        messages: () => loadMessageAreas('incidents'),
      }),
    },
    newIncident: {
      path: '/incidents/new',
      ...lazyRoute(() => import('./ReportIncidentScreen'), {
        loader: async () => (await data()).reportLoader(context),
        action: async () => (await data()).reportAction(context),
        messages: () => loadMessageAreas('incidents'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
