import { fleetInvoicesApi, type Schemas } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { load, settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';

export type Invoice = Schemas['Invoice'];

/** What /invoices shows. */
export interface InvoicesData {
  companies: HeldCompany[];
  company: HeldCompany | null;
  /** The company's invoices, newest first; null when the API refused them (the empty state). */
  invoices: Invoice[] | null;
}

/**
 * The right that opens /invoices (libs/auth `routeRights`): here it names the companies, a group's
 * subsidiaries first (they are the ones invoiced for their riders' bikes).
 */
const invoicesRight = 'invoices';

/**
 * /invoices: the manager's companies (a switch when there are several), then the chosen one's
 * invoices. Faults go to the route's error page (the house's error policy); a refusal is the
 * screen's empty state.
 */
export function invoicesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<InvoicesData> => {
    const { signal } = request;
    const companies = await companiesHeld(context, invoicesRight, signal);
    const company = chosenCompany(companies, new URL(request.url).searchParams.get(companyParam));
    if (!company) return { companies, company: null, invoices: null };
    const api = fleetInvoicesApi(context.api);
    const invoices = load(await api.list(company.id, { signal }));
    return { companies, company, invoices };
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
