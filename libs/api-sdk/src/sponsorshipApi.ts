import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

const path = (id: number) => ({ path: { id } });

/**
 * The rider's sponsorship (spec sections 2.2 /sponsorship, 5 "sponsor code not valid") and the
 * sports retailer's bike check (spec section 1, behind its feature flag; /bikeCheck). Built on a
 * client's `raw` when a screen needs it (`sponsorshipApi(api)`), as `leaseApi` is. The company's
 * sponsorship offer itself is `api.clients.getSponsorshipCommercialOffer()` (spec section 7).
 */
export interface SponsorshipApi {
  /** My code, its share link, how many colleagues used it and the code I entered. */
  getMine(options?: CallOptions): Promise<ApiResult<Schemas['MySponsorship']>>;
  /** 400 `SPONSOR_CODE_INVALID` on `body.code`; 409 once a code was entered or without an offer. */
  useCode(
    body: Schemas['SponsorCodeInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['MySponsorship']>>;
  listBikeCheckStores(options?: CallOptions): Promise<ApiResult<Schemas['BikeCheckStore'][]>>;
  listBikeCheckSlots(
    storeId: number,
    day: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['BikeCheckSlots']>>;
  listMyBikeChecks(options?: CallOptions): Promise<ApiResult<Schemas['BikeCheckBooking'][]>>;
  /** 409 `SLOT_TAKEN` or `BIKE_CHECK_ALREADY_BOOKED`. */
  bookBikeCheck(
    body: Schemas['BikeCheckInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['BikeCheckBooking']>>;
  cancelBikeCheck(id: number, options?: CallOptions): Promise<ApiResult<undefined>>;
}

export function sponsorshipApi({ raw }: RawClient): SponsorshipApi {
  return {
    getMine: (o) => settle(o, (i) => raw.GET('/api/v2/sponsorship', i)),
    useCode: (body, o) => settle(o, (i) => raw.POST('/api/v2/sponsorship/code', { ...i, body })),
    listBikeCheckStores: (o) => settle(o, (i) => raw.GET('/api/v2/bike-check/stores', i)),
    listBikeCheckSlots: (storeId, day, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/bike-check/stores/{id}/slots', {
          ...i,
          params: { ...path(storeId), query: { day } },
        }),
      ),
    listMyBikeChecks: (o) => settle(o, (i) => raw.GET('/api/v2/bike-checks', i)),
    bookBikeCheck: (body, o) => settle(o, (i) => raw.POST('/api/v2/bike-checks', { ...i, body })),
    cancelBikeCheck: (id, o) =>
      settle(o, (i) => raw.DELETE('/api/v2/bike-checks/{id}', { ...i, params: path(id) })),
  };
}
