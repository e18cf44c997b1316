import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /approve (spec §2.2: private, restricted; issue 15, right `approvals`): the lease requests waiting
 * for the company, approved or refused with a motive, and the company's account-approval switch.
 */
export function createFleetApprovalRoutes(context: RouteContext) {
  return {
    approve: {
      path: '/approve',
      ...lazyRoute(() => import('./ApproveScreen'), {
        loader: async () => (await data()).approveLoader(context),
        action: async () => (await data()).approvalAction(context),
        messages: () => loadMessageAreas('fleet-approvals'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
