/**
 * /invite (issue 15): the manager invites an address, the e-mail (the dev outbox) carries the
 * company's invitation link, which checkClientToken reads; the address becomes eligible. Paused,
 * registrations are refused (403 REGISTRATIONS_ON_HOLD) and the link says so; resumed, the invited
 * employee registers. Rights are walked for every fleet call in fleetRights.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, openBrowser, type Browser } from './browser.ts';

let server: RunningDevApi;
let sophie: Browser;
let acme = 0;

const write = (browser: Browser, method: 'POST' | 'PUT', path: string, body: unknown) =>
  browser.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4173' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true, dev: true });
  sophie = await logIn(server.url, 'manager@acme.test');
  const { rows } = await server.db.query<{ id: number }>(
    "select id from clients where q_name = 'acme'",
  );
  acme = rows[0]?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

async function outbox(): Promise<{ to: string; link: string }[]> {
  const response = await fetch(`${server.url}/__dev/outbox`);
  return (await response.json()) as { to: string; link: string }[];
}

describe('inviting employees and pausing registrations (issue 15)', () => {
  it('an invitation e-mails the company’s link, which is valid, and makes the address eligible', async () => {
    const response = await write(sophie, 'POST', `/api/v2/clients/${acme}/invitations`, {
      emails: ['Lea.Fontaine@Exemple.test', 'lea.fontaine@exemple.test'],
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { invited: ['lea.fontaine@exemple.test'], alreadyRegistered: [] },
    });
    const sent = (await outbox()).filter((mail) => mail.to === 'lea.fontaine@exemple.test');
    // The page's own origin in dev, the app's base path and the company's link.
    expect(sent.map((mail) => mail.link)).toEqual([
      'http://127.0.0.1:4173/rider/join/acme/acme-invite-2026',
    ]);
    const [, qName, inviteToken] = /\/join\/([^/]+)\/([^/]+)$/.exec(sent[0]?.link ?? '') ?? [];
    const check = await openBrowser(server.url).api.auth.checkClientToken({
      qName: qName ?? '',
      inviteToken: inviteToken ?? '',
    });
    expect(check.ok && check.data.name).toBe('Acme France');
    const { rows } = await server.db.query(
      'select 1 from eligible_employees where client_id = $1 and email = $2',
      [acme, 'lea.fontaine@exemple.test'],
    );
    expect(rows).toHaveLength(1);
  });

  it('paused, the link says so and registering is refused; resumed, the invited employee registers', async () => {
    const path = `/api/v2/clients/${acme}/registrations-on-hold`;
    expect((await write(sophie, 'PUT', path, { registrationsOnHold: true })).status).toBe(200);
    const visitor = openBrowser(server.url);
    const check = await visitor.api.auth.checkClientToken({
      qName: 'acme',
      inviteToken: 'acme-invite-2026',
    });
    expect(check.ok && check.data.registrationsOnHold).toBe(true);
    const body = {
      email: 'lea.fontaine@exemple.test',
      password: 'un-vrai-mot-de-passe',
      firstName: 'Léa',
      lastName: 'Fontaine',
      language: 'fr' as const,
      qName: 'acme',
      inviteToken: 'acme-invite-2026',
      termsAccepted: true as const,
      newsletterOptIn: false,
      marketingOptIn: false,
    };
    const refused = await visitor.api.auth.register(body);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.status).toBe(403);
    expect(!refused.ok && refused.error?.code).toBe('REGISTRATIONS_ON_HOLD');

    const resumed = await write(sophie, 'PUT', path, { registrationsOnHold: false });
    expect(await resumed.json()).toMatchObject({ registrationsOnHold: false });
    const registered = await visitor.api.auth.register(body);
    expect(registered.ok).toBe(true);
  });

  it('an address with an account is not invited again', async () => {
    const response = await write(sophie, 'POST', `/api/v2/clients/${acme}/invitations`, {
      emails: ['lea.fontaine@exemple.test'],
    });
    expect(await response.json()).toEqual({
      invited: [],
      alreadyRegistered: ['lea.fontaine@exemple.test'],
    });
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
