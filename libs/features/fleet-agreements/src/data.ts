import { fleetAgreementsApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { codeAnswer, codeSendAnswer, type CodeAnswer, type CodeSendAnswer } from '@velo/leasing-ui';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type CompanyAgreements = Schemas['AgreementsReady'];
export type PendingAgreement = Schemas['PendingAgreement'];
export type CompanyAgreement = Schemas['CompanyAgreement'];

/** The right that opens both routes (libs/auth `routeRights`): here it names the companies. */
export const agreementsRight = 'agreements';
/** The company of a contract, in the address of /signSpecificAgreements (`?client=7`). */
export const clientParam = 'client';

/** What /pendingAgreements shows. */
export interface PendingAgreementsData {
  /** Each company the manager signs for, with its leases waiting; null when the API refused. */
  companies: CompanyAgreements[] | null;
}

/**
 * The companies whose contracts the manager signs: each client an `agreements` right names and,
 * for a group, each of its subsidiaries (whose riders lease the bikes) before the group itself.
 */
async function signedForClientIds(context: RouteContext, signal: AbortSignal): Promise<number[]> {
  const rights = (context.store.get(profileAtom)?.rights ?? []).filter(
    (right) => right.name === agreementsRight,
  );
  const clients = context.api.clients;
  const ids: number[] = [];
  const add = (id: number) => {
    if (!ids.includes(id)) ids.push(id);
  };
  for (const id of new Set(rights.map((right) => right.clientId))) {
    const client = load(await clients.get(id, { signal }));
    if (client?.isGroupClient) {
      const subsidiaries = load(await clients.getSubsidiaries(id, { signal })) ?? [];
      for (const subsidiary of subsidiaries) add(subsidiary.id);
    }
    add(id);
  }
  return ids;
}

/**
 * /pendingAgreements: the leases waiting for the company's signature, for one company
 * (getAgreementsReady) or several at once, a group's (getAgreementsReadyMultiClient, spec §7).
 * Faults go to the route's error page.
 */
export function pendingAgreementsLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PendingAgreementsData> => {
    const { signal } = request;
    const clients = context.api.clients;
    const ids = await signedForClientIds(context, signal);
    if (ids.length === 0) return { companies: null };
    if (ids.length === 1) {
      const one = load(await clients.getAgreementsReady(ids[0] ?? 0, { signal }));
      return { companies: one ? [one] : null };
    }
    return { companies: load(await clients.getAgreementsReadyMultiClient(ids, { signal })) };
  };
}

/** What /signSpecificAgreements/:bikeId shows: the contract, or null when refused or unknown. */
export interface SignAgreementData {
  agreement: CompanyAgreement | null;
}

const positiveId = (value: string | null | undefined) =>
  value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;

/**
 * /signSpecificAgreements/:bikeId: the lease `bikeId`'s rental contract, under the company of the
 * address (`?client=`, as the list links it) or else the first the `agreements` right names.
 */
export function signAgreementLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<SignAgreementData> => {
    const { signal } = request;
    const leaseId = positiveId(params['bikeId']);
    const clientId =
      positiveId(new URL(request.url).searchParams.get(clientParam)) ??
      context.store.get(profileAtom)?.rights?.find((right) => right.name === agreementsRight)
        ?.clientId;
    if (leaseId === null || clientId === undefined) return { agreement: null };
    const api = fleetAgreementsApi(context.api);
    // A lease of another company, or none (404, 403): the screen says it is not there.
    return { agreement: load(await api.get(clientId, leaseId, { signal })) };
  };
}

/** What the company's signature says itself when the code cannot be sent or the contract signed. */
export type SignatureProblem = 'noMobile' | 'notAllowed';
export type CodeOutcome = CodeSendAnswer<SignatureProblem>;
export type SignOutcome = CodeAnswer;

/** The contract a signature is about: its company and its lease. */
interface AgreementRef {
  [key: string]: string | number;
  clientId: number;
  leaseId: number;
}

export interface SendCodeAnswer extends AgreementRef {
  intent: 'send-code';
}

export interface SignAnswer extends AgreementRef {
  intent: 'sign';
  code: string;
}

/** What /signSpecificAgreements/:bikeId sends to its action, told apart by `intent`. */
export type SignAgreementAnswer = SendCodeAnswer | SignAnswer;

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * /signSpecificAgreements/:bikeId's writes: the company's code sent by SMS, then the contract
 * signed with its six digits (issue 13's signature, mapped as every signature is).
 */
export function signAgreementAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<CodeOutcome | SignOutcome> => {
    const answer = await jsonBody<SignAgreementAnswer>(request);
    if (!validId(answer.clientId) || !validId(answer.leaseId)) {
      context.notify();
      return { status: 'failed' };
    }
    const api = fleetAgreementsApi(context.api);
    const options = { signal: request.signal };
    if (answer.intent === 'send-code') {
      return codeSendAnswer(
        settle(await api.sendCode(answer.clientId, answer.leaseId, options), context.notify),
        context.notify,
        { ILLEGAL_TRANSITION: 'notAllowed', NO_MOBILE_PHONE: 'noMobile' },
      );
    }
    return codeAnswer(
      settle(
        await api.sign(answer.clientId, answer.leaseId, String(answer.code), options),
        context.notify,
      ),
      context.notify,
      { ILLEGAL_TRANSITION: 'notAllowed' },
    );
  };
}

/** `contrat-location-42.pdf`, as the API names it. */
export const agreementFileName = (id: number) => `contrat-location-${id}.pdf`;

/** The contract's PDF, fetched with the session on the click (no token in a URL). */
export async function agreementPdf(
  context: RouteContext,
  agreement: Pick<CompanyAgreement, 'clientId' | 'id'>,
): Promise<Blob | null> {
  const api = fleetAgreementsApi(context.api);
  const outcome = settle(await api.pdf(agreement.clientId, agreement.id), context.notify, {
    refusal: 'notify',
  });
  return outcome.ok ? outcome.data : null;
}
