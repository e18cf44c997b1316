/**
 * The rentals' dev switch (issue 14, dev mode only): the personas back to their seeded state, and
 * the lessor recording a chosen buyout's payment, which the rider then reads as the end-of-lease
 * outcome (@velo/leasing `endOfLeaseOutcome`); outside dev mode none of it exists.
 */
import { rentalApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { expectOk, logIn } from './browser.ts';

let server: RunningDevApi;

beforeAll(async () => {
  server = await startDevApi({ dev: true, validateResponses: true });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

const post = (path: string) => fetch(`${server.url}${path}`, { method: 'POST' });

async function reset(): Promise<Record<string, number[]>> {
  const response = await post('/__dev/rentals/reset');
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number[]>;
}

describe('the rentals dev switch', () => {
  it('resets the six personas, each with one rental', async () => {
    const ids = await reset();
    expect(Object.keys(ids).sort()).toEqual([
      'fin5@acme.test',
      'fin7@acme.test',
      'mois14@acme.test',
      'mois34@acme.test',
      'mois3@acme.test',
      'prolonge@acme.test',
    ]);
    expect(Object.values(ids).every((rentals) => rentals.length === 1)).toBe(true);
    const listed = await fetch(`${server.url}/__dev/rentals`);
    expect(await listed.json()).toEqual(ids);
  });

  it('records a chosen buyout as paid, once; the rider reads the outcome', async () => {
    const ids = await reset();
    const claireId = ids['mois34@acme.test']![0]!;
    expect((await post(`/__dev/rentals/${claireId}/buyout-paid`)).status).toBe(409);
    const claire = rentalApi((await logIn(server.url, 'mois34@acme.test')).api);
    expectOk(await claire.chooseEndOfLease(claireId, 'buyout'));
    const paid = await post(`/__dev/rentals/${claireId}/buyout-paid`);
    expect(paid.status).toBe(200);
    const rental = expectOk(await claire.get(claireId));
    expect(rental.endOfLease.buyoutPaidAt).not.toBeNull();
    expect(rental.endOfLease.outcome).toEqual({
      outcome: 'buyout',
      reason: 'buyout-paid',
      final: true,
    });
    expect((await post(`/__dev/rentals/${claireId}/buyout-paid`)).status).toBe(409);
    expect((await post('/__dev/rentals/abc/buyout-paid')).status).toBe(400);
    // A reset puts Claire back: no choice, nothing paid.
    const again = await reset();
    const fresh = expectOk(await claire.get(again['mois34@acme.test']![0]!));
    expect(fresh.endOfLease).toMatchObject({ choice: null, buyoutPaidAt: null });
  });
});

describe('outside dev mode', () => {
  it('has no rentals switch', async () => {
    const plain = await startDevApi({});
    try {
      expect((await fetch(`${plain.url}/__dev/rentals/reset`, { method: 'POST' })).status).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});
