import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * The company's invitations for its fleet manager (issue 15, /invite): its invitation link and
 * whether registrations are paused, inviting employees by e-mail, pausing or resuming registrations
 * and the employees' equipment choice (spec section 4). Needs the `fleetManagement` right on the client or its group (403 otherwise).
 * Built on a client's `raw` when a screen needs it (`fleetInvitationsApi(api)`).
 */
export interface FleetInvitationsApi {
  link(
    clientId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['ClientInvitationLink']>>;
  /** 1 to 500 addresses; each gets the link by e-mail and becomes eligible (400 on `body.emails[i]`). */
  invite(
    clientId: number,
    emails: string[],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['InvitationsResult']>>;
  setOnHold(
    clientId: number,
    registrationsOnHold: boolean,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['ClientInvitationLink']>>;
  /** While on, the company's riders cannot confirm their equipment (409 EQUIPMENT_CHOICE_ON_HOLD). */
  setEquipmentChoiceOnHold(
    clientId: number,
    equipmentChoiceOnHold: boolean,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['ClientInvitationLink']>>;
}

export function fleetInvitationsApi({ raw }: RawClient): FleetInvitationsApi {
  return {
    link: (id, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/invitation', { ...i, params: { path: { id } } }),
      ),
    invite: (id, emails, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/clients/{id}/invitations', {
          ...i,
          params: { path: { id } },
          body: { emails },
        }),
      ),
    setOnHold: (id, registrationsOnHold, o) =>
      settle(o, (i) =>
        raw.PUT('/api/v2/clients/{id}/registrations-on-hold', {
          ...i,
          params: { path: { id } },
          body: { registrationsOnHold },
        }),
      ),
    setEquipmentChoiceOnHold: (id, equipmentChoiceOnHold, o) =>
      settle(o, (i) =>
        raw.PUT('/api/v2/clients/{id}/equipment-choice-on-hold', {
          ...i,
          params: { path: { id } },
          body: { equipmentChoiceOnHold },
        }),
      ),
  };
}
