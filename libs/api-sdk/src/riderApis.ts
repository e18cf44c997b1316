import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';

type Schemas = components['schemas'];

/**
 * The calls of the rider's bike choice (issue 12): the commute questionnaire and the catalogue, the
 * partner stores and their test rides, the stores' proposals. Each group is built on a client's
 * `raw` when a screen needs it (`catalogueApi(api)`), so a front end that never shows a bike pays
 * nothing for them: `createApiClient` holds the session, profile and company calls only.
 */

/** What the groups are built on: any client of this SDK. */
export interface RawClient {
  raw: Client<paths>;
}

const path = (id: number) => ({ path: { id } });

/**
 * The `listStoresNear` query: a point (latitude and longitude together) or a postal code, with an
 * optional radius in kilometres; the server answers 400 to neither or both.
 */
export type StoresNearQuery = (
  | { latitude: number; longitude: number; postalCode?: never; radiusKm?: number }
  | { postalCode: string; latitude?: never; longitude?: never; radiusKm?: number }
) & {
  /** Only the stores that offer this bike model. */
  bikeModelId?: number;
};

/** The filters, sort and page of `listBikeModels` (every one optional). */
export type BikeModelQuery = NonNullable<operations['listBikeModels']['parameters']['query']>;

/** Choosing a bike: the rider's commute questionnaire, the bike catalogue and the equipment. */
export interface CatalogueApi {
  getQuestionnaire(options?: CallOptions): Promise<ApiResult<Schemas['CommuteQuestionnaire']>>;
  saveQuestionnaire(
    body: Schemas['CommuteQuestionnaireAnswers'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['CommuteQuestionnaire']>>;
  updateQuestionnaire(
    body: Schemas['CommuteQuestionnairePatch'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['CommuteQuestionnaire']>>;
  deleteQuestionnaire(options?: CallOptions): Promise<ApiResult<undefined>>;
  listBikeModels(
    query?: BikeModelQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['BikeModelPage']>>;
  getBikeModel(id: number, options?: CallOptions): Promise<ApiResult<Schemas['BikeModel']>>;
  listEquipment(options?: CallOptions): Promise<ApiResult<Schemas['Equipment'][]>>;
}

/**
 * One bike model, on its own: a screen that only names a bike (the stores that offer it) takes this
 * alone, not the whole catalogue facade, which `catalogueApi` builds around the same call.
 */
export function getBikeModel(
  { raw }: RawClient,
  id: number,
  options?: CallOptions,
): Promise<ApiResult<Schemas['BikeModel']>> {
  return settle(options, (i) => raw.GET('/api/v2/bike-models/{id}', { ...i, params: path(id) }));
}

export function catalogueApi({ raw }: RawClient): CatalogueApi {
  return {
    getQuestionnaire: (o) => settle(o, (i) => raw.GET('/api/v2/commute-questionnaire', i)),
    saveQuestionnaire: (body, o) =>
      settle(o, (i) => raw.PUT('/api/v2/commute-questionnaire', { ...i, body })),
    updateQuestionnaire: (body, o) =>
      settle(o, (i) => raw.PATCH('/api/v2/commute-questionnaire', { ...i, body })),
    deleteQuestionnaire: (o) => settle(o, (i) => raw.DELETE('/api/v2/commute-questionnaire', i)),
    listBikeModels: (query, o) =>
      settle(o, (i) => raw.GET('/api/v2/bike-models', { ...i, params: { query: query ?? {} } })),
    getBikeModel: (id, o) => getBikeModel({ raw }, id, o),
    listEquipment: (o) => settle(o, (i) => raw.GET('/api/v2/equipment', i)),
  };
}

/** Partner stores near the rider, their test-ride slots and the rider's bookings. */
export interface StoresApi {
  listNear(
    query: StoresNearQuery,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['StoresNear']>>;
  get(id: number, options?: CallOptions): Promise<ApiResult<Schemas['Store']>>;
  /** The open stores that offer bike model `bikeModelId`, by postal code then name. */
  listOffering(bikeModelId: number, options?: CallOptions): Promise<ApiResult<Schemas['Store'][]>>;
  listTestRideSlots(
    id: number,
    day: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['TestRideSlots']>>;
  listMyTestRides(options?: CallOptions): Promise<ApiResult<Schemas['TestRideBooking'][]>>;
  bookTestRide(
    body: Schemas['TestRideBookingInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['TestRideBooking']>>;
  cancelTestRide(id: number, options?: CallOptions): Promise<ApiResult<undefined>>;
}

export function storesApi({ raw }: RawClient): StoresApi {
  return {
    listNear: (query, o) =>
      settle(o, (i) => raw.GET('/api/v2/stores', { ...i, params: { query } })),
    get: (id, o) => settle(o, (i) => raw.GET('/api/v2/stores/{id}', { ...i, params: path(id) })),
    listOffering: (bikeModelId, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/bike-models/{id}/stores', { ...i, params: path(bikeModelId) }),
      ),
    listTestRideSlots: (id, day, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/stores/{id}/test-ride-slots', {
          ...i,
          params: { ...path(id), query: { day } },
        }),
      ),
    listMyTestRides: (o) => settle(o, (i) => raw.GET('/api/v2/test-rides', i)),
    bookTestRide: (body, o) => settle(o, (i) => raw.POST('/api/v2/test-rides', { ...i, body })),
    cancelTestRide: (id, o) =>
      settle(o, (i) => raw.DELETE('/api/v2/test-rides/{id}', { ...i, params: path(id) })),
  };
}

/** Partner stores' proposals to the signed-in rider (/try-bike/:retailerPropositionId). */
export interface ProposalsApi {
  get(id: number, options?: CallOptions): Promise<ApiResult<Schemas['RetailerProposition']>>;
  accept(id: number, options?: CallOptions): Promise<ApiResult<Schemas['RetailerProposition']>>;
  decline(
    id: number,
    body: Schemas['DeclineInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['RetailerProposition']>>;
  /** Asks a store for an offer of a bike; `proposalId` is the store's answer once it has one. */
  request(
    body: Schemas['OfferRequestInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['OfferRequest']>>;
}

export function proposalsApi({ raw }: RawClient): ProposalsApi {
  return {
    get: (id, o) =>
      settle(o, (i) => raw.GET('/api/v2/retailer-propositions/{id}', { ...i, params: path(id) })),
    accept: (id, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/retailer-propositions/{id}/accept', { ...i, params: path(id) }),
      ),
    decline: (id, body, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/retailer-propositions/{id}/decline', {
          ...i,
          params: path(id),
          body,
        }),
      ),
    request: (body, o) => settle(o, (i) => raw.POST('/api/v2/offer-requests', { ...i, body })),
  };
}

/** The three groups of the bike choice, for a client that serves every screen of it. */
export interface RiderApis {
  catalogue: CatalogueApi;
  stores: StoresApi;
  proposals: ProposalsApi;
}

/** `client` with the bike-choice groups as properties: `withRiderApis(api).stores.listNear(…)`. */
export function withRiderApis<T extends RawClient>(client: T): T & RiderApis {
  return {
    ...client,
    catalogue: catalogueApi(client),
    stores: storesApi(client),
    proposals: proposalsApi(client),
  };
}
