import type { components } from './generated/api';
import type { RawClient } from './riderApis';
import { settle, type ApiResult, type CallOptions } from './result';

type Schemas = components['schemas'];

/** The documents of a lease request (confirmation voucher, SEPA mandate, charter, slips). */
export type LeaseDocumentKind = Schemas['LeaseDocumentKind'];

const path = (id: number) => ({ path: { id } });
const docPath = (id: number, kind: LeaseDocumentKind) => ({ path: { id, kind } });

/**
 * The rider's onboarding before the signature (issue 13, spec section 4 "Lease flow"): personal
 * information saved as the rider goes, the user charter's attestations, the bank details of the
 * SEPA mandate; the lease documents (accessible rendition and PDF); the signature by SMS code.
 * Built on a client's `raw` when a screen needs it, like `catalogueApi(api)`.
 */
export interface OnboardingApi {
  get(options?: CallOptions): Promise<ApiResult<Schemas['Onboarding']>>;
  updatePersonalInformation(
    body: Schemas['PersonalInformationPatch'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Onboarding']>>;
  saveCharter(
    body: Schemas['CharterInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Onboarding']>>;
  saveBankDetails(
    body: Schemas['BankDetailsInput'],
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['Onboarding']>>;
  listDocuments(
    leaseRequestId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['LeaseDocumentSummary'][]>>;
  getDocument(
    leaseRequestId: number,
    kind: LeaseDocumentKind,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['LeaseDocument']>>;
  /** The PDF as a Blob (`URL.createObjectURL` it for "Ouvrir le PDF"). */
  getDocumentPdf(
    leaseRequestId: number,
    kind: LeaseDocumentKind,
    options?: CallOptions,
  ): Promise<ApiResult<Blob>>;
  /** Sends a 6-digit code by SMS; 429 `RESEND_TOO_EARLY` carries `retryAfterSeconds`. */
  sendSignatureCode(
    leaseRequestId: number,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['SignatureCodeSent']>>;
  /** Signs with the code; a wrong one is 400 `SIGNATURE_CODE_INVALID` with `remainingAttempts`. */
  verifySignatureCode(
    leaseRequestId: number,
    code: string,
    options?: CallOptions,
  ): Promise<ApiResult<Schemas['LeaseRequest']>>;
}

export function onboardingApi({ raw }: RawClient): OnboardingApi {
  return {
    get: (o) => settle(o, (i) => raw.GET('/api/v2/onboarding', i)),
    updatePersonalInformation: (body, o) =>
      settle(o, (i) => raw.PATCH('/api/v2/onboarding/personal-information', { ...i, body })),
    saveCharter: (body, o) =>
      settle(o, (i) => raw.PUT('/api/v2/onboarding/charter', { ...i, body })),
    saveBankDetails: (body, o) =>
      settle(o, (i) => raw.PUT('/api/v2/onboarding/bank-details', { ...i, body })),
    listDocuments: (id, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/lease-requests/{id}/documents', { ...i, params: path(id) }),
      ),
    getDocument: (id, kind, o) =>
      settle(o, (i) =>
        raw.GET('/api/v2/lease-requests/{id}/documents/{kind}', {
          ...i,
          params: docPath(id, kind),
        }),
      ),
    getDocumentPdf: (id, kind, o) =>
      settle<Blob>(o, (i) =>
        raw.GET('/api/v2/lease-requests/{id}/documents/{kind}/pdf', {
          ...i,
          params: docPath(id, kind),
          parseAs: 'blob',
        }),
      ),
    sendSignatureCode: (id, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/lease-requests/{id}/signature/code', {
          ...i,
          params: path(id),
          body: { consent: true },
        }),
      ),
    verifySignatureCode: (id, code, o) =>
      settle(o, (i) =>
        raw.POST('/api/v2/lease-requests/{id}/signature/verify', {
          ...i,
          params: path(id),
          body: { code },
        }),
      ),
  };
}
