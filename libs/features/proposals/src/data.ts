import { proposalsApi } from '@velo/api-sdk';
import type { Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import {
  jsonBody,
  load,
  loadLeaseTerms,
  settle,
  type LeaseTerms,
  type RouteContext,
} from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type Proposal = Schemas['RetailerProposition'];

/**
 * What the screen shows: the proposal (null when it cannot be read) and the rider's terms (the
 * employer's contribution and the active offer's free months, each null when there is none).
 */
export interface ProposalData extends LeaseTerms {
  proposal: Proposal | null;
}

const proposalId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * /try-bike/:retailerPropositionId: the proposal, and in parallel the employer's contribution and
 * the active commercial offer for the monthly breakdown. A proposal the server refuses (another
 * rider's, an unknown id) is the screen's "not found" state; a malformed id asks nothing.
 */
export function proposalLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<ProposalData> => {
    const id = proposalId(params['retailerPropositionId']);
    if (id === null) return { proposal: null, contribution: null, offer: null };
    const clientId = context.store.get(profileAtom)?.clientId ?? null;
    const options = { signal: request.signal };
    const [proposal, terms] = await Promise.all([
      proposalsApi(context.api).get(id, options),
      loadLeaseTerms(context, clientId, options),
    ]);
    return { proposal: load(proposal), ...terms };
  };
}

export type ProposalAnswer =
  { intent: 'accept' } | { intent: 'decline'; reason: string; comment?: string };

/** The action's answer: done, no longer answerable (409), a field the server refused, or handled. */
export type ProposalOutcome =
  | { done: 'accepted' | 'declined' }
  | { done: false; unavailable: true }
  | { done: false; unavailable: false; fields: string[] };

/** Accepts or declines; the router then reads the proposal again, which shows its new state. */
export function proposalAction(context: RouteContext): ActionFunction {
  return async ({ request, params }): Promise<ProposalOutcome> => {
    const id = proposalId(params['retailerPropositionId']);
    if (id === null) return { done: false, unavailable: true };
    const answer = await jsonBody<ProposalAnswer>(request);
    const options = { signal: request.signal };
    const result =
      answer.intent === 'accept'
        ? await proposalsApi(context.api).accept(id, options)
        : await proposalsApi(context.api).decline(
            id,
            {
              reason: answer.reason as Schemas['DeclineReason'],
              ...(answer.comment ? { comment: answer.comment } : {}),
            },
            options,
          );
    const outcome = settle(result, context.notify);
    if (outcome.ok) return { done: answer.intent === 'accept' ? 'accepted' : 'declined' };
    if (outcome.reason === 'rejected') {
      const code = outcome.error?.code;
      if (code === 'PROPOSAL_ANSWERED' || code === 'PROPOSAL_EXPIRED' || code === 'FORBIDDEN') {
        return { done: false, unavailable: true };
      }
      return {
        done: false,
        unavailable: false,
        fields: (outcome.error?.fields ?? []).map((field) => field.field),
      };
    }
    return { done: false, unavailable: false, fields: [] };
  };
}
