/**
 * One dev API, a database per end-to-end worker (src/databases.ts): what a request writes with
 * `x-velo-test-database: 1` is seen by that database's requests only, a body read before the handler
 * included; a request that names a database the server lacks is refused, not served from another.
 * The dev outboxes are kept per database too: two workers send codes and links to the same personas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseHeader } from '../src/databases.ts';
import { acmeInviteToken, demoPassword } from '../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';

let server: RunningDevApi;

beforeAll(async () => {
  server = await startDevApi({ databases: 2, dev: true });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

/** A POST as a browser of that worker sends it: with the XSRF cookie and header the API hands out. */
async function post(path: string, body: unknown, database?: string) {
  const named: Record<string, string> =
    database === undefined ? {} : { [testDatabaseHeader]: database };
  const first = await fetch(`${server.url}/__health`, { headers: named });
  const cookie = first.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const xsrf = cookie?.split(';')[0]?.split('=')[1] ?? '';
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      ...named,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify(body),
  });
}

const logIn = (email: string, password: string, database?: string) =>
  post('/auth/login', { email, password }, database);

describe('a database per end-to-end worker', () => {
  it('keeps what one worker writes out of the other database', async () => {
    const registered = await post(
      '/auth/register',
      {
        email: 'colette.seule@acme.test',
        password: 'une-base-a-moi-seule',
        firstName: 'Colette',
        lastName: 'Seule',
        language: 'fr',
        qName: 'acme',
        inviteToken: acmeInviteToken,
        termsAccepted: true,
        newsletterOptIn: false,
        marketingOptIn: false,
      },
      '1',
    );
    expect(registered.status).toBe(201);

    expect((await logIn('colette.seule@acme.test', 'une-base-a-moi-seule', '1')).status).toBe(200);
    expect((await logIn('colette.seule@acme.test', 'une-base-a-moi-seule', '0')).status).toBe(401);
    // No header: the first database, as every request outside the end-to-end suites.
    expect((await logIn('colette.seule@acme.test', 'une-base-a-moi-seule')).status).toBe(401);
  });

  it('starts every database from the same seed', async () => {
    for (const database of ['0', '1']) {
      expect((await logIn('rider@acme.test', demoPassword, database)).status).toBe(200);
    }
  });

  it('keeps each database its own outbox, so a worker never reads the other one’s link', async () => {
    const outbox = async (database: string) =>
      (await (
        await fetch(`${server.url}/__dev/outbox`, { headers: { [testDatabaseHeader]: database } })
      ).json()) as Array<{ to: string; link: string }>;
    const before = { zero: await outbox('0'), one: await outbox('1') };
    expect((await post('/auth/retrievePassword', { email: 'pending@acme.test' }, '1')).status).toBe(
      204,
    );
    const one = await outbox('1');
    expect(one).toHaveLength(before.one.length + 1);
    expect(one.at(-1)?.to).toBe('pending@acme.test');
    expect(await outbox('0')).toEqual(before.zero);
  });

  it('refuses a database it does not have', async () => {
    expect((await logIn('rider@acme.test', demoPassword, '2')).status).toBe(400);
    expect((await logIn('rider@acme.test', demoPassword, 'deux')).status).toBe(400);
  });
});
