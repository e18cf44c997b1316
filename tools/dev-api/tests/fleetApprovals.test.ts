/**
 * /approve (issue 15): the company approves or refuses a lease request through the lease state
 * machine, and the rider reads the outcome (the refusal with its motive). Rights are walked for every
 * fleet call in fleetRights.test.ts; here, what a manager does and what the rider then sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDemoLeaseRequests } from '../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';

interface Pending {
  id: number;
  company: { id: number; name: string };
  riderName: string;
  bike: string;
  bikePriceCents: number;
  monthlyRentCents: number;
  employerContributionCents: number;
  riderShareCents: number;
  requestedAt: string;
}

let server: RunningDevApi;
let sophie: Browser;
let waiting: Browser;
let claire: Browser;
let karim: Browser;
let acme = 0;
/** Holding Atlantique, its two subsidiaries (seed.ts). */
const holding = { group: 0, nantes: 0, bordeaux: 0 };

const post = (browser: Browser, path: string, body?: unknown) =>
  browser.fetch(path, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

interface Page {
  items: Pending[];
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}

/** One page of the list, `query` as the address's (`?limit=…`). */
async function page(browser: Browser, clientId: number, query = ''): Promise<Page> {
  const response = await browser.fetch(
    `/api/v2/clients/${clientId}/lease-requests/pending${query}`,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

/** Every page of the list, in its order, `limit` a page (and the other parameters of `query`). */
async function walk(browser: Browser, clientId: number, query: Record<string, string> = {}) {
  const items: Pending[] = [];
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor === null ? {} : { cursor }) });
    const read = await page(browser, clientId, `?${params}`);
    pages.push(read);
    items.push(...read.items);
    cursor = read.nextCursor;
  } while (cursor !== null && pages.length < 500);
  return { items, pages };
}

async function pending(browser = sophie, clientId = acme): Promise<Pending[]> {
  return (await walk(browser, clientId, { limit: '200' })).items;
}

/** The request of attente@acme.test (lease journey seed), waiting for the company. */
async function waitingRequest() {
  const response = await waiting.fetch('/api/v2/lease-requests');
  const [request] = (await response.json()) as { id: number; status: string }[];
  return request;
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  [sophie, waiting, claire, karim] = await Promise.all([
    logIn(server.url, 'manager@acme.test'),
    logIn(server.url, 'attente@acme.test'),
    logIn(server.url, 'gestion@holding.test'),
    logIn(server.url, 'manager@nantes.holding.test'),
  ]);
  const { rows } = await server.db.query<{ id: number; q_name: string }>(
    `select id, q_name from clients
      where q_name in ('acme', 'holding', 'holding-nantes', 'holding-bordeaux')`,
  );
  const id = (qName: string) => rows.find((row) => row.q_name === qName)?.id ?? 0;
  acme = id('acme');
  Object.assign(holding, {
    group: id('holding'),
    nantes: id('holding-nantes'),
    bordeaux: id('holding-bordeaux'),
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the company’s decision on lease requests (issue 15)', () => {
  it('lists the pending requests, the longest-waiting first, with who pays what', async () => {
    const list = await pending();
    const { rows } = await server.db.query<{ count: number }>(
      `select count(*)::int as count from leases
        where client_id = $1 and status = 'pending-validation'`,
      [acme],
    );
    expect(list).toHaveLength(rows[0]?.count ?? -1);
    expect(list.length).toBeGreaterThan(50);
    const times = list.map((request) => request.requestedAt);
    expect(times).toEqual([...times].sort());
    for (const request of list) {
      expect(request.employerContributionCents + request.riderShareCents).toBe(
        request.monthlyRentCents,
      );
      expect(request.riderName).not.toBe('');
      expect(request.bike).not.toBe('');
      expect(request.company).toEqual({ id: acme, name: 'Acme France' });
    }
    const mine = await waitingRequest();
    expect(list.map((request) => request.id)).toContain(mine?.id);
  });

  it('a refusal needs a motive; then the rider reads it; a second decision is a conflict', async () => {
    const request = await waitingRequest();
    const path = `/api/v2/clients/${acme}/lease-requests/${request?.id}`;
    const blank = await post(sophie, `${path}/refuse`, { motive: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { fields: { field: string }[] }).fields[0]?.field).toBe(
      'body.motive',
    );
    const motive = 'Le budget vélo de l’année est atteint : nouvelle campagne en janvier.';
    const refused = await post(sophie, `${path}/refuse`, { motive });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ id: request?.id, status: 'refused' });
    const seen = (await (await waiting.fetch(`/api/v2/lease-requests/${request?.id}`)).json()) as {
      status: string;
      refusalMotive: string | null;
    };
    expect(seen.status).toBe('refused');
    expect(seen.refusalMotive).toBe(motive);
    expect((await pending()).map((item) => item.id)).not.toContain(request?.id);
    const again = await post(sophie, `${path}/approve`);
    expect(again.status).toBe(409);
  });

  it('approves a request: it leaves the list, the rider sees it approved', async () => {
    const [first] = await pending();
    const approved = await post(
      sophie,
      `/api/v2/clients/${acme}/lease-requests/${first?.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ id: first?.id, status: 'approved' });
    expect((await pending()).map((item) => item.id)).not.toContain(first?.id);
  });

  it('a request of another client is not found under this one', async () => {
    await server.db.query(
      `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                           status, created_at)
       select id, 'Yann Le Goff', 'Moustache Lundi 27', 289900, 8900, 'pending-validation', now()
         from clients where q_name = 'holding-nantes'`,
    );
    const { rows } = await server.db.query<{ id: number }>(
      "select id from leases where rider_name = 'Yann Le Goff'",
    );
    const response = await post(
      sophie,
      `/api/v2/clients/${acme}/lease-requests/${rows[0]?.id}/approve`,
    );
    expect(response.status).toBe(404);
  });

  it('a group’s list holds its subsidiaries’ requests, each naming its company, decided under the group', async () => {
    const list = await pending(claire, holding.group);
    const nathan = list.find((request) => request.riderName === 'Nathan Mercier');
    expect(nathan?.company).toEqual({ id: holding.bordeaux, name: 'Holding Atlantique Bordeaux' });
    // Yann Le Goff's, added at Nantes above.
    expect(list.map((request) => request.company.id)).toContain(holding.nantes);
    expect(list.every((request) => request.company.id !== acme)).toBe(true);
    // The manager of one subsidiary sees hers only, and cannot reach the other's under her id.
    const nantes = await pending(karim, holding.nantes);
    expect(nantes.length).toBeGreaterThan(0);
    expect(nantes.every((request) => request.company.id === holding.nantes)).toBe(true);
    const path = (clientId: number) =>
      `/api/v2/clients/${clientId}/lease-requests/${nathan?.id}/approve`;
    expect((await post(karim, path(holding.nantes))).status).toBe(404);
    // Acme's manager cannot reach it under Acme either.
    expect((await post(sophie, path(acme))).status).toBe(404);
    const approved = await post(claire, path(holding.group));
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ id: nathan?.id, status: 'approved' });
    expect((await pending(claire, holding.group)).map((request) => request.id)).not.toContain(
      nathan?.id,
    );
    // Dev mode's reset puts the demo companies' waiting requests back (Nathan's and Acme's).
    expect(await resetDemoLeaseRequests(server.db)).toEqual({ reset: 2 });
    const back = await pending(claire, holding.group);
    expect(back.find((request) => request.id === nathan?.id)?.riderName).toBe('Nathan Mercier');
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});

/** Lower case without accents: the contract's folding (migration 022's `velo_fold`). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('the requests a page at a time ("Large employers")', () => {
  it('walks every request once, in a stable order, page after page, for each sort', async () => {
    const { rows } = await server.db.query<{ count: number }>(
      `select count(*)::int as count from leases
        where client_id = $1 and status = 'pending-validation'`,
      [acme],
    );
    const count = rows[0]?.count ?? -1;
    const first = await page(sophie, acme);
    // 50 unless asked, and the count of them all on every page.
    expect(first.items).toHaveLength(Math.min(50, count));
    expect(first).toMatchObject({ total: count, totalExact: true });
    const orders: Record<string, number[]> = {};
    for (const sort of ['requestedAt', '-requestedAt', 'riderName', '-riderName']) {
      const { items, pages } = await walk(sophie, acme, { limit: '7', sort });
      expect(pages.length).toBe(Math.ceil(count / 7));
      expect(pages.every((read) => read.total === count)).toBe(true);
      const ids = items.map((item) => item.id);
      expect(new Set(ids).size).toBe(count);
      orders[sort] = ids;
      if (sort === 'requestedAt') {
        const times = items.map((item) => item.requestedAt);
        expect(times).toEqual([...times].sort());
      }
    }
    // A descending sort is the exact reverse of the ascending one (the id breaks the ties).
    expect(orders['-requestedAt']).toEqual([...(orders['requestedAt'] ?? [])].reverse());
    expect(orders['-riderName']).toEqual([...(orders['riderName'] ?? [])].reverse());
    // The name order is the riders' folded last then first names.
    const { rows: names } = await server.db.query<{ id: number }>(
      `select l.id from leases l left join users u on u.id = l.user_id
        where l.client_id = $1 and l.status = 'pending-validation'
        order by coalesce(u.name_key, velo_fold(l.rider_name)) collate "C", l.id`,
      [acme],
    );
    expect(orders['riderName']).toEqual(names.map((row) => row.id));
  });

  it('a page read after a decision goes on where the last one stopped: none given twice nor skipped', async () => {
    const before = await pending();
    const first = await page(sophie, acme, '?limit=5');
    expect(first.items.map((item) => item.id)).toEqual(before.slice(0, 5).map((item) => item.id));
    const decided = first.items[1];
    expect(
      (await post(sophie, `/api/v2/clients/${acme}/lease-requests/${decided?.id}/approve`)).status,
    ).toBe(200);
    const second = await page(sophie, acme, `?limit=5&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual(before.slice(5, 10).map((item) => item.id));
    expect(second.total).toBe(before.length - 1);
  });

  it('searches the riders’ names, addresses and employee numbers, case and accents ignored', async () => {
    const [target] = (
      await server.db.query<{ id: number; user_id: number; email: string }>(
        `select l.id, u.id as user_id, u.email from leases l join users u on u.id = l.user_id
          where l.client_id = $1 and l.status = 'pending-validation' order by l.id limit 1`,
        [acme],
      )
    ).rows;
    await server.db.query(
      `update users set first_name = 'Hélène', last_name = 'Dürrenmatt-Lefèvre',
                        employee_number = 'MAT-77341' where id = $1`,
      [target?.user_id],
    );
    const found = async (q: string) =>
      (await walk(sophie, acme, { q, limit: '200' })).items.map((item) => item.id);
    expect(await found('helene')).toContain(target?.id);
    expect(await found('HELENE durrenmatt')).toEqual([target?.id]);
    expect(await found('lefevre')).toContain(target?.id);
    expect(await found(target?.email.split('@')[0]?.toUpperCase() ?? '')).toEqual([target?.id]);
    expect(await found('mat-77341')).toEqual([target?.id]);
    // Every word must be found; a `%` is a percent sign, not a wildcard.
    expect(await found('helene nobodyhere')).toEqual([]);
    expect(await found('%')).toEqual([]);
    // Each one found holds the word, folded.
    const helene = (await walk(sophie, acme, { q: 'Hélène', limit: '200' })).items;
    expect(helene.every((item) => fold(item.riderName).includes('helene'))).toBe(true);
    const counted = await page(sophie, acme, '?q=helene&limit=1');
    expect(counted.total).toBe(helene.length);
  });

  it('a group’s list by company: one of its own, and a 400 naming `query.company` for another', async () => {
    const all = await pending(claire, holding.group);
    const companies = new Set(all.map((item) => item.company.id));
    expect(companies.has(holding.bordeaux)).toBe(true);
    const bordeaux = (await walk(claire, holding.group, { company: String(holding.bordeaux) }))
      .items;
    expect(bordeaux.length).toBeGreaterThan(0);
    expect(bordeaux.map((item) => item.id)).toEqual(
      all.filter((item) => item.company.id === holding.bordeaux).map((item) => item.id),
    );
    // The group's manager reads the subsidiary's list under its own id too.
    expect((await pending(claire, holding.bordeaux)).map((item) => item.id)).toEqual(
      bordeaux.map((item) => item.id),
    );
    for (const company of [acme, 999_999]) {
      const response = await claire.fetch(
        `/api/v2/clients/${holding.group}/lease-requests/pending?company=${company}`,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: { field: string }[] };
      expect(body.fields.map((field) => field.field)).toEqual(['query.company']);
    }
    // A company's own list covers that company only.
    const outside = await sophie.fetch(
      `/api/v2/clients/${acme}/lease-requests/pending?company=${holding.nantes}`,
    );
    expect(outside.status).toBe(400);
  });

  it('another client’s manager gets 403, with or without a page’s parameters; a foreign cursor is 400', async () => {
    const first = await page(sophie, acme, '?limit=2');
    for (const query of ['', '?limit=2', `?limit=2&cursor=${first.nextCursor}`, '?q=martin']) {
      const response = await karim.fetch(`/api/v2/clients/${acme}/lease-requests/pending${query}`);
      expect(response.status, query).toBe(403);
    }
    // A cursor of another sort, or of no list at all.
    for (const query of [
      `?cursor=${first.nextCursor}&sort=riderName`,
      `?cursor=${Buffer.from('{"s":"requestedAt","k":["x","1"]}').toString('base64url')}`,
      '?cursor=bm9uc2Vuc2U',
    ]) {
      const response = await sophie.fetch(`/api/v2/clients/${acme}/lease-requests/pending${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
