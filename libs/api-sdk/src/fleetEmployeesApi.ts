import type { components, operations } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/** A page's query: `limit` (1–200, 50 by default), `cursor`, `sort`, `status`, `q` (the contract's). */
export type FleetEmployeesQuery = NonNullable<
  operations['listFleetEmployees']['parameters']['query']
>;
export type FleetEmployeesSort = NonNullable<FleetEmployeesQuery['sort']>;

/** The largest page the API serves. */
export const fleetEmployeesMaxLimit = 200;

/**
 * The most pages `all` reads (a million people at 200 a page), so a server that kept answering a
 * next cursor could not keep it reading for ever.
 */
const maxPages = 5_000;

/**
 * The company's employees for its fleet manager (issue 15, /employees): everyone on the eligible
 * list or registered as the client's rider, with where each one stands, a page at a time ("Large
 * employers"). Needs the `fleetManagement` right on the client or its group, or `exports` (403
 * otherwise). Importing the eligible list and the allowed domains are `clients` calls of the client
 * (`postEligibleEmployees`, `listAllowedDomains`…). Built on a client's `raw` when a screen needs it
 * (`fleetEmployeesApi(api)`).
 */
export interface FleetEmployeesApi {
  /**
   * One page: `{ items, nextCursor, total, totalExact }`. The next page is the same query with
   * `cursor: nextCursor` (null on the last page).
   */
  list(
    clientId: number,
    query?: FleetEmployeesQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['FleetEmployeePage']>>;
  /**
   * Every matching employee, in the query's order, read page after page of 200 (the employees'
   * file of /exports); the first failure ends it and is what it answers.
   */
  all(
    clientId: number,
    query?: Omit<FleetEmployeesQuery, 'cursor' | 'limit'>,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['FleetEmployee'][]>>;
}

export function fleetEmployeesApi({ raw }: RawClient): FleetEmployeesApi {
  const list: FleetEmployeesApi['list'] = (id, query, o) =>
    settle(o, (i) =>
      raw.GET('/api/v2/clients/{id}/employees', {
        ...i,
        params: { path: { id }, ...(query ? { query } : {}) },
      }),
    );
  return {
    list,
    all: async (id, query, o) => {
      const employees: Schemas['FleetEmployee'][] = [];
      let cursor: string | null = null;
      for (let page = 0; page < maxPages; page += 1) {
        const result = await list(
          id,
          { ...query, limit: fleetEmployeesMaxLimit, ...(cursor === null ? {} : { cursor }) },
          o,
        );
        if (!result.ok) return result;
        employees.push(...result.data.items);
        cursor = result.data.nextCursor;
        if (cursor === null) return { ...result, data: employees };
      }
      return { ok: false, kind: 'network', status: 500, error: undefined };
    },
  };
}
