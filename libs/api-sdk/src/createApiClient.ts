import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './authMiddleware';
import { createErrorMiddleware } from './errorMiddleware';
import type { components, paths } from './generated/api';
import { settle, type ApiResult, type CallOptions } from './result';
import { createXsrfMiddleware } from './xsrfMiddleware';

type Schemas = components['schemas'];

export interface ApiClientOptions {
  /** Where the API lives: `''` or the page's origin for the rider app, an absolute URL otherwise. */
  baseUrl: string;
  /**
   * The session token, read at each request. The SDK never reads storage itself: the session owner
   * passes its reader (`@velo/auth` does). Without it, no Authorization header is sent.
   */
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

/**
 * The `getGroupList` query: a group's qName (with an optional name filter), or its id with the
 * group's invitation token; exactly one of the two (the server answers 400 to neither or both).
 */
export type GroupListQuery =
  | { qName: string; like?: string; groupClientId?: never; inviteToken?: never }
  | { groupClientId: number; inviteToken: string; qName?: never; like?: never };

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
    /** Confirms a new account's e-mail address with the key of the link e-mailed at registration. */
    confirmEmail(
      body: Schemas['EmailConfirmationBody'],
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
    /**
     * The company of a work e-mail or a name, for a rider without an invitation link: its qName and
     * a `registrationToken` to use as the invitation token; 404 `NO_MATCH` otherwise.
     */
    findCompany(
      body: Schemas['CompanySearch'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['CompanyMatch']>>;
  };
  profile: {
    get(options?: CallOptions): Promise<ApiResult<Schemas['Profile']>>;
    /** A group-affiliated rider chooses the group company that employs them: the new profile. */
    chooseGroupCompany(
      body: Schemas['GroupCompanyChoice'],
      options?: CallOptions,
    ): Promise<ApiResult<Schemas['Profile']>>;
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
    /** The first page of the client's invoices, newest month first (`fleetInvoicesApi` pages). */
    getInvoices(id: number, options?: CallOptions): Promise<ApiResult<Schemas['InvoicePage']>>;
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
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read at call time rather than captured, so a test or an app that swaps globalThis.fetch later
    // is honoured when no fetch was given.
    fetch: options.fetch ?? ((input) => globalThis.fetch(input)),
  });
  // Each middleware picks its own options (getToken, origin, readCookies, the callbacks) out of these.
  raw.use(
    createAuthMiddleware(options),
    createXsrfMiddleware(options),
    createErrorMiddleware(options),
  );

  const path = (id: number) => ({ path: { id } });
  const getTheme: ApiClient['themes']['get'] = (qName, o) =>
    settle(o, (i) => raw.GET('/api/v2/client-themes/', { ...i, params: { query: { qName } } }));

  return {
    raw,
    auth: {
      login: (body, o) => settle(o, (i) => raw.POST('/auth/login', { ...i, body })),
      register: (body, o) => settle(o, (i) => raw.POST('/auth/register', { ...i, body })),
      logout: (o) => settle(o, (i) => raw.POST('/auth/logout', i)),
      retrievePassword: (body, o) =>
        settle(o, (i) => raw.POST('/auth/retrievePassword', { ...i, body })),
      resetPassword: (body, o) => settle(o, (i) => raw.POST('/auth/resetPassword', { ...i, body })),
      confirmEmail: (body, o) => settle(o, (i) => raw.POST('/auth/confirmEmail', { ...i, body })),
      checkUserToken: (query, o) =>
        settle(o, (i) => raw.GET('/auth/checkUserToken', { ...i, params: { query } })),
      getGroupList: (query, o) =>
        settle(o, (i) => raw.GET('/auth/getGroupList', { ...i, params: { query } })),
      checkClientToken: (query, o) =>
        settle(o, (i) => raw.GET('/auth/checkClientToken', { ...i, params: { query } })),
      findCompany: (body, o) => settle(o, (i) => raw.POST('/auth/findCompany', { ...i, body })),
    },
    profile: {
      get: (o) => settle(o, (i) => raw.GET('/api/profile', i)),
      chooseGroupCompany: (body, o) =>
        settle(o, (i) => raw.PUT('/api/profile/company', { ...i, body })),
    },
    clients: {
      get: (id, o) => settle(o, (i) => raw.GET('/api/clients/{id}', { ...i, params: path(id) })),
      update: (id, body, o) =>
        settle(o, (i) => raw.PUT('/api/clients/{id}', { ...i, params: path(id), body })),
      create: (body, o) => settle(o, (i) => raw.POST('/api/clients', { ...i, body })),
      checkValidity: (id, o) =>
        settle(o, (i) => raw.GET('/api/clients/{id}/checkValidity', { ...i, params: path(id) })),
      toggleApprobation: (id, body, o) =>
        settle(o, (i) =>
          raw.PUT('/api/clients/{id}/toggleApprobation', { ...i, params: path(id), body }),
        ),
      getActiveCommercialOffer: (id, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/{id}/commercial-offer/active', { ...i, params: path(id) }),
        ),
      getSponsorshipCommercialOffer: (o) =>
        settle(o, (i) => raw.GET('/api/v2/clients/commercial-offer/sponsorship', i)),
      getFleetManagementDashboard: (id, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/{id}/fleet-management-dashboard', { ...i, params: path(id) }),
        ),
      getAllFleetManagementDashboard: (o) =>
        settle(o, (i) => raw.GET('/api/v2/clients/fleet-management-dashboard', i)),
      getGroupFleetManagementDashboard: (groupId, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/group/{id}/fleet-management-dashboard', {
            ...i,
            params: path(groupId),
          }),
        ),
      postEligibleEmployees: (id, body, o) =>
        settle(o, (i) =>
          raw.POST('/api/v2/clients/{id}/eligible-employees', { ...i, params: path(id), body }),
        ),
      getMonthlyRents: (id, query, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/{id}/monthly-rents', {
            ...i,
            params: { ...path(id), query: query ?? {} },
          }),
        ),
      // Spec section 7: the client travels in a JSON `filter` parameter, clientIds as a JSON array.
      listAllowedDomains: (clientId, o) =>
        settle(o, (i) =>
          raw.GET('/api/clientAllowedDomains', {
            ...i,
            params: { query: { filter: JSON.stringify({ clientId }) } },
          }),
        ),
      deleteAllowedDomain: (id, o) =>
        settle(o, (i) => raw.DELETE('/api/clientAllowedDomains/{id}', { ...i, params: path(id) })),
      createAllowedDomain: (body, o) =>
        settle(o, (i) => raw.POST('/api/clientAllowedDomains', { ...i, body })),
      getAgreementsReady: (id, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/{id}/agreementsReady', { ...i, params: path(id) }),
        ),
      getAgreementsReadyMultiClient: (clientIds, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/getAgreementsReadyMultiClient', {
            ...i,
            params: { query: { clientIds: JSON.stringify(clientIds) } },
          }),
        ),
      getInvoices: (id, o) =>
        settle(o, (i) => raw.GET('/api/v2/clients/{id}/invoices', { ...i, params: path(id) })),
      getSubsidiaries: (id, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/{id}/groupClient/subsidiaries', { ...i, params: path(id) }),
        ),
      getEmployerContributionAndFmdValue: (id, o) =>
        settle(o, (i) =>
          raw.GET('/api/v2/clients/{id}/employer-contribution-and-fmd-value', {
            ...i,
            params: path(id),
          }),
        ),
      getTheme,
      getBannerLink: (id, o) =>
        settle(o, (i) => raw.GET('/api/v2/clients/{id}/banner-link', { ...i, params: path(id) })),
    },
    themes: { get: getTheme },
  };
}
