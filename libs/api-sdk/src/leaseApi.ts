import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

const path = (id: number) => ({ path: { id } });

/**
 * The rider's lease journey (issue 13, spec section 4 "Lease flow"): the lease requests with their
 * next step and history, confirming the equipment, withdrawing, and paying the extra contribution on
 * the provider's hosted page. Built on a client's `raw` when a screen needs it (`leaseApi(api)`), as
 * the bike-choice groups are, so a front end that never shows a lease pays nothing for it.
 */
export interface LeaseApi {
  list(options?: CallOptions): Promise<ApiResult<Schemas['LeaseRequestSummary'][]>>;
  get(id: number, options?: CallOptions): Promise<ApiResult<Schemas['LeaseRequest']>>;
  /** Locks the bike and equipment choice with the delivery mode (409 `ILLEGAL_TRANSITION` unless approved). */
  confirmEquipment(
    id: number,
    body: Schemas['ConfirmEquipmentInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['LeaseRequest']>>;
  cancel(id: number, options?: CallOptions): Promise<ApiResult<Schemas['LeaseRequest']>>;
  /** Starts a payment; send the rider to `redirectUrl` (the provider's page, another origin). */
  startPayment(id: number, options?: CallOptions): Promise<ApiResult<Schemas['PaymentStart']>>;
  getPayment(id: number, options?: CallOptions): Promise<ApiResult<Schemas['Payment']>>;
}

export function leaseApi({ raw }: RawClient): LeaseApi {
  return {
    list: (o) => settle(o, (i) => raw.GET('/api/v2/lease-requests', i)),
    get: (id, o) =>
      settle(o, (i) => raw.GET('/api/v2/lease-requests/{id}', { ...i, params: path(id) })),
    confirmEquipment: (id, body, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/lease-requests/{id}/confirm-equipment', {
          ...i,
          params: path(id),
          body,
        }),
      ),
    cancel: (id, o) =>
      settle(o, (i) => raw.POST('/api/v2/lease-requests/{id}/cancel', { ...i, params: path(id) })),
    startPayment: (id, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/lease-requests/{id}/payments', { ...i, params: path(id) }),
      ),
    getPayment: (id, o) =>
      settle(o, (i) => raw.GET('/api/v2/payments/{id}', { ...i, params: path(id) })),
  };
}
