import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { JourneyLinks } from '@velo/leasing-ui';
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen, never with the first page. */
const data = () => import('./data');
/** The area's texts (`lease.`, `payment.`) and the tracker's and breakdown's (`leasing.`). */
const messages = () => loadMessageAreas('lease', 'leasing');

export interface LeaseRouteOptions {
  /** Where the journey tracker's links lead: the app's addresses (it knows its routes). */
  journeyLinks: JourneyLinks;
}

/**
 * The rider's lease journey (issue 13; spec sections 2.2 and 2.3): /my-offer (private, not
 * restricted), /payment (restricted), and the payment result pages the provider returns to.
 */
export function createLeaseRoutes(context: RouteContext, { journeyLinks }: LeaseRouteOptions) {
  const result = lazyRoute(() => import('./PaymentResultScreen'), {
    loader: async () => (await data()).paymentResultLoader(context),
    action: async () => (await data()).paymentAction(context),
    messages,
  });
  // /my-offer's screen with the tracker's links (a route's component takes no props).
  const myOfferScreen = async () => {
    const { default: MyOfferScreen } = await import('./MyOfferScreen');
    return { default: () => createElement(MyOfferScreen, { journeyLinks }) };
  };
  return {
    myOffer: {
      path: '/my-offer',
      ...lazyRoute(myOfferScreen, {
        loader: async () => (await data()).myOfferLoader(context),
        action: async () => (await data()).myOfferAction(context),
        messages,
      }),
    },
    payment: {
      path: '/payment',
      ...lazyRoute(() => import('./PaymentScreen'), {
        loader: async () => (await data()).paymentLoader(context),
        action: async () => (await data()).paymentAction(context),
        messages,
      }),
    },
    paymentConfirmed: { path: '/payment/confirmed', ...result },
    paymentFailed: { path: '/payment/failed', ...result },
  } satisfies Record<string, RouteObject>;
}
