import { fleetEmployeesApi, type Schemas } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { load, settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import { importBody, type ImportLine } from './csvImport';
import type { FleetEmployee } from './employees';

export type AllowedDomain = Schemas['AllowedDomain'];

/** What /employees shows. */
export interface EmployeesData {
  companies: HeldCompany[];
  company: HeldCompany | null;
  /** Null when the API refused them (the screen's refused state). */
  employees: FleetEmployee[] | null;
  domains: AllowedDomain[] | null;
}

/**
 * The right that opens /employees (libs/auth `routeRights`): here it names the companies, a group's
 * subsidiaries first (the employees are the subsidiary's).
 */
const employeesRight = 'fleetManagement';

/**
 * /employees: the manager's companies, then the chosen one's employees and allowed e-mail domains.
 * Faults go to the route's error page (the house's error policy); a refusal is the empty state.
 */
export function employeesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<EmployeesData> => {
    const { signal } = request;
    const companies = await companiesHeld(context, employeesRight, signal);
    const company = chosenCompany(companies, new URL(request.url).searchParams.get(companyParam));
    if (!company) return { companies, company: null, employees: null, domains: null };
    const [employees, domains] = await Promise.all([
      fleetEmployeesApi(context.api).list(company.id, { signal }),
      context.api.clients.listAllowedDomains(company.id, { signal }),
    ]);
    return { companies, company, employees: load(employees), domains: load(domains) };
  };
}

export type ImportOutcome =
  | { ok: true; added: number; alreadyEligible: number }
  /** Lines the server refused, by line number (nothing was added). */
  | { ok: false; refusedLines: number[] }
  /** Already dealt with (the default snackbar). */
  | { ok: false; refusedLines: null };

/** `body.employees[3].email` → 3. */
const employeeIndex = (field: string) => /^body\.employees\[(\d+)\]/.exec(field)?.[1];

/**
 * Sends the checked lines, all or nothing: lines the server still refuses (an address it finds
 * malformed, one given twice) come back by line number and nothing is added.
 */
export async function importEmployees(
  context: RouteContext,
  clientId: number,
  lines: readonly ImportLine[],
): Promise<ImportOutcome> {
  const outcome = settle(
    await context.api.clients.postEligibleEmployees(clientId, importBody(lines)),
    context.notify,
  );
  const lineOf = (field: string) => {
    const index = employeeIndex(field);
    return index === undefined ? undefined : lines[Number(index)]?.line;
  };
  if (outcome.ok) {
    const { added, alreadyEligible, rejected } = outcome.data;
    if (rejected.length === 0) return { ok: true, added, alreadyEligible };
    return {
      ok: false,
      refusedLines: rejected.map((r) => lineOf(r.field)).filter((line) => line !== undefined),
    };
  }
  if (outcome.reason === 'handled') return { ok: false, refusedLines: null };
  const refused = (outcome.error?.fields ?? [])
    .map((field) => lineOf(field.field))
    .filter((line) => line !== undefined);
  if (refused.length === 0) context.notify();
  return { ok: false, refusedLines: refused.length === 0 ? null : refused };
}

export type DomainOutcome = 'added' | 'alreadyAllowed' | 'invalid' | 'handled';

export async function addDomain(
  context: RouteContext,
  clientId: number,
  domain: string,
): Promise<DomainOutcome> {
  const outcome = settle(
    await context.api.clients.createAllowedDomain({ clientId, domain }),
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

export async function removeDomain(context: RouteContext, domainId: number): Promise<boolean> {
  const outcome = settle(await context.api.clients.deleteAllowedDomain(domainId), context.notify);
  if (!outcome.ok && outcome.reason === 'rejected') context.notify();
  return outcome.ok;
}
