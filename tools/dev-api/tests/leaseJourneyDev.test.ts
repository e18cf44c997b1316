/**
 * The dev switch of the lease journey (issue 13, dev mode only): it plays the company, the store and
 * time through the same state machine as the rider's calls, lists a user's requests and puts the
 * journey personas back at their seeded stage; outside dev mode none of it exists.
 */
import { leaseApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyPersonas } from '../src/leaseJourneySeed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { expectOk, logIn } from './browser.ts';

let server: RunningDevApi;

beforeAll(async () => {
  server = await startDevApi({ dev: true, validateResponses: true });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

async function play(id: number, body: unknown) {
  const response = await fetch(`${server.url}/__dev/lease-requests/${id}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function journey() {
  const response = await fetch(`${server.url}/__dev/lease-journey/reset`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<
    string,
    { leaseRequests: number[]; proposals: number[] }
  >;
}

describe('the lease journey dev switch', () => {
  it('plays the company: approve, refuse with a motive, sign the contract', async () => {
    const ids = await journey();
    const waiting = ids['attente@acme.test']!.leaseRequests[0]!;
    expect(await play(waiting, { event: 'refuse' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.motive' }] },
    });
    const approved = await play(waiting, { event: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: waiting,
      status: 'approved',
      nextStep: { actor: 'rider', event: 'confirmEquipment' },
    });
    expect(await play(waiting, { event: 'approve' })).toMatchObject({
      status: 409,
      body: {
        code: 'ILLEGAL_TRANSITION',
        message: 'The company has already answered this request.',
      },
    });
    expect(await play(waiting, { event: 'signContract' })).toMatchObject({
      status: 409,
      body: { message: 'The rider has not confirmed the equipment choice yet.' },
    });

    const rider = await logIn(server.url, 'attente@acme.test');
    expectOk(await leaseApi(rider.api).confirmEquipment(waiting, { delivery: 'store' }));
    expect((await play(waiting, { event: 'signContract' })).body).toMatchObject({
      status: 'contract-signed',
      companySignedAt: expect.any(String),
    });
  });

  it('plays the store and time; refuses what the rider or the platform does', async () => {
    const ids = await journey();
    const valide = ids['valide@acme.test']!.leaseRequests[0]!;
    expect((await play(valide, { event: 'lapse' })).body).toMatchObject({
      status: 'cancelled',
      history: expect.arrayContaining([
        expect.objectContaining({ event: 'lapse', actor: 'time', status: 'cancelled' }),
      ]),
    });
    const paiement = ids['paiement@acme.test']!.leaseRequests[0]!;
    expect((await play(paiement, { event: 'deliver' })).body).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: 'The order is not ready for pickup yet.',
    });
    for (const event of ['confirmEquipment', 'signVoucher', 'payExtraContribution', 'cancel']) {
      expect(await play(paiement, { event }), event).toMatchObject({
        status: 400,
        body: { fields: [{ field: 'body.event' }] },
      });
    }
    expect(await play(987_654, { event: 'approve' })).toMatchObject({ status: 404 });
  });

  it('lists a user’s requests, and the reset puts every persona back at its stage', async () => {
    const ids = await journey();
    const list = await fetch(`${server.url}/__dev/lease-requests?email=PAIEMENT@acme.test`);
    expect(list.status).toBe(200);
    expect(
      ((await list.json()) as { id: number; status: string }[]).map((r) => [r.id, r.status]),
    ).toEqual([[ids['paiement@acme.test']!.leaseRequests[0], 'awaiting-payment']]);
    expect((await fetch(`${server.url}/__dev/lease-requests`)).status).toBe(400);

    // The journey of parcours@: accept the proposal, then the reset takes him back to it.
    const hugo = await logIn(server.url, 'parcours@acme.test');
    const proposal = ids['parcours@acme.test']!.proposals[0]!;
    const accepted = expectOk(await hugo.api.proposals.accept(proposal));
    expect(accepted.store.name).toBe('Cycles du Marais');
    expect(expectOk(await leaseApi(hugo.api).list())).toHaveLength(1);
    const again = await journey();
    expect(again['parcours@acme.test']).toMatchObject({ leaseRequests: [] });
    expect(again['parcours@acme.test']!.proposals).toHaveLength(1);
    expect(expectOk(await leaseApi(hugo.api).list())).toEqual([]);
    expect(Object.keys(again).sort()).toEqual(journeyPersonas.map((p) => p.email).sort());
    for (const persona of journeyPersonas) {
      expect(again[persona.email]!.leaseRequests).toHaveLength(
        persona.requestedHoursAgo === null ? 0 : 1,
      );
    }
  });
});

describe('outside dev mode', () => {
  it('the switch does not exist', async () => {
    const plain = await startDevApi({});
    try {
      for (const [method, path] of [
        ['POST', '/__dev/lease-requests/1/events'],
        ['GET', '/__dev/lease-requests?email=attente@acme.test'],
        ['POST', '/__dev/lease-journey/reset'],
      ] as const) {
        expect((await fetch(`${plain.url}${path}`, { method })).status, path).toBe(404);
      }
    } finally {
      await plain.close();
    }
  }, 240_000);
});
