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

async function pending(browser = sophie, clientId = acme): Promise<Pending[]> {
  const response = await browser.fetch(`/api/v2/clients/${clientId}/lease-requests/pending`);
  expect(response.status).toBe(200);
  return (await response.json()) as Pending[];
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
