import { fleetApprovalsApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

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

/** The company's name and account-approval setting; null when the API refuses them. */
async function companyOf(context: RouteContext, clientId: number, signal: AbortSignal) {
  const client = load(await context.api.clients.get(clientId, { signal }));
  return client && { id: client.id, name: client.name, approbation: client.approbation };
}

/** Its requests waiting for approval; null when the API refuses them. */
async function pendingOf(context: RouteContext, clientId: number, signal: AbortSignal) {
  const api = fleetApprovalsApi(context.api);
  return load(await api.pending(clientId, { signal }));
}

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
      companyOf(context, clientId, signal),
      pendingOf(context, clientId, signal),
    ]);
    return { client, requests };
  };
}

export type DecideAnswer = {
  intent: 'decide';
  clientId: number;
  requestId: number;
  decision: 'approve' | 'refuse';
  /** The motive the rider reads (a refusal only). */
  motive: string;
};
export type ApprobationAnswer = { intent: 'approbation'; clientId: number; approbation: boolean };

/** What /approve sends to its one action, told apart by `intent`. */
export type ApprovalAnswer = DecideAnswer | ApprobationAnswer;

/**
 * What a write gave. A decision: taken; taken by someone else meanwhile (409); refused by the
 * server (a blank motive, said next to the field); or already handled by the data policy (the
 * default snackbar). The approval of new accounts: saved as asked (`approbation`), or not (the
 * switch goes back).
 */
export type ApprovalOutcome =
  | { intent: 'decide'; result: 'decided' | 'alreadyDecided' | 'refused' | 'handled' }
  | { intent: 'approbation'; done: boolean; approbation: boolean }
  | { intent: null };

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * /approve's writes: approving or refusing a request (a refusal the server turns down comes back
 * for the field, a request decided meanwhile for the screen to say so; faults get the default
 * snackbar), and turning the company's approval of new accounts on or off (spec section 6; a
 * refusal has nothing the manager can correct: the default snackbar).
 */
export function approvalAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<ApprovalOutcome> => {
    const answer = await jsonBody<ApprovalAnswer>(request);
    const options = { signal: request.signal };
    if (!validId(answer.clientId)) return { intent: null };
    switch (answer.intent) {
      case 'decide': {
        if (!validId(answer.requestId)) return { intent: 'decide', result: 'handled' };
        const api = fleetApprovalsApi(context.api);
        const result =
          answer.decision === 'approve'
            ? await api.approve(answer.clientId, answer.requestId, options)
            : await api.refuse(answer.clientId, answer.requestId, String(answer.motive), options);
        const outcome = settle(result, context.notify);
        if (outcome.ok) return { intent: 'decide', result: 'decided' };
        if (outcome.reason === 'handled') return { intent: 'decide', result: 'handled' };
        return {
          intent: 'decide',
          result: outcome.status === 409 ? 'alreadyDecided' : 'refused',
        };
      }
      case 'approbation': {
        const approbation = answer.approbation === true;
        const outcome = settle(
          await context.api.clients.toggleApprobation(answer.clientId, { approbation }, options),
          context.notify,
          { refusal: 'notify' },
        );
        return { intent: 'approbation', done: outcome.ok, approbation };
      }
      default:
        return { intent: null };
    }
  };
}
