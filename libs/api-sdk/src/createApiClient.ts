import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './authMiddleware';
import { createErrorMiddleware } from './errorMiddleware';
import type { components, paths } from './generated/api';
import { requestInit, settle, type ApiResult, type CallOptions } from './result';
import { createXsrfMiddleware } from './xsrfMiddleware';

type Schemas = components['schemas'];

export interface ApiClientOptions {
  /** Where the API lives: `''` or the page's origin for the rider app, an absolute URL otherwise. */
  baseUrl: string;
  /** The session token, read at each request. Defaults to local storage `token`, then session storage. */
  getToken?: () => string | null;
  /** A 401 outside /auth/: log out. Called once per burst of parallel 401s. */
  onUnauthorized?: () => void;
  /** Any 503: show the maintenance page. */
  onMaintenance?: () => void;
  /** The fetch to use; defaults to the global one (tests inject theirs). */
  fetch?: typeof fetch;
  /**
   * The only origin that receives the token and the XSRF header. Defaults to the page's origin
   * (`location.origin`); set it when the API is served from another origin than the page.
   */
  origin?: string;
  /** The cookie string the XSRF token is read from. Defaults to `document.cookie`. */
  readCookies?: () => string;
}

/** The `getGroupList` query: a group's qName (with an optional name filter), or its id. */
export type GroupListQuery = { qName: string; like?: string } | { groupClientId: number };

export interface ApiClient {
  /** The underlying openapi-fetch client, typed from the contract, with the same middleware. */
  raw: Client<paths>;
  auth: {
    login(
      body: Schemas['LoginRequest'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['LoginResponse']>>;
    register(
      body: Schemas['RegistrationBody'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['LoginResponse']>>;
    logout(options?: CallOptions): Promise<ApiResult<undefined>>;
    retrievePassword(
      body: Schemas['EmailBody'],
      options?: CallOptions,
    ): Promise<ApiResult<undefined>>;
    resetPassword(
      body: Schemas['ResetPasswordBody'],
      options?: CallOptions,
    ): Promise<ApiResult<undefined>>;
    checkUserToken(
      query: { token: string },
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['UserToken']>>;
    getGroupList(
      query: GroupListQuery,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['ClientSummary'][]>>;
    checkClientToken(
      query: { qName: string; inviteToken: string },
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['ClientInvitation']>>;
  };
  profile: {
    get(options?: CallOptions): Promise<ApiResult<Schemas['Profile']>>;
  };
  clients: {
    get(id: number, options?: CallOptions): Promise<ApiResult<Schemas['Client']>>;
    update(
      id: number,
      body: Schemas['ClientInput'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['Client']>>;
    create(
      body: Schemas['ClientInput'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['Client']>>;
    checkValidity(id: number, options?: CallOptions): Promise<ApiResult<Schemas['ClientValidity']>>;
    toggleApprobation(
      id: number,
      body: Schemas['ApprobationToggle'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['Client']>>;
    getActiveCommercialOffer(
      id: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['CommercialOffer'] | null>>;
    getSponsorshipCommercialOffer(
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['CommercialOffer'] | null>>;
    getFleetManagementDashboard(
      id: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['FleetManagementDashboard']>>;
    getAllFleetManagementDashboard(
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['FleetManagementDashboard']>>;
    getGroupFleetManagementDashboard(
      groupId: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['FleetManagementDashboard']>>;
    postEligibleEmployees(
      id: number,
      body: Schemas['EligibleEmployeesBody'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['EligibleEmployeesResult']>>;
    getMonthlyRents(
      id: number,
      query?: { equipments?: boolean },
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['MonthlyRents']>>;
    listAllowedDomains(
      clientId: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['AllowedDomain'][]>>;
    deleteAllowedDomain(id: number, options?: CallOptions): Promise<ApiResult<undefined>>;
    createAllowedDomain(
      body: Schemas['AllowedDomainInput'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['AllowedDomain']>>;
    getAgreementsReady(
      id: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['AgreementsReady']>>;
    getAgreementsReadyMultiClient(
      clientIds: readonly number[],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['AgreementsReady'][]>>;
    getInvoices(id: number, options?: CallOptions): Promise<ApiResult<Schemas['Invoice'][]>>;
    getSubsidiaries(
      id: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['ClientSummary'][]>>;
    getEmployerContributionAndFmdValue(
      id: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['EmployerContributionAndFmdValue']>>;
    getTheme(qName: string, options?: CallOptions): Promise<ApiResult<Schemas['ClientTheme']>>;
    getBannerLink(
      id: number,
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['BannerLink'] | null>>;
  };
  themes: {
    /** The same call as `clients.getTheme`. */
    get(qName: string, options?: CallOptions): Promise<ApiResult<Schemas['ClientTheme']>>;
  };
}

/**
 * A client of the Velo API with the session and error rules of spec sections 7 and 8: bearer token
 * and XSRF header on the app's own origin only, `onUnauthorized` / `onMaintenance` callbacks, and
 * results that never reject.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const origin = options.origin;
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read at call time rather than captured, so a test or an app that swaps globalThis.fetch later
    // is honoured when no fetch was given.
    fetch: options.fetch ?? ((input) => globalThis.fetch(input)),
  });
  raw.use(
    createAuthMiddleware({
      ...(options.getToken ? { getToken: options.getToken } : {}),
      ...(origin !== undefined ? { origin } : {}),
    }),
    createXsrfMiddleware({
      ...(origin !== undefined ? { origin } : {}),
      ...(options.readCookies ? { readCookies: options.readCookies } : {}),
    }),
    createErrorMiddleware({
      ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
      ...(options.onMaintenance ? { onMaintenance: options.onMaintenance } : {}),
    }),
  );

  const id = (value: number) => ({ params: { path: { id: value } } });

  const getTheme: ApiClient['themes']['get'] = (qName, o) =>
    settle(
      () => raw.GET('/api/v2/client-themes/', { ...requestInit(o), params: { query: { qName } } }),
      o?.signal,
    );

  return {
    raw,
    auth: {
      login: (body, o) =>
        settle(() => raw.POST('/auth/login', { ...requestInit(o), body }), o?.signal),
      register: (body, o) =>
        settle(() => raw.POST('/auth/register', { ...requestInit(o), body }), o?.signal),
      logout: (o) => settle(() => raw.POST('/auth/logout', requestInit(o)), o?.signal),
      retrievePassword: (body, o) =>
        settle(() => raw.POST('/auth/retrievePassword', { ...requestInit(o), body }), o?.signal),
      resetPassword: (body, o) =>
        settle(() => raw.POST('/auth/resetPassword', { ...requestInit(o), body }), o?.signal),
      checkUserToken: (query, o) =>
        settle(
          () => raw.GET('/auth/checkUserToken', { ...requestInit(o), params: { query } }),
          o?.signal,
        ),
      getGroupList: (query, o) =>
        settle(
          () => raw.GET('/auth/getGroupList', { ...requestInit(o), params: { query } }),
          o?.signal,
        ),
      checkClientToken: (query, o) =>
        settle(
          () => raw.GET('/auth/checkClientToken', { ...requestInit(o), params: { query } }),
          o?.signal,
        ),
    },
    profile: {
      get: (o) => settle(() => raw.GET('/api/profile', requestInit(o)), o?.signal),
    },
    clients: {
      get: (clientId, o) =>
        settle(
          () => raw.GET('/api/clients/{id}', { ...requestInit(o), ...id(clientId) }),
          o?.signal,
        ),
      update: (clientId, body, o) =>
        settle(
          () => raw.PUT('/api/clients/{id}', { ...requestInit(o), ...id(clientId), body }),
          o?.signal,
        ),
      create: (body, o) =>
        settle(() => raw.POST('/api/clients', { ...requestInit(o), body }), o?.signal),
      checkValidity: (clientId, o) =>
        settle(
          () => raw.GET('/api/clients/{id}/checkValidity', { ...requestInit(o), ...id(clientId) }),
          o?.signal,
        ),
      toggleApprobation: (clientId, body, o) =>
        settle(
          () =>
            raw.PUT('/api/clients/{id}/toggleApprobation', {
              ...requestInit(o),
              ...id(clientId),
              body,
            }),
          o?.signal,
        ),
      getActiveCommercialOffer: (clientId, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/{id}/commercial-offer/active', {
              ...requestInit(o),
              ...id(clientId),
            }),
          o?.signal,
        ),
      getSponsorshipCommercialOffer: (o) =>
        settle(
          () => raw.GET('/api/v2/clients/commercial-offer/sponsorship', requestInit(o)),
          o?.signal,
        ),
      getFleetManagementDashboard: (clientId, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/{id}/fleet-management-dashboard', {
              ...requestInit(o),
              ...id(clientId),
            }),
          o?.signal,
        ),
      getAllFleetManagementDashboard: (o) =>
        settle(
          () => raw.GET('/api/v2/clients/fleet-management-dashboard', requestInit(o)),
          o?.signal,
        ),
      getGroupFleetManagementDashboard: (groupId, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/group/{id}/fleet-management-dashboard', {
              ...requestInit(o),
              ...id(groupId),
            }),
          o?.signal,
        ),
      postEligibleEmployees: (clientId, body, o) =>
        settle(
          () =>
            raw.POST('/api/v2/clients/{id}/eligible-employees', {
              ...requestInit(o),
              ...id(clientId),
              body,
            }),
          o?.signal,
        ),
      getMonthlyRents: (clientId, query, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/{id}/monthly-rents', {
              ...requestInit(o),
              params: { path: { id: clientId }, query: query ?? {} },
            }),
          o?.signal,
        ),
      // Spec section 7: the client travels in a JSON `filter` parameter, clientIds as a JSON array.
      listAllowedDomains: (clientId, o) =>
        settle(
          () =>
            raw.GET('/api/clientAllowedDomains', {
              ...requestInit(o),
              params: { query: { filter: JSON.stringify({ clientId }) } },
            }),
          o?.signal,
        ),
      deleteAllowedDomain: (domainId, o) =>
        settle(
          () =>
            raw.DELETE('/api/clientAllowedDomains/{id}', { ...requestInit(o), ...id(domainId) }),
          o?.signal,
        ),
      createAllowedDomain: (body, o) =>
        settle(() => raw.POST('/api/clientAllowedDomains', { ...requestInit(o), body }), o?.signal),
      getAgreementsReady: (clientId, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/{id}/agreementsReady', { ...requestInit(o), ...id(clientId) }),
          o?.signal,
        ),
      getAgreementsReadyMultiClient: (clientIds, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/getAgreementsReadyMultiClient', {
              ...requestInit(o),
              params: { query: { clientIds: JSON.stringify(clientIds) } },
            }),
          o?.signal,
        ),
      getInvoices: (clientId, o) =>
        settle(
          () => raw.GET('/api/v2/clients/{id}/invoices', { ...requestInit(o), ...id(clientId) }),
          o?.signal,
        ),
      getSubsidiaries: (clientId, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/{id}/groupClient/subsidiaries', {
              ...requestInit(o),
              ...id(clientId),
            }),
          o?.signal,
        ),
      getEmployerContributionAndFmdValue: (clientId, o) =>
        settle(
          () =>
            raw.GET('/api/v2/clients/{id}/employer-contribution-and-fmd-value', {
              ...requestInit(o),
              ...id(clientId),
            }),
          o?.signal,
        ),
      getTheme,
      getBannerLink: (clientId, o) =>
        settle(
          () => raw.GET('/api/v2/clients/{id}/banner-link', { ...requestInit(o), ...id(clientId) }),
          o?.signal,
        ),
    },
    themes: { get: getTheme },
  };
}
