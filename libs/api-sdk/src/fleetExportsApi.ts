import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * The company's leases for its fleet manager's exports (issue 15, /exports): every lease request of
 * the client, whatever became of it, with the rent and its split, newest first. Needs the `exports`
 * right on the client or its group (403 otherwise). The employees' file reads
 * `fleetEmployeesApi(api).list`, the rent scale `clients.getMonthlyRents`. Built on a client's
 * `raw` when a screen needs it (`fleetExportsApi(api)`).
 */
export interface FleetExportsApi {
  leases(clientId: number, options?: CallOptions): Promise<ApiResult<Schemas['FleetLease'][]>>;
}

export function fleetExportsApi({ raw }: RawClient): FleetExportsApi {
  return {
    leases: (id, o) =>
      settle(o, (i) => raw.GET('/api/v2/clients/{id}/leases', { ...i, params: { path: { id } } })),
  };
}
