import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen, never with the first page. */
const data = () => import('./data');
/** The area's texts (`lease.`, `payment.`) and the tracker's and breakdown's (`leasing.`). */
const messages = () => loadMessageAreas('lease', 'leasing');

/**
 * The rider's lease journey (issue 13; spec sections 2.2 and 2.3): /my-offer (private, not
 * restricted), /payment (restricted), and the payment result pages the provider returns to.
 */
export function createLeaseRoutes(context: RouteContext) {
  const result = lazyRoute(() => import('./PaymentResultScreen'), {
    loader: async () => (await data()).paymentResultLoader(context),
    action: async () => (await data()).paymentAction(context),
    messages,
  });
  return {
    myOffer: {
      path: '/my-offer',
      ...lazyRoute(() => import('./MyOfferScreen'), {
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
