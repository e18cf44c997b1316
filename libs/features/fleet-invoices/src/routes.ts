import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /invoices (spec §2.2: private, restricted; issue 15, right `invoices`): the company's invoices,
 * each downloadable as a PDF.
 */
export function createFleetInvoiceRoutes(context: RouteContext) {
  return {
    invoices: {
      path: '/invoices',
      ...lazyRoute(() => import('./InvoicesScreen'), {
        loader: async () => (await data()).invoicesLoader(context),
        messages: () => loadMessageAreas('fleet-invoices'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
