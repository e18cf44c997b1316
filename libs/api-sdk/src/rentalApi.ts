import type { components } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import type { RawClient } from './riderApis';

type Schemas = components['schemas'];

const path = (id: number) => ({ path: { id } });

/**
 * The rider's rentals (issue 14, spec sections 3 "Lease", 4 and 9): the contract at a glance, the
 * schedule and next direct debit, revisions and their service voucher, the end-of-lease choice and
 * its buyout's payment, and early return or buyout requests. Built on a client's `raw` when a screen needs it
 * (`rentalApi(api)`), as the lease journey's group is, so a front end that never shows a rental pays
 * nothing for it.
 */
export interface RentalApi {
  list(options?: CallOptions): Promise<ApiResult<Schemas['RentalSummary'][]>>;
  get(id: number, options?: CallOptions): Promise<ApiResult<Schemas['Rental']>>;
  /** While the window is open (409 `END_OF_LEASE_CLOSED` otherwise); may change until `decideBy`. */
  chooseEndOfLease(
    id: number,
    choice: Schemas['EndOfLeaseChoice'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Rental']>>;
  /**
   * Starts paying the chosen buyout on the provider's hosted page (201: the payment and the page to
   * send the rider to); 409 `BUYOUT_NOT_CHOSEN`, `BUYOUT_ALREADY_PAID` or `END_OF_LEASE_CLOSED`.
   */
  startBuyoutPayment(
    id: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['PaymentStart']>>;
  /** 409 `EARLY_RETURN_NOT_ALLOWED` (the message says why) or `EARLY_END_PENDING`. */
  requestEarlyEnd(
    id: number,
    body: Schemas['EarlyEndInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Rental']>>;
  /** The rental's store's slots on `day` (YYYY-MM-DD). */
  listRevisionSlots(
    id: number,
    day: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['RevisionSlots']>>;
  /** Books the next revision (201); 409 `SLOT_TAKEN` or `REVISION_NOT_BOOKABLE`. */
  bookRevision(
    id: number,
    body: Schemas['RevisionBookingInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Rental']>>;
  /** The service voucher PDF as a Blob (`downloadBlob` of @velo/data). */
  getServiceVoucher(id: number, options?: CallOptions): Promise<ApiResult<Blob>>;
}

export function rentalApi({ raw }: RawClient): RentalApi {
  return {
    list: (o) => settle(o, (i) => raw.GET('/api/v2/rentals', i)),
    get: (id, o) => settle(o, (i) => raw.GET('/api/v2/rentals/{id}', { ...i, params: path(id) })),
    chooseEndOfLease: (id, choice, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/rentals/{id}/end-of-lease-choice', {
          ...i,
          params: path(id),
          body: { choice },
        }),
      ),
    startBuyoutPayment: (id, o) =>
      settle(o, (i) => raw.POST('/api/v2/rentals/{id}/buyout-payment', { ...i, params: path(id) })),
    requestEarlyEnd: (id, body, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/rentals/{id}/early-end', { ...i, params: path(id), body }),
      ),
    listRevisionSlots: (id, day, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/rentals/{id}/revision-slots', {
          ...i,
          params: { path: { id }, query: { day } },
        }),
      ),
    bookRevision: (id, body, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/rentals/{id}/revisions', { ...i, params: path(id), body }),
      ),
    getServiceVoucher: (id, o) =>
      settle<Blob>(o, (i) =>
        raw.GET('/api/v2/rentals/{id}/service-voucher', {
          ...i,
          params: path(id),
          parseAs: 'blob',
        }),
      ),
  };
}
