import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /dashboard (spec §2.2: private, restricted; issue 15): the fleet manager's programme at a glance,
 * for one client or a whole group with a subsidiary switch.
 */
export function createFleetDashboardRoutes(context: RouteContext) {
  return {
    dashboard: {
      path: '/dashboard',
      ...lazyRoute(() => import('./FleetDashboardScreen'), {
        loader: async () => (await data()).fleetDashboardLoader(context),
        messages: () => loadMessageAreas('fleet-dashboard'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
