import { fleetAgreementsApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { downloadBlob, load, settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';

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
  const ids: number[] = [];
  const add = (id: number) => {
    if (!ids.includes(id)) ids.push(id);
  };
  for (const id of new Set(rights.map((right) => right.clientId))) {
    const client = load(await context.api.clients.get(id, { signal }));
    if (client?.isGroupClient) {
      const subsidiaries = load(await context.api.clients.getSubsidiaries(id, { signal })) ?? [];
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
    const ids = await signedForClientIds(context, signal);
    if (ids.length === 0) return { companies: null };
    if (ids.length === 1) {
      const one = load(await context.api.clients.getAgreementsReady(ids[0] ?? 0, { signal }));
      return { companies: one ? [one] : null };
    }
    return {
      companies: load(await context.api.clients.getAgreementsReadyMultiClient(ids, { signal })),
    };
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
    // A lease of another company, or none (404, 403): the screen says it is not there.
    return {
      agreement: load(await fleetAgreementsApi(context.api).get(clientId, leaseId, { signal })),
    };
  };
}

export type CodeOutcome =
  | { status: 'sent'; maskedPhone: string; resendAvailableAt: string }
  | { status: 'tooEarly'; retryAfterSeconds: number }
  | { status: 'notAllowed' }
  | { status: 'noMobile' }
  | { status: 'failed' };

export type SignOutcome =
  | { status: 'signed' }
  | { status: 'invalid'; remainingAttempts: number | null }
  | { status: 'expired' }
  | { status: 'tooManyAttempts' }
  | { status: 'notAllowed' }
  | { status: 'failed' };

/** Sends the company's code by SMS; what the screen says for each answer. */
export async function sendAgreementCode(
  context: RouteContext,
  agreement: Pick<CompanyAgreement, 'clientId' | 'id'>,
): Promise<CodeOutcome> {
  const outcome = settle(
    await fleetAgreementsApi(context.api).sendCode(agreement.clientId, agreement.id),
    context.notify,
  );
  if (outcome.ok) {
    return {
      status: 'sent',
      maskedPhone: outcome.data.maskedPhone,
      resendAvailableAt: outcome.data.resendAvailableAt,
    };
  }
  if (outcome.reason === 'handled') return { status: 'failed' };
  switch (outcome.error?.code) {
    case 'RESEND_TOO_EARLY':
      return { status: 'tooEarly', retryAfterSeconds: outcome.error.retryAfterSeconds ?? 30 };
    case 'ILLEGAL_TRANSITION':
      return { status: 'notAllowed' };
    case 'NO_MOBILE_PHONE':
      return { status: 'noMobile' };
    default:
      context.notify();
      return { status: 'failed' };
  }
}

/** Signs the contract with the six digits. */
export async function signAgreement(
  context: RouteContext,
  agreement: Pick<CompanyAgreement, 'clientId' | 'id'>,
  code: string,
): Promise<SignOutcome> {
  const outcome = settle(
    await fleetAgreementsApi(context.api).sign(agreement.clientId, agreement.id, code),
    context.notify,
  );
  if (outcome.ok) return { status: 'signed' };
  if (outcome.reason === 'handled') return { status: 'failed' };
  switch (outcome.error?.code) {
    case 'SIGNATURE_CODE_INVALID':
      return { status: 'invalid', remainingAttempts: outcome.error.remainingAttempts ?? null };
    case 'SIGNATURE_CODE_EXPIRED':
      return { status: 'expired' };
    case 'SIGNATURE_TOO_MANY_ATTEMPTS':
      return { status: 'tooManyAttempts' };
    case 'ILLEGAL_TRANSITION':
      return { status: 'notAllowed' };
    default:
      context.notify();
      return { status: 'failed' };
  }
}

/** `contrat-location-42.pdf`, as the API names it. */
export const agreementFileName = (id: number) => `contrat-location-${id}.pdf`;

/** Downloads the contract's PDF, fetched with the session on the click (no token in a URL). */
export async function downloadAgreement(
  context: RouteContext,
  agreement: Pick<CompanyAgreement, 'clientId' | 'id'>,
): Promise<boolean> {
  const outcome = settle(
    await fleetAgreementsApi(context.api).pdf(agreement.clientId, agreement.id),
    context.notify,
  );
  if (outcome.ok) {
    downloadBlob(outcome.data, agreementFileName(agreement.id));
    return true;
  }
  if (outcome.reason === 'rejected') context.notify();
  return false;
}
