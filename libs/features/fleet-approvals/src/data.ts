import { fleetApprovalsApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { load, settle, type RouteContext, type WriteOutcome } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';

export type PendingRequest = Schemas['PendingLeaseRequest'];

/** What /approve shows. */
export interface ApproveData {
  /** The company whose requests are decided here; null when the manager holds no such right. */
  client: { id: number; name: string; approbation: boolean } | null;
  /** Its requests waiting for approval, the longest-waiting first; null when refused. */
  requests: PendingRequest[] | null;
}

/** The right that opens /approve (libs/auth `routeRights`): here it names the company. */
const approvalsRight = 'approvals';

/**
 * /approve: the company the manager approves for (the first client their `approvals` right names;
 * a group's subsidiaries are decided from each subsidiary's own right for now), its account-approval
 * setting and its pending lease requests. Faults go to the route's error page.
 */
export function approveLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<ApproveData> => {
    const { signal } = request;
    const clientId = context.store
      .get(profileAtom)
      ?.rights?.find((right) => right.name === approvalsRight)?.clientId;
    if (clientId === undefined) return { client: null, requests: null };
    const [client, requests] = await Promise.all([
      context.api.clients.get(clientId, { signal }),
      fleetApprovalsApi(context.api).pending(clientId, { signal }),
    ]);
    const read = load(client);
    return {
      client: read && { id: read.id, name: read.name, approbation: read.approbation },
      requests: load(requests),
    };
  };
}

export type Decision = { kind: 'approve' } | { kind: 'refuse'; motive: string };

/**
 * Approves or refuses a request. A refusal the server turns down (a blank motive) comes back as
 * `rejected` for the field; a request decided meanwhile (409) too, for the screen to say so; faults
 * get the default snackbar (the one error policy).
 */
export async function decide(
  context: RouteContext,
  clientId: number,
  requestId: number,
  decision: Decision,
): Promise<WriteOutcome<Schemas['LeaseDecision']>> {
  const api = fleetApprovalsApi(context.api);
  const result =
    decision.kind === 'approve'
      ? await api.approve(clientId, requestId)
      : await api.refuse(clientId, requestId, decision.motive);
  return settle(result, context.notify);
}

/** Turns the company's approval of new accounts on or off (spec section 6). */
export async function setApprobation(
  context: RouteContext,
  clientId: number,
  approbation: boolean,
): Promise<boolean> {
  const outcome = settle(
    await context.api.clients.toggleApprobation(clientId, { approbation }),
    context.notify,
  );
  if (!outcome.ok && outcome.reason === 'rejected') context.notify();
  return outcome.ok;
}
