export { createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, GroupListQuery } from './createApiClient';
export { catalogueApi, getBikeModel, proposalsApi, storesApi, withRiderApis } from './riderApis';
export { onboardingApi } from './onboardingApi';
export type { LeaseDocumentKind, OnboardingApi } from './onboardingApi';
export { leaseApi } from './leaseApi';
export type { LeaseApi } from './leaseApi';
export { accountApi } from './accountApi';
export type { AccountApi } from './accountApi';
export { fleetAgreementsApi } from './fleetAgreementsApi';
export type {
  FleetAgreementsApi,
  PendingAgreementsQuery,
  PendingAgreementsSort,
} from './fleetAgreementsApi';
export { fleetApprovalsApi } from './fleetApprovalsApi';
export type {
  FleetApprovalsApi,
  PendingAccountsQuery,
  PendingLeaseRequestsQuery,
  PendingLeaseRequestsSort,
} from './fleetApprovalsApi';
export { fleetEmployeesApi, fleetEmployeesMaxLimit } from './fleetEmployeesApi';
export type {
  FleetEmployeesApi,
  FleetEmployeesQuery,
  FleetEmployeesSort,
} from './fleetEmployeesApi';
export { fleetExportsApi } from './fleetExportsApi';
export type { FleetExportsApi, FleetLeasesQuery } from './fleetExportsApi';
export { fleetInvitationsApi } from './fleetInvitationsApi';
export type { FleetInvitationsApi } from './fleetInvitationsApi';
export { fleetInvoicesApi } from './fleetInvoicesApi';
export type { FleetInvoicesApi, FleetInvoicesQuery, FleetInvoicesSort } from './fleetInvoicesApi';
export { fleetSitesApi } from './fleetSitesApi';
export type { FleetSitesApi } from './fleetSitesApi';
export { rentalApi } from './rentalApi';
export type { RentalApi } from './rentalApi';
export { incidentApi } from './incidentApi';
export type { IncidentApi } from './incidentApi';
export { sponsorshipApi } from './sponsorshipApi';
export type { SponsorshipApi } from './sponsorshipApi';
export type {
  BikeModelQuery,
  CatalogueApi,
  ProposalsApi,
  RawClient,
  RiderApis,
  StoresApi,
  StoresNearQuery,
} from './riderApis';
export type { ApiResult, CallOptions, ErrorBody, ErrorCode } from './result';
export { geocode, minimumGeocodeQueryLength } from './geocoding';
export type { AddressSuggestion, GeocodeResult } from './geocoding';
export { createAuthMiddleware } from './authMiddleware';
export type { AuthMiddlewareOptions } from './authMiddleware';
export {
  createXsrfMiddleware,
  isStateChangingMethod,
  readCookie,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  XSRF_PATH_PREFIXES,
} from './xsrfMiddleware';
export type { XsrfMiddlewareOptions } from './xsrfMiddleware';
export { createErrorMiddleware, isSyntheticNetworkFailure } from './errorMiddleware';
export type { ErrorMiddlewareOptions } from './errorMiddleware';
export { isSameOriginPath } from './sameOrigin';
export type { Middleware } from 'openapi-fetch';
export type { components, operations, paths } from './generated/api';

import type { components } from './generated/api';
/** The contract's schemas by name: `Schemas['Profile']`, `Schemas['ClientTheme']`... */
export type Schemas = components['schemas'];
