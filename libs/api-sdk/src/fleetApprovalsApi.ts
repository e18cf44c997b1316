import type { components, operations } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * A page of `pendingAccounts`: `limit` rows (50 unless given, at most 200) after `cursor`, searched
 * by `q` (the rider's names, address, employee number; case and accents ignored).
 */
export type PendingAccountsQuery = NonNullable<
  operations['listPendingAccounts']['parameters']['query']
>;

/**
 * A page of `pending`: `limit` rows (50 unless given, at most 200) after `cursor`, in the order of
 * `sort` (`requestedAt`, the longest-waiting first, or `riderName`; `-` descending), of one
 * `company` of a group, searched by `q` (the rider's names, address, employee number; case and
 * accents ignored).
 */
export type PendingLeaseRequestsQuery = NonNullable<
  operations['listPendingLeaseRequests']['parameters']['query']
>;
export type PendingLeaseRequestsSort = NonNullable<PendingLeaseRequestsQuery['sort']>;

const path = (id: number, requestId: number) => ({ path: { id, requestId } });

/**
 * The company's side of lease requests for its fleet manager (issue 15, /approve): the requests
 * waiting for approval a page at a time ("Large employers"), approving one, refusing one with a motive the rider reads. Needs the
 * `approvals` right on the client or its group (403 otherwise); a decision on a request that is no
 * longer pending is 409 `ILLEGAL_TRANSITION`. And the accounts waiting for the company's approval
 * (issue 27), a page at a time, approved or refused one by one: another client's account is a 403,
 * one no longer waiting a 409 `ACCOUNT_NOT_WAITING`. Built on a client's `raw` when a screen needs
 * it (`fleetApprovalsApi(api)`).
 */
export interface FleetApprovalsApi {
  /**
   * One page of the requests waiting for approval: `{ items, nextCursor, total, totalExact }`; the
   * next page is the same query with `cursor: nextCursor` (null on the last page).
   */
  pending(
    clientId: number,
    query?: PendingLeaseRequestsQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['PendingLeaseRequestPage']>>;
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
  /**
   * The accounts waiting for the approval of the client and, for a group, of its subsidiaries, the
   * longest-waiting first; the next page from the answer's `nextCursor`.
   */
  pendingAccounts(
    clientId: number,
    query?: PendingAccountsQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['PendingAccountPage']>>;
  approveAccount(
    accountId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['AccountDecision']>>;
  /** The motive is optional (at most 500 characters; trimmed, a blank one is none). */
  refuseAccount(
    accountId: number,
    motive?: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['AccountDecision']>>;
}

export function fleetApprovalsApi({ raw }: RawClient): FleetApprovalsApi {
  return {
    pending: (id, query, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/lease-requests/pending', {
          ...i,
          params: { path: { id }, ...(query ? { query } : {}) },
        }),
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
    pendingAccounts: (id, query, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/pending-accounts', {
          ...i,
          params: { path: { id }, query: query ?? {} },
        }),
      ),
    approveAccount: (id, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/accounts/{id}/approve', { ...i, params: { path: { id } } }),
      ),
    refuseAccount: (id, motive, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/accounts/{id}/refuse', {
          ...i,
          params: { path: { id } },
          body: motive === undefined ? {} : { motive },
        }),
      ),
  };
}
