import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/** A store's proposal to the rider (spec sections 1 and 2.2: private, restricted). */
export function createProposalRoutes(context: RouteContext) {
  return {
    tryBike: {
      path: '/try-bike/:retailerPropositionId',
      ...lazyRoute(() => import('./ProposalScreen'), {
        loader: async () => (await data()).proposalLoader(context),
        action: async () => (await data()).proposalAction(context),
        messages: () => loadMessageAreas('proposals', 'leasing'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
