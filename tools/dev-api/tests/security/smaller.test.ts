/**
 * The security review's smaller findings (issue 26, finding 7), each attacked as an attacker would,
 * over HTTP against the in-process dev API run as in production (no dev mode) unless said otherwise:
 * the health check's demo password, the payment page's link, bodies read before the checks, the
 * onboarding's full IBAN, the invitation's account oracle, and the `sites` right that makes a group.
 */
import { leaseApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLeaseJourney } from '../../src/leaseJourneySeed.ts';
import { demoCardNumber } from '../../src/paymentProvider.ts';
import { demoPassword } from '../../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../../src/start.ts';
import { expectError, expectOk, logIn, type Browser } from '../browser.ts';

let server: RunningDevApi;

beforeAll(async () => {
  server = await startDevApi({});
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
      expect(demo.invitePath).toMatch(/^\/rider\/join\/acme\//);
    } finally {
      await dev.close();
    }
  }, 240_000);
});

describe('the payment page’s link works only for the session that started the payment', () => {
  /** The hosted page's "pay" button, posted with the demo card, through `via` (or a bare fetch). */
  const pay = (redirectUrl: string, via?: Browser) => {
    const init: RequestInit = {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        'cc-name': 'Manon Rousseau',
        'cc-number': demoCardNumber,
        'cc-exp': '12/29',
        'cc-csc': '123',
      }).toString(),
    };
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
