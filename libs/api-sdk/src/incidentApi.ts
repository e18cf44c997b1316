import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

/**
 * Incidents on the leased bike (issue 14; spec section 1: theft and damage insurance and roadside
 * assistance come with the lease): what the lease covers, the rider's incidents with their status,
 * and reporting a theft, a damage or a breakdown with its documents. Built on a client's `raw` when a
 * screen needs it (`incidentApi(api)`), as the lease journey's group is, so a front end that never
 * reports an incident pays nothing for it.
 */
export interface IncidentApi {
  /** The running rental's bike and price (null when none runs) and the roadside-assistance line. */
  cover(options?: CallOptions): Promise<ApiResult<Schemas['IncidentCover']>>;
  list(options?: CallOptions): Promise<ApiResult<Schemas['Incident'][]>>;
  /** 403 for another rider's id or none (access before existence). */
  get(id: number, options?: CallOptions): Promise<ApiResult<Schemas['Incident']>>;
  /**
   * Reports an incident (201). 400 names the field; 413 `FILE_TOO_LARGE` and 415
   * `UNSUPPORTED_FILE_TYPE` name the document; 409 `NO_RUNNING_RENTAL`.
   */
  report(
    body: Schemas['IncidentInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Incident']>>;
  /**
   * Sends the documents a claim in `documents-missing` waits for; the claim goes back to
   * `in-review`. 400 names the field; 413/415 the document; 403 another rider's claim or none; 409
   * `NOT_WAITING_FOR_DOCUMENTS`.
   */
  sendDocuments(
    id: number,
    body: Schemas['IncidentDocumentsInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Incident']>>;
}

export function incidentApi({ raw }: RawClient): IncidentApi {
  return {
    cover: (o) => settle(o, (i) => raw.GET('/api/v2/incident-cover', i)),
    list: (o) => settle(o, (i) => raw.GET('/api/v2/incidents', i)),
    get: (id, o) =>
      settle(o, (i) => raw.GET('/api/v2/incidents/{id}', { ...i, params: { path: { id } } })),
    report: (body, o) => settle(o, (i) => raw.POST('/api/v2/incidents', { ...i, body })),
    sendDocuments: (id, body, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/incidents/{id}/documents', { ...i, params: { path: { id } }, body }),
      ),
  };
}
