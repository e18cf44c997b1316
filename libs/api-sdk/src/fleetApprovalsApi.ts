import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

const path = (id: number, requestId: number) => ({ path: { id, requestId } });

/**
 * The company's side of lease requests for its fleet manager (issue 15, /approve): the requests
 * waiting for approval, approving one, refusing one with a motive the rider reads. Needs the
 * `approvals` right on the client or its group (403 otherwise); a decision on a request that is no
 * longer pending is 409 `ILLEGAL_TRANSITION`. Built on a client's `raw` when a screen needs it
 * (`fleetApprovalsApi(api)`).
 */
export interface FleetApprovalsApi {
  pending(
    clientId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['PendingLeaseRequest'][]>>;
  approve(
    clientId: number,
    requestId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['LeaseDecision']>>;
  /** The motive: 1 to 500 characters once trimmed (400 on `body.motive` otherwise). */
  refuse(
    clientId: number,
    requestId: number,
    motive: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['LeaseDecision']>>;
}

export function fleetApprovalsApi({ raw }: RawClient): FleetApprovalsApi {
  return {
    pending: (id, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/lease-requests/pending', { ...i, params: { path: { id } } }),
      ),
    approve: (id, requestId, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/clients/{id}/lease-requests/{requestId}/approve', {
          ...i,
          params: path(id, requestId),
        }),
      ),
    refuse: (id, requestId, motive, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/clients/{id}/lease-requests/{requestId}/refuse', {
          ...i,
          params: path(id, requestId),
          body: { motive },
        }),
      ),
  };
}
