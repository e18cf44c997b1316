/**
 * Finding a company without an invitation link (issue 28, POST /auth/findCompany), and a
 * group-affiliated rider choosing her company (PUT /api/profile/company). The lookup must not hand out
 * the client list: only a full allowed domain or a name close enough to one company answers, a miss
 * and an ambiguity look the same, and the lookups of one address are throttled. Its ticket opens the
 * company's invitation form for 24 hours and no other company's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comparableName, editDistance } from '../../src/handlers/companyLookup.ts';
import { startDevApi, type RunningDevApi } from '../../src/start.ts';
import { expectError, expectOk, logIn, openBrowser } from '../browser.ts';

let server: RunningDevApi;
let clock = new Date();
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startDevApi({ dev: true, settings: { now: () => clock } });
  const { rows } = await server.db.query<{ id: number; q_name: string }>(
    'select id, q_name from clients',
  );
  for (const row of rows) ids[row.q_name] = row.id;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

// Every test calls from 127.0.0.1: each starts with no lookup counted against it.
beforeEach(async () => {
  await server.db.query(`delete from auth_attempts where kind = 'lookup'`);
});

const caller = () => openBrowser(server.url);

async function find(search: string, browser = caller()) {
  return browser.api.auth.findCompany({ search });
}

describe('what a lookup answers', () => {
  it('a work e-mail or a bare domain answers the company allowing that full domain', async () => {
    const browser = caller();
    for (const search of ['camille@acme.test', ' Jean.Dupont@ACME-FRANCE.test ', 'acme.test']) {
      expect(expectOk(await find(search, browser))).toMatchObject({
        qName: 'acme',
        name: 'Acme France',
      });
    }
    expect(expectOk(await find('paul@nantes.holding.test', browser)).qName).toBe('holding-nantes');
    // The group's own domain: the group, whose list lets the rider choose.
    expect(expectOk(await find('paul@holding.test', browser)).qName).toBe('holding');
  });

  it('a part of a domain, or a domain no company allows, answers nothing', async () => {
    const browser = caller();
    for (const search of [
      'camille@cme.test',
      'camille@test',
      'camille@mail.acme.test',
      'x@gmail.com',
    ]) {
      expectError(await find(search, browser), 404, 'NO_MATCH');
    }
  });

  it('a name answers regardless of accents, case and "groupe", with a typo, or by its first words', async () => {
    const browser = caller();
    for (const [search, qName] of [
      ['ACME france', 'acme'],
      ['Acmé Fránce', 'acme'],
      ['Acme Frence', 'acme'],
      ['acme', 'acme'],
      ['Holding Atlantique Nantes', 'holding-nantes'],
      ['holding atlantiqe bordeaux', 'holding-bordeaux'],
      ['Groupe Holding Atlantique', 'holding'],
      // The group and its own subsidiaries start alike: the group, whose list offers them.
      ['Holding Atlantique', 'holding'],
    ] as const) {
      expect(expectOk(await find(search, browser)).qName, search).toBe(qName);
    }
  });

  it('a name too far from any company, a few letters, or a word of the middle answers nothing', async () => {
    const browser = caller();
    for (const search of [
      'Acne Frence SA',
      'Ac',
      'acm',
      'France',
      'Nantes',
      'Boulangerie Dupont',
    ]) {
      expectError(await find(search, browser), 404, 'NO_MATCH');
    }
  });

  it('compares names without accents, case, punctuation or legal forms', () => {
    expect(comparableName('  Société Générale d’Éclairage — SAS ')).toBe('generale d eclairage');
    expect(editDistance('acme france', 'acme frence', 1)).toBe(1);
    expect(editDistance('acme france', 'acne frence', 1)).toBe(2);
  });
});

describe('the ticket of a match', () => {
  it('opens its own company’s form for 24 hours, and no other company’s', async () => {
    const browser = caller();
    const { registrationToken } = expectOk(await find('lea@acme.test', browser));
    expectOk(
      await browser.api.auth.checkClientToken({ qName: 'acme', inviteToken: registrationToken }),
    );
    expectError(
      await browser.api.auth.checkClientToken({ qName: 'holding', inviteToken: registrationToken }),
      404,
      'TOKEN_INVALID',
    );
    await server.db.query(
      `update registration_tickets set expires_at = now() - interval '1 second'`,
    );
    expectError(
      await browser.api.auth.checkClientToken({ qName: 'acme', inviteToken: registrationToken }),
      404,
      'TOKEN_INVALID',
    );
  });

  it('registers a rider who still asks her company until her work address is confirmed', async () => {
    const browser = caller();
    const { registrationToken, qName } = expectOk(await find('Holding Atlantique Nantes', browser));
    const created = expectOk(
      await browser.api.auth.register({
        email: 'hugo.lambert@gmail.test',
        password: 'un-vrai-mot-de-passe',
        firstName: 'Hugo',
        lastName: 'Lambert',
        language: 'fr',
        qName,
        inviteToken: registrationToken,
        postalCode: '44000',
        termsAccepted: true,
        newsletterOptIn: false,
        marketingOptIn: false,
      }),
      201,
    );
    const { rows } = await server.db.query<{ client_id: number; is_approved: boolean }>(
      'select client_id, is_approved from users where id = $1',
      [created.userId],
    );
    expect(rows[0]).toEqual({ client_id: ids['holding-nantes'], is_approved: false });
  });
});

describe('the throttle', () => {
  it('answers the 21st lookup of an address within fifteen minutes 429, match or not', async () => {
    const browser = caller();
    for (let attempt = 0; attempt < 20; attempt++) {
      const result = await find(
        attempt % 2 ? 'rider@acme.test' : `nom inconnu ${attempt}`,
        browser,
      );
      expect(result.ok || result.status === 404).toBe(true);
    }
    const refused = await find('rider@acme.test', browser);
    expect(refused).toMatchObject({ ok: false, status: 429, error: { code: 'TOO_MANY_ATTEMPTS' } });
    // Another address still looks up (Fastify's injection is the only way to be another one here).
    const other = await server.app.inject({
      method: 'POST',
      url: '/auth/findCompany',
      remoteAddress: '203.0.113.7',
      payload: { search: 'rider@acme.test' },
    });
    expect(other.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    expectOk(await find('rider@acme.test', browser));
  });
});

describe('a group-affiliated rider chooses her company', () => {
  it('refuses a company outside her group, known or not, and any account not attached to a group', async () => {
    const manon = await logIn(server.url, 'choix@holding.test');
    for (const clientId of [ids['acme']!, ids['holding']!, 999_999]) {
      expectError(
        await manon.api.profile.chooseGroupCompany({ clientId }),
        400,
        'VALIDATION_FAILED',
      );
    }
    const camille = await logIn(server.url, 'rider@acme.test');
    expectError(
      await camille.api.profile.chooseGroupCompany({ clientId: ids['holding-nantes']! }),
      403,
      'FORBIDDEN',
    );
  });

  it('moves her to the subsidiary she chose, once', async () => {
    const manon = await logIn(server.url, 'choix@holding.test');
    expect(
      expectOk(await manon.api.profile.chooseGroupCompany({ clientId: ids['holding-bordeaux']! })),
    ).toMatchObject({ clientId: ids['holding-bordeaux'], isGroupClient: false });
    // No longer a group's rider: she cannot move again by this call.
    expectError(
      await manon.api.profile.chooseGroupCompany({ clientId: ids['holding-nantes']! }),
      403,
      'FORBIDDEN',
    );
  });
});
