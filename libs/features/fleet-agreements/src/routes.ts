import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /pendingAgreements and /signSpecificAgreements/:bikeId (spec §2.2: private, restricted; issue 15,
 * right `agreements`): the leases whose rental contract waits for the company's signature, for one
 * company or a group's several; one contract read (text and PDF) and signed with an SMS code (the
 * lease journey's signature, whose texts are the `onboarding` area's). `bikeId` is the lease's id.
 */
export function createFleetAgreementRoutes(context: RouteContext) {
  return {
    pendingAgreements: {
      path: '/pendingAgreements',
      ...lazyRoute(() => import('./PendingAgreementsScreen'), {
        loader: async () => (await data()).pendingAgreementsLoader(context),
        messages: () => loadMessageAreas('fleet-agreements'),
      }),
    },
    signSpecificAgreement: {
      path: '/signSpecificAgreements/:bikeId',
      // Sending a code or a wrong one changes nothing the page shows, and a signed contract goes
      // back to the list: the signature's writes do not read the contract again.
      shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) =>
        formMethod === undefined ? defaultShouldRevalidate : false,
      ...lazyRoute(() => import('./SignAgreementScreen'), {
        loader: async () => (await data()).signAgreementLoader(context),
        action: async () => (await data()).signAgreementAction(context),
        messages: () => loadMessageAreas('fleet-agreements', 'onboarding'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
