/**
 * /exports for a group ("Large employers"): `GET /api/v2/clients/{id}/leases` on a group reads the
 * leases of the group and of each of its companies, newest first, page after page by cursor, every
 * row naming its company, with an exact count of them all; `company` keeps one of the companies (a
 * 400 naming `query.company` for any other client); another client's manager gets 403 on the
 * group's list and on a subsidiary's, with or without `company`. Run on PGlite and, with
 * VELO_TEST_POSTGRES=1, on a PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';

interface Lease {
  id: number;
  company: { id: number; name: string };
  employerContributionCents: number;
  riderShareCents: number;
  monthlyRentCents: number;
}

interface Page {
  items: Lease[];
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}

let server: RunningDevApi;
/** Holding Atlantique's group manager (every fleet right on the group). */
let claire: Browser;
/** Holding Atlantique Nantes's manager: a subsidiary only. */
let karim: Browser;
/** Acme's manager: another client. */
let sophie: Browser;
const ids = { acme: 0, holding: 0, nantes: 0, bordeaux: 0 };
/** The leases added here, one for each company of the group and the group's own. */
const added: number[] = [];

async function clientId(qName: string) {
  const { rows } = await server.db.query<{ id: number }>(
    'select id from clients where q_name = $1',
    [qName],
  );
  return rows[0]?.id ?? 0;
}

/** Every page of the list, `limit` rows each, and the answers' totals. */
async function walk(browser: Browser, id: number, query: string, limit: number) {
  const leases: Lease[] = [];
  const totals = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await browser.fetch(
      `/api/v2/clients/${id}/leases?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as Page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    leases.push(...page.items);
    totals.add(`${page.total} ${page.totalExact}`);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 200);
  return { leases, totals: [...totals], pages };
}

/** The leases of these companies as the database holds them, in the list's order. */
async function stored(companies: number[]) {
  const { rows } = await server.db.query<{ id: number; client_id: number; name: string }>(
    `select l.id, l.client_id, c.name from leases l join clients c on c.id = l.client_id
      where l.client_id = any($1::int[])
      order by l.created_at desc, l.id desc`,
    [companies],
  );
  return rows;
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  claire = await logIn(server.url, 'gestion@holding.test');
  karim = await logIn(server.url, 'manager@nantes.holding.test');
  sophie = await logIn(server.url, 'manager@acme.test');
  ids.acme = await clientId('acme');
  ids.holding = await clientId('holding');
  ids.nantes = await clientId('holding-nantes');
  ids.bordeaux = await clientId('holding-bordeaux');
  // A lease of each company of the group, and of the group itself, at times spread out so that
  // the group's list interleaves them.
  const { rows } = await server.db.query<{ id: number }>(
    `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                         status, created_at)
     select c, 'Camille Aubert ' || n, 'Moustache Lundi 27', 250000, 7500,
            (array['pending-validation', 'approved', 'cancelled'])[n % 3 + 1],
            now() - n * interval '3 hours'
       from unnest($1::int[]) with ordinality as t(c, n)
     returning id`,
    [[ids.nantes, ids.bordeaux, ids.holding, ids.nantes, ids.bordeaux]],
  );
  added.push(...rows.map((row) => row.id));
}, 240_000);

afterAll(async () => {
  if (added.length > 0) {
    await server?.db.query('delete from leases where id = any($1::int[])', [added]);
  }
  await server?.close();
});

describe('a group’s leases for its exports', () => {
  it('every lease of the group and its companies, newest first, each naming its company, counted exactly', async () => {
    const expected = await stored([ids.holding, ids.nantes, ids.bordeaux]);
    expect(new Set(expected.map((row) => row.client_id)).size).toBe(3);
    const { leases, totals, pages } = await walk(claire, ids.holding, '', 3);
    expect(pages).toBe(Math.ceil(expected.length / 3));
    expect(leases.map((lease) => [lease.id, lease.company.id, lease.company.name])).toEqual(
      expected.map((row) => [row.id, row.client_id, row.name]),
    );
    expect(totals).toEqual([`${expected.length} true`]);
    for (const lease of leases) {
      expect(lease.employerContributionCents + lease.riderShareCents).toBe(lease.monthlyRentCents);
    }
  });

  it('`company` keeps one company of the group, from the group’s list or the subsidiary’s own', async () => {
    const expected = await stored([ids.nantes]);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const [browser, id] of [
      [claire, ids.holding],
      [claire, ids.nantes],
      [karim, ids.nantes],
    ] as const) {
      const { leases, totals } = await walk(browser, id, `&company=${ids.nantes}`, 2);
      expect(leases.map((lease) => lease.id)).toEqual(expected.map((row) => row.id));
      expect(new Set(leases.map((lease) => lease.company.name))).toEqual(
        new Set([expected[0]?.name]),
      );
      expect(totals).toEqual([`${expected.length} true`]);
    }
    // A subsidiary's list without `company` is its own leases alone.
    const own = await walk(claire, ids.bordeaux, '', 200);
    expect(own.leases.map((lease) => lease.id)).toEqual(
      (await stored([ids.bordeaux])).map((row) => row.id),
    );
  });

  it('a company outside the list is a 400 naming query.company', async () => {
    for (const [browser, id, company] of [
      [claire, ids.holding, ids.acme],
      [claire, ids.nantes, ids.bordeaux],
      [karim, ids.nantes, ids.holding],
      [claire, ids.holding, 999_999],
    ] as const) {
      const response = await browser.fetch(`/api/v2/clients/${id}/leases?company=${company}`);
      expect(response.status, `${id} ${company}`).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('query.company');
    }
  });

  it('another client’s manager gets 403 on the group’s list and its companies’, whatever the parameters', async () => {
    const forbidden = { code: 'FORBIDDEN', message: 'This account may not perform this call.' };
    const first = (await (
      await claire.fetch(`/api/v2/clients/${ids.holding}/leases?limit=2`)
    ).json()) as Page;
    expect(first.nextCursor).not.toBeNull();
    const refused: [Browser, string][] = [
      [karim, `/api/v2/clients/${ids.holding}/leases`],
      [karim, `/api/v2/clients/${ids.holding}/leases?company=${ids.nantes}`],
      [karim, `/api/v2/clients/${ids.holding}/leases?limit=2&cursor=${first.nextCursor}`],
      [karim, `/api/v2/clients/${ids.bordeaux}/leases`],
      [karim, `/api/v2/clients/${ids.acme}/leases?company=${ids.acme}`],
      [sophie, `/api/v2/clients/${ids.holding}/leases`],
      [sophie, `/api/v2/clients/${ids.nantes}/leases?company=${ids.nantes}`],
      [claire, `/api/v2/clients/${ids.acme}/leases`],
      [claire, `/api/v2/clients/999999/leases`],
    ];
    for (const [browser, address] of refused) {
      const response = await browser.fetch(address);
      expect(response.status, address).toBe(403);
      expect(await response.json()).toEqual(forbidden);
    }
  });
});
