import { accountApi, leaseApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { currentLeaseRequest } from '@velo/leasing';
import {
  resendAnswer,
  resendEmailConfirmationIntent,
  type ResendAnswer,
} from '@velo/leasing-ui/EmailConfirmationResend';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';

/** The rider's company offer (home page). Each part is `null` when the company has none. */
export interface CompanyOffer {
  offer: Schemas['CommercialOffer'] | null;
  contribution: Schemas['EmployerContributionAndFmdValue'] | null;
  banner: Schemas['BannerLink'] | null;
  /** The rider's current lease request, for the journey tracker (issue 13); null: none yet. */
  lease: Schemas['LeaseRequest'] | null;
  /** The sponsorship offer the company runs today (the link to /sponsorship); null: none. */
  sponsorship: Schemas['CommercialOffer'] | null;
}

/**
 * The rider's current lease request in full (`currentLeaseRequest` of @velo/leasing chooses it from
 * the list): the tracker needs the full request (extra contribution, refusal motive, history).
 */
async function currentLease(
  context: RouteContext,
  signal: AbortSignal,
): Promise<Schemas['LeaseRequest'] | null> {
  const api = leaseApi(context.api);
  const requests = load(await api.list({ signal })) ?? [];
  const current = currentLeaseRequest(requests);
  return current ? load(await api.get(current.id, { signal })) : null;
}

/**
 * / (home): the active commercial offer, the employer's contribution, the company's banner link,
 * the rider's current lease request and the company's sponsorship offer, asked in parallel. An account without a company has no offer to
 * ask for, and no lease request either.
 */
export function homeLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<CompanyOffer> => {
    const clientId = context.store.get(profileAtom)?.clientId ?? null;
    if (clientId === null) {
      return { offer: null, contribution: null, banner: null, lease: null, sponsorship: null };
    }
    const options = { signal: request.signal };
    const [offer, contribution, banner, lease, sponsorship] = await Promise.all([
      context.api.clients.getActiveCommercialOffer(clientId, options),
      context.api.clients.getEmployerContributionAndFmdValue(clientId, options),
      context.api.clients.getBannerLink(clientId, options),
      currentLease(context, request.signal),
      context.api.clients.getSponsorshipCommercialOffer(options),
    ]);
    return {
      offer: load(offer),
      contribution: load(contribution),
      banner: load(banner),
      lease,
      sponsorship: load(sponsorship),
    };
  };
}

/**
 * / (home)'s one write: while the account's address is not confirmed (issue 26), a new link that
 * confirms it, answered as `resendAnswer` says (sent, confirmed already, wait).
 */
export function homeAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<ResendAnswer> => {
    const { intent } = await jsonBody<{ intent: string }>(request);
    if (intent !== resendEmailConfirmationIntent) return { status: 'failed' };
    const notify = () => context.notify();
    return resendAnswer(
      settle(await accountApi(context.api).resendEmailConfirmation(), notify),
      notify,
    );
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

/** What /group-affiliated sends: the subsidiary the rider chose (issue 28). */
export type GroupCompanyChoice = Schemas['GroupCompanyChoice'];

/** The refusal the choice shows next to the list: that company is not one of the group's. */
export interface GroupCompanyRefusal {
  field: 'clientId';
  messageId: 'groupAffiliated.errors.notInGroup';
}

/**
 * /group-affiliated (issue 28): the rider chooses the group company that employs them. The server
 * moves the account to it and answers the new profile; the session takes it, so the shell no longer
 * sends the rider back here, and the rider reaches home. An account the server no longer counts as a
 * group's (the choice made meanwhile in another tab) reads its profile again and goes home too.
 */
export function chooseGroupCompanyAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<GroupCompanyRefusal | Response | null> => {
    const body = await jsonBody<GroupCompanyChoice>(request);
    const outcome = settle(
      await context.api.profile.chooseGroupCompany(body, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) {
      context.store.set(profileAtom, outcome.data);
      return redirect('/');
    }
    if (outcome.reason === 'handled') return null;
    if (outcome.status === 403) {
      const profile = await context.api.profile.get({ signal: request.signal });
      if (profile.ok) {
        context.store.set(profileAtom, profile.data);
        if (!profile.data.isGroupClient) return redirect('/');
      }
      context.notify();
      return null;
    }
    return { field: 'clientId', messageId: 'groupAffiliated.errors.notInGroup' };
  };
}
