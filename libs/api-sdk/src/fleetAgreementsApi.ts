import type { components, operations } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/** A page's query: `limit` (1–200, 50 by default), `cursor`, `sort`, `company`, `q`. */
export type PendingAgreementsQuery = NonNullable<
  operations['listPendingAgreements']['parameters']['query']
>;
export type PendingAgreementsSort = NonNullable<PendingAgreementsQuery['sort']>;

const path = (id: number, leaseId: number) => ({ path: { id, leaseId } });

/**
 * The company's signature of its leases' rental contracts for its fleet manager (issue 15,
 * /pendingAgreements and /signSpecificAgreements/:bikeId): a contract's rendition and PDF, the SMS
 * code, the signature, and the leases waiting for it a page at a time (`list`, "Large employers": a
 * group's covers its companies, each row naming its company). Needs the `agreements` right on the client or
 * its group (403 otherwise); a lease of another client is a 404. Built on a client's `raw` when a
 * screen needs it (`fleetAgreementsApi(api)`).
 */
export interface FleetAgreementsApi {
  /**
   * One page of the leases waiting for the company's signature: `{ items, nextCursor, total,
   * totalExact }`. The next page is the same query with `cursor: nextCursor`.
   */
  list(
    clientId: number,
    query?: PendingAgreementsQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['PendingAgreementPage']>>;
  get(
    clientId: number,
    leaseId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['CompanyAgreement']>>;
  /** The PDF (`attachment; filename="contrat-location-….pdf"`). */
  pdf(clientId: number, leaseId: number, options?: CallOptions): Promise<ApiResult<Blob>>;
  /** Sends the code (the consent is given by the call); 429 `RESEND_TOO_EARLY` within 30 s. */
  sendCode(
    clientId: number,
    leaseId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['SignatureCodeSent']>>;
  /** Signs with the 6 digits: 400 `SIGNATURE_CODE_INVALID`, 409 expired / too many / signed. */
  sign(
    clientId: number,
    leaseId: number,
    code: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['CompanySignature']>>;
}

export function fleetAgreementsApi({ raw }: RawClient): FleetAgreementsApi {
  return {
    list: (id, query, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/agreements', {
          ...i,
          params: { path: { id }, ...(query ? { query } : {}) },
        }),
      ),
    get: (id, leaseId, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/clients/{id}/agreements/{leaseId}', {
          ...i,
          params: path(id, leaseId),
        }),
      ),
    pdf: (id, leaseId, o) =>
      settle<Blob>(o, (i) =>
        raw.GET('/api/v2/clients/{id}/agreements/{leaseId}/pdf', {
          ...i,
          params: path(id, leaseId),
          parseAs: 'blob',
        }),
      ),
    sendCode: (id, leaseId, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/clients/{id}/agreements/{leaseId}/signature-code', {
          ...i,
          params: path(id, leaseId),
          body: { consent: true },
        }),
      ),
    sign: (id, leaseId, code, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/clients/{id}/agreements/{leaseId}/signature', {
          ...i,
          params: path(id, leaseId),
          body: { code },
        }),
      ),
  };
}
