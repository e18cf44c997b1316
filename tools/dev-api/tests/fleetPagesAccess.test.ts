/**
 * Large employers: every list served a page at a time answers only the client's own managers. The
 * operations are read from the contract — every GET of a client (`/api/v2/clients/{id}/…`) that
 * takes a `cursor` — so a list paged later is walked too. For each: the client's manager reads a
 * page (200), and its next one by cursor when there is one; a manager of another client gets 403 on
 * the client's list, with or without a cursor, a company filter or a search, on the list of a group
 * they do not manage, and on an id that does not exist (the same 403: nobody learns which ids
 * exist). Access comes before the parameters are checked: a cursor of nonsense is a 403 to the
 * stranger and a 400 to the manager.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';
import { pagedLists as allPagedLists } from './pagedLists.ts';

const pagedLists = allPagedLists.map((list) => list.path);

const forbidden = { code: 'FORBIDDEN', message: 'This account may not perform this call.' };

let server: RunningDevApi;
/** Acme's manager, who holds every fleet right on Acme. */
let sophie: Browser;
/** Holding Nantes's manager: another client. */
let karim: Browser;
let acme = 0;
let holding = 0;

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  sophie = await logIn(server.url, 'manager@acme.test');
  karim = await logIn(server.url, 'manager@nantes.holding.test');
  const { rows } = await server.db.query<{ q_name: string; id: number }>(
    "select q_name, id from clients where q_name in ('acme', 'holding')",
  );
  acme = rows.find((row) => row.q_name === 'acme')?.id ?? 0;
  holding = rows.find((row) => row.q_name === 'holding')?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('every paged list of a client answers its managers only', () => {
  it('the contract names the paged lists', () => {
    expect(pagedLists).toEqual(
      expect.arrayContaining([
        '/api/v2/clients/{id}/employees',
        '/api/v2/clients/{id}/pending-accounts',
        '/api/v2/clients/{id}/invoices',
        '/api/v2/clients/{id}/agreements',
        '/api/v2/clients/{id}/lease-requests/pending',
        '/api/v2/clients/{id}/leases',
      ]),
    );
  });

  it.each(pagedLists)('%s', async (path) => {
    const list = (id: number, query = '') => `${path.replace('{id}', String(id))}${query}`;
    const first = await sophie.fetch(list(acme, '?limit=2'));
    expect(first.status, await first.clone().text()).toBe(200);
    const { nextCursor } = (await first.json()) as { nextCursor: string | null };
    if (nextCursor !== null) {
      expect((await sophie.fetch(list(acme, `?limit=2&cursor=${nextCursor}`))).status).toBe(200);
    }
    expect((await sophie.fetch(list(acme, '?cursor=nonsense'))).status).toBe(400);

    const strangers = [
      list(acme),
      list(acme, '?limit=200'),
      list(acme, '?cursor=nonsense'),
      ...(nextCursor === null ? [] : [list(acme, `?limit=2&cursor=${nextCursor}`)]),
      list(acme, '?q=martin'),
      list(acme, `?company=${acme}`),
      list(999_999),
    ];
    for (const address of strangers) {
      const response = await karim.fetch(address);
      expect(response.status, address).toBe(403);
      expect(await response.json()).toEqual(forbidden);
    }
    // Acme's manager holds no right on the group of Holding Nantes.
    const group = await sophie.fetch(list(holding));
    expect(group.status).toBe(403);
  });
});
