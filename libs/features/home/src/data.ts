import type { Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { load, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';

/** The rider's company offer (home page). Each part is `null` when the company has none. */
export interface CompanyOffer {
  offer: Schemas['CommercialOffer'] | null;
  contribution: Schemas['EmployerContributionAndFmdValue'] | null;
  banner: Schemas['BannerLink'] | null;
}

/**
 * / (home): the active commercial offer, the employer's contribution and the company's banner link,
 * asked in parallel. An account without a company has nothing to ask.
 */
export function homeLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<CompanyOffer> => {
    const clientId = context.store.get(profileAtom)?.clientId ?? null;
    if (clientId === null) return { offer: null, contribution: null, banner: null };
    const options = { signal: request.signal };
    const [offer, contribution, banner] = await Promise.all([
      context.api.clients.getActiveCommercialOffer(clientId, options),
      context.api.clients.getEmployerContributionAndFmdValue(clientId, options),
      context.api.clients.getBannerLink(clientId, options),
    ]);
    return { offer: load(offer), contribution: load(contribution), banner: load(banner) };
  };
}

export type GroupCompany = Schemas['ClientSummary'];

/** /group-affiliated: the companies of the rider's group (an empty list without a company). */
export function groupAffiliatedLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<GroupCompany[]> => {
    const clientId = context.store.get(profileAtom)?.clientId ?? null;
    if (clientId === null) return [];
    return (
      load(await context.api.clients.getSubsidiaries(clientId, { signal: request.signal })) ?? []
    );
  };
}
