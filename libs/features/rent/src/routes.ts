import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /my-rent (spec §2.2: private, not restricted; §2.3 "my rental details and lease schedule;
 * end-of-lease choice; early return or early buyout; service voucher and revisions"; issue 14).
 */
export function createRentRoutes(context: RouteContext) {
  return {
    myRent: {
      path: '/my-rent',
      ...lazyRoute(() => import('./MyRentScreen'), {
        loader: async () => (await data()).myRentLoader(context),
        action: async () => (await data()).myRentAction(context),
        // The sponsorship and bike-check card's texts (`leasing.extras.`) with the area's own.
        messages: () => loadMessageAreas('rent', 'leasing'),
      }),
    },
    // The net cost of the rider's lease (issue 14 "a net-cost view"): a page of its own, so
    // /my-rent does not carry its figures and tables (route budget).
    netCost: {
      path: '/my-rent/net-cost',
      ...lazyRoute(() => import('./NetCostScreen'), {
        loader: async () => (await import('./netCostData')).netCostLoader(context),
        messages: () => loadMessageAreas('rent'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
