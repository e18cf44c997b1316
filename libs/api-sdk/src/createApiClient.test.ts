import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, hangingFetch, json, origin } from '../tests/fakeFetch';
import { createApiClient, type ApiClient } from './createApiClient';
import type { ApiResult } from './result';

const profile = {
  id: 42,
  role: 'rider',
  isGroupClient: false,
  language: 'fr',
  clientTheme: null,
  isApproved: true,
  rights: null,
  retailer: null,
  clientId: 7,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@acme.fr',
} as const;

function setup(respond: (request: Request) => Response | Promise<Response> = () => json({})) {
  const { fetch, requests } = fakeFetch(respond);
  const onUnauthorized = vi.fn();
  const onMaintenance = vi.fn();
  const client = createApiClient({
    baseUrl: origin,
    origin,
    fetch,
    getToken: () => 'tok',
    onUnauthorized,
    onMaintenance,
    readCookies: () => 'XSRF-TOKEN=xs',
  });
  return { client, requests, onUnauthorized, onMaintenance };
}

async function bodyOf(request: Request | undefined): Promise<unknown> {
  const text = await request?.clone().text();
  return text ? JSON.parse(text) : undefined;
}

function target(request: Request | undefined): string {
  if (!request) return 'no request';
  const url = new URL(request.url);
  return `${request.method} ${decodeURIComponent(url.pathname + url.search)}`;
}

describe('createApiClient: one typed function per call of spec section 7', () => {
  const cases: Array<[string, (client: ApiClient) => Promise<unknown>, string, unknown]> = [
    [
      'auth.login',
      (c) => c.auth.login({ email: 'a@b.fr', password: 'x' }),
      'POST /auth/login',
      { email: 'a@b.fr', password: 'x' },
    ],
    [
      'auth.register',
      (c) =>
        c.auth.register({
          email: 'a@b.fr',
          password: 'velo-au-boulot',
          firstName: 'A',
          lastName: 'B',
          language: 'fr',
          termsAccepted: true,
          newsletterOptIn: false,
          marketingOptIn: true,
        }),
      'POST /auth/register',
      {
        email: 'a@b.fr',
        password: 'velo-au-boulot',
        firstName: 'A',
        lastName: 'B',
        language: 'fr',
        termsAccepted: true,
        newsletterOptIn: false,
        marketingOptIn: true,
      },
    ],
    ['auth.logout', (c) => c.auth.logout(), 'POST /auth/logout', undefined],
    [
      'auth.retrievePassword',
      (c) => c.auth.retrievePassword({ email: 'a@b.fr' }),
      'POST /auth/retrievePassword',
      { email: 'a@b.fr' },
    ],
    [
      'auth.resetPassword',
      (c) => c.auth.resetPassword({ token: 't', password: 'p'.repeat(10) }),
      'POST /auth/resetPassword',
      { token: 't', password: 'pppppppppp' },
    ],
    [
      'auth.confirmEmail',
      (c) => c.auth.confirmEmail({ token: 'k' }),
      'POST /auth/confirmEmail',
      { token: 'k' },
    ],
    [
      'auth.checkUserToken',
      (c) => c.auth.checkUserToken({ token: 'a b' }),
      'GET /auth/checkUserToken?token=a b',
      undefined,
    ],
    [
      'auth.getGroupList by qName',
      (c) => c.auth.getGroupList({ qName: 'acme', like: 'Ly' }),
      'GET /auth/getGroupList?qName=acme&like=Ly',
      undefined,
    ],
    [
      'auth.getGroupList by id',
      (c) => c.auth.getGroupList({ groupClientId: 3, inviteToken: 'inv' }),
      'GET /auth/getGroupList?groupClientId=3&inviteToken=inv',
      undefined,
    ],
    [
      'auth.checkClientToken',
      (c) => c.auth.checkClientToken({ qName: 'acme', inviteToken: 'inv' }),
      'GET /auth/checkClientToken?qName=acme&inviteToken=inv',
      undefined,
    ],
    [
      'auth.findCompany',
      (c) => c.auth.findCompany({ search: 'lea.martin@acme.fr' }),
      'POST /auth/findCompany',
      { search: 'lea.martin@acme.fr' },
    ],
    ['profile.get', (c) => c.profile.get(), 'GET /api/profile', undefined],
    [
      'profile.chooseGroupCompany',
      (c) => c.profile.chooseGroupCompany({ clientId: 4 }),
      'PUT /api/profile/company',
      { clientId: 4 },
    ],
    ['clients.get', (c) => c.clients.get(7), 'GET /api/clients/7', undefined],
    [
      'clients.checkValidity',
      (c) => c.clients.checkValidity(7),
      'GET /api/clients/7/checkValidity',
      undefined,
    ],
    [
      'clients.toggleApprobation',
      (c) => c.clients.toggleApprobation(7, { approbation: false }),
      'PUT /api/clients/7/toggleApprobation',
      { approbation: false },
    ],
    [
      'clients.getActiveCommercialOffer',
      (c) => c.clients.getActiveCommercialOffer(7),
      'GET /api/v2/clients/7/commercial-offer/active',
      undefined,
    ],
    [
      'clients.getSponsorshipCommercialOffer',
      (c) => c.clients.getSponsorshipCommercialOffer(),
      'GET /api/v2/clients/commercial-offer/sponsorship',
      undefined,
    ],
    [
      'clients.getFleetManagementDashboard',
      (c) => c.clients.getFleetManagementDashboard(7),
      'GET /api/v2/clients/7/fleet-management-dashboard',
      undefined,
    ],
    [
      'clients.getAllFleetManagementDashboard',
      (c) => c.clients.getAllFleetManagementDashboard(),
      'GET /api/v2/clients/fleet-management-dashboard',
      undefined,
    ],
    [
      'clients.getGroupFleetManagementDashboard',
      (c) => c.clients.getGroupFleetManagementDashboard(3),
      'GET /api/v2/clients/group/3/fleet-management-dashboard',
      undefined,
    ],
    [
      'clients.postEligibleEmployees',
      (c) => c.clients.postEligibleEmployees(7, { employees: [{ email: 'a@b.fr' }] }),
      'POST /api/v2/clients/7/eligible-employees',
      { employees: [{ email: 'a@b.fr' }] },
    ],
    [
      'clients.getMonthlyRents',
      (c) => c.clients.getMonthlyRents(7, { equipments: true }),
      'GET /api/v2/clients/7/monthly-rents?equipments=true',
      undefined,
    ],
    [
      'clients.getMonthlyRents without query',
      (c) => c.clients.getMonthlyRents(7),
      'GET /api/v2/clients/7/monthly-rents',
      undefined,
    ],
    [
      'clients.listAllowedDomains',
      (c) => c.clients.listAllowedDomains(7),
      'GET /api/clientAllowedDomains?filter={"clientId":7}',
      undefined,
    ],
    [
      'clients.deleteAllowedDomain',
      (c) => c.clients.deleteAllowedDomain(3),
      'DELETE /api/clientAllowedDomains/3',
      undefined,
    ],
    [
      'clients.createAllowedDomain',
      (c) => c.clients.createAllowedDomain({ domain: 'acme.fr', clientId: 7 }),
      'POST /api/clientAllowedDomains',
      { domain: 'acme.fr', clientId: 7 },
    ],
    [
      'clients.getAgreementsReady',
      (c) => c.clients.getAgreementsReady(7),
      'GET /api/v2/clients/7/agreementsReady',
      undefined,
    ],
    [
      'clients.getAgreementsReadyMultiClient',
      (c) => c.clients.getAgreementsReadyMultiClient([1, 2]),
      'GET /api/v2/clients/getAgreementsReadyMultiClient?clientIds=[1,2]',
      undefined,
    ],
    [
      'clients.getInvoices',
      (c) => c.clients.getInvoices(7),
      'GET /api/v2/clients/7/invoices',
      undefined,
    ],
    [
      'clients.getSubsidiaries',
      (c) => c.clients.getSubsidiaries(7),
      'GET /api/v2/clients/7/groupClient/subsidiaries',
      undefined,
    ],
    [
      'clients.getEmployerContributionAndFmdValue',
      (c) => c.clients.getEmployerContributionAndFmdValue(7),
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value',
      undefined,
    ],
    [
      'clients.getTheme',
      (c) => c.clients.getTheme('acme'),
      'GET /api/v2/client-themes/?qName=acme',
      undefined,
    ],
    ['themes.get', (c) => c.themes.get('acme'), 'GET /api/v2/client-themes/?qName=acme', undefined],
    [
      'clients.getBannerLink',
      (c) => c.clients.getBannerLink(7),
      'GET /api/v2/clients/7/banner-link',
      undefined,
    ],
  ];

  const clientInput = {
    name: 'Acme',
    qName: 'acme',
    isService: false,
    isPartner: false,
    isECommerceRetailer: false,
    email: 'rh@acme.fr',
    mobilePhone: '+33612345678',
    postalCode: '75011',
    siret: '12345678900017',
    siren: '123456789',
    vatIdentifier: null,
  };
  cases.push(
    ['clients.create', (c) => c.clients.create(clientInput), 'POST /api/clients', clientInput],
    ['clients.update', (c) => c.clients.update(7, clientInput), 'PUT /api/clients/7', clientInput],
  );

  it.each(cases)('%s sends %2$s', async (_name, call, expected, body) => {
    const { client, requests } = setup();
    await call(client);
    expect(requests).toHaveLength(1);
    expect(target(requests[0])).toBe(expected);
    expect(await bodyOf(requests[0])).toEqual(body);
  });

  it('sends the JSON array of getAgreementsReadyMultiClient in one query parameter', async () => {
    const { client, requests } = setup(() => json([]));
    await client.clients.getAgreementsReadyMultiClient([7, 8, 9]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.getAll('clientIds')).toEqual(['[7,8,9]']);
  });
});

describe('createApiClient: results', () => {
  it('resolves a 2xx to ok with the parsed body', async () => {
    const { client } = setup(() => json(profile));
    const result = await client.profile.get();
    expect(result).toEqual({ ok: true, status: 200, data: profile });
  });

  it('treats 200-299 as success, empty bodies included', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(await client.auth.logout()).toEqual({ ok: true, status: 204, data: undefined });
    const accepted = setup(() => new Response('', { status: 202 }));
    expect(await accepted.client.auth.logout()).toEqual({ ok: true, status: 202, data: undefined });
  });

  it('gives the typed error body of a non-2xx JSON answer', async () => {
    const error = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' };
    const { client } = setup(() => json(error, 401));
    const result = await client.auth.login({ email: 'a@b.fr', password: 'x' });
    expect(result).toEqual({ ok: false, kind: 'http', status: 401, error });
    if (!result.ok && result.kind === 'http') {
      // The code is typed from the contract's ErrorCode.
      const code: 'INVALID_CREDENTIALS' | string | undefined = result.error?.code;
      expect(code).toBe('INVALID_CREDENTIALS');
    }
  });

  it.each([
    [
      'an HTML page',
      new Response('<html><body>Bad gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    ],
    ['an empty body', new Response(null, { status: 500 })],
    [
      'an empty body with Content-Length 0',
      new Response('', { status: 404, headers: { 'Content-Length': '0' } }),
    ],
    ['JSON that is not an ErrorBody', json({ error: 'nope' }, 400)],
    [
      'truncated JSON',
      new Response('{"code":', { status: 400, headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('reports %s on a non-2xx answer without crashing', async (_name, response) => {
    const { client } = setup(() => response);
    const result = await client.profile.get();
    expect(result).toEqual({ ok: false, kind: 'http', status: response.status, error: undefined });
  });

  it('turns a network failure into the synthetic 500 of spec section 8', async () => {
    const { client, onMaintenance, onUnauthorized } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.profile.get()).toEqual({
      ok: false,
      kind: 'network',
      status: 500,
      error: undefined,
    });
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a request that cannot be set up into the synthetic 500', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createApiClient({ baseUrl: 'not a url', origin, fetch });
    expect(await client.profile.get()).toEqual({
      ok: false,
      kind: 'network',
      status: 500,
      error: undefined,
    });
    const badHeader = createApiClient({ baseUrl: origin, origin, fetch });
    expect(await badHeader.profile.get({ headers: { 'X-Bad': 'line\nbreak' } })).toMatchObject({
      kind: 'network',
      status: 500,
    });
    expect(requests).toHaveLength(0);
  });

  it('turns a 2xx whose body is not JSON into the synthetic 500 rather than a crash', async () => {
    const { client } = setup(() => new Response('<html>login</html>', { status: 200 }));
    expect(await client.profile.get()).toEqual({
      ok: false,
      kind: 'network',
      status: 500,
      error: undefined,
    });
  });

  it('reports a call its caller aborted as aborted, before or during the request', async () => {
    const { fetch } = hangingFetch();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: origin, origin, fetch, onUnauthorized });
    const controller = new AbortController();
    const pending = client.profile.get({ signal: controller.signal });
    controller.abort();
    const aborted: ApiResult<unknown> = { ok: false, kind: 'aborted', status: 0, error: undefined };
    expect(await pending).toEqual(aborted);
    expect(await client.profile.get({ signal: controller.signal })).toEqual(aborted);
    expect(await client.profile.get({ signal: AbortSignal.timeout(1) })).toEqual(aborted);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('never rejects, even when the fetch throws something odd', async () => {
    const { client } = setup(() => {
      throw 'not an error';
    });
    await expect(client.clients.get(1)).resolves.toMatchObject({ ok: false, kind: 'network' });
  });
});

describe('createApiClient: session rules', () => {
  it('sends the bearer token and the XSRF header where the rules say', async () => {
    const { client, requests } = setup();
    await client.profile.get();
    await client.clients.toggleApprobation(7, { approbation: true });
    await client.auth.login({ email: 'a@b.fr', password: 'x' });
    await client.auth.logout();
    const headers = requests.map((r) => [
      r.headers.get('Authorization'),
      r.headers.get('X-XSRF-TOKEN'),
    ]);
    expect(headers).toEqual([
      ['Bearer tok', null],
      ['Bearer tok', 'xs'],
      [null, 'xs'],
      ['Bearer tok', 'xs'],
    ]);
  });

  it('sends no Authorization without getToken, even with a token in storage', async () => {
    const { fetch, requests } = fakeFetch(() => json(profile));
    vi.stubGlobal('sessionStorage', { getItem: () => 'from-session' });
    vi.stubGlobal('localStorage', { getItem: () => 'from-local' });
    const client = createApiClient({ baseUrl: origin, origin, fetch });
    await client.profile.get();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds the extra headers a caller gives, on post too (spec section 7)', async () => {
    const { client, requests } = setup();
    await client.auth.login({ email: 'a@b.fr', password: 'x' }, { headers: { 'X-Captcha': 'c1' } });
    await client.profile.get({ headers: { 'Accept-Language': 'en' } });
    expect(requests[0]?.headers.get('X-Captcha')).toBe('c1');
    expect(requests[1]?.headers.get('Accept-Language')).toBe('en');
  });

  it('calls onUnauthorized once for ten parallel 401s, never for /auth/', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ code: 'UNAUTHORIZED', message: 'no' }, 401),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.clients.get(i + 1)),
    );
    expect(results.every((r) => !r.ok && r.status === 401)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await client.auth.login({ email: 'a@b.fr', password: 'x' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onMaintenance on a 503 and still resolves the result', async () => {
    const { client, onMaintenance } = setup(
      () => new Response('<h1>Maintenance</h1>', { status: 503 }),
    );
    expect(await client.profile.get()).toEqual({
      ok: false,
      kind: 'http',
      status: 503,
      error: undefined,
    });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('lets a consumer add a middleware of its own on raw', async () => {
    const { client, requests } = setup(() => json(profile));
    client.raw.use({
      onRequest({ request }) {
        request.headers.set('X-Request-Id', 'r-1');
        return request;
      },
    });
    await client.profile.get();
    expect(requests[0]?.headers.get('X-Request-Id')).toBe('r-1');
  });
});
