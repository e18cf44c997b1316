import { fleetApprovalsApi, type Schemas } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import { searchFrom } from '@velo/leasing-ui/ListSearch';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import {
  apiRequestSort,
  requestsPageSize,
  requestsViewFrom,
  type RequestsPage,
  type RequestsView,
} from './requests';

export type PendingRequest = Schemas['PendingLeaseRequest'];
export type PendingAccount = Schemas['PendingAccount'];

/** A page of the accounts waiting for the company's approval (issue 27). */
export interface AccountsPage {
  items: PendingAccount[];
  /** Where this page starts (`?accounts=` of the address); null: the first page. */
  cursor: string | null;
  /** The search (`?accountsQ=` of the address), trimmed; '' for none. */
  search: string;
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
  /** The list holds several companies' accounts (a group and its subsidiaries): say whose. */
  severalCompanies: boolean;
}

/** What /approve shows. */
export interface ApproveData {
  /**
   * The companies the manager approves for (their `approvals` right's clients; a group first, as
   * its list covers its companies, then each of them): the company switch's, `?client=` choosing.
   */
  companies: HeldCompany[];
  /** The company whose requests are decided here; null when the manager holds no such right. */
  client: { id: number; name: string; approbation: boolean; isGroupClient: boolean } | null;
  /** A page of its requests waiting for approval, as the address asks for it; null when refused. */
  requests: RequestsPage | null;
  /** What the address asks for of the requests: the sort and the cursors of the pages before. */
  view: RequestsView;
  /** Its accounts waiting for approval, a page at a time; null when refused. */
  accounts: AccountsPage | null;
}

/** The address's parameter holding the accounts' page cursor: /approve?accounts=… */
export const accountsCursorParameter = 'accounts';

/** The address's parameter holding the accounts' search: /approve?accountsQ=… */
export const accountsSearchParameter = 'accountsQ';

/** A cursor as the contract takes it (`PageCursor`); anything else is the first page. */
const cursorShape = /^[A-Za-z0-9_-]{1,100}$/;

/** The right that opens /approve (libs/auth `routeRights`): here it names the companies. */
const approvalsRight = 'approvals';

/** A group (its whole list) before its companies, the order of the rights kept otherwise. */
const groupsFirst = (companies: HeldCompany[]) =>
  [...companies].sort((a, b) => Number(b.isGroup) - Number(a.isGroup));

/** The company's name and account-approval setting; null when the API refuses them. */
async function companyOf(context: RouteContext, clientId: number, signal: AbortSignal) {
  const client = load(await context.api.clients.get(clientId, { signal }));
  return (
    client && {
      id: client.id,
      name: client.name,
      approbation: client.approbation,
      isGroupClient: client.isGroupClient,
    }
  );
}

/**
 * The page of its requests waiting for approval the view asks for, in its order; null when the API
 * refuses them. A cursor the API does not take (an address edited by hand) gives the first page,
 * and the view says so.
 */
async function pendingOf(
  context: RouteContext,
  clientId: number,
  view: RequestsView,
  signal: AbortSignal,
): Promise<{ requests: RequestsPage | null; view: RequestsView }> {
  const api = fleetApprovalsApi(context.api);
  const query = {
    limit: requestsPageSize,
    sort: apiRequestSort(view.sort),
    ...(view.search === '' ? {} : { q: view.search }),
  };
  const cursor = view.cursors.at(-1);
  if (cursor !== undefined) {
    const result = await api.pending(clientId, { ...query, cursor }, { signal });
    if (result.ok || result.kind !== 'http' || result.status !== 400) {
      return { requests: load(result), view };
    }
  }
  const first = await api.pending(clientId, query, { signal });
  return { requests: load(first), view: { ...view, cursors: [] } };
}

/**
 * A page of its accounts waiting for approval (a group's holds its subsidiaries'), searched by
 * `search` (server side), from `cursor` (a cursor the API refuses, an address typed by hand say,
 * gives the first page); null when the API refuses them.
 */
async function accountsOf(
  context: RouteContext,
  clientId: number,
  cursor: string | null,
  search: string,
  signal: AbortSignal,
): Promise<AccountsPage | null> {
  const api = fleetApprovalsApi(context.api);
  const query = {
    ...(cursor ? { cursor } : {}),
    ...(search === '' ? {} : { q: search }),
  };
  const page = load(await api.pendingAccounts(clientId, query, { signal }));
  if (!page) return cursor === null ? null : accountsOf(context, clientId, null, search, signal);
  const companies = new Set(page.items.map((account) => account.company.id));
  return {
    items: page.items,
    cursor,
    search,
    nextCursor: page.nextCursor,
    severalCompanies: companies.size > 1 || [...companies].some((id) => id !== clientId),
  };
}

/**
 * /approve: the companies the manager approves for (each client their `approvals` right names, a
 * group first, then its subsidiaries) and the one the address chooses (`?client=`, else the first);
 * its account-approval setting, a page of its pending lease requests (a group's hold its
 * subsidiaries', each naming its company; the sort, the search and the page in the address) and a
 * page of its accounts waiting for approval (`?accounts=` names the page, `?accountsQ=` the search). Faults go to the route's error page.
 */
export function approveLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<ApproveData> => {
    const { signal } = request;
    const params = new URL(request.url).searchParams;
    const companies = groupsFirst(await companiesHeld(context, approvalsRight, signal));
    const company = chosenCompany(companies, params.get(companyParam));
    const asked = requestsViewFrom(params);
    if (!company) {
      return { companies, client: null, requests: null, view: asked, accounts: null };
    }
    const accountsCursor = params.get(accountsCursorParameter);
    const cursor =
      accountsCursor !== null && cursorShape.test(accountsCursor) ? accountsCursor : null;
    const [client, { requests, view }, accounts] = await Promise.all([
      companyOf(context, company.id, signal),
      pendingOf(context, company.id, asked, signal),
      accountsOf(context, company.id, cursor, searchFrom(params, accountsSearchParameter), signal),
    ]);
    return {
      companies,
      client,
      requests,
      view,
      accounts: accounts && {
        ...accounts,
        severalCompanies: accounts.severalCompanies || client?.isGroupClient === true,
      },
    };
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
/** A decision on one account waiting for approval (issue 27). */
export type AccountAnswer = {
  intent: 'account';
  accountId: number;
  decision: 'approve' | 'refuse';
  /** The rider's name, said back with the outcome. */
  name: string;
  /** The refusal's optional motive (empty: none). */
  motive: string;
};

/** What /approve sends to its one action, told apart by `intent`. */
export type ApprovalAnswer = DecideAnswer | ApprobationAnswer | AccountAnswer;

/**
 * What a write gave. A decision: taken; taken by someone else meanwhile (409); refused by the
 * server (a blank motive, said next to the field); or already handled by the data policy (the
 * default snackbar). The approval of new accounts: saved as asked (`approbation`), or not (the
 * switch goes back).
 */
export type ApprovalOutcome =
  | { intent: 'decide'; result: 'decided' | 'alreadyDecided' | 'refused' | 'handled' }
  | { intent: 'approbation'; done: boolean; approbation: boolean }
  | AccountOutcome
  | { intent: null };

/**
 * An account's decision: taken; taken meanwhile (409, by another manager say); or not, the default
 * snackbar said so (a fault, or a refusal the manager cannot correct).
 */
export type AccountOutcome = {
  intent: 'account';
  accountId: number;
  decision: 'approve' | 'refuse';
  name: string;
  result: 'decided' | 'alreadyDecided' | 'handled';
};

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * /approve's writes: approving or refusing a request (a refusal the server turns down comes back
 * for the field, a request decided meanwhile for the screen to say so; faults get the default
 * snackbar), turning the company's approval of new accounts on or off (spec section 6; a refusal
 * has nothing the manager can correct: the default snackbar), and approving or refusing one account
 * (issue 27; decided meanwhile is said on the screen, any other refusal gets the default snackbar).
 */
export function approvalAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<ApprovalOutcome> => {
    const answer = await jsonBody<ApprovalAnswer>(request);
    const options = { signal: request.signal };
    if (answer.intent === 'account') return decideAccount(context, answer, options);
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

async function decideAccount(
  context: RouteContext,
  answer: AccountAnswer,
  options: { signal: AbortSignal },
): Promise<AccountOutcome> {
  const decision = answer.decision === 'refuse' ? 'refuse' : 'approve';
  const said = (result: AccountOutcome['result']): AccountOutcome => ({
    intent: 'account',
    accountId: answer.accountId,
    decision,
    name: String(answer.name),
    result,
  });
  if (!validId(answer.accountId)) return said('handled');
  const api = fleetApprovalsApi(context.api);
  const motive = String(answer.motive ?? '').trim();
  const outcome = settle(
    decision === 'approve'
      ? await api.approveAccount(answer.accountId, options)
      : await api.refuseAccount(answer.accountId, motive === '' ? undefined : motive, options),
    context.notify,
  );
  if (outcome.ok) return said('decided');
  if (outcome.reason === 'rejected' && outcome.status === 409) return said('alreadyDecided');
  // Nothing the manager can correct here (the right withdrawn meanwhile, say): the default snackbar.
  if (outcome.reason === 'rejected') context.notify();
  return said('handled');
}

/** The rider's name as the rows and the messages say it. */
export const accountName = (account: Pick<PendingAccount, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;
