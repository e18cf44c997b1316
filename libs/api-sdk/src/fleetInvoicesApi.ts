import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * A client's invoices for its fleet manager (issue 15, /invoices): the list (the same call as
 * `clients.getInvoices`) and each invoice's PDF, fetched with the session so no token ever sits in a
 * URL. Needs the `invoices` right on the client or its group (403 otherwise). Built on a client's
 * `raw` when a screen needs it (`fleetInvoicesApi(api)`): a front end that shows no invoice pays
 * nothing for it.
 */
export interface FleetInvoicesApi {
  list(clientId: number, options?: CallOptions): Promise<ApiResult<Schemas['Invoice'][]>>;
  /** The PDF (`attachment; filename="facture-….pdf"`); 404 for an invoice of another client. */
  pdf(clientId: number, invoiceId: number, options?: CallOptions): Promise<ApiResult<Blob>>;
}

export function fleetInvoicesApi({ raw }: RawClient): FleetInvoicesApi {
  return {
    list: (id, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/invoices', { ...i, params: { path: { id } } }),
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
