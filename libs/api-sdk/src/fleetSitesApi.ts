import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * Rights on a client for its sites manager (issue 15, /sites/:clientId/right/new): who holds which
 * right on the client, granting one to a user of the client (or of its group) named by e-mail, and
 * revoking one. Needs the `sites` right on the client or its group (403 otherwise). The company's
 * details themselves go through `clients.get`, `clients.create`, `clients.update` and
 * `clients.checkValidity`. Built on a client's `raw` when a screen needs it (`fleetSitesApi(api)`).
 */
export interface FleetSitesApi {
  rights(
    clientId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['ClientRightHolder'][]>>;
  /** 400 on `body.email` when the address is not a user of the client or its group. */
  grant(
    clientId: number,
    body: Schemas['RightGrant'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['ClientRightHolder']>>;
  /** 404 when the user does not hold that right on the client. */
  revoke(
    clientId: number,
    userId: number,
    right: Schemas['RightName'],
    options?: CallOptions,
  ): Promise<ApiResult<undefined>>;
}

export function fleetSitesApi({ raw }: RawClient): FleetSitesApi {
  return {
    rights: (id, o) =>
      settle(o, (i) => raw.GET('/api/v2/clients/{id}/rights', { ...i, params: { path: { id } } })),
    grant: (id, body, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/clients/{id}/rights', { ...i, params: { path: { id } }, body }),
      ),
    revoke: (id, userId, right, o) =>
      settle(o, (i) =>
        raw.DELETE('/api/v2/clients/{id}/rights/{userId}/{right}', {
          ...i,
          params: { path: { id, userId, right } },
        }),
      ),
  };
}
