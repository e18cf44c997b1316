import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * The company's employees for its fleet manager (issue 15, /employees): everyone on the eligible
 * list or registered as the client's rider, with where each one stands. Needs the
 * `fleetManagement` right on the client or its group (403 otherwise). Importing the eligible list
 * and the allowed domains are `clients` calls of the client (`postEligibleEmployees`,
 * `listAllowedDomains`…). Built on a client's `raw` when a screen needs it (`fleetEmployeesApi(api)`).
 */
export interface FleetEmployeesApi {
  list(clientId: number, options?: CallOptions): Promise<ApiResult<Schemas['FleetEmployee'][]>>;
}

export function fleetEmployeesApi({ raw }: RawClient): FleetEmployeesApi {
  return {
    list: (id, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/employees', { ...i, params: { path: { id } } }),
      ),
  };
}
