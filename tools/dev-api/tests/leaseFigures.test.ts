/**
 * The figures of a lease request, once (issue 25): /my-offer shows the monthly rent, the employer's
 * and the rider's shares and the free months the API returns, and the bike page simulates them with
 * @velo/leasing. Both must tell a rider the same thing: for every seeded request, the API's figures
 * are the model's for the prices the lease finances, with the company's contribution policy.
 */
import { leaseApi, type Schemas } from '@velo/api-sdk';
import { agreedLeaseQuote, financedPrices, leaseQuote } from '@velo/leasing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyPersonas } from '../src/leaseJourneySeed.ts';
import { rentalPersonas } from '../src/rentalsSeed.ts';
import { personas } from '../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { expectOk, logIn } from './browser.ts';

/** The seeded dev API, each answer checked against the contract. */
let server: RunningDevApi;
beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
}, 240_000);
afterAll(() => server?.close());

type Policy = { rate: number; capCents: number | null };

/** Every seeded rider's requests, in full, with the contribution policy of the rider's company. */
async function seededRequests() {
  const emails = new Set(
    [...personas, ...journeyPersonas, ...rentalPersonas].map((persona) => persona.email),
  );
  const seeded: { email: string; lease: Schemas['LeaseRequest']; policy: Policy }[] = [];
  for (const email of emails) {
    const rider = await logIn(server.url, email);
    const profile = expectOk(await rider.api.profile.get());
    const api = leaseApi(rider.api);
    const summaries = expectOk(await api.list());
    if (summaries.length === 0 || profile.clientId === null) continue;
    const terms = await rider.api.clients.getEmployerContributionAndFmdValue(profile.clientId);
    const policy: Policy = terms.ok
      ? {
          rate: terms.data.employerContributionRate,
          capCents: terms.data.monthlyEmployerContributionCapCents,
        }
      : // No contribution known: the rider pays the whole rent, as the breakdown says.
        { rate: 0, capCents: null };
    for (const summary of summaries) {
      const lease = expectOk(await api.get(summary.id));
      // The list and the request tell the same rent.
      expect(summary.monthlyRentCents).toBe(lease.monthlyRentCents);
      seeded.push({ email, lease, policy });
    }
  }
  return seeded;
}

/** The model's quote of a request: its financed prices, the company's policy, its free months. */
function simulate(lease: Schemas['LeaseRequest'], policy: Policy) {
  return leaseQuote({
    ...financedPrices(
      {
        bikePriceCents: lease.bikePriceCents,
        equipmentPriceCents: lease.equipment.map((item) => item.priceCents),
      },
      lease.extraContribution?.priceExcessCents ?? 0,
    ),
    contribution: policy,
    offer: { monthsOfFreeRent: lease.monthsOfFreeRent },
  });
}

/** The API's monthly figures of a request beside the model's. */
function expectAgreement(lease: Schemas['LeaseRequest'], policy: Policy, request: string) {
  const simulated = simulate(lease, policy);
  expect(
    {
      monthlyRentCents: lease.monthlyRentCents,
      employerContributionCents: lease.employerContributionCents,
      riderContributionCents: lease.riderContributionCents,
    },
    request,
  ).toEqual({
    monthlyRentCents: simulated.rent.rentCents,
    employerContributionCents: simulated.monthly.employerCents,
    riderContributionCents: simulated.monthly.riderCents,
  });
  // What /my-offer's breakdown shows of the request is what the bike page simulates.
  expect(agreedLeaseQuote(lease), request).toEqual(simulated);
}

describe('the lease figures of the API and of @velo/leasing', () => {
  it('agree for every seeded request, at every stage from the request to the ended lease', async () => {
    const seeded = await seededRequests();
    // The journey personas' requests and the rentals' at least.
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    for (const { email, lease, policy } of seeded) {
      expectAgreement(lease, policy, `${email}'s request ${lease.id} (${lease.status})`);
    }
  });

  it('agree once the part above the envelope is paid apart: the lease finances the rest', async () => {
    const rider = await logIn(server.url, 'valide@acme.test');
    const api = leaseApi(rider.api);
    const [summary] = expectOk(await api.list());
    const approved = expectOk(await api.get(summary!.id));
    expect(approved.status).toBe('approved');
    // Acme's envelope 600 € under the price: the rider pays 600 € apart, with home delivery.
    await server.db.query(
      `update client_settings set bike_envelope_cents = $2
        where client_id = (select client_id from leases where id = $1)`,
      [approved.id, approved.totalPriceCents - 60_000],
    );
    const confirmed = expectOk(await api.confirmEquipment(approved.id, { delivery: 'home' }));
    expect(confirmed.extraContribution).toMatchObject({
      priceExcessCents: 60_000,
      homeDeliveryCents: 5000,
    });
    expect(confirmed.monthlyRentCents).toBeLessThan(approved.monthlyRentCents);
    expectAgreement(confirmed, { rate: 0.5, capCents: 6000 }, 'the confirmed request');
  });
});
