import type { Schemas } from '@velo/api-sdk';
import type { ContributionPolicy } from '@velo/leasing';
import type { RouteContext } from './context';
import { load } from './policy';

/**
 * The company's terms every price of a lease depends on (spec §1 "The employer pays part of the
 * monthly rent", §9 "Free rent for a new bike"), in the shapes `@velo/leasing`'s `leaseQuote` and
 * `contributions` take, so a screen hands them over as they are.
 */
export interface LeaseTerms {
  /** The employer's contribution, or null when the rider has no company or it cannot be read. */
  contribution: ContributionPolicy | null;
  /** The company's active commercial offer (its free months), or null (none, or not asked). */
  offer: Schemas['CommercialOffer'] | null;
}

export interface LeaseTermsOptions {
  /** The loader's `request.signal`: a navigation that moves on aborts both reads. */
  signal: AbortSignal;
  /** Whether to ask for the active commercial offer too (a screen without free months does not). */
  offer?: boolean;
}

/**
 * Reads the employer's contribution and, unless `offer: false`, the active commercial offer of the
 * rider's company (`clientId`, null for an account without a company: nothing is asked), in
 * parallel. A read the server refuses is `null` (the price is shown without it); any other failure
 * is thrown for the route's error boundary, as `load` does.
 */
export async function loadLeaseTerms(
  context: Pick<RouteContext, 'api'>,
  clientId: number | null,
  { signal, offer: withOffer = true }: LeaseTermsOptions,
): Promise<LeaseTerms> {
  if (clientId === null) return { contribution: null, offer: null };
  const options = { signal };
  const [contribution, offer] = await Promise.all([
    context.api.clients.getEmployerContributionAndFmdValue(clientId, options),
    withOffer ? context.api.clients.getActiveCommercialOffer(clientId, options) : null,
  ]);
  const policy = load(contribution);
  return {
    contribution: policy
      ? {
          rate: policy.employerContributionRate,
          capCents: policy.monthlyEmployerContributionCapCents,
        }
      : null,
    offer: offer === null ? null : load(offer),
  };
}
