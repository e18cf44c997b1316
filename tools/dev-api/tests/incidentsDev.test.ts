/**
 * The incidents' dev switch (issue 14, dev mode only): the insurer moves an incident's status, with
 * the note it needs and the franchise @velo/leasing fixes on acceptance; the reset puts the seeded
 * incident back; outside dev mode none of it exists.
 */
import { incidentApi } from '@velo/api-sdk';
import { monthlyRent } from '@velo/leasing';
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

async function post(path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const reset = async () => (await post('/__dev/incidents/reset')).body['inReview'] as number;

describe('the incidents dev switch', () => {
  it('moves the status; documents missing and refused need the note; accepted fixes the franchise', async () => {
    const id = await reset();
    expect(id).toBeGreaterThan(0);
    for (const status of ['documents-missing', 'refused']) {
      expect(await post(`/__dev/incidents/${id}/status`, { status })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.note' }] },
      });
    }
    expect(await post(`/__dev/incidents/${id}/status`, { status: 'lost' })).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'body.status' }] },
    });
    expect((await post(`/__dev/incidents/999999/status`, { status: 'closed' })).status).toBe(404);

    const missing = await post(`/__dev/incidents/${id}/status`, {
      status: 'documents-missing',
      note: 'Le devis de réparation du magasin',
    });
    // Without a list, a damage waits for its photos.
    expect(missing.body).toMatchObject({
      status: 'documents-missing',
      note: 'Le devis de réparation du magasin',
      missingDocuments: ['photo'],
    });
    const asked = await post(`/__dev/incidents/${id}/status`, {
      status: 'documents-missing',
      note: 'Le récépissé de plainte et une photo',
      missingDocuments: ['police-report', 'photo'],
    });
    expect(asked.body).toMatchObject({ missingDocuments: ['police-report', 'photo'] });
    expect(
      (
        await post(`/__dev/incidents/${id}/status`, {
          status: 'documents-missing',
          note: 'x',
          missingDocuments: ['invoice'],
        })
      ).body,
    ).toMatchObject({ fields: [{ field: 'body.missingDocuments' }] });

    const antoine = incidentApi((await logIn(server.url, 'livre@acme.test')).api);
    const cover = expectOk(await antoine.cover());
    const accepted = await post(`/__dev/incidents/${id}/status`, { status: 'accepted' });
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      note: null,
      missingDocuments: [],
      franchiseCents: monthlyRent({
        bikePriceCents: cover.rental!.bikePriceCents,
        equipmentPriceCents: [],
      }).insuranceFranchiseCents,
    });
    // The rider reads what the insurer decided.
    expect(expectOk(await antoine.get(id)).status).toBe('accepted');
  });

  it('the reset puts Léa’s claim back, waiting for her police report', async () => {
    const { documentsMissing } = (await post('/__dev/incidents/reset')).body as {
      documentsMissing: number;
    };
    const lea = incidentApi((await logIn(server.url, 'plainte@acme.test')).api);
    expect(expectOk(await lea.list()).map((incident) => [incident.id, incident.status])).toEqual([
      [documentsMissing, 'documents-missing'],
    ]);
  });

  it('the reset puts the seeded incident back, alone and in review', async () => {
    const first = await reset();
    await post(`/__dev/incidents/${first}/status`, { status: 'closed' });
    const again = await reset();
    const antoine = incidentApi((await logIn(server.url, 'livre@acme.test')).api);
    const list = expectOk(await antoine.list());
    expect(list.map((incident) => [incident.id, incident.status])).toEqual([[again, 'in-review']]);
  });
});
