import { fleetAgreementsApi, type PendingAgreementsSort, type Schemas } from '@velo/api-sdk';
import {
  chosenCompany,
  companiesHeld,
  companyParam,
  profileAtom,
  type HeldCompany,
} from '@velo/auth';
import { cursorsFrom } from '@velo/leasing-ui/ListPages';
import { searchFrom } from '@velo/leasing-ui/ListSearch';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { codeAnswer, codeSendAnswer, type CodeAnswer, type CodeSendAnswer } from '@velo/leasing-ui';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type PendingAgreement = Schemas['PendingAgreement'];
export type PendingAgreementPage = Schemas['PendingAgreementPage'];
export type CompanyAgreement = Schemas['CompanyAgreement'];

/** The right that opens both routes (libs/auth `routeRights`): here it names the companies. */
export const agreementsRight = 'agreements';
/** The company of a contract, in the address of /signSpecificAgreements (`?client=7`). */
export const clientParam = companyParam;

/** Contracts a page shows. */
export const pageSize = 25;

/** The address parameter of the sort (`-waitingSince`: the latest first; absent: the longest-waiting first). */
export const sortParam = 'sort';
export type AgreementsSort = PendingAgreementsSort;

/** What /pendingAgreements shows. */
export interface PendingAgreementsData {
  companies: HeldCompany[];
  company: HeldCompany | null;
  /** The page the address asks for; null when the API refused the list (the refused state). */
  agreements: PendingAgreementPage | null;
  sort: AgreementsSort;
  /** The search as the address says it (trimmed), '' for none. */
  search: string;
  /** The cursors of the pages before the one shown (none for the first page). */
  cursors: string[];
}

/** A group (its whole list) before its companies, the order of the rights kept otherwise. */
const groupsFirst = (companies: HeldCompany[]) =>
  [...companies].sort((a, b) => Number(b.isGroup) - Number(a.isGroup));

/** The sort an address asks for; the longest-waiting first unless it says `-waitingSince`. */
export const sortFrom = (params: URLSearchParams): AgreementsSort =>
  params.get(sortParam) === '-waitingSince' ? '-waitingSince' : 'waitingSince';

/**
 * /pendingAgreements: the manager's companies (a switch when there are several, a group's whole
 * list first), then the chosen one's page of leases waiting for its signature, as the address asks
 * for it (sort, search and cursors, `@velo/leasing-ui/ListPages` and `ListSearch`). A cursor the API does not take (an
 * address edited by hand) gives the first page. Faults go to the route's error page.
 */
export function pendingAgreementsLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PendingAgreementsData> => {
    const { signal } = request;
    const params = new URL(request.url).searchParams;
    const companies = groupsFirst(await companiesHeld(context, agreementsRight, signal));
    const company = chosenCompany(companies, params.get(companyParam));
    const sort = sortFrom(params);
    const search = searchFrom(params);
    const cursors = cursorsFrom(params);
    if (!company) return { companies, company: null, agreements: null, sort, search, cursors };
    const api = fleetAgreementsApi(context.api);
    const query = { limit: pageSize, sort, ...(search === '' ? {} : { q: search }) };
    const cursor = cursors.at(-1);
    if (cursor !== undefined) {
      const result = await api.list(company.id, { ...query, cursor }, { signal });
      if (result.ok || result.kind !== 'http' || result.status !== 400) {
        return { companies, company, agreements: load(result), sort, search, cursors };
      }
    }
    const first = load(await api.list(company.id, query, { signal }));
    return { companies, company, agreements: first, sort, search, cursors: [] };
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
