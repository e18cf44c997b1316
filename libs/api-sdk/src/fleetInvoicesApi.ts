import type { components, operations } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/** A page's query: `limit` (1–200, 50 by default), `cursor`, `sort`, `status`, `company`. */
export type FleetInvoicesQuery = NonNullable<
  operations['getClientInvoices']['parameters']['query']
>;
export type FleetInvoicesSort = NonNullable<FleetInvoicesQuery['sort']>;

/**
 * A client's invoices for its fleet manager (issue 15, /invoices): the list, a page at a time ("Large
 * employers"; for a group, its companies' invoices too, each naming its company), and each invoice's PDF, fetched with the session so no token ever sits in a
 * URL. Needs the `invoices` right on the client or its group (403 otherwise). Built on a client's
 * `raw` when a screen needs it (`fleetInvoicesApi(api)`): a front end that shows no invoice pays
 * nothing for it.
 */
export interface FleetInvoicesApi {
  /**
   * One page: `{ items, nextCursor, total, totalExact, due }` (`due`: what is left to pay over the
   * whole list). The next page is the same query with `cursor: nextCursor` (null on the last page).
   */
  list(
    clientId: number,
    query?: FleetInvoicesQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['InvoicePage']>>;
  /** The PDF (`attachment; filename="facture-….pdf"`); 404 for an invoice of another client. */
  pdf(clientId: number, invoiceId: number, options?: CallOptions): Promise<ApiResult<Blob>>;
}

export function fleetInvoicesApi({ raw }: RawClient): FleetInvoicesApi {
  return {
    list: (id, query, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/invoices', {
          ...i,
          params: { path: { id }, ...(query ? { query } : {}) },
        }),
      ),
    pdf: (id, invoiceId, o) =>
      settle<Blob>(o, (i) =>
        raw.GET('/api/v2/clients/{id}/invoices/{invoiceId}/pdf', {
          ...i,
          params: { path: { id, invoiceId } },
          parseAs: 'blob',
        }),
      ),
  };
}
