// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadLeaseTerms } from './leaseTerms';
import { DataFailure } from './policy';
import { aCommercialOffer, anEmployerContribution, createTestContext } from './testing';

const contributionPath = 'GET /api/v2/clients/7/employer-contribution-and-fmd-value';
const offerPath = 'GET /api/v2/clients/7/commercial-offer/active';
const signal = new AbortController().signal;

describe('loadLeaseTerms', () => {
  it('reads the contribution and the offer of the company, in the shapes @velo/leasing takes', async () => {
    const context = createTestContext({
      [contributionPath]: { body: anEmployerContribution({ employerContributionRate: 0.25 }) },
      [offerPath]: { body: aCommercialOffer({ monthsOfFreeRent: 2 }) },
    });
    const terms = await loadLeaseTerms(context, 7, { signal });
    expect(terms).toEqual({
      contribution: { rate: 0.25, capCents: 6000 },
      offer: aCommercialOffer({ monthsOfFreeRent: 2 }),
    });
    expect(context.calls.sort()).toEqual([
      'GET /api/v2/clients/7/commercial-offer/active',
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value',
    ]);
  });

  it('keeps an uncapped contribution uncapped and a company without an offer without one', async () => {
    const context = createTestContext({
      [contributionPath]: {
        body: anEmployerContribution({ monthlyEmployerContributionCapCents: null }),
      },
      [offerPath]: { body: null },
    });
    expect(await loadLeaseTerms(context, 7, { signal })).toEqual({
      contribution: { rate: 0.5, capCents: null },
      offer: null,
    });
  });

  it('asks nothing for an account without a company', async () => {
    const context = createTestContext({});
    expect(await loadLeaseTerms(context, null, { signal })).toEqual({
      contribution: null,
      offer: null,
    });
    expect(context.calls).toEqual([]);
  });

  it('does not ask for the offer when the screen does not want it', async () => {
    const context = createTestContext({ [contributionPath]: { body: anEmployerContribution() } });
    expect(await loadLeaseTerms(context, 7, { signal, offer: false })).toEqual({
      contribution: { rate: 0.5, capCents: 6000 },
      offer: null,
    });
    expect(context.calls).toEqual(['GET /api/v2/clients/7/employer-contribution-and-fmd-value']);
  });

  it('shows prices without terms the server refuses, and throws when it is unavailable', async () => {
    const refused = createTestContext({
      [contributionPath]: { status: 403, body: { code: 'FORBIDDEN', message: 'not yours' } },
      [offerPath]: { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
    });
    expect(await loadLeaseTerms(refused, 7, { signal })).toEqual({
      contribution: null,
      offer: null,
    });

    const down = createTestContext({
      [contributionPath]: { status: 502 },
      [offerPath]: { body: aCommercialOffer() },
    });
    const failure = await loadLeaseTerms(down, 7, { signal }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataFailure);
    expect((failure as DataFailure).kind).toBe('unavailable');
  });
});
