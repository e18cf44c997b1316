import type { components, operations } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/** A page's query: `limit` (1–200, 50 by default), `cursor` and `company` (the contract's). */
export type FleetLeasesQuery = NonNullable<operations['listFleetLeases']['parameters']['query']>;

/**
 * The company's leases for its fleet manager's exports (issue 15, /exports): every lease request of
 * the client, whatever became of it, with the rent and its split, newest first, a page at a time
 * ("Large employers"); a group's covers its companies, each row naming its company (`company` keeps
 * one of them). Needs the `exports` right on the client or its group (403 otherwise). The
 * employees' file reads `fleetEmployeesApi(api).list`, the rent scale `clients.getMonthlyRents`.
 * Built on a client's `raw` when a screen needs it (`fleetExportsApi(api)`).
 */
export interface FleetExportsApi {
  /**
   * One page: `{ items, nextCursor, total, totalExact }`. The next page is the same call with
   * `cursor: nextCursor` (null on the last page).
   */
  leases(
    clientId: number,
    query?: FleetLeasesQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['FleetLeasePage']>>;
}

export function fleetExportsApi({ raw }: RawClient): FleetExportsApi {
  return {
    leases: (id, query, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/leases', {
          ...i,
          params: { path: { id }, ...(query ? { query } : {}) },
        }),
      ),
  };
}
