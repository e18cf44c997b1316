/**
 * The security review's smaller findings (issue 26, finding 7), each attacked as an attacker would,
 * over HTTP against the in-process dev API run as in production (no dev mode) unless said otherwise:
 * the health check's demo password, the payment page's link, bodies read before the checks, the
 * onboarding's full IBAN, the invitation's account oracle, and the `sites` right that makes a group.
 */
import { leaseApi } from '@velo/api-sdk';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from '../../src/contract.ts';
import { resetLeaseJourney } from '../../src/leaseJourneySeed.ts';
import { demoPassword } from '../../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../../src/start.ts';
import {
  demoCardPayment,
  expectError,
  expectOk,
  logIn,
  openBrowser,
  type Browser,
} from '../browser.ts';

let server: RunningDevApi;

beforeAll(async () => {
  // Errors in the log (stderr) tell why an answer was a 500.
  server = await startDevApi({
    logger: { level: 'error', stream: { write: (line) => void process.stderr.write(line) } },
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

const clientId = async (qName: string) =>
  (await server.db.query<{ id: number }>('select id from clients where q_name = $1', [qName]))
    .rows[0]!.id;

describe('/__health publishes no demo password outside dev mode', () => {
  it('answers only that it is up, and /__dev/demo does not exist', async () => {
    const response = await fetch(`${server.url}/__health`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(demoPassword);
    // No login either: which accounts exist is no business of an anonymous caller.
    expect(text).not.toContain('@acme.test');
    expect(JSON.parse(text)).toEqual({ status: 'ok', devMode: false });
    expect((await fetch(`${server.url}/__dev/demo`)).status).toBe(404);
  });
});

describe('the payment page’s link works only for the session that started the payment', () => {
  /** The hosted page's "pay" button, posted with the demo card, through `via` (or a bare fetch). */
  const pay = (redirectUrl: string, via?: Browser) => {
    const init = demoCardPayment();
    const url = `${redirectUrl}?outcome=succeed`;
    return via ? via.fetch(url, init) : fetch(url, init);
  };

  it('refuses the link without the starter’s binding, from another session, and after logout', async () => {
    const ids = await resetLeaseJourney(server.db);
    const leaseId = ids['paiement@acme.test']!.leaseRequests[0]!;
    const starter = await logIn(server.url, 'paiement@acme.test');
    const { id, redirectUrl } = expectOk(await leaseApi(starter.api).startPayment(leaseId), 201);
    const status = async () =>
      (await server.db.query<{ status: string }>('select status from payments where id = $1', [id]))
        .rows[0]?.status;

    // Whoever got hold of the link (a shared screen, a proxy log, a forwarded message)…
    const shown = await fetch(redirectUrl);
    expect(shown.status).toBe(403);
    expect(await shown.text()).not.toContain('cc-number');
    expect((await pay(redirectUrl)).status).toBe(403);
    // …or another session of the same rider, in another browser: nothing is paid.
    const otherSession = await logIn(server.url, 'paiement@acme.test');
    expect((await pay(redirectUrl, otherSession)).status).toBe(403);
    expect(await status()).toBe('pending');
    expect(expectOk(await leaseApi(otherSession.api).get(leaseId)).status).toBe('awaiting-payment');

    // The starter's session logged out: its page is dead too.
    const loggedOut = await logIn(server.url, 'paiement@acme.test');
    const second = expectOk(await leaseApi(loggedOut.api).startPayment(leaseId), 201);
    expectOk(await loggedOut.api.auth.logout(), 204);
    expect((await pay(second.redirectUrl, loggedOut)).status).toBe(403);

    // The rider's own browser session pays, and goes back to the app.
    const rider = await logIn(server.url, 'paiement@acme.test');
    const third = expectOk(await leaseApi(rider.api).startPayment(leaseId), 201);
    expect((await rider.fetch(third.redirectUrl)).status).toBe(200);
    const paid = await pay(third.redirectUrl, rider);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/rider\/payment\/confirmed\?payment=\d+$/);
    expect(expectOk(await leaseApi(rider.api).get(leaseId)).status).toBe('ready-for-pickup');
  });
});

describe('bodies are read only after the XSRF and session checks, and only up to a limit', () => {
  /**
   * A POST that announces `announced` bytes but sends only the first kilobyte, then waits: the
   * answer must come before the body (which never comes), so nothing was waiting to read it.
   */
  const announce = (path: string, headers: Record<string, string>, announced: number) =>
    new Promise<{ status: number; code: string }>((resolve, reject) => {
      const request = httpRequest(
        new URL(path, server.url),
        {
          method: 'POST',
          agent: false,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(announced),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            clearTimeout(timer);
            request.destroy();
            resolve({
              status: response.statusCode ?? 0,
              code: (JSON.parse(text) as { code: string }).code,
            });
          });
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error(`${path}: no answer before the announced ${announced} bytes were sent`));
      }, 10_000);
      request.on('error', () => undefined);
      request.write(`{"padding":"${'x'.repeat(1000)}`);
    });
  const xsrfOf = (browser: Browser) => {
    const xsrf = browser.cookies.get('XSRF-TOKEN') ?? '';
    return { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  };
  const bigUpload = 40 * 1024 * 1024;

  it('a forged or anonymous 40 MiB upload is refused before a byte of it is read', async () => {
    // No XSRF pair: 403 at once.
    expect(await announce('/api/v2/incidents', {}, bigUpload)).toEqual({
      status: 403,
      code: 'XSRF_MISMATCH',
    });
    // The XSRF pair but no session, or a made-up one: 401 at once.
    const anonymous = openBrowser(server.url);
    await anonymous.fetch('/__health');
    expect(await announce('/api/v2/incidents', xsrfOf(anonymous), bigUpload)).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(
      await announce(
        '/api/v2/incidents',
        { ...xsrfOf(anonymous), authorization: 'Bearer made-up-token-000000000000' },
        bigUpload,
      ),
    ).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a JSON body over its operation’s limit is a 413 with the error body, announced or not', async () => {
    // Login takes no session: its body is bounded to 64 KiB, refused on the announced length.
    expect(await announce('/auth/login', {}, 1024 * 1024)).toEqual({
      status: 413,
      code: 'REQUEST_TOO_LARGE',
    });
    const rider = await logIn(server.url, 'rider@acme.test');
    expect(
      await announce(
        '/api/v2/lease-requests/1/signature/code',
        { ...xsrfOf(rider), authorization: `Bearer ${rider.token}` },
        1024 * 1024,
      ),
    ).toEqual({ status: 413, code: 'REQUEST_TOO_LARGE' });
    // Sent in chunks with no length announced: cut off at the limit.
    const chunked = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([
        `{"email":"rider@acme.test","password":"${'x'.repeat(100 * 1024)}"}`,
      ]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({
      code: 'REQUEST_TOO_LARGE',
      message: 'The request body is over 65536 bytes.',
    });
  });

  it('an upload keeps its size: a 200 KiB incident report is read and validated', async () => {
    const rider = await logIn(server.url, 'rider@acme.test');
    const response = await rider.fetch('/api/v2/incidents', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(200 * 1024) }),
    });
    expect(response.status).toBe(400);
  });

  it('every operation taking a body declares its 413 in the contract', () => {
    const contract = Contract.load();
    const undeclared = contract.operations
      .filter((operation) => operation.validateBody !== undefined)
      .filter((operation) => !operation.responseValidator(413))
      .map((operation) => operation.operationId);
    expect(undeclared).toEqual([]);
    const signatureCode = contract.operations.find(
      (operation) => operation.operationId === 'sendSignatureCode',
    );
    expect(
      signatureCode?.responseValidator(413)?.({
        code: 'REQUEST_TOO_LARGE',
        message: 'The request body is over 65536 bytes.',
      }),
    ).toEqual([]);
  });
});

describe('the bank details are read back masked, never the whole IBAN', () => {
  /** Every way an answer could spell the IBAN out: electronic, grouped by four, and its hidden middle. */
  const spellings = (iban: string) => [
    iban,
    iban.replace(/(.{4})(?=.)/g, '$1 '),
    iban.slice(4, -3),
  ];
  /** A call's raw answer, as whoever holds the session (a shared screen, a script in the page) reads it. */
  const answer = async (browser: Browser, path: string, method = 'GET', body?: unknown) => {
    const response = await browser.fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return response.text();
  };
  const expectNoIban = (answers: Record<string, string>, iban: string) => {
    for (const [call, text] of Object.entries(answers)) {
      for (const spelling of spellings(iban)) expect(text, call).not.toContain(spelling);
    }
  };

  it('a rider who just typed their IBAN gets it back from no read and no write', async () => {
    const ids = await resetLeaseJourney(server.db);
    const leaseId = ids['signature@acme.test']!.leaseRequests[0]!;
    const rider = await logIn(server.url, 'signature@acme.test');
    const iban = 'FR7630006000011234567890189';
    const answers = {
      saveBankDetails: await answer(rider, '/api/v2/onboarding/bank-details', 'PUT', {
        iban,
        bic: 'AGRIFRPP',
        holderName: 'Thomas Lefèvre',
      }),
      getOnboarding: await answer(rider, '/api/v2/onboarding'),
      updatePersonalInformation: await answer(
        rider,
        '/api/v2/onboarding/personal-information',
        'PATCH',
        { city: 'Paris' },
      ),
      saveCharter: await answer(rider, '/api/v2/onboarding/charter', 'PUT', {
        commutingAttested: true,
        rulesAccepted: true,
      }),
      getAccount: await answer(rider, '/api/v2/account'),
      listLeaseRequests: await answer(rider, '/api/v2/lease-requests'),
      getLeaseRequest: await answer(rider, `/api/v2/lease-requests/${leaseId}`),
      listLeaseDocuments: await answer(rider, `/api/v2/lease-requests/${leaseId}/documents`),
    };
    expectNoIban(answers, iban);
    // What comes back is enough to recognise the account, and the step counts as done.
    const onboarding = JSON.parse(answers.getOnboarding) as {
      bankDetails: Record<string, unknown>;
      complete: { bankDetails: boolean };
    };
    expect(onboarding.bankDetails).toEqual({
      ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
      bic: 'AGRIFRPP',
      holderName: 'Thomas Lefèvre',
      mandateReference: expect.stringMatching(/^VELO-RUM-/),
      updatedAt: expect.any(String),
    });
    expect(onboarding.complete.bankDetails).toBe(true);
    // The one answer that names it, by design: the SEPA mandate the rider signs names its debtor's
    // account (SEPA rulebook), in its accessible rendition as in its PDF.
    expect(
      await answer(rider, `/api/v2/lease-requests/${leaseId}/documents/direct-debit-mandate`),
    ).toContain('FR76 3000 6000 0112 3456 7890 189');
  });

  it('a rider whose mandate is signed reads neither the onboarding nor the account whole', async () => {
    await resetLeaseJourney(server.db);
    const rider = await logIn(server.url, 'paiement@acme.test');
    const answers = {
      getOnboarding: await answer(rider, '/api/v2/onboarding'),
      getAccount: await answer(rider, '/api/v2/account'),
    };
    expectNoIban(answers, 'FR7630004008190001234567879');
    expect(answers.getOnboarding).toContain('FR76 •••• •••• •••• •••• •••• 879');
  });
});

describe('inviteEmployees tells a manager nothing about other companies’ accounts', () => {
  it('answers an address with an account elsewhere as a new one', async () => {
    const manager = await logIn(server.url, 'manager@acme.test');
    const acmeId = await clientId('acme');
    const elsewhere = 'manager@nantes.holding.test';
    const unknown = 'personne.nouvelle@exemple.test';
    const result = await manager.fetch(`/api/v2/clients/${acmeId}/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emails: [elsewhere, unknown, 'rider@acme.test'] }),
    });
    expect(result.status).toBe(200);
    const body = (await result.json()) as { invited: string[]; alreadyRegistered: string[] };
    // Only the company's own rider is "already registered"; the other company's manager is
    // answered exactly as the address nobody uses.
    expect(body).toEqual({ invited: [elsewhere, unknown], alreadyRegistered: ['rider@acme.test'] });
  });
});

describe('a `sites` right on a company that is no group does not make it a group', () => {
  const companyForm = {
    name: 'Filiale Acme',
    qName: 'filiale-acme',
    isService: false,
    isPartner: false,
    isECommerceRetailer: false,
    email: 'rh@filiale-acme.test',
    mobilePhone: '+33612345678',
    postalCode: '75011',
    siret: '73282932000074',
    siren: '732829320',
    vatIdentifier: 'FR44732829320',
  };
  const isGroup = async (id: number) =>
    (
      await server.db.query<{ is_group: boolean }>('select is_group from clients where id = $1', [
        id,
      ])
    ).rows[0]?.is_group;

  it('refuses a subsidiary under Acme to Acme’s manager, and leaves Acme no group', async () => {
    const manager = await logIn(server.url, 'manager@acme.test');
    const acmeId = await clientId('acme');
    expect(await isGroup(acmeId)).toBe(false);
    expectError(
      await manager.api.clients.create({ ...companyForm, groupClientId: acmeId }),
      403,
      'FORBIDDEN',
    );
    expect(await isGroup(acmeId)).toBe(false);
    expect(
      (await server.db.query("select 1 from clients where q_name = 'filiale-acme'")).rows,
    ).toEqual([]);
  });

  it('refuses moving another company under Acme the same way', async () => {
    const admin = await logIn(server.url, 'admin@velo.test');
    const manager = await logIn(server.url, 'manager@acme.test');
    const acmeId = await clientId('acme');
    const other = expectOk(
      await admin.api.clients.create({ ...companyForm, qName: 'voisine', groupClientId: null }),
      201,
    );
    const managerId = (
      await server.db.query<{ id: number }>(
        "select id from users where email = 'manager@acme.test'",
      )
    ).rows[0]!.id;
    await server.db.query(
      "insert into user_rights (user_id, client_id, name) values ($1, $2, 'sites')",
      [managerId, other.id],
    );
    expectError(
      await manager.api.clients.update(other.id, {
        ...companyForm,
        qName: 'voisine',
        groupClientId: acmeId,
      }),
      403,
      'FORBIDDEN',
    );
    expect(await isGroup(acmeId)).toBe(false);
  });

  it('still lets the group’s manager add a subsidiary to the group', async () => {
    const groupManager = await logIn(server.url, 'gestion@holding.test');
    const holdingId = await clientId('holding');
    expectOk(
      await groupManager.api.clients.create({
        ...companyForm,
        qName: 'holding-lyon',
        groupClientId: holdingId,
      }),
      201,
    );
  });
});

// Last: a second dev API, in dev mode, started and closed once the others are done.
describe('the demo logins stay available in dev mode', () => {
  it('in dev mode the demo logins that `npm start` prints come from /__dev/demo', async () => {
    const dev = await startDevApi({ dev: true });
    try {
      const health = await (await fetch(`${dev.url}/__health`)).json();
      expect(health).toEqual({ status: 'ok', devMode: true });
      const demo = (await (await fetch(`${dev.url}/__dev/demo`)).json()) as {
        password: string;
        logins: { email: string }[];
        invitePath: string;
      };
      expect(demo.password).toBe(demoPassword);
      expect(demo.logins.map((login) => login.email)).toContain('rider@acme.test');
      // Issue 27: the refused account, whose home page says so, is listed to try.
      expect(demo.logins.map((login) => login.email)).toContain('refusee@bordeaux.holding.test');
      expect(demo.invitePath).toMatch(/^\/rider\/join\/acme\//);
    } finally {
      await dev.close();
    }
  }, 240_000);
});
