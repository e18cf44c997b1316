import { fleetInvoicesApi } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { load, settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import {
  apiSort,
  pageSize,
  viewFrom,
  type Invoice,
  type InvoicePage,
  type InvoicesView,
} from './invoicesView';

export type { Invoice, InvoicePage } from './invoicesView';

/** What /invoices shows. */
export interface InvoicesData {
  companies: HeldCompany[];
  company: HeldCompany | null;
  /** The page the address asks for; null when the API refused the invoices (the refused state). */
  invoices: InvoicePage | null;
  /** What the address asks for: the sort, the status and the cursors of the pages before. */
  view: InvoicesView;
}

/**
 * The right that opens /invoices (libs/auth `routeRights`): here it names the companies, a group
 * first (its list holds every company's invoices), then each of its companies.
 */
const invoicesRight = 'invoices';

/** A group (its whole list) before its companies, the order of the rights kept otherwise. */
const groupsFirst = (companies: HeldCompany[]) =>
  [...companies].sort((a, b) => Number(b.isGroup) - Number(a.isGroup));

/**
 * The page of the company's invoices the view asks for, filtered, sorted and paged by the API; null when
 * the API refuses them. A cursor the API does not take (an address edited by hand) gives the first
 * page, and the view says so.
 */
async function invoicesOf(
  context: RouteContext,
  clientId: number,
  view: InvoicesView,
  signal: AbortSignal,
): Promise<{ invoices: InvoicePage | null; view: InvoicesView }> {
  const api = fleetInvoicesApi(context.api);
  const query = {
    limit: pageSize,
    sort: apiSort(view.sort),
    ...(view.status === null ? {} : { status: view.status }),
  };
  const cursor = view.cursors.at(-1);
  if (cursor !== undefined) {
    const result = await api.list(clientId, { ...query, cursor }, { signal });
    if (result.ok || result.kind !== 'http' || result.status !== 400) {
      return { invoices: load(result), view };
    }
  }
  const first = await api.list(clientId, query, { signal });
  return { invoices: load(first), view: { ...view, cursors: [] } };
}

/**
 * /invoices: the manager's companies (a switch when there are several, a group's whole list
 * first), then the chosen one's page of invoices as the address asks for it. Faults go to the
 * route's error page (the house's error policy); a refusal is the screen's empty state.
 */
export function invoicesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<InvoicesData> => {
    const { signal } = request;
    const params = new URL(request.url).searchParams;
    const companies = groupsFirst(await companiesHeld(context, invoicesRight, signal));
    const company = chosenCompany(companies, params.get(companyParam));
    const asked = viewFrom(params);
    if (!company) return { companies, company: null, invoices: null, view: asked };
    const { invoices, view } = await invoicesOf(context, company.id, asked, signal);
    return { companies, company, invoices, view };
  };
}

/** `facture-f-2026-11-acme.pdf`, as the API names it. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) =>
  `facture-${invoice.number.toLowerCase()}.pdf`;

/**
 * An invoice's PDF, fetched with the session on the click (no token in a URL); `useDownload` hands
 * it over. Null when it cannot be fetched, already dealt with by the one error policy (the default
 * snackbar, a refusal included: nothing the manager can correct).
 */
export async function invoicePdf(
  context: RouteContext,
  clientId: number,
  invoiceId: number,
): Promise<Blob | null> {
  const api = fleetInvoicesApi(context.api);
  const outcome = settle(await api.pdf(clientId, invoiceId), context.notify, {
    refusal: 'notify',
  });
  return outcome.ok ? outcome.data : null;
}
