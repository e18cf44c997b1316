import { fleetEmployeesApi, type Schemas } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import { importBody, type ImportedEmployee, type ImportLine } from './csvImport';
import { apiSort, pageSize, viewFrom, type EmployeePage, type EmployeesView } from './employees';

export type AllowedDomain = Schemas['AllowedDomain'];

/** What /employees shows. */
export interface EmployeesData {
  companies: HeldCompany[];
  company: HeldCompany | null;
  /** The page the address asks for; null when the API refused the list (the refused state). */
  employees: EmployeePage | null;
  /** What the address asks for: sort, status, search and the cursors of the pages before. */
  view: EmployeesView;
  domains: AllowedDomain[] | null;
}

/**
 * The right that opens /employees (libs/auth `routeRights`): here it names the companies, a group
 * first (its list holds every company's employees), then each of its companies.
 */
const employeesRight = 'fleetManagement';

/** A group (its whole list) before its companies, the order of the rights kept otherwise. */
const groupsFirst = (companies: HeldCompany[]) =>
  [...companies].sort((a, b) => Number(b.isGroup) - Number(a.isGroup));

/**
 * The page of the company's employees the view asks for, sorted, filtered and searched by the API;
 * null when the API refuses them. A cursor the API does not take (an address edited by hand) gives
 * the first page, and the view says so.
 */
async function employeesOf(
  context: RouteContext,
  clientId: number,
  view: EmployeesView,
  signal: AbortSignal,
): Promise<{ employees: EmployeePage | null; view: EmployeesView }> {
  const api = fleetEmployeesApi(context.api);
  const query = {
    limit: pageSize,
    sort: apiSort(view.sort),
    ...(view.status === null ? {} : { status: view.status }),
    ...(view.search === '' ? {} : { q: view.search }),
  };
  const cursor = view.cursors.at(-1);
  if (cursor !== undefined) {
    const result = await api.list(clientId, { ...query, cursor }, { signal });
    if (result.ok || result.kind !== 'http' || result.status !== 400) {
      return { employees: load(result), view };
    }
  }
  const first = await api.list(clientId, query, { signal });
  return { employees: load(first), view: { ...view, cursors: [] } };
}

/** The company's allowed e-mail domains; null when the API refuses them. */
async function domainsOf(context: RouteContext, clientId: number, signal: AbortSignal) {
  return load(await context.api.clients.listAllowedDomains(clientId, { signal }));
}

/**
 * /employees: the manager's companies, then the chosen one's page of employees (as the address asks
 * for it) and allowed e-mail domains. Faults go to the route's error page (the house's error
 * policy); a refusal is the empty state.
 */
export function employeesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<EmployeesData> => {
    const { signal } = request;
    const params = new URL(request.url).searchParams;
    // A group's list covers its companies (each row naming its own): the group comes first.
    const companies = groupsFirst(await companiesHeld(context, employeesRight, signal));
    const company = chosenCompany(companies, params.get(companyParam));
    const asked = viewFrom(params);
    if (!company) {
      return { companies, company: null, employees: null, view: asked, domains: null };
    }
    const [{ employees, view }, domains] = await Promise.all([
      employeesOf(context, company.id, asked, signal),
      domainsOf(context, company.id, signal),
    ]);
    return { companies, company, employees, view, domains };
  };
}

/** `body.employees[3].email` → 3. */
const employeeIndex = (field: string) => /^body\.employees\[(\d+)\]/.exec(field)?.[1];

export type ImportAnswer = {
  intent: 'import';
  clientId: number;
  /** The checked lines' employees, as the API takes them. */
  employees: { [field: string]: string }[];
  /** Each one's line number in the file, to name the lines the server refuses. */
  lines: number[];
};
export type AddDomainAnswer = { intent: 'add-domain'; clientId: number; domain: string };
export type RemoveDomainAnswer = { intent: 'remove-domain'; domainId: number; domain: string };

/** What /employees sends to its one action, told apart by `intent`. */
export type EmployeesAnswer = ImportAnswer | AddDomainAnswer | RemoveDomainAnswer;

/** The import's answer for the checked lines (all or nothing, as the API). */
export function importAnswer(clientId: number, lines: readonly ImportLine[]): ImportAnswer {
  return {
    intent: 'import',
    clientId,
    employees: importBody(lines).employees.map((employee) =>
      Object.fromEntries(
        Object.entries(employee).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    ),
    lines: lines.map((line) => line.line),
  };
}

export type DomainOutcome = 'added' | 'alreadyAllowed' | 'invalid' | 'handled';

/**
 * What a write gave. The import: done, or the lines the server still refuses (an address it finds
 * malformed, one given twice) by line number, nothing added; `null` lines: already dealt with (the
 * default snackbar). A domain: added, already allowed, refused as malformed, or handled; removed
 * or not.
 */
export type EmployeesOutcome =
  | { intent: 'import'; ok: true; added: number; alreadyEligible: number }
  | { intent: 'import'; ok: false; refusedLines: number[] | null }
  | { intent: 'add-domain'; domain: string; result: DomainOutcome }
  | { intent: 'remove-domain'; domain: string; removed: boolean }
  | { intent: null };

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** /employees' writes: the eligible-employees import, adding and removing an allowed domain. */
export function employeesAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<EmployeesOutcome> => {
    const answer = await jsonBody<EmployeesAnswer>(request);
    const options = { signal: request.signal };
    switch (answer.intent) {
      case 'import': {
        if (!validId(answer.clientId)) return { intent: null };
        return importEmployees(context, answer, options);
      }
      case 'add-domain': {
        if (!validId(answer.clientId)) return { intent: null };
        const domain = String(answer.domain);
        const result = await addDomain(context, answer.clientId, domain, options);
        return { intent: 'add-domain', domain, result };
      }
      case 'remove-domain': {
        if (!validId(answer.domainId)) return { intent: null };
        const outcome = settle(
          await context.api.clients.deleteAllowedDomain(answer.domainId, options),
          context.notify,
          { refusal: 'notify' },
        );
        return { intent: 'remove-domain', domain: String(answer.domain), removed: outcome.ok };
      }
      default:
        return { intent: null };
    }
  };
}

/**
 * Sends the checked lines, all or nothing: lines the server still refuses come back by line number
 * and nothing is added. A refusal that names no line has nothing the manager can correct: the
 * default snackbar.
 */
async function importEmployees(
  context: RouteContext,
  answer: ImportAnswer,
  options: { signal: AbortSignal },
): Promise<EmployeesOutcome> {
  const employees: ImportedEmployee[] = answer.employees.map((employee) => ({
    ...employee,
    email: employee['email'] ?? '',
  }));
  const outcome = settle(
    await context.api.clients.postEligibleEmployees(answer.clientId, { employees }, options),
    context.notify,
  );
  const lineOf = (field: string) => {
    const index = employeeIndex(field);
    return index === undefined ? undefined : answer.lines[Number(index)];
  };
  if (outcome.ok) {
    const { added, alreadyEligible, rejected } = outcome.data;
    if (rejected.length === 0) return { intent: 'import', ok: true, added, alreadyEligible };
    return {
      intent: 'import',
      ok: false,
      refusedLines: rejected.map((r) => lineOf(r.field)).filter((line) => line !== undefined),
    };
  }
  if (outcome.reason === 'handled') return { intent: 'import', ok: false, refusedLines: null };
  const refused = (outcome.error?.fields ?? [])
    .map((field) => lineOf(field.field))
    .filter((line) => line !== undefined);
  if (refused.length === 0) context.notify();
  return { intent: 'import', ok: false, refusedLines: refused.length === 0 ? null : refused };
}

/**
 * Adds an allowed domain. The server's refusal names the field (`body.domain`): already allowed,
 * or malformed; one that names no field has nothing the manager can correct (the default snackbar).
 */
async function addDomain(
  context: RouteContext,
  clientId: number,
  domain: string,
  options: { signal: AbortSignal },
): Promise<DomainOutcome> {
  const outcome = settle(
    await context.api.clients.createAllowedDomain({ clientId, domain }, options),
    context.notify,
  );
  if (outcome.ok) return 'added';
  if (outcome.reason === 'handled') return 'handled';
  const message = outcome.error?.fields?.find((field) => field.field === 'body.domain')?.message;
  if (message === undefined) {
    context.notify();
    return 'handled';
  }
  return /already/.test(message) ? 'alreadyAllowed' : 'invalid';
}
