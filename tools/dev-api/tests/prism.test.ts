/**
 * The contract checked by a standard validator: Stoplight Prism (`prism proxy --errors`) in front of
 * the dev API validates every request against openapi/bundled/openapi.json, forwards it, and
 * validates the answer. Every operation of the contract goes through it with a valid request (signed
 * in as a demo persona with the right rights), with at least one invalid input the server refuses
 * (or, for the calls that cannot fail, answers as designed), and, when it takes input, with one
 * request the contract itself forbids, which Prism must refuse and the dev API must refuse too.
 *
 * Fails on any violation Prism reports (its 422/500 problem bodies and the `sl-violations` header),
 * on any answer Prism makes itself instead of the server, on any 5xx, and, in the coverage check, on
 * any operation of the bundled contract that was not exercised each way.
 *
 * Prism reads the contract from the local file (all its references are internal), talks only to the
 * dev API on 127.0.0.1 and has no telemetry: nothing leaves the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAccountPersonas } from '../src/accountSeed.ts';
import { resetAccountApprovals } from '../src/accountApprovalsSeed.ts';
import { Contract, bundledDocumentPath } from '../src/contract.ts';
import { resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import { resetDemoProposals } from '../src/proposalsSeed.ts';
import { resetRentalPersonas } from '../src/rentalsSeed.ts';
import { resetSponsorship } from '../src/sponsorshipSeed.ts';
import { resetIncidents } from '../src/incidentsSeed.ts';
import { acmeInviteToken, demoPassword, holdingInviteToken } from '../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { addCalendarDays } from '@velo/leasing';
import { parisNow } from '../src/stores/time.ts';
import { logIn, openBrowser, type Browser } from './browser.ts';

const prismBin = join(import.meta.dirname, '../../../node_modules/.bin/prism');
const contract = Contract.load();
const unknownId = 987_654;

interface Violation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

interface Exchange {
  method: string;
  path: string;
  status: number;
  /** From the `sl-violations` header and from a Prism problem body. */
  violations: Violation[];
  /** The `type` of a problem body Prism made itself (the request never reached the server). */
  prismError: string | undefined;
}

type Kind = 'valid' | 'invalid' | 'refused by the contract';

interface Tagged {
  exchange: Exchange;
  operationId: string;
  kind: Kind;
}

let server: RunningDevApi;
let prism: ChildProcess | undefined;
let prismUrl: string;
let prismLog = '';
const exchanges: Exchange[] = [];
const tagged: Tagged[] = [];
/** operationId → statuses the dev API answered (through Prism or not). */
const upstream = new Map<string, number[]>();
const resetTokens: string[] = [];
/** The keys of the e-mail confirmation links sent at registration. */
const confirmationKeys: string[] = [];
const signatureCodes: string[] = [];

let rider: Browser;
let manager: Browser;
let admin: Browser;
let group: Browser;
let acmeId: number;
let holdingId: number;
let nantesId: number;

async function observe(request: Request, response: Response) {
  const violations: Violation[] = [];
  const header = response.headers.get('sl-violations');
  if (header) violations.push(...(JSON.parse(header) as Violation[]));
  let prismError: string | undefined;
  if ((response.headers.get('content-type') ?? '').startsWith('application/problem+json')) {
    const problem = (await response.json()) as { type?: string; validation?: Violation[] };
    if (problem.type?.startsWith('https://stoplight.io/prism/errors#')) prismError = problem.type;
    violations.push(...(problem.validation ?? []));
  }
  const url = new URL(request.url);
  exchanges.push({
    method: request.method,
    path: `${url.pathname}${url.search}`,
    status: response.status,
    violations,
    prismError,
  });
}

const through = (token?: string | null) => {
  const browser = openBrowser(prismUrl, observe);
  browser.token = token ?? null;
  return browser;
};

/**
 * One request through Prism, tagged with the operation it is meant for; returns the status and the
 * JSON body (undefined when empty).
 */
async function send(
  browser: Browser,
  operationId: string,
  kind: Kind,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const before = upstream.get(operationId)?.length ?? 0;
  const response = await browser.fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const exchange = exchanges.at(-1);
  if (!exchange) throw new Error('no exchange observed');
  tagged.push({ exchange, operationId, kind });
  // A request Prism let through must have reached the operation it was meant for.
  if (exchange.prismError === undefined) {
    expect(upstream.get(operationId)?.length ?? 0, `${operationId}: ${path}`).toBe(before + 1);
  }
  const text = await response.text();
  return {
    status: response.status,
    // A document's PDF is no JSON: its body is not read as such.
    body:
      text === '' || !(response.headers.get('content-type') ?? '').includes('json')
        ? undefined
        : (JSON.parse(text) as Record<string, unknown>),
  };
}

/**
 * A request the contract forbids (bad path, query or body): Prism must refuse it with 422 naming a
 * request location, and the dev API, asked directly with the same credentials, with a 400.
 */
async function refused(
  browser: Browser,
  operationId: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const result = await send(browser, operationId, 'refused by the contract', path, init);
  expect(result.status, `${operationId} ${path}`).toBe(422);
  const direct = openBrowser(server.url);
  direct.token = browser.token;
  for (const [name, value] of browser.cookies) direct.cookies.set(name, value);
  const response = await direct.fetch(path, {
    method: init.method ?? 'GET',
    ...(init.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${operationId} ${path} straight to the dev API`).toBe(400);
}

function expectStatus(result: { status: number; body?: unknown }, status: number, code?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  if (code !== undefined) expect((result.body as { code?: string }).code).toBe(code);
}

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(sql);
  return id;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPrism(deadline: number) {
  for (;;) {
    if (prism?.exitCode !== null) throw new Error(`Prism exited:\n${prismLog}`);
    try {
      // Any answer (here Prism's own 404: no such path in the contract) means it listens.
      await fetch(`${prismUrl}/__prism-ready`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Prism did not start:\n${prismLog}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

beforeAll(async () => {
  server = await startDevApi({
    // Prism alone judges the answers here: the dev API's own check (tests/contract.test.ts) would
    // turn a bad answer into a 500 before Prism could see it.
    validateResponses: false,
    settings: {
      onPasswordResetLink: (_email, _link, token) => resetTokens.push(token),
      onEmailConfirmationLink: (_email, link) =>
        confirmationKeys.push(new URL(link).searchParams.get('key') ?? ''),
      onSignatureCode: ({ code }) => signatureCodes.push(code),
    },
    onResponse: (operationId, status) => {
      upstream.set(operationId, [...(upstream.get(operationId) ?? []), status]);
    },
  });
  const port = await freePort();
  prismUrl = `http://127.0.0.1:${port}`;
  prism = spawn(
    prismBin,
    [
      'proxy',
      bundledDocumentPath,
      server.url,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--verboseLevel',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stdout?.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  prism.stderr?.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  await waitForPrism(Date.now() + 90_000);
  exchanges.length = 0;

  const signIn = (email: string) => logIn(prismUrl, email, demoPassword, observe);
  [rider, manager, admin, group] = await Promise.all([
    signIn('rider@acme.test'),
    signIn('manager@acme.test'),
    signIn('admin@velo.test'),
    signIn('group@holding.test'),
  ]);
  const clientId = (qName: string) => idOf('select id from clients where q_name = $1', [qName]);
  [acmeId, holdingId, nantesId] = await Promise.all([
    clientId('acme'),
    clientId('holding'),
    clientId('holding-nantes'),
  ]);
}, 180_000);

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const exited = once(prism, 'exit');
    prism.kill('SIGTERM');
    const timer = setTimeout(() => prism?.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  await server?.close();
});

const companyForm = {
  name: 'Cycles Prism',
  qName: 'cycles-prism',
  groupClientId: null,
  isService: false,
  isPartner: false,
  isECommerceRetailer: false,
  email: 'contact@cycles-prism.test',
  mobilePhone: '+33611223344',
  postalCode: '69002',
  siret: '39489521700018',
  siren: '394895217',
  vatIdentifier: 'FR12394895217',
};

const registration = {
  password: 'un-vrai-mot-de-passe',
  firstName: 'Zoé',
  lastName: 'Marchand',
  language: 'fr',
  termsAccepted: true,
  newsletterOptIn: false,
  marketingOptIn: false,
};

describe('every operation through Prism', () => {
  it('login', async () => {
    const body = { email: 'rider@acme.test', password: demoPassword };
    expectStatus(
      await send(through(), 'login', 'valid', '/auth/login', { method: 'POST', body }),
      200,
    );
    expectStatus(
      await send(through(), 'login', 'invalid', '/auth/login', {
        method: 'POST',
        body: { ...body, password: 'pas-le-bon-mot-de-passe' },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
    await refused(through(), 'login', '/auth/login', {
      method: 'POST',
      body: { email: 'pas-un-email', password: 'x' },
    });
  });

  it('register', async () => {
    const body = {
      ...registration,
      email: 'zoe.prism@acme.test',
      qName: 'acme',
      inviteToken: acmeInviteToken,
    };
    expectStatus(
      await send(through(), 'register', 'valid', '/auth/register', { method: 'POST', body }),
      201,
    );
    expectStatus(
      await send(through(), 'register', 'invalid', '/auth/register', { method: 'POST', body }),
      409,
      'EMAIL_TAKEN',
    );
    expectStatus(
      await send(through(), 'register', 'invalid', '/auth/register', {
        method: 'POST',
        body: { ...body, email: 'autre.prism@acme.test', inviteToken: 'pas-la-bonne' },
      }),
      400,
      'TOKEN_INVALID',
    );
    await refused(through(), 'register', '/auth/register', {
      method: 'POST',
      body: { ...body, email: 'x'.repeat(250) + '@acme.test', termsAccepted: false },
    });
    // A new link for the new account (issue 26): it replaces the first, and confirms the address.
    const first = confirmationKeys.at(-1) ?? '';
    expect(first).not.toBe('');
    const zoe = await logIn(prismUrl, body.email, body.password, observe);
    const resend = (kind: 'valid' | 'invalid') =>
      send(zoe, 'resendEmailConfirmation', kind, '/api/v2/account/email-confirmation', {
        method: 'POST',
      });
    expectStatus(await resend('valid'), 204);
    const key = confirmationKeys.at(-1) ?? '';
    expect(key).not.toBe(first);
    const confirm = (kind: 'valid' | 'invalid', token: string) =>
      send(through(), 'confirmEmail', kind, '/auth/confirmEmail', {
        method: 'POST',
        body: { token },
      });
    expectStatus(await confirm('invalid', first), 400, 'TOKEN_INVALID');
    expectStatus(await confirm('valid', key), 204);
    expectStatus(await confirm('invalid', key), 400, 'TOKEN_INVALID');
    // Confirmed: no new link.
    expectStatus(await resend('invalid'), 409, 'EMAIL_ALREADY_CONFIRMED');
    await refused(through(), 'confirmEmail', '/auth/confirmEmail', {
      method: 'POST',
      body: { token: 'pas une clé' },
    });
  });

  it('logout', async () => {
    const session = await logIn(prismUrl, 'store@partner.test', demoPassword, observe);
    expectStatus(await send(session, 'logout', 'valid', '/auth/logout', { method: 'POST' }), 204);
    // It cannot fail: a token that opens no session is simply no session to end.
    expectStatus(
      await send(through('pas-un-vrai-jeton'), 'logout', 'invalid', '/auth/logout', {
        method: 'POST',
      }),
      204,
    );
  });

  it('retrievePassword, checkUserToken, resetPassword', async () => {
    const anonymous = through();
    expectStatus(
      await send(anonymous, 'retrievePassword', 'valid', '/auth/retrievePassword', {
        method: 'POST',
        body: { email: 'pending@acme.test' },
      }),
      204,
    );
    // An unknown address gets the same answer, so the call cannot find accounts.
    expectStatus(
      await send(anonymous, 'retrievePassword', 'invalid', '/auth/retrievePassword', {
        method: 'POST',
        body: { email: 'personne@acme.test' },
      }),
      204,
    );
    await refused(anonymous, 'retrievePassword', '/auth/retrievePassword', {
      method: 'POST',
      body: { email: 'x@' },
    });
    const token = resetTokens.at(-1) ?? '';
    expect(token).not.toBe('');

    const check = (value: string) => `/auth/checkUserToken?token=${encodeURIComponent(value)}`;
    expectStatus(await send(anonymous, 'checkUserToken', 'valid', check(token)), 200);
    expectStatus(
      await send(anonymous, 'checkUserToken', 'invalid', check('inconnu')),
      404,
      'TOKEN_INVALID',
    );
    await refused(anonymous, 'checkUserToken', '/auth/checkUserToken');

    expectStatus(
      await send(anonymous, 'resetPassword', 'invalid', '/auth/resetPassword', {
        method: 'POST',
        body: { token: 'inconnu', password: 'nouveau-mot-de-passe' },
      }),
      400,
      'TOKEN_INVALID',
    );
    expectStatus(
      await send(anonymous, 'resetPassword', 'valid', '/auth/resetPassword', {
        method: 'POST',
        body: { token, password: 'nouveau-mot-de-passe' },
      }),
      204,
    );
    await refused(anonymous, 'resetPassword', '/auth/resetPassword', {
      method: 'POST',
      body: { token, password: 'court' },
    });
  });

  it('getGroupList and checkClientToken', async () => {
    const anonymous = through();
    expectStatus(
      await send(anonymous, 'getGroupList', 'valid', '/auth/getGroupList?qName=holding&like=nan'),
      200,
    );
    expectStatus(
      await send(
        anonymous,
        'getGroupList',
        'valid',
        `/auth/getGroupList?groupClientId=${holdingId}&inviteToken=${holdingInviteToken}`,
      ),
      200,
    );
    // Exactly one of qName and groupClientId: the rule OpenAPI cannot say, answered 400.
    expectStatus(
      await send(anonymous, 'getGroupList', 'invalid', '/auth/getGroupList'),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(
        anonymous,
        'getGroupList',
        'invalid',
        `/auth/getGroupList?qName=holding&groupClientId=${holdingId}`,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(anonymous, 'getGroupList', 'invalid', '/auth/getGroupList?qName=inconnu'),
      404,
      'NOT_FOUND',
    );
    await refused(anonymous, 'getGroupList', '/auth/getGroupList?qName=pas%20valide');

    const invite = (qName: string, token: string) =>
      `/auth/checkClientToken?qName=${qName}&inviteToken=${token}`;
    expectStatus(
      await send(anonymous, 'checkClientToken', 'valid', invite('holding', holdingInviteToken)),
      200,
    );
    expectStatus(
      await send(anonymous, 'checkClientToken', 'invalid', invite('acme', holdingInviteToken)),
      404,
      'TOKEN_INVALID',
    );
    await refused(anonymous, 'checkClientToken', '/auth/checkClientToken?qName=acme');
  });

  it('getProfile', async () => {
    for (const persona of [rider, manager, admin, group]) {
      expectStatus(await send(persona, 'getProfile', 'valid', '/api/profile'), 200);
    }
  });

  it('createClient, getClient, updateClient, checkClientValidity, toggleClientApprobation', async () => {
    expectStatus(
      await send(admin, 'createClient', 'valid', '/api/clients', {
        method: 'POST',
        body: companyForm,
      }),
      201,
    );
    expectStatus(
      await send(admin, 'createClient', 'invalid', '/api/clients', {
        method: 'POST',
        body: companyForm,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(rider, 'createClient', 'invalid', '/api/clients', {
        method: 'POST',
        body: { ...companyForm, qName: 'autre-prism' },
      }),
      403,
      'FORBIDDEN',
    );
    await refused(admin, 'createClient', '/api/clients', {
      method: 'POST',
      body: { ...companyForm, siret: '123' },
    });

    const acme = await send(manager, 'getClient', 'valid', `/api/clients/${acmeId}`);
    expectStatus(acme, 200);
    expectStatus(
      await send(rider, 'getClient', 'invalid', `/api/clients/${unknownId}`),
      403,
      'FORBIDDEN',
    );
    expectStatus(
      await send(admin, 'getClient', 'invalid', `/api/clients/${unknownId}`),
      404,
      'NOT_FOUND',
    );
    await refused(rider, 'getClient', '/api/clients/0');

    const current = acme.body as Record<string, unknown>;
    const form = Object.fromEntries(
      Object.keys(companyForm).map((key) => [key, current[key] ?? null]),
    );
    expectStatus(
      await send(manager, 'updateClient', 'valid', `/api/clients/${acmeId}`, {
        method: 'PUT',
        body: form,
      }),
      200,
    );
    expectStatus(
      await send(manager, 'updateClient', 'invalid', `/api/clients/${acmeId}`, {
        method: 'PUT',
        body: { ...form, siret: '12345678900017' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(rider, 'updateClient', 'invalid', `/api/clients/${acmeId}`, {
        method: 'PUT',
        body: form,
      }),
      403,
      'FORBIDDEN',
    );
    await refused(manager, 'updateClient', `/api/clients/${acmeId}`, {
      method: 'PUT',
      body: { ...form, postalCode: '1' },
    });

    const validity = `/api/clients/${acmeId}/checkValidity`;
    expectStatus(await send(manager, 'checkClientValidity', 'valid', validity), 200);
    expectStatus(await send(rider, 'checkClientValidity', 'invalid', validity), 403, 'FORBIDDEN');
    await refused(manager, 'checkClientValidity', '/api/clients/abc/checkValidity');

    const toggle = `/api/clients/${acmeId}/toggleApprobation`;
    const body = { approbation: true };
    expectStatus(
      await send(manager, 'toggleClientApprobation', 'valid', toggle, { method: 'PUT', body }),
      200,
    );
    // A forged XSRF header (the cookie is there, Prism's check passes): the server's 403.
    expectStatus(
      await send(manager, 'toggleClientApprobation', 'invalid', toggle, {
        method: 'PUT',
        body,
        headers: { 'x-xsrf-token': 'forge' },
      }),
      403,
      'XSRF_MISMATCH',
    );
    await refused(manager, 'toggleClientApprobation', toggle, {
      method: 'PUT',
      body: { approbation: 'non' },
    });
  });

  it('commercial offers', async () => {
    const active = (id: number) => `/api/v2/clients/${id}/commercial-offer/active`;
    expectStatus(await send(rider, 'getActiveCommercialOffer', 'valid', active(acmeId)), 200);
    expectStatus(
      await send(rider, 'getActiveCommercialOffer', 'invalid', active(holdingId)),
      403,
      'FORBIDDEN',
    );
    expectStatus(
      await send(admin, 'getActiveCommercialOffer', 'invalid', active(unknownId)),
      404,
      'NOT_FOUND',
    );
    await refused(rider, 'getActiveCommercialOffer', active(-1));

    const sponsorship = '/api/v2/clients/commercial-offer/sponsorship';
    expectStatus(await send(rider, 'getSponsorshipCommercialOffer', 'valid', sponsorship), 200);
  });

  it('the three fleet-management dashboards', async () => {
    const one = (id: number | string) => `/api/v2/clients/${id}/fleet-management-dashboard`;
    expectStatus(
      await send(manager, 'getClientFleetManagementDashboard', 'valid', one(acmeId)),
      200,
    );
    expectStatus(
      await send(rider, 'getClientFleetManagementDashboard', 'invalid', one(acmeId)),
      403,
      'FORBIDDEN',
    );
    await refused(manager, 'getClientFleetManagementDashboard', one('x'));

    const all = '/api/v2/clients/fleet-management-dashboard';
    expectStatus(await send(manager, 'getFleetManagementDashboard', 'valid', all), 200);
    expectStatus(
      await send(rider, 'getFleetManagementDashboard', 'invalid', all),
      403,
      'FORBIDDEN',
    );

    const ofGroup = (id: number | string) =>
      `/api/v2/clients/group/${id}/fleet-management-dashboard`;
    expectStatus(
      await send(admin, 'getGroupFleetManagementDashboard', 'valid', ofGroup(holdingId)),
      200,
    );
    // Acme is no group; its manager may read it, so the 404 is theirs to get.
    expectStatus(
      await send(manager, 'getGroupFleetManagementDashboard', 'invalid', ofGroup(acmeId)),
      404,
      'NOT_FOUND',
    );
    await refused(admin, 'getGroupFleetManagementDashboard', ofGroup('1.5'));
  });

  it('eligible employees and monthly rents', async () => {
    const eligible = `/api/v2/clients/${acmeId}/eligible-employees`;
    const body = {
      employees: [
        { email: 'nouvelle.salariee@acme.test', firstName: 'Léna', lastName: 'Perrin' },
        { email: 'lea.dubois@acme.test' },
      ],
    };
    expectStatus(
      await send(manager, 'postEligibleEmployees', 'valid', eligible, { method: 'POST', body }),
      200,
    );
    expectStatus(
      await send(rider, 'postEligibleEmployees', 'invalid', eligible, { method: 'POST', body }),
      403,
      'FORBIDDEN',
    );
    await refused(manager, 'postEligibleEmployees', eligible, {
      method: 'POST',
      body: { employees: [] },
    });

    const employees = (id: number | string, query = '') =>
      `/api/v2/clients/${id}/employees${query}`;
    expectStatus(await send(manager, 'listFleetEmployees', 'valid', employees(acmeId)), 200);
    expectStatus(
      await send(
        manager,
        'listFleetEmployees',
        'valid',
        employees(acmeId, '?limit=200&sort=-leaseEndsOn&status=active&q=h%C3%A9l%C3%A8ne'),
      ),
      200,
    );
    const second = await send(
      manager,
      'listFleetEmployees',
      'valid',
      employees(acmeId, '?limit=2'),
    );
    const cursor = (second.body as { nextCursor: string }).nextCursor;
    expectStatus(
      await send(
        manager,
        'listFleetEmployees',
        'valid',
        employees(acmeId, `?limit=2&cursor=${cursor}`),
      ),
      200,
    );
    // A cursor of the contract's shape that is no cursor of this list, or of another sort.
    for (const query of ['?cursor=bm90LWEtY3Vyc29y', `?cursor=${cursor}&sort=-email`]) {
      expectStatus(
        await send(manager, 'listFleetEmployees', 'invalid', employees(acmeId, query)),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectStatus(
      await send(rider, 'listFleetEmployees', 'invalid', employees(acmeId)),
      403,
      'FORBIDDEN',
    );
    await refused(manager, 'listFleetEmployees', employees('x'));
    await refused(manager, 'listFleetEmployees', employees(acmeId, '?limit=201'));
    await refused(manager, 'listFleetEmployees', employees(acmeId, '?sort=firstName'));
    await refused(manager, 'listFleetEmployees', employees(acmeId, '?cursor=not%20a%20cursor'));

    const leases = (id: number | string, query = '') => `/api/v2/clients/${id}/leases${query}`;
    expectStatus(await send(manager, 'listFleetLeases', 'valid', leases(acmeId)), 200);
    // A page at a time ("Large employers"): the second page by the first one's cursor.
    const leasePage = (await (await manager.fetch(leases(acmeId, '?limit=2'))).json()) as {
      nextCursor: string | null;
    };
    expect(leasePage.nextCursor).not.toBeNull();
    expectStatus(
      await send(
        manager,
        'listFleetLeases',
        'valid',
        leases(acmeId, `?limit=2&cursor=${leasePage.nextCursor}`),
      ),
      200,
    );
    expectStatus(
      await send(manager, 'listFleetLeases', 'invalid', leases(acmeId, '?cursor=bm90LWEtY3Vyc29y')),
      400,
      'VALIDATION_FAILED',
    );
    // `company`: one company of the list (Acme's own), and a company outside it.
    expectStatus(
      await send(manager, 'listFleetLeases', 'valid', leases(acmeId, `?limit=2&company=${acmeId}`)),
      200,
    );
    expectStatus(
      await send(manager, 'listFleetLeases', 'invalid', leases(acmeId, `?company=${nantesId}`)),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(await send(rider, 'listFleetLeases', 'invalid', leases(acmeId)), 403, 'FORBIDDEN');
    await refused(manager, 'listFleetLeases', leases('x'));
    await refused(manager, 'listFleetLeases', leases(acmeId, '?limit=201'));
    await refused(manager, 'listFleetLeases', leases(acmeId, '?cursor=not%20a%20cursor'));
    await refused(manager, 'listFleetLeases', leases(acmeId, '?company=acme'));

    const rents = (id: number, query = '') => `/api/v2/clients/${id}/monthly-rents${query}`;
    expectStatus(await send(rider, 'getMonthlyRents', 'valid', rents(acmeId)), 200);
    expectStatus(
      await send(rider, 'getMonthlyRents', 'valid', rents(acmeId, '?equipments=true')),
      200,
    );
    expectStatus(
      await send(rider, 'getMonthlyRents', 'invalid', rents(holdingId)),
      403,
      'FORBIDDEN',
    );
    await refused(rider, 'getMonthlyRents', rents(acmeId, '?equipments=peut-etre'));
  });

  it('allowed domains: list, create, delete', async () => {
    const list = (filter: string) =>
      `/api/clientAllowedDomains?filter=${encodeURIComponent(filter)}`;
    expectStatus(
      await send(manager, 'listClientAllowedDomains', 'valid', list(`{"clientId":${acmeId}}`)),
      200,
    );
    expectStatus(
      await send(admin, 'listClientAllowedDomains', 'invalid', list(`{"clientId":${unknownId}}`)),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(rider, 'listClientAllowedDomains', 'invalid', list(`{"clientId":${acmeId}}`)),
      403,
      'FORBIDDEN',
    );
    await refused(manager, 'listClientAllowedDomains', list('{"id":1}'));

    const create = (domain: string, clientId = acmeId) => ({
      method: 'POST',
      body: { domain, clientId },
    });
    const created = await send(
      manager,
      'createClientAllowedDomain',
      'valid',
      '/api/clientAllowedDomains',
      create('acme-prism.test'),
    );
    expectStatus(created, 201);
    expectStatus(
      await send(
        manager,
        'createClientAllowedDomain',
        'invalid',
        '/api/clientAllowedDomains',
        create('acme-prism.test'),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(
        manager,
        'createClientAllowedDomain',
        'invalid',
        '/api/clientAllowedDomains',
        create('holding-prism.test', holdingId),
      ),
      403,
      'FORBIDDEN',
    );
    await refused(
      manager,
      'createClientAllowedDomain',
      '/api/clientAllowedDomains',
      create('pas un domaine'),
    );

    const item = (id: number | string) => `/api/clientAllowedDomains/${id}`;
    const id = (created.body as { id: number }).id;
    expectStatus(
      await send(rider, 'deleteClientAllowedDomain', 'invalid', item(id), { method: 'DELETE' }),
      403,
    );
    expectStatus(
      await send(manager, 'deleteClientAllowedDomain', 'valid', item(id), { method: 'DELETE' }),
      204,
    );
    expectStatus(
      await send(admin, 'deleteClientAllowedDomain', 'invalid', item(id), { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    );
    await refused(manager, 'deleteClientAllowedDomain', item('abc'), { method: 'DELETE' });
  });

  it('agreements ready, invoices, subsidiaries, contribution, banner, theme', async () => {
    const ready = (id: number | string) => `/api/v2/clients/${id}/agreementsReady`;
    expectStatus(await send(manager, 'getAgreementsReady', 'valid', ready(acmeId)), 200);
    expectStatus(await send(rider, 'getAgreementsReady', 'invalid', ready(acmeId)), 403);
    await refused(manager, 'getAgreementsReady', ready('abc'));

    const multi = (ids: string) =>
      `/api/v2/clients/getAgreementsReadyMultiClient?clientIds=${encodeURIComponent(ids)}`;
    expectStatus(
      await send(admin, 'getAgreementsReadyMultiClient', 'valid', multi(`[${acmeId},${nantesId}]`)),
      200,
    );
    expectStatus(
      await send(admin, 'getAgreementsReadyMultiClient', 'invalid', multi(`[${unknownId}]`)),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(manager, 'getAgreementsReadyMultiClient', 'invalid', multi(`[${nantesId}]`)),
      403,
      'FORBIDDEN',
    );
    await refused(manager, 'getAgreementsReadyMultiClient', multi('[a]'));

    const invoices = (id: number | string, query = '') => `/api/v2/clients/${id}/invoices${query}`;
    expectStatus(await send(manager, 'getClientInvoices', 'valid', invoices(acmeId)), 200);
    const firstInvoices = await send(
      manager,
      'getClientInvoices',
      'valid',
      invoices(acmeId, '?limit=5&sort=status&status=paid'),
    );
    expectStatus(firstInvoices, 200);
    const invoiceCursor = (firstInvoices.body as { nextCursor: string }).nextCursor;
    expectStatus(
      await send(
        manager,
        'getClientInvoices',
        'valid',
        invoices(acmeId, `?limit=5&sort=status&status=paid&cursor=${invoiceCursor}`),
      ),
      200,
    );
    // A cursor of another sort; a company outside the list.
    expectStatus(
      await send(
        manager,
        'getClientInvoices',
        'invalid',
        invoices(acmeId, `?sort=amount&cursor=${invoiceCursor}`),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(manager, 'getClientInvoices', 'invalid', invoices(acmeId, `?company=${nantesId}`)),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(await send(rider, 'getClientInvoices', 'invalid', invoices(acmeId)), 403);
    await refused(manager, 'getClientInvoices', invoices('abc'));
    await refused(manager, 'getClientInvoices', invoices(acmeId, '?limit=201'));
    await refused(manager, 'getClientInvoices', invoices(acmeId, '?sort=number'));
    await refused(manager, 'getClientInvoices', invoices(acmeId, '?status=late'));

    const waiting = (id: number | string, query = '') => `/api/v2/clients/${id}/agreements${query}`;
    expectStatus(await send(manager, 'listPendingAgreements', 'valid', waiting(acmeId)), 200);
    const firstWaiting = await send(
      manager,
      'listPendingAgreements',
      'valid',
      waiting(acmeId, '?limit=1&sort=-waitingSince'),
    );
    expectStatus(firstWaiting, 200);
    const waitingCursor = (firstWaiting.body as { nextCursor: string }).nextCursor;
    expectStatus(
      await send(
        manager,
        'listPendingAgreements',
        'valid',
        waiting(acmeId, `?limit=1&sort=-waitingSince&cursor=${waitingCursor}`),
      ),
      200,
    );
    expectStatus(
      await send(manager, 'listPendingAgreements', 'valid', waiting(acmeId, '?q=IN%C3%88S')),
      200,
    );
    expectStatus(
      await send(
        manager,
        'listPendingAgreements',
        'invalid',
        waiting(acmeId, `?cursor=${waitingCursor}`),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(await send(rider, 'listPendingAgreements', 'invalid', waiting(acmeId)), 403);
    await refused(manager, 'listPendingAgreements', waiting('abc'));
    await refused(manager, 'listPendingAgreements', waiting(acmeId, '?limit=0'));
    await refused(manager, 'listPendingAgreements', waiting(acmeId, '?sort=riderName'));

    // An invoice's PDF, and the company's decision on lease requests (issue 15): generated requests
    // of the fleet seed, no rider's journey hangs on them.
    const invoiceId = await idOf(
      'select id from invoices where client_id = $1 order by issued_at desc limit 1',
      [acmeId],
    );
    const pdf = (id: number | string) => `/api/v2/clients/${acmeId}/invoices/${id}/pdf`;
    expectStatus(await send(manager, 'getClientInvoicePdf', 'valid', pdf(invoiceId)), 200);
    expectStatus(await send(rider, 'getClientInvoicePdf', 'invalid', pdf(invoiceId)), 403);
    await refused(manager, 'getClientInvoicePdf', pdf('abc'));

    const requests = `/api/v2/clients/${acmeId}/lease-requests`;
    expectStatus(
      await send(manager, 'listPendingLeaseRequests', 'valid', `${requests}/pending`),
      200,
    );
    // A page at a time ("Large employers"): every parameter the contract names.
    const firstRequests = await send(
      manager,
      'listPendingLeaseRequests',
      'valid',
      `${requests}/pending?limit=2&sort=-riderName&company=${acmeId}&q=h%C3%A9l%C3%A8ne%20martin`,
    );
    expectStatus(firstRequests, 200);
    const twoRequests = await send(
      manager,
      'listPendingLeaseRequests',
      'valid',
      `${requests}/pending?limit=2`,
    );
    const requestsCursor = (twoRequests.body as { nextCursor: string }).nextCursor;
    expectStatus(
      await send(
        manager,
        'listPendingLeaseRequests',
        'valid',
        `${requests}/pending?limit=2&cursor=${requestsCursor}`,
      ),
      200,
    );
    for (const query of [`?cursor=${requestsCursor}&sort=riderName`, `?company=${nantesId}`]) {
      expectStatus(
        await send(manager, 'listPendingLeaseRequests', 'invalid', `${requests}/pending${query}`),
        400,
        'VALIDATION_FAILED',
      );
    }
    await refused(manager, 'listPendingLeaseRequests', `${requests}/pending?limit=201`);
    await refused(manager, 'listPendingLeaseRequests', `${requests}/pending?sort=bike`);
    expectStatus(
      await send(rider, 'listPendingLeaseRequests', 'invalid', `${requests}/pending`),
      403,
    );
    await refused(
      manager,
      'listPendingLeaseRequests',
      '/api/v2/clients/abc/lease-requests/pending',
    );
    const [toApprove, toRefuse] = (
      await server.db.query<{ id: number }>(
        `select id from leases where client_id = $1 and status = 'pending-validation'
            and proposition_id is null order by id desc limit 2`,
        [acmeId],
      )
    ).rows.map((row) => row.id);
    const decision = (id: number | string | undefined, what: string) => `${requests}/${id}/${what}`;
    expectStatus(
      await send(manager, 'approveLeaseRequest', 'valid', decision(toApprove, 'approve'), {
        method: 'POST',
      }),
      200,
    );
    expectStatus(
      await send(manager, 'approveLeaseRequest', 'invalid', decision(toApprove, 'approve'), {
        method: 'POST',
      }),
      409,
      'ILLEGAL_TRANSITION',
    );
    await refused(manager, 'approveLeaseRequest', decision('abc', 'approve'), { method: 'POST' });
    expectStatus(
      await send(manager, 'refuseLeaseRequest', 'invalid', decision(toRefuse, 'refuse'), {
        method: 'POST',
        body: { motive: '   ' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(manager, 'refuseLeaseRequest', 'valid', decision(toRefuse, 'refuse'), {
        method: 'POST',
        body: { motive: 'Vélo hors du catalogue retenu par l’entreprise.' },
      }),
      200,
    );
    await refused(manager, 'refuseLeaseRequest', decision(toRefuse, 'refuse'), {
      method: 'POST',
      body: { motive: '' },
    });

    // /invite (issue 15): the invitation link, an invitation, pausing and resuming registrations
    // (left open: other walks register at Acme).
    const invitation = (id: number | string) => `/api/v2/clients/${id}/invitation`;
    expectStatus(await send(manager, 'getClientInvitation', 'valid', invitation(acmeId)), 200);
    expectStatus(await send(rider, 'getClientInvitation', 'invalid', invitation(acmeId)), 403);
    await refused(manager, 'getClientInvitation', invitation('abc'));
    const invitations = `/api/v2/clients/${acmeId}/invitations`;
    expectStatus(
      await send(manager, 'inviteEmployees', 'valid', invitations, {
        method: 'POST',
        body: { emails: ['prism.invitee@acme.test'] },
      }),
      200,
    );
    expectStatus(
      await send(rider, 'inviteEmployees', 'invalid', invitations, {
        method: 'POST',
        body: { emails: ['prism.invitee@acme.test'] },
      }),
      403,
    );
    await refused(manager, 'inviteEmployees', invitations, {
      method: 'POST',
      body: { emails: ['pas-une-adresse'] },
    });
    const onHold = `/api/v2/clients/${acmeId}/registrations-on-hold`;
    for (const registrationsOnHold of [true, false]) {
      expectStatus(
        await send(manager, 'setRegistrationsOnHold', 'valid', onHold, {
          method: 'PUT',
          body: { registrationsOnHold },
        }),
        200,
      );
    }
    expectStatus(
      await send(rider, 'setRegistrationsOnHold', 'invalid', onHold, {
        method: 'PUT',
        body: { registrationsOnHold: true },
      }),
      403,
    );
    await refused(manager, 'setRegistrationsOnHold', onHold, {
      method: 'PUT',
      body: { registrationsOnHold: 'oui' },
    });
    // The equipment choice paused and resumed (issue 28), refused to a rider, and to a body the
    // contract does not take.
    const equipmentOnHold = `/api/v2/clients/${acmeId}/equipment-choice-on-hold`;
    for (const equipmentChoiceOnHold of [true, false]) {
      expectStatus(
        await send(manager, 'setEquipmentChoiceOnHold', 'valid', equipmentOnHold, {
          method: 'PUT',
          body: { equipmentChoiceOnHold },
        }),
        200,
      );
    }
    expectStatus(
      await send(rider, 'setEquipmentChoiceOnHold', 'invalid', equipmentOnHold, {
        method: 'PUT',
        body: { equipmentChoiceOnHold: true },
      }),
      403,
    );
    await refused(manager, 'setEquipmentChoiceOnHold', equipmentOnHold, {
      method: 'PUT',
      body: { equipmentChoiceOnHold: 'oui' },
    });

    // Rights on a client (issue 15, /sites/:clientId/right/new): Margaux, of Acme, receives one
    // and loses it again.
    const rights = `/api/v2/clients/${acmeId}/rights`;
    expectStatus(await send(manager, 'listClientRights', 'valid', rights), 200);
    expectStatus(await send(rider, 'listClientRights', 'invalid', rights), 403);
    await refused(manager, 'listClientRights', '/api/v2/clients/abc/rights');
    const grant = (email: string, name = 'invoices') => ({ method: 'POST', body: { email, name } });
    const granted = await send(
      manager,
      'grantClientRight',
      'valid',
      rights,
      grant('compta@acme.test'),
    );
    expectStatus(granted, 200);
    expectStatus(
      await send(manager, 'grantClientRight', 'invalid', rights, grant('personne@exemple.test')),
      400,
      'VALIDATION_FAILED',
    );
    await refused(manager, 'grantClientRight', rights, grant('compta@acme.test', 'everything'));
    const right = (name: string) =>
      `${rights}/${(granted.body as { userId: number }).userId}/${name}`;
    expectStatus(
      await send(manager, 'revokeClientRight', 'valid', right('invoices'), { method: 'DELETE' }),
      204,
    );
    expectStatus(
      await send(manager, 'revokeClientRight', 'invalid', right('invoices'), { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    );
    await refused(manager, 'revokeClientRight', right('everything'), { method: 'DELETE' });

    // A lease's rental contract signed by the company with an SMS code (issue 15): Nantes's, so the
    // Acme figures other checks compare stay as seeded; an admin signs (Velo's back office).
    const agreementId = await idOf(
      `select id from leases where client_id = $1 and status = 'equipment-confirmed'
        order by id limit 1`,
      [nantesId],
    );
    const contractOf = (id: number | string, tail = '') =>
      `/api/v2/clients/${nantesId}/agreements/${id}${tail}`;
    expectStatus(await send(admin, 'getCompanyAgreement', 'valid', contractOf(agreementId)), 200);
    expectStatus(await send(rider, 'getCompanyAgreement', 'invalid', contractOf(agreementId)), 403);
    await refused(admin, 'getCompanyAgreement', contractOf('abc'));
    expectStatus(
      await send(admin, 'getCompanyAgreementPdf', 'valid', contractOf(agreementId, '/pdf')),
      200,
    );
    await refused(admin, 'getCompanyAgreementPdf', contractOf('abc', '/pdf'));
    expectStatus(
      await send(admin, 'signCompanyAgreement', 'invalid', contractOf(agreementId, '/signature'), {
        method: 'POST',
        body: { code: '000000' },
      }),
      409,
      'SIGNATURE_CODE_EXPIRED',
    );
    await refused(admin, 'sendCompanyAgreementCode', contractOf(agreementId, '/signature-code'), {
      method: 'POST',
      body: { consent: false },
    });
    expectStatus(
      await send(
        admin,
        'sendCompanyAgreementCode',
        'valid',
        contractOf(agreementId, '/signature-code'),
        { method: 'POST', body: { consent: true } },
      ),
      200,
    );
    await refused(admin, 'signCompanyAgreement', contractOf(agreementId, '/signature'), {
      method: 'POST',
      body: { code: 'abc' },
    });
    expectStatus(
      await send(admin, 'signCompanyAgreement', 'valid', contractOf(agreementId, '/signature'), {
        method: 'POST',
        body: { code: signatureCodes.at(-1) },
      }),
      200,
    );

    const subsidiaries = (id: number | string) => `/api/v2/clients/${id}/groupClient/subsidiaries`;
    expectStatus(await send(group, 'getSubsidiaries', 'valid', subsidiaries(holdingId)), 200);
    expectStatus(await send(group, 'getSubsidiaries', 'invalid', subsidiaries(unknownId)), 403);
    await refused(group, 'getSubsidiaries', subsidiaries('abc'));

    const contribution = (id: number | string) =>
      `/api/v2/clients/${id}/employer-contribution-and-fmd-value`;
    expectStatus(
      await send(rider, 'getEmployerContributionAndFmdValue', 'valid', contribution(acmeId)),
      200,
    );
    expectStatus(
      await send(group, 'getEmployerContributionAndFmdValue', 'valid', contribution(nantesId)),
      200,
    );
    expectStatus(
      await send(rider, 'getEmployerContributionAndFmdValue', 'invalid', contribution(holdingId)),
      403,
    );
    await refused(rider, 'getEmployerContributionAndFmdValue', contribution('abc'));

    const banner = (id: number | string) => `/api/v2/clients/${id}/banner-link`;
    expectStatus(await send(rider, 'getBannerLink', 'valid', banner(acmeId)), 200);
    expectStatus(await send(rider, 'getBannerLink', 'invalid', banner(holdingId)), 403);
    await refused(rider, 'getBannerLink', banner('abc'));

    const theme = (qName: string) => `/api/v2/client-themes/?qName=${qName}`;
    expectStatus(await send(through(), 'getClientTheme', 'valid', theme('acme')), 200);
    expectStatus(await send(rider, 'getClientTheme', 'valid', theme('holding-nantes')), 200);
    expectStatus(await send(through(), 'getClientTheme', 'invalid', theme('inconnu')), 404);
    await refused(through(), 'getClientTheme', '/api/v2/client-themes/');
  });

  it('catalogue: questionnaire, bike models, one bike, equipment', async () => {
    const questionnaire = '/api/v2/commute-questionnaire';
    const answers = {
      currentTransport: 'personal-car',
      distanceBand: 'over-10-km',
      commuteTimeBand: '30-45-min',
      electricAssistance: 'yes',
      frameType: 'no-preference',
      brandPreferences: ['Moustache'],
      contactPreference: 'sms',
    };
    expectStatus(await send(manager, 'getCommuteQuestionnaire', 'valid', questionnaire), 200);
    expectStatus(
      await send(through('jeton-invente'), 'getCommuteQuestionnaire', 'invalid', questionnaire),
      401,
      'UNAUTHORIZED',
    );
    expectStatus(
      await send(manager, 'updateCommuteQuestionnaire', 'valid', questionnaire, {
        method: 'PATCH',
        body: { distanceBand: '2-5-km', frameType: null },
      }),
      200,
    );
    expectStatus(
      await send(manager, 'updateCommuteQuestionnaire', 'invalid', questionnaire, {
        method: 'PATCH',
        body: { brandPreferences: ['Marque inconnue'] },
      }),
      400,
      'VALIDATION_FAILED',
    );
    await refused(manager, 'updateCommuteQuestionnaire', questionnaire, {
      method: 'PATCH',
      body: {},
    });
    expectStatus(
      await send(manager, 'saveCommuteQuestionnaire', 'valid', questionnaire, {
        method: 'PUT',
        body: answers,
      }),
      200,
    );
    expectStatus(
      await send(manager, 'saveCommuteQuestionnaire', 'invalid', questionnaire, {
        method: 'PUT',
        body: { ...answers, brandPreferences: ['Marque inconnue'] },
      }),
      400,
      'VALIDATION_FAILED',
    );
    await refused(manager, 'saveCommuteQuestionnaire', questionnaire, {
      method: 'PUT',
      body: { ...answers, currentTransport: 'teleportation' },
    });
    expectStatus(
      await send(manager, 'deleteCommuteQuestionnaire', 'valid', questionnaire, {
        method: 'DELETE',
      }),
      204,
    );
    // Forgetting what was never answered is no error.
    expectStatus(
      await send(manager, 'deleteCommuteQuestionnaire', 'invalid', questionnaire, {
        method: 'DELETE',
      }),
      204,
    );

    const models = '/api/v2/bike-models';
    const page = await send(
      rider,
      'listBikeModels',
      'valid',
      `${models}?category=cargo&category=longtail&electric=true&maxPriceCents=500000&q=tern&sort=-price&pageSize=1000`,
    );
    expectStatus(page, 200);
    expectStatus(
      await send(
        rider,
        'listBikeModels',
        'invalid',
        `${models}?minPriceCents=300000&maxPriceCents=1000`,
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(rider, 'listBikeModels', `${models}?category=tandem`);

    const id = (page.body as { items: { id: number }[] }).items[0]?.id ?? 1;
    expectStatus(await send(rider, 'getBikeModel', 'valid', `${models}/${id}`), 200);
    expectStatus(await send(rider, 'getBikeModel', 'invalid', `${models}/${unknownId}`), 404);
    await refused(rider, 'getBikeModel', `${models}/abc`);

    expectStatus(await send(rider, 'listEquipment', 'valid', '/api/v2/equipment'), 200);
    expectStatus(
      await send(through('jeton-invente'), 'listEquipment', 'invalid', '/api/v2/equipment'),
      401,
      'UNAUTHORIZED',
    );
  });

  it('stores near me, test-ride slots, booking and cancelling (issue 12)', async () => {
    const near = (query: string) => `/api/v2/stores?${query}`;
    const found = await send(rider, 'listStoresNear', 'valid', near('postalCode=75003&radiusKm=5'));
    expectStatus(found, 200);
    expectStatus(
      await send(rider, 'listStoresNear', 'valid', near('latitude=45.764&longitude=4.8357')),
      200,
    );
    expectStatus(
      await send(rider, 'listStoresNear', 'invalid', near('postalCode=99999')),
      400,
      'VALIDATION_FAILED',
    );
    await refused(rider, 'listStoresNear', near('postalCode=750'));
    const first = (found.body as { stores: { store: { id: number } }[] }).stores[0]?.store.id;
    if (first === undefined) throw new Error('no store near 75003');

    const store = (id: number | string) => `/api/v2/stores/${id}`;
    expectStatus(await send(rider, 'getStore', 'valid', store(first)), 200);
    expectStatus(await send(rider, 'getStore', 'invalid', store(999_999)), 404, 'NOT_FOUND');
    await refused(rider, 'getStore', store('abc'));

    const { day: today } = parisNow();
    const slotsOf = (id: number | string, day: string) =>
      `/api/v2/stores/${id}/test-ride-slots?day=${day}`;
    // The first day from tomorrow with a free slot.
    let day = addCalendarDays(today, 1);
    let free: string | undefined;
    for (
      let tries = 0;
      free === undefined && tries < 8;
      tries += 1, day = addCalendarDays(day, 1)
    ) {
      const answer = await send(rider, 'listTestRideSlots', 'valid', slotsOf(first, day));
      expectStatus(answer, 200);
      free = (answer.body as { slots: { startsAt: string; free: boolean }[] }).slots.find(
        (slot) => slot.free,
      )?.startsAt;
      if (free !== undefined) break;
    }
    if (free === undefined) throw new Error('no free slot');
    expectStatus(
      await send(rider, 'listTestRideSlots', 'invalid', slotsOf(first, addCalendarDays(today, -1))),
      400,
      'VALIDATION_FAILED',
    );
    await refused(rider, 'listTestRideSlots', slotsOf(first, 'demain'));

    const book = (body: unknown) => ({ method: 'POST', body });
    const booked = await send(
      rider,
      'bookTestRide',
      'valid',
      '/api/v2/test-rides',
      book({ storeId: first, day, startsAt: free }),
    );
    expectStatus(booked, 201);
    expectStatus(
      await send(
        rider,
        'bookTestRide',
        'invalid',
        '/api/v2/test-rides',
        book({ storeId: first, day, startsAt: free }),
      ),
      409,
      'SLOT_TAKEN',
    );
    expectStatus(
      await send(
        rider,
        'bookTestRide',
        'invalid',
        '/api/v2/test-rides',
        book({ storeId: first, day: addCalendarDays(today, -1), startsAt: free }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      rider,
      'bookTestRide',
      '/api/v2/test-rides',
      book({ storeId: first, day, startsAt: '25:00' }),
    );

    expectStatus(await send(rider, 'listMyTestRides', 'valid', '/api/v2/test-rides'), 200);
    expectStatus(await send(manager, 'listMyTestRides', 'invalid', '/api/v2/test-rides'), 200);

    const booking = (id: number | string) => `/api/v2/test-rides/${id}`;
    const id = (booked.body as { id: number }).id;
    expectStatus(
      await send(manager, 'cancelTestRide', 'invalid', booking(id), { method: 'DELETE' }),
      403,
      'FORBIDDEN',
    );
    expectStatus(
      await send(rider, 'cancelTestRide', 'valid', booking(id), { method: 'DELETE' }),
      204,
    );
    expectStatus(
      await send(rider, 'cancelTestRide', 'invalid', booking(id), { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    );
    await refused(rider, 'cancelTestRide', booking('abc'), { method: 'DELETE' });
  });

  it('sponsorship and bike check (issue 14)', async () => {
    await resetSponsorship(server.db);
    const [hugo, manon] = await Promise.all([
      logIn(prismUrl, 'parrain@acme.test', demoPassword, observe),
      logIn(prismUrl, 'manon@acme.test', demoPassword, observe),
    ]);
    const post = (body: unknown) => ({ method: 'POST', body });
    expectStatus(await send(hugo, 'getMySponsorship', 'valid', '/api/v2/sponsorship'), 200);
    expectStatus(
      await send(admin, 'getMySponsorship', 'invalid', '/api/v2/sponsorship'),
      403,
      'FORBIDDEN',
    );
    const code = '/api/v2/sponsorship/code';
    expectStatus(
      await send(manon, 'useSponsorCode', 'invalid', code, post({ code: 'MANON-3B8P' })),
      400,
      'SPONSOR_CODE_INVALID',
    );
    expectStatus(
      await send(manon, 'useSponsorCode', 'valid', code, post({ code: 'HUGO-7Q4K' })),
      200,
    );
    await refused(manon, 'useSponsorCode', code, post({ code: '' }));

    const stores = await send(hugo, 'listBikeCheckStores', 'valid', '/api/v2/bike-check/stores');
    expectStatus(stores, 200);
    expectStatus(
      await send(manon, 'listBikeCheckStores', 'invalid', '/api/v2/bike-check/stores'),
      200,
    );
    const storeId = (stores.body as unknown as { id: number }[])[0]!.id;
    const slotsOf = (id: number | string, day: string) =>
      `/api/v2/bike-check/stores/${id}/slots?day=${day}`;
    const { day: today } = parisNow();
    let day = addCalendarDays(today, 1);
    let free: string | undefined;
    for (let tries = 0; free === undefined && tries < 8; tries += 1) {
      const answer = await send(hugo, 'listBikeCheckSlots', 'valid', slotsOf(storeId, day));
      expectStatus(answer, 200);
      free = (answer.body as { slots: { startsAt: string; free: boolean }[] }).slots.find(
        (slot) => slot.free,
      )?.startsAt;
      if (free === undefined) day = addCalendarDays(day, 1);
    }
    if (free === undefined) throw new Error('no free bike-check slot');
    expectStatus(
      await send(hugo, 'listBikeCheckSlots', 'invalid', slotsOf(999_999, day)),
      404,
      'NOT_FOUND',
    );
    await refused(hugo, 'listBikeCheckSlots', slotsOf(storeId, 'demain'));

    const checks = '/api/v2/bike-checks';
    const booked = await send(
      hugo,
      'bookBikeCheck',
      'valid',
      checks,
      post({ storeId, day, startsAt: free }),
    );
    expectStatus(booked, 201);
    expectStatus(
      await send(manon, 'bookBikeCheck', 'invalid', checks, post({ storeId, day, startsAt: free })),
      409,
      'SLOT_TAKEN',
    );
    await refused(hugo, 'bookBikeCheck', checks, post({ storeId, day, startsAt: '25:00' }));
    expectStatus(await send(hugo, 'listMyBikeChecks', 'valid', checks), 200);
    expectStatus(await send(manon, 'listMyBikeChecks', 'invalid', checks), 200);
    const check = (id: number | string) => `/api/v2/bike-checks/${id}`;
    const id = (booked.body as { id: number }).id;
    expectStatus(
      await send(manon, 'cancelBikeCheck', 'invalid', check(id), { method: 'DELETE' }),
      403,
      'FORBIDDEN',
    );
    expectStatus(
      await send(hugo, 'cancelBikeCheck', 'valid', check(id), { method: 'DELETE' }),
      204,
    );
    await refused(hugo, 'cancelBikeCheck', check('abc'), { method: 'DELETE' });
    await resetSponsorship(server.db);
  });

  it('store proposals: read, accept, decline with a reason', async () => {
    const ids = await resetDemoProposals(server.db);
    const proposal = (id: number | string, action = '') =>
      `/api/v2/retailer-propositions/${id}${action}`;
    const post = (body?: unknown) => ({ method: 'POST', ...(body === undefined ? {} : { body }) });

    expectStatus(await send(rider, 'getRetailerProposition', 'valid', proposal(ids.pending)), 200);
    expectStatus(
      await send(rider, 'getRetailerProposition', 'invalid', proposal(ids.otherRider)),
      403,
      'FORBIDDEN',
    );
    await refused(rider, 'getRetailerProposition', proposal('abc'));

    expectStatus(
      await send(
        rider,
        'acceptRetailerProposition',
        'valid',
        proposal(ids.pending, '/accept'),
        post(),
      ),
      200,
    );
    expectStatus(
      await send(
        rider,
        'acceptRetailerProposition',
        'invalid',
        proposal(ids.expired, '/accept'),
        post(),
      ),
      409,
      'PROPOSAL_EXPIRED',
    );
    await refused(rider, 'acceptRetailerProposition', proposal(0, '/accept'), post());

    expectStatus(
      await send(
        rider,
        'declineRetailerProposition',
        'invalid',
        proposal(ids.pendingToDecline, '/decline'),
        post({ reason: 'other' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(
        rider,
        'declineRetailerProposition',
        'valid',
        proposal(ids.pendingToDecline, '/decline'),
        post({ reason: 'wrong-size', comment: 'Je préfère la taille L.' }),
      ),
      200,
    );
    await refused(
      rider,
      'declineRetailerProposition',
      proposal(ids.pendingToDecline, '/decline'),
      post({ reason: 'parce-que' }),
    );
  });

  it('from a bike to a request: the stores offering a bike, an offer request (issue 28)', async () => {
    const { rows } = await server.db.query<{ bike: number; store: number; size: number }>(
      `select m.bike_model_id as bike, m.store_id as store,
              (select id from bike_sizes where bike_model_id = m.bike_model_id order by position limit 1) as size
         from store_bike_models m join stores s on s.id = m.store_id and s.closed_on is null
        order by m.bike_model_id, m.store_id limit 1`,
    );
    const { bike, store, size } = rows[0]!;
    const stores = (id: number | string) => `/api/v2/bike-models/${id}/stores`;
    expectStatus(await send(rider, 'listBikeModelStores', 'valid', stores(bike)), 200);
    expectStatus(await send(rider, 'listBikeModelStores', 'invalid', stores(unknownId)), 404);
    await refused(rider, 'listBikeModelStores', stores('abc'));

    const post = (body: unknown) => ({ method: 'POST', body });
    const request = { storeId: store, bikeModelId: bike, sizeId: size, equipmentIds: [] };
    expectStatus(
      await send(rider, 'createOfferRequest', 'valid', '/api/v2/offer-requests', post(request)),
      201,
    );
    expectStatus(
      await send(
        rider,
        'createOfferRequest',
        'invalid',
        '/api/v2/offer-requests',
        post({ ...request, sizeId: unknownId }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      rider,
      'createOfferRequest',
      '/api/v2/offer-requests',
      post({ storeId: store, bikeModelId: bike }),
    );
    await resetDemoProposals(server.db);
  });

  it("registration without a link and a group-affiliated rider's company (issue 28)", async () => {
    // A visitor finds Acme by a work e-mail of its allowed domain; a domain of no client is the
    // same 404 as a name that matches none; a search of one letter is refused by the contract.
    const visitor = through();
    const find = (search: unknown) => ({ method: 'POST', body: { search } });
    expectStatus(
      await send(visitor, 'findCompany', 'valid', '/auth/findCompany', find('c.martin@acme.test')),
      200,
    );
    expectStatus(
      await send(
        visitor,
        'findCompany',
        'invalid',
        '/auth/findCompany',
        find('personne@aucun-client.test'),
      ),
      404,
      'NO_MATCH',
    );
    await refused(visitor, 'findCompany', '/auth/findCompany', find('a'));

    // Manon, a rider of the group Holding Atlantique: Acme is no company of her group (400), an
    // id that is no number is refused by the contract, then she chooses Holding Nantes.
    const manon = await logIn(prismUrl, 'choix@holding.test', demoPassword, observe);
    const choose = (clientId: unknown) => ({ method: 'PUT', body: { clientId } });
    expectStatus(
      await send(manon, 'chooseGroupCompany', 'invalid', '/api/profile/company', choose(acmeId)),
      400,
      'VALIDATION_FAILED',
    );
    await refused(manon, 'chooseGroupCompany', '/api/profile/company', choose('nantes'));
    expectStatus(
      await send(manon, 'chooseGroupCompany', 'valid', '/api/profile/company', choose(nantesId)),
      200,
    );
  });

  it('lease journey: requests, equipment, withdrawal, payment (issue 13)', async () => {
    const ids = await resetLeaseJourney(server.db);
    const signIn = (email: string) => logIn(prismUrl, email, demoPassword, observe);
    const [valide, attente, signature, paiement] = await Promise.all([
      signIn('valide@acme.test'),
      signIn('attente@acme.test'),
      signIn('signature@acme.test'),
      signIn('paiement@acme.test'),
    ]);
    const leaseOf = (name: string) => ids[`${name}@acme.test`]!.leaseRequests[0]!;
    const lease = (id: number | string, action = '') => `/api/v2/lease-requests/${id}${action}`;
    const post = (body?: unknown) => ({ method: 'POST', ...(body === undefined ? {} : { body }) });

    expectStatus(await send(valide, 'listLeaseRequests', 'valid', '/api/v2/lease-requests'), 200);

    expectStatus(await send(valide, 'getLeaseRequest', 'valid', lease(leaseOf('valide'))), 200);
    expectStatus(
      await send(valide, 'getLeaseRequest', 'invalid', lease(leaseOf('attente'))),
      403,
      'FORBIDDEN',
    );
    await refused(valide, 'getLeaseRequest', lease('abc'));

    expectStatus(
      await send(
        attente,
        'confirmLeaseEquipment',
        'invalid',
        lease(leaseOf('attente'), '/confirm-equipment'),
        post({ delivery: 'store' }),
      ),
      409,
      'ILLEGAL_TRANSITION',
    );
    expectStatus(
      await send(
        valide,
        'confirmLeaseEquipment',
        'valid',
        lease(leaseOf('valide'), '/confirm-equipment'),
        post({ delivery: 'home' }),
      ),
      200,
    );
    await refused(
      valide,
      'confirmLeaseEquipment',
      lease(leaseOf('valide'), '/confirm-equipment'),
      post({ delivery: 'drone' }),
    );

    expectStatus(
      await send(
        attente,
        'cancelLeaseRequest',
        'valid',
        lease(leaseOf('attente'), '/cancel'),
        post(),
      ),
      200,
    );
    expectStatus(
      await send(
        signature,
        'cancelLeaseRequest',
        'invalid',
        lease(leaseOf('signature'), '/cancel'),
        post(),
      ),
      409,
      'ILLEGAL_TRANSITION',
    );
    await refused(signature, 'cancelLeaseRequest', lease(0, '/cancel'), post());

    const started = await send(
      paiement,
      'startExtraContributionPayment',
      'valid',
      lease(leaseOf('paiement'), '/payments'),
      post(),
    );
    expectStatus(started, 201);
    expectStatus(
      await send(
        signature,
        'startExtraContributionPayment',
        'invalid',
        lease(leaseOf('signature'), '/payments'),
        post(),
      ),
      409,
      'NOTHING_TO_PAY',
    );
    await refused(paiement, 'startExtraContributionPayment', lease('x', '/payments'), post());

    const paymentId = (started.body as { id: number }).id;
    expectStatus(await send(paiement, 'getPayment', 'valid', `/api/v2/payments/${paymentId}`), 200);
    expectStatus(
      await send(signature, 'getPayment', 'invalid', `/api/v2/payments/${paymentId}`),
      403,
      'FORBIDDEN',
    );
    await refused(paiement, 'getPayment', '/api/v2/payments/abc');
  });

  it('onboarding, documents and the signature by SMS code', async () => {
    const ids = await resetLeaseJourney(server.db);
    const thomas = await logIn(prismUrl, 'signature@acme.test', demoPassword, observe);
    const leaseId = ids['signature@acme.test']!.leaseRequests[0]!;
    const otherLeaseId = ids['paiement@acme.test']!.leaseRequests[0]!;
    const write = (method: string, body: unknown) => ({ method, body });
    const personal = '/api/v2/onboarding/personal-information';
    const bank = '/api/v2/onboarding/bank-details';
    const charter = '/api/v2/onboarding/charter';
    const documents = (id: number | string, rest = '') =>
      `/api/v2/lease-requests/${id}/documents${rest}`;
    const signature = (id: number | string, step: string) =>
      `/api/v2/lease-requests/${id}/signature/${step}`;

    expectStatus(await send(thomas, 'getOnboarding', 'valid', '/api/v2/onboarding'), 200);
    // A manager is a user too: their own (empty) onboarding.
    expectStatus(await send(manager, 'getOnboarding', 'invalid', '/api/v2/onboarding'), 200);

    expectStatus(
      await send(
        thomas,
        'updatePersonalInformation',
        'valid',
        personal,
        write('PATCH', { heightCm: 181 }),
      ),
      200,
    );
    expectStatus(
      await send(
        thomas,
        'updatePersonalInformation',
        'invalid',
        personal,
        write('PATCH', { birthDate: '2020-01-01' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      thomas,
      'updatePersonalInformation',
      personal,
      write('PATCH', { postalCode: '7' }),
    );

    const iban = 'FR7630006000011234567890189';
    expectStatus(
      await send(
        thomas,
        'saveBankDetails',
        'invalid',
        bank,
        write('PUT', {
          iban: `${iban.slice(0, -1)}8`,
          bic: 'AGRIFRPP',
          holderName: 'Thomas Lefèvre',
        }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await send(
        thomas,
        'saveBankDetails',
        'valid',
        bank,
        write('PUT', { iban, bic: 'AGRIFRPP', holderName: 'Thomas Lefèvre' }),
      ),
      200,
    );
    await refused(thomas, 'saveBankDetails', bank, write('PUT', { iban: 'IBAN', bic: 'AGRIFRPP' }));

    expectStatus(
      await send(
        thomas,
        'saveCharter',
        'valid',
        charter,
        write('PUT', { commutingAttested: true, rulesAccepted: true }),
      ),
      200,
    );
    await refused(thomas, 'saveCharter', charter, write('PUT', { commutingAttested: 'oui' }));

    expectStatus(await send(thomas, 'listLeaseDocuments', 'valid', documents(leaseId)), 200);
    expectStatus(
      await send(thomas, 'listLeaseDocuments', 'invalid', documents(otherLeaseId)),
      403,
      'FORBIDDEN',
    );
    await refused(thomas, 'listLeaseDocuments', documents('abc'));

    const mandate = documents(leaseId, '/direct-debit-mandate');
    expectStatus(await send(thomas, 'getLeaseDocument', 'valid', mandate), 200);
    expectStatus(
      await send(thomas, 'getLeaseDocument', 'invalid', documents(leaseId, '/pickup-voucher')),
      404,
      'NOT_FOUND',
    );
    await refused(thomas, 'getLeaseDocument', documents(leaseId, '/contrat'));

    expectStatus(await send(thomas, 'getLeaseDocumentPdf', 'valid', `${mandate}/pdf`), 200);
    expectStatus(
      await send(
        thomas,
        'getLeaseDocumentPdf',
        'invalid',
        documents(otherLeaseId, '/direct-debit-mandate/pdf'),
      ),
      403,
      'FORBIDDEN',
    );
    await refused(thomas, 'getLeaseDocumentPdf', documents(leaseId, '/contrat/pdf'));

    const consent = write('POST', { consent: true });
    expectStatus(
      await send(thomas, 'sendSignatureCode', 'valid', signature(leaseId, 'code'), consent),
      200,
    );
    expectStatus(
      await send(thomas, 'sendSignatureCode', 'invalid', signature(leaseId, 'code'), consent),
      429,
      'RESEND_TOO_EARLY',
    );
    await refused(
      thomas,
      'sendSignatureCode',
      signature(leaseId, 'code'),
      write('POST', { consent: false }),
    );

    const code = signatureCodes.at(-1)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expectStatus(
      await send(
        thomas,
        'verifySignatureCode',
        'invalid',
        signature(leaseId, 'verify'),
        write('POST', { code: wrong }),
      ),
      400,
      'SIGNATURE_CODE_INVALID',
    );
    expectStatus(
      await send(
        thomas,
        'verifySignatureCode',
        'valid',
        signature(leaseId, 'verify'),
        write('POST', { code }),
      ),
      200,
    );
    await refused(
      thomas,
      'verifySignatureCode',
      signature(leaseId, 'verify'),
      write('POST', { code: '12' }),
    );

    // Locked after the signature.
    expectStatus(
      await send(
        thomas,
        'saveCharter',
        'invalid',
        charter,
        write('PUT', { commutingAttested: true, rulesAccepted: true }),
      ),
      409,
      'ONBOARDING_LOCKED',
    );
  });

  it('rentals: schedule, end-of-lease choice, early end, revisions, voucher (issue 14)', async () => {
    const ids = await resetRentalPersonas(server.db);
    const signIn = (email: string) => logIn(prismUrl, email, demoPassword, observe);
    const [ines, julien, claire] = await Promise.all([
      signIn('mois3@acme.test'),
      signIn('mois14@acme.test'),
      signIn('mois34@acme.test'),
    ]);
    const rentalOf = (name: string) => ids[`${name}@acme.test`]![0]!;
    const rental = (id: number | string, action = '') => `/api/v2/rentals/${id}${action}`;
    const post = (body: unknown) => ({ method: 'POST', body });

    expectStatus(await send(ines, 'listRentals', 'valid', '/api/v2/rentals'), 200);

    expectStatus(await send(ines, 'getRental', 'valid', rental(rentalOf('mois3'))), 200);
    expectStatus(
      await send(ines, 'getRental', 'invalid', rental(rentalOf('mois14'))),
      403,
      'FORBIDDEN',
    );
    await refused(ines, 'getRental', rental('abc'));

    const choice = rental(rentalOf('mois34'), '/end-of-lease-choice');
    expectStatus(
      await send(claire, 'chooseEndOfLease', 'valid', choice, post({ choice: 'extend' })),
      200,
    );
    expectStatus(
      await send(
        julien,
        'chooseEndOfLease',
        'invalid',
        rental(rentalOf('mois14'), '/end-of-lease-choice'),
        post({ choice: 'extend' }),
      ),
      409,
      'END_OF_LEASE_CLOSED',
    );
    await refused(claire, 'chooseEndOfLease', choice, post({ choice: 'garder' }));

    // The chosen buyout's payment on the provider's page (spec sections 4 and 9).
    expectStatus(
      await send(claire, 'chooseEndOfLease', 'valid', choice, post({ choice: 'buyout' })),
      200,
    );
    const buyout = (name: string) => rental(rentalOf(name), '/buyout-payment');
    const pay = { method: 'POST' };
    expectStatus(await send(claire, 'startBuyoutPayment', 'valid', buyout('mois34'), pay), 201);
    expectStatus(
      await send(julien, 'startBuyoutPayment', 'invalid', buyout('mois14'), pay),
      409,
      'BUYOUT_NOT_CHOSEN',
    );
    await refused(claire, 'startBuyoutPayment', rental('abc', '/buyout-payment'), pay);

    const early = (name: string) => rental(rentalOf(name), '/early-end');
    expectStatus(
      await send(
        julien,
        'requestEarlyEnd',
        'valid',
        early('mois14'),
        post({ kind: 'return', situation: 'dismissal' }),
      ),
      200,
    );
    expectStatus(
      await send(
        ines,
        'requestEarlyEnd',
        'invalid',
        early('mois3'),
        post({ kind: 'return', situation: 'dismissal' }),
      ),
      409,
      'EARLY_RETURN_NOT_ALLOWED',
    );
    await refused(
      ines,
      'requestEarlyEnd',
      early('mois3'),
      post({ kind: 'swap', situation: 'other' }),
    );

    const slotsOf = (day: string) => rental(rentalOf('mois3'), `/revision-slots?day=${day}`);
    let day = '';
    let startsAt = '';
    for (let offset = 1; offset <= 14 && !day; offset += 1) {
      const candidate = addCalendarDays(parisNow().day, offset);
      const result = await send(ines, 'listRevisionSlots', 'valid', slotsOf(candidate));
      expectStatus(result, 200);
      const free = (result.body as { slots: { startsAt: string; free: boolean }[] }).slots.find(
        (slot) => slot.free,
      );
      if (free) [day, startsAt] = [candidate, free.startsAt];
    }
    expect(day).not.toBe('');
    expectStatus(
      await send(
        ines,
        'listRevisionSlots',
        'invalid',
        slotsOf(addCalendarDays(parisNow().day, -1)),
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      ines,
      'listRevisionSlots',
      rental(rentalOf('mois3'), '/revision-slots?day=demain'),
    );

    const revisions = rental(rentalOf('mois3'), '/revisions');
    expectStatus(
      await send(ines, 'bookRevision', 'valid', revisions, post({ day, startsAt })),
      201,
    );
    expectStatus(
      await send(ines, 'bookRevision', 'invalid', revisions, post({ day, startsAt })),
      409,
      'REVISION_NOT_BOOKABLE',
    );
    await refused(ines, 'bookRevision', revisions, post({ day, startsAt: '25:00' }));

    const voucher = rental(rentalOf('mois3'), '/service-voucher');
    expectStatus(await send(ines, 'getServiceVoucher', 'valid', voucher), 200);
    expectStatus(await send(julien, 'getServiceVoucher', 'invalid', voucher), 403, 'FORBIDDEN');
    await refused(ines, 'getServiceVoucher', rental('x', '/service-voucher'));
  });

  it('incidents: cover, list, report, read, send the missing documents (issue 14)', async () => {
    const { documentsMissing: waiting } = await resetIncidents(server.db);
    const [antoine, camille] = await Promise.all([
      logIn(prismUrl, 'livre@acme.test', demoPassword, observe),
      logIn(prismUrl, 'rider@acme.test', demoPassword, observe),
    ]);
    expectStatus(await send(antoine, 'getIncidentCover', 'valid', '/api/v2/incident-cover'), 200);
    // Without a running rental the cover says so: nothing the rider can get wrong.
    expectStatus(await send(camille, 'getIncidentCover', 'invalid', '/api/v2/incident-cover'), 200);
    expectStatus(await send(antoine, 'listIncidents', 'valid', '/api/v2/incidents'), 200);
    expectStatus(await send(camille, 'listIncidents', 'invalid', '/api/v2/incidents'), 200);
    const { day: today } = parisNow();
    const theft = {
      kind: 'theft',
      occurredOn: addCalendarDays(today, -1),
      place: 'Gare de Lyon, 75012 Paris',
      description: 'Antivol coupé au parking vélos de la gare.',
      documents: [
        {
          kind: 'police-report',
          fileName: 'plainte.pdf',
          mediaType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'),
        },
      ],
    };
    const post = (body: unknown) => ({ method: 'POST', body });
    const reported = await send(
      antoine,
      'reportIncident',
      'valid',
      '/api/v2/incidents',
      post(theft),
    );
    expectStatus(reported, 201);
    expectStatus(
      await send(
        antoine,
        'reportIncident',
        'invalid',
        '/api/v2/incidents',
        post({ ...theft, occurredOn: addCalendarDays(today, 3) }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(antoine, 'reportIncident', '/api/v2/incidents', post({ ...theft, kind: 'fire' }));
    const id = (reported.body as { id: number }).id;
    expectStatus(await send(antoine, 'getIncident', 'valid', `/api/v2/incidents/${id}`), 200);
    expectStatus(
      await send(camille, 'getIncident', 'invalid', `/api/v2/incidents/${id}`),
      403,
      'FORBIDDEN',
    );
    await refused(antoine, 'getIncident', '/api/v2/incidents/abc');

    // Léa's claim waits for her police report: only she sends it, then it is back in review.
    const lea = await logIn(prismUrl, 'plainte@acme.test', demoPassword, observe);
    const documentsPath = `/api/v2/incidents/${waiting}/documents`;
    const sent = post({ documents: theft.documents });
    expectStatus(
      await send(antoine, 'sendIncidentDocuments', 'invalid', documentsPath, sent),
      403,
      'FORBIDDEN',
    );
    await refused(lea, 'sendIncidentDocuments', documentsPath, post({ documents: [] }));
    expectStatus(await send(lea, 'sendIncidentDocuments', 'valid', documentsPath, sent), 200);
  });

  it('account: profile, language, password, bank details, deletion (issue 14)', async () => {
    await resetAccountPersonas(server.db);
    const signIn = (email: string) => logIn(prismUrl, email, demoPassword, observe);
    const [elise, antoine, manon, bastien] = await Promise.all([
      signIn('profil@acme.test'),
      signIn('livre@acme.test'),
      signIn('paiement@acme.test'),
      signIn('supprime@acme.test'),
    ]);
    const write = (method: string, body: unknown) => ({ method, body });
    const account = '/api/v2/account';

    expectStatus(await send(elise, 'getAccount', 'valid', account), 200);
    // Cannot fail for a signed-in user: a rider under contract reads hers, locked.
    expectStatus(await send(antoine, 'getAccount', 'invalid', account), 200);

    expectStatus(
      await send(elise, 'updateAccount', 'valid', account, write('PATCH', { city: 'Paris' })),
      200,
    );
    expectStatus(
      await send(antoine, 'updateAccount', 'invalid', account, write('PATCH', { city: 'Lyon' })),
      409,
      'CONTACT_INFORMATION_LOCKED',
    );
    await refused(elise, 'updateAccount', account, write('PATCH', { postalCode: '750' }));

    const language = `${account}/language`;
    expectStatus(
      await send(elise, 'setAccountLanguage', 'valid', language, write('PUT', { language: 'en' })),
      204,
    );
    // Cannot fail with a language of the contract: answered as designed.
    expectStatus(
      await send(
        elise,
        'setAccountLanguage',
        'invalid',
        language,
        write('PUT', { language: 'fr' }),
      ),
      204,
    );
    await refused(elise, 'setAccountLanguage', language, write('PUT', { language: 'de' }));

    const password = `${account}/password`;
    expectStatus(
      await send(
        elise,
        'changePassword',
        'invalid',
        password,
        write('POST', { currentPassword: 'pas-le-bon', newPassword: 'un-nouveau-mot-de-passe' }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    await refused(elise, 'changePassword', password, write('POST', { currentPassword: 'x' }));
    expectStatus(
      await send(
        elise,
        'changePassword',
        'valid',
        password,
        write('POST', { currentPassword: demoPassword, newPassword: 'un-nouveau-mot-de-passe' }),
      ),
      204,
    );

    const code = `${account}/bank-details/code`;
    const newDetails = {
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      holderName: 'Manon Rousseau',
      consent: true,
    };
    expectStatus(
      await send(elise, 'sendBankDetailsCode', 'invalid', code, write('POST', newDetails)),
      409,
      'MANDATE_NOT_SIGNED',
    );
    await refused(manon, 'sendBankDetailsCode', code, write('POST', { ...newDetails, iban: 'X' }));
    expectStatus(
      await send(manon, 'sendBankDetailsCode', 'valid', code, write('POST', newDetails)),
      200,
    );
    const sent = signatureCodes.at(-1) ?? '';
    const wrong = `${sent.slice(0, 5)}${(Number(sent.slice(5)) + 1) % 10}`;
    const verify = `${account}/bank-details/verify`;
    expectStatus(
      await send(manon, 'verifyBankDetailsCode', 'invalid', verify, write('POST', { code: wrong })),
      400,
      'SIGNATURE_CODE_INVALID',
    );
    await refused(manon, 'verifyBankDetailsCode', verify, write('POST', { code: 'abc' }));
    expectStatus(
      await send(manon, 'verifyBankDetailsCode', 'valid', verify, write('POST', { code: sent })),
      200,
    );

    expectStatus(
      await send(antoine, 'deleteAccount', 'invalid', account, { method: 'DELETE' }),
      409,
      'DELETION_IMPOSSIBLE',
    );
    expectStatus(await send(bastien, 'deleteAccount', 'valid', account, { method: 'DELETE' }), 204);
    await resetAccountPersonas(server.db);
  });

  it('the accounts waiting for approval (issue 27): the list, an approval, a refusal', async () => {
    // The group manager decides the accounts seeded at the subsidiaries; put back afterwards.
    const claire = await logIn(prismUrl, 'gestion@holding.test', demoPassword, observe);
    const list = (id: number | string, query = '') =>
      `/api/v2/clients/${id}/pending-accounts${query}`;
    const page = await send(claire, 'listPendingAccounts', 'valid', list(holdingId, '?limit=1'));
    expectStatus(page, 200);
    const cursor = String(page.body?.['nextCursor']);
    expectStatus(
      await send(
        claire,
        'listPendingAccounts',
        'valid',
        list(holdingId, `?limit=1&cursor=${cursor}`),
      ),
      200,
    );
    expectStatus(
      await send(
        claire,
        'listPendingAccounts',
        'valid',
        list(holdingId, '?limit=1&q=gwena%C3%ABlle'),
      ),
      200,
    );
    expectStatus(
      await send(claire, 'listPendingAccounts', 'invalid', list(holdingId, '?cursor=bm9u')),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(await send(rider, 'listPendingAccounts', 'invalid', list(holdingId)), 403);
    await refused(claire, 'listPendingAccounts', list(holdingId, '?limit=0'));

    const [theo, gwenaelle] = await Promise.all([
      idOf('select id from users where email = $1', ['inscription@bordeaux.holding.test']),
      idOf('select id from users where email = $1', ['attente@nantes.holding.test']),
    ]);
    const decision = (id: number | string, what: string) => `/api/v2/accounts/${id}/${what}`;
    const post = (body?: unknown) => ({ method: 'POST', ...(body === undefined ? {} : { body }) });
    expectStatus(
      await send(claire, 'approveAccount', 'valid', decision(theo, 'approve'), post()),
      200,
    );
    expectStatus(
      await send(claire, 'approveAccount', 'invalid', decision(theo, 'approve'), post()),
      409,
      'ACCOUNT_NOT_WAITING',
    );
    await refused(claire, 'approveAccount', decision('abc', 'approve'), post());
    expectStatus(
      await send(manager, 'refuseAccount', 'invalid', decision(gwenaelle, 'refuse'), post({})),
      403,
      'FORBIDDEN',
    );
    expectStatus(
      await send(
        claire,
        'refuseAccount',
        'valid',
        decision(gwenaelle, 'refuse'),
        post({ motive: 'Ouverture du programme à Nantes en janvier.' }),
      ),
      200,
    );
    await refused(
      claire,
      'refuseAccount',
      decision(gwenaelle, 'refuse'),
      post({ motive: 'x'.repeat(501) }),
    );
    await resetAccountApprovals(server.db);
  });

  it('every secured operation answers a refused token with 401 and its challenge', async () => {
    // Bodies Prism accepts: the server refuses the token before reading them.
    const bodies: Record<string, unknown> = {
      updatePersonalInformation: { city: 'Paris' },
      saveCharter: { commutingAttested: true, rulesAccepted: true },
      saveBankDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', holderName: 'X' },
      sendSignatureCode: { consent: true },
      verifySignatureCode: { code: '123456' },
      updateAccount: { city: 'Paris' },
      setAccountLanguage: { language: 'fr' },
      changePassword: { currentPassword: 'x', newPassword: 'un-nouveau-mot-de-passe' },
      sendBankDetailsCode: {
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        holderName: 'X',
        consent: true,
      },
      verifyBankDetailsCode: { code: '123456' },
      createClient: { ...companyForm, qName: 'jamais-cree' },
      updateClient: companyForm,
      toggleClientApprobation: { approbation: true },
      refuseLeaseRequest: { motive: 'Budget atteint.' },
      refuseAccount: { motive: 'Contrat de moins de six mois.' },
      grantClientRight: { email: 'compta@acme.test', name: 'invoices' },
      inviteEmployees: { emails: ['jamais.invite@acme.test'] },
      setRegistrationsOnHold: { registrationsOnHold: true },
      setEquipmentChoiceOnHold: { equipmentChoiceOnHold: true },
      chooseGroupCompany: { clientId: 1 },
      sendCompanyAgreementCode: { consent: true },
      signCompanyAgreement: { code: '123456' },
      postEligibleEmployees: { employees: [{ email: 'jamais.ajoute@acme.test' }] },
      createClientAllowedDomain: { domain: 'jamais-ajoute.test', clientId: acmeId },
      bookTestRide: { storeId: 1, day: '2030-01-07', startsAt: '10:00' },
      declineRetailerProposition: { reason: 'too-expensive' },
      createOfferRequest: { storeId: 1, bikeModelId: 1, sizeId: 1, equipmentIds: [] },
      useSponsorCode: { code: 'HUGO-7Q4K' },
      bookBikeCheck: { storeId: 1, day: '2030-01-07', startsAt: '10:00' },
      confirmLeaseEquipment: { delivery: 'store' },
      chooseEndOfLease: { choice: 'extend' },
      requestEarlyEnd: { kind: 'return', situation: 'other' },
      bookRevision: { day: '2030-01-07', startsAt: '10:00' },
      sendIncidentDocuments: {
        documents: [
          {
            kind: 'police-report',
            fileName: 'plainte.pdf',
            mediaType: 'application/pdf',
            contentBase64: 'JVBERi0xLjcK',
          },
        ],
      },
      reportIncident: {
        kind: 'breakdown',
        occurredOn: '2030-01-07',
        place: 'Paris',
        description: 'Chaîne cassée.',
        documents: [],
      },
      saveCommuteQuestionnaire: {
        currentTransport: 'bike',
        distanceBand: '2-5-km',
        commuteTimeBand: 'under-15-min',
        electricAssistance: 'no',
        frameType: 'diamond',
        brandPreferences: [],
        contactPreference: 'email',
      },
      updateCommuteQuestionnaire: { distanceBand: '2-5-km' },
    };
    const stale = through('jeton-expire-ou-invente');
    for (const operation of contract.operations.filter((candidate) => candidate.secured)) {
      // Prism checks the XSRF pair before the server checks the token: the stale session holds it.
      const path = operation.path
        .replace('{id}', String(acmeId))
        .replace('{kind}', 'confirmation-voucher')
        .replace('{invoiceId}', '1')
        .replace('{requestId}', '1')
        .replace('{leaseId}', '1')
        .replace('{userId}', '1')
        .replace('{right}', 'invoices');
      const query =
        operation.operationId === 'listClientAllowedDomains'
          ? `?filter=${encodeURIComponent(`{"clientId":${acmeId}}`)}`
          : operation.operationId === 'getAgreementsReadyMultiClient'
            ? `?clientIds=${encodeURIComponent(`[${acmeId}]`)}`
            : operation.operationId === 'listRevisionSlots' ||
                operation.operationId === 'listTestRideSlots' ||
                operation.operationId === 'listBikeCheckSlots'
              ? '?day=2030-01-07'
              : '';
      if (stale.cookies.size === 0) await stale.fetch('/api/v2/client-themes/?qName=acme');
      const body = bodies[operation.operationId];
      expect(body === undefined, operation.operationId).toBe(operation.validateBody === undefined);
      const result = await send(stale, operation.operationId, 'invalid', `${path}${query}`, {
        method: operation.method.toUpperCase(),
        ...(body === undefined ? {} : { body }),
      });
      expectStatus(result, 401, 'UNAUTHORIZED');
    }
  });
});

/** Whether a client can get the operation's input wrong: a path, query or body (not a header). */
function takesInput(operation: (typeof contract.operations)[number]): boolean {
  const raw = contract.document.paths[operation.path]?.[operation.method] as {
    parameters?: { $ref?: string; in?: string }[];
  };
  const shared = contract.document.components?.['parameters'] as Record<string, { in: string }>;
  const query = (raw.parameters ?? [])
    .map((parameter) =>
      parameter.$ref === undefined ? parameter : shared[parameter.$ref.split('/').pop() ?? ''],
    )
    .filter((parameter) => parameter?.in === 'query');
  return operation.path.includes('{') || operation.validateBody !== undefined || query.length > 0;
}

describe('what Prism saw', () => {
  it('no violation, no answer of Prism instead of the server, no 5xx', () => {
    const kinds = new Map(tagged.map((entry) => [entry.exchange, entry.kind]));
    const requestSide = ['path', 'query', 'body', 'header'];
    const problems = exchanges.flatMap((exchange) => {
      const where = `${exchange.method} ${exchange.path} → ${exchange.status}`;
      const seen = JSON.stringify(exchange.violations);
      if (kinds.get(exchange) === 'refused by the contract') {
        // Expected: Prism's own 422, naming the request only.
        const onlyRequest =
          exchange.status === 422 &&
          exchange.violations.length > 0 &&
          exchange.violations.every((violation) =>
            requestSide.includes(violation.location?.[0] ?? ''),
          );
        return onlyRequest ? [] : [`${where}: expected request violations only, got ${seen}`];
      }
      const out: string[] = [];
      if (exchange.status >= 500) out.push(`${where}: a 5xx`);
      if (exchange.prismError) out.push(`${where}: Prism answered ${exchange.prismError}`);
      if (exchange.violations.length > 0) out.push(`${where}: ${seen}`);
      return out;
    });
    expect(problems, prismLog).toEqual([]);
    expect(exchanges.length).toBeGreaterThan(100);
  });

  it('exercised every operation of the bundled contract each way', () => {
    const missing: string[] = [];
    for (const operation of contract.operations) {
      const mine = tagged.filter((entry) => entry.operationId === operation.operationId);
      const reachedServer = (kind: Kind, accept: (status: number) => boolean) =>
        mine.some(
          ({ exchange, kind: made }) =>
            made === kind && exchange.prismError === undefined && accept(exchange.status),
        );
      if (!reachedServer('valid', (status) => status >= 200 && status < 300)) {
        missing.push(`${operation.operationId}: a valid request answered 2xx`);
      }
      // Refused by the server (4xx), or answered as designed by the calls that cannot fail.
      if (!reachedServer('invalid', (status) => status < 500)) {
        missing.push(`${operation.operationId}: an invalid input`);
      }
      if (
        takesInput(operation) &&
        !mine.some((entry) => entry.kind === 'refused by the contract')
      ) {
        missing.push(`${operation.operationId}: a request the contract refuses`);
      }
    }
    expect(missing).toEqual([]);
  });
});
