/**
 * Joining a company without an invitation (issue 26, finding 1). An attacker with no invitation
 * tries to join a company by its id, to learn which ids exist, and to register a colleague's work
 * address to be approved at once and be granted a right "by e-mail". Each case is refused until the
 * address is confirmed by the link the e-mail carries (single use, 24 hours). A rider whose link
 * expired or got lost asks for a new one, signed in: it revokes the older links, an address already
 * confirmed gets nothing, and a fourth link within fifteen minutes waits.
 */
import { accountApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeInviteToken, holdingInviteToken } from '../../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../../src/start.ts';
import { logIn, openBrowser, type Browser } from '../browser.ts';

let server: RunningDevApi;
let acmeId: number;
let holdingId: number;
let nantesId: number;
const run = Date.now();

beforeAll(async () => {
  server = await startDevApi({ dev: true });
  const id = async (qName: string) =>
    (await server.db.query<{ id: number }>('select id from clients where q_name = $1', [qName]))
      .rows[0]!.id;
  [acmeId, holdingId, nantesId] = await Promise.all([
    id('acme'),
    id('holding'),
    id('holding-nantes'),
  ]);
}, 240_000);

afterAll(async () => {
  await server?.close();
});

const person = {
  password: 'un-vrai-mot-de-passe',
  firstName: 'Max',
  lastName: 'Intrus',
  language: 'fr',
  termsAccepted: true,
  newsletterOptIn: false,
  marketingOptIn: false,
};

async function register(browser: Browser, body: Record<string, unknown>) {
  const response = await browser.fetch('/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The keys of the confirmation links the dev outbox holds for `email`, oldest first. */
async function confirmationKeys(email: string): Promise<string[]> {
  const outbox = (await (await fetch(`${server.url}/__dev/outbox`)).json()) as {
    to: string;
    link: string;
  }[];
  return outbox
    .filter((sent) => sent.to === email && sent.link.includes('/confirmEmail'))
    .map((sent) => new URL(sent.link).searchParams.get('key') ?? '');
}

/** The confirmation link the dev outbox holds for `email` (the last one sent). */
async function confirmationKey(email: string): Promise<string | undefined> {
  return (await confirmationKeys(email)).at(-1);
}

async function confirm(browser: Browser, token: string) {
  const response = await browser.fetch('/auth/confirmEmail', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return {
    status: response.status,
    code: response.status === 204 ? null : (await response.json()).code,
  };
}

async function profileOf(token: string) {
  const response = await fetch(`${server.url}/api/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    isApproved: boolean;
    clientId: number;
    emailConfirmed: boolean;
  };
}

/** Asks for a new confirmation link as `browser` (its session, and its XSRF pair unless `xsrf` is false). */
async function resend(browser: Browser, { xsrf = true } = {}) {
  const response = await browser.fetch('/api/v2/account/email-confirmation', {
    method: 'POST',
    ...(xsrf ? {} : { headers: { 'x-xsrf-token': 'pas-le-bon-jeton' } }),
  });
  return {
    status: response.status,
    code: response.status === 204 ? null : ((await response.json()) as { code: string }).code,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A new rider of Acme through its invitation, signed in, whose address is not confirmed yet. */
async function newRider(email: string): Promise<Browser> {
  const browser = openBrowser(server.url);
  const created = await register(browser, { email, qName: 'acme', inviteToken: acmeInviteToken });
  expect(created.status).toBe(201);
  browser.token = String(created.body['token']);
  return browser;
}

describe('a company by its id, without its invitation', () => {
  it('register with only groupClientId refuses a company that is no subsidiary, as an unknown id', async () => {
    const attacker = openBrowser(server.url);
    // Acme takes riders only through its invitation; a group is joined through its list.
    const acme = await register(attacker, {
      email: `intrus.${run}@gmail.test`,
      groupClientId: acmeId,
    });
    const group = await register(attacker, {
      email: `intrus.${run}@gmail.test`,
      groupClientId: holdingId,
    });
    const unknown = await register(attacker, {
      email: `intrus.${run}@gmail.test`,
      groupClientId: 987654,
    });
    expect(acme.status).toBe(400);
    expect(acme.body).toEqual(unknown.body);
    expect(group.body).toEqual(unknown.body);
    // A subsidiary stays reachable through its group's list (/join/holding/list).
    const listed = await register(attacker, {
      email: `intrus.${run}@gmail.test`,
      groupClientId: nantesId,
    });
    expect(listed.status).toBe(201);
  });

  it('getGroupList by id answers only a valid group invitation, the same for every other id', async () => {
    const attacker = openBrowser(server.url);
    const answer = async (query: string) => {
      const response = await attacker.fetch(`/auth/getGroupList?${query}`);
      return { status: response.status, body: await response.json() };
    };
    const group = await answer(`groupClientId=${holdingId}`);
    const company = await answer(`groupClientId=${acmeId}`);
    const unknown = await answer('groupClientId=987654');
    const wrongToken = await answer(`groupClientId=${holdingId}&inviteToken=${acmeInviteToken}`);
    expect(unknown.status).toBe(404);
    expect(group).toEqual(unknown);
    expect(company).toEqual(unknown);
    expect(wrongToken).toEqual(unknown);
    const invited = await answer(`groupClientId=${holdingId}&inviteToken=${holdingInviteToken}`);
    expect(invited.status).toBe(200);
    expect((invited.body as { id: number }[]).map((row) => row.id)).toContain(nantesId);
  });
});

describe('a colleague’s work address, not confirmed', () => {
  it('is not approved at once by its domain until the link of the e-mail confirms it, once', async () => {
    // Acme stops approving requests: a verified work address is approved at once.
    await server.db.query('update clients set approbation = false where id = $1', [acmeId]);
    try {
      const attacker = openBrowser(server.url);
      const email = `collegue.${run}@acme.test`;
      const created = await register(attacker, {
        email,
        qName: 'acme',
        inviteToken: acmeInviteToken,
      });
      expect(created.status).toBe(201);
      const token = String(created.body['token']);
      expect(await profileOf(token)).toMatchObject({ clientId: acmeId, isApproved: false });

      // Only the mailbox's owner has the link; a made-up key is refused.
      expect(await confirm(attacker, 'pas-la-bonne-cle-de-confirmation')).toEqual({
        status: 400,
        code: 'TOKEN_INVALID',
      });
      const key = await confirmationKey(email);
      expect(key).toBeDefined();
      expect(await confirm(openBrowser(server.url), key!)).toEqual({ status: 204, code: null });
      expect(await profileOf(token)).toMatchObject({ isApproved: true });
      // Single use.
      expect(await confirm(openBrowser(server.url), key!)).toEqual({
        status: 400,
        code: 'TOKEN_INVALID',
      });
    } finally {
      await server.db.query('update clients set approbation = true where id = $1', [acmeId]);
    }
  });

  it('moved to another address, the account is unconfirmed again; only the new address’s link confirms it', async () => {
    // Registered with a personal address whose link is still unused, then moved to a colleague's.
    const email = `demenage.${run}@gmail.test`;
    const created = await register(openBrowser(server.url), {
      email,
      qName: 'acme',
      inviteToken: acmeInviteToken,
    });
    expect(created.status).toBe(201);
    const earlier = await confirmationKey(email);
    const rider = await logIn(server.url, email, person.password);
    const colleague = `collegue.demenage.${run}@acme.test`;
    const moved = await accountApi(rider.api).update({
      email: colleague,
      currentPassword: person.password,
    });
    expect(moved.ok).toBe(true);
    // The link sent to the old address does not confirm the new one.
    expect(await confirm(openBrowser(server.url), earlier!)).toEqual({
      status: 400,
      code: 'TOKEN_INVALID',
    });
    expect(await profileOf(rider.token!)).toMatchObject({ emailConfirmed: false });
    const sent = await confirmationKey(colleague);
    expect(await confirm(openBrowser(server.url), sent!)).toEqual({ status: 204, code: null });
    expect(await profileOf(rider.token!)).toMatchObject({ emailConfirmed: true });

    // Confirmed, then moved again: unconfirmed until the next address's link.
    const third = `troisieme.${run}@gmail.test`;
    expect(
      (await accountApi(rider.api).update({ email: third, currentPassword: person.password })).ok,
    ).toBe(true);
    expect(await profileOf(rider.token!)).toMatchObject({ emailConfirmed: false });
    expect(await confirmationKey(third)).toBeDefined();
  });

  it('an expired link confirms nothing', async () => {
    const email = `tardif.${run}@acme.test`;
    const browser = openBrowser(server.url);
    expect(
      (await register(browser, { email, qName: 'acme', inviteToken: acmeInviteToken })).status,
    ).toBe(201);
    const key = await confirmationKey(email);
    expect(key).toBeDefined();
    await server.db.query(
      `update email_confirmation_tokens set expires_at = now() - interval '1 second'
        where user_id = (select id from users where email = $1)`,
      [email],
    );
    expect(await confirm(browser, key!)).toEqual({ status: 400, code: 'TOKEN_INVALID' });
  });

  it('receives no right a manager grants by e-mail until confirmed', async () => {
    const email = `usurpe.${run}@acme.test`;
    const attacker = openBrowser(server.url);
    expect(
      (await register(attacker, { email, qName: 'acme', inviteToken: acmeInviteToken })).status,
    ).toBe(201);
    const manager = await logIn(server.url, 'manager@acme.test');
    const grant = () =>
      manager.fetch(`/api/v2/clients/${acmeId}/rights`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, name: 'approvals' }),
      });
    const refused = await grant();
    expect(refused.status).toBe(400);
    const unknown = await manager.fetch(`/api/v2/clients/${acmeId}/rights`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `personne.${run}@acme.test`, name: 'approvals' }),
    });
    // The same answer as for an address without an account.
    expect(await refused.json()).toEqual(await unknown.json());

    const key = await confirmationKey(email);
    expect(key).toBeDefined();
    expect((await confirm(attacker, key!)).status).toBe(204);
    expect((await grant()).status).toBe(200);
  });
});

describe('a new confirmation link, when the first expired or got lost', () => {
  it('sends a new link that confirms the address, and the older one stops working', async () => {
    const email = `relance.${run}@acme.test`;
    const rider = await newRider(email);
    expect(await profileOf(rider.token!)).toMatchObject({ emailConfirmed: false });
    const [first] = await confirmationKeys(email);
    expect(first).toBeDefined();

    expect(await resend(rider)).toMatchObject({ status: 204, code: null });
    const keys = await confirmationKeys(email);
    expect(keys).toHaveLength(2);
    const second = keys[1]!;
    expect(second).not.toBe(first);
    // The new link revoked the one it replaces, even unused and unexpired.
    expect(await confirm(openBrowser(server.url), first!)).toEqual({
      status: 400,
      code: 'TOKEN_INVALID',
    });
    expect(await confirm(openBrowser(server.url), second)).toEqual({ status: 204, code: null });
    expect(await profileOf(rider.token!)).toMatchObject({ emailConfirmed: true });
  });

  it('refuses an address already confirmed, and sends nothing', async () => {
    const rider = await logIn(server.url, 'rider2@acme.test');
    expect(await profileOf(rider.token!)).toMatchObject({ emailConfirmed: true });
    expect(await resend(rider)).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_CONFIRMED' });
    expect(await confirmationKeys('rider2@acme.test')).toEqual([]);
  });

  it('asks for the session and the XSRF pair: no link for a stranger or a forged page', async () => {
    const email = `forge.${run}@acme.test`;
    const rider = await newRider(email);
    // A page of the app without a session: it holds the XSRF cookie, not a token.
    const stranger = openBrowser(server.url);
    await stranger.fetch('/__health');
    expect(stranger.cookies.has('XSRF-TOKEN')).toBe(true);
    expect(await resend(stranger)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await resend(rider, { xsrf: false })).toMatchObject({
      status: 403,
      code: 'XSRF_MISMATCH',
    });
    expect(await confirmationKeys(email)).toHaveLength(1);
  });

  it('a fourth link within fifteen minutes waits: 429 with Retry-After, nothing sent', async () => {
    const email = `insistant.${run}@acme.test`;
    const rider = await newRider(email);
    for (let n = 0; n < 3; n += 1) {
      expect(await resend(rider)).toMatchObject({ status: 204 });
    }
    const fourth = await resend(rider);
    expect(fourth).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    expect(Number(fourth.retryAfter)).toBeLessThanOrEqual(30);
    // The registration's link and three new ones; the last of them still confirms.
    const keys = await confirmationKeys(email);
    expect(keys).toHaveLength(4);
    // Another account is not held back by this one's links.
    expect(await resend(await newRider(`patient.${run}@acme.test`))).toMatchObject({
      status: 204,
    });
    expect(await confirm(openBrowser(server.url), keys.at(-1)!)).toEqual({
      status: 204,
      code: null,
    });
  });
});
