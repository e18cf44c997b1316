import { fleetInvoicesApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { downloadBlob, load, settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import {
  chosenCompany,
  clientParam,
  invoicedCompanies,
  type HeldClient,
  type InvoicedCompany,
} from './companies';

export type Invoice = Schemas['Invoice'];

/** What /invoices shows. */
export interface InvoicesData {
  companies: InvoicedCompany[];
  company: InvoicedCompany | null;
  /** The company's invoices, newest first; null when the API refused them (the empty state). */
  invoices: Invoice[] | null;
}

/** The right that opens /invoices (libs/auth `routeRights`): here it names the clients to list. */
const invoicesRight = 'invoices';

async function heldClients(context: RouteContext, signal: AbortSignal): Promise<HeldClient[]> {
  const profile = context.store.get(profileAtom);
  const ids = [
    ...new Set(
      (profile?.rights ?? [])
        .filter((right) => right.name === invoicesRight)
        .map((right) => right.clientId),
    ),
  ];
  const clients = await Promise.all(
    ids.map(async (id): Promise<HeldClient | null> => {
      const client = load(await context.api.clients.get(id, { signal }));
      if (!client) return null;
      const subsidiaries = client.isGroupClient
        ? (load(await context.api.clients.getSubsidiaries(id, { signal })) ?? [])
        : [];
      return {
        id: client.id,
        name: client.name,
        isGroup: client.isGroupClient,
        subsidiaries: subsidiaries.map(({ id: subsidiaryId, name }) => ({
          id: subsidiaryId,
          name,
        })),
      };
    }),
  );
  return clients.filter((client) => client !== null);
}

/**
 * /invoices: the manager's companies (a switch when there are several), then the chosen one's
 * invoices. Faults go to the route's error page (the house's error policy); a refusal is the
 * screen's empty state.
 */
export function invoicesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<InvoicesData> => {
    const { signal } = request;
    const companies = invoicedCompanies(await heldClients(context, signal));
    const company = chosenCompany(companies, new URL(request.url).searchParams.get(clientParam));
    if (!company) return { companies, company: null, invoices: null };
    const invoices = load(await fleetInvoicesApi(context.api).list(company.id, { signal }));
    return { companies, company, invoices };
  };
}

/** `facture-f-2026-11-acme.pdf`, as the API names it. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) =>
  `facture-${invoice.number.toLowerCase()}.pdf`;

/**
 * Downloads an invoice's PDF, fetched with the session on the click (no token in a URL). Returns
 * whether it was saved; a failure is already dealt with by the one error policy (the default
 * snackbar: nothing the manager can correct).
 */
export async function downloadInvoice(
  context: RouteContext,
  clientId: number,
  invoice: Invoice,
): Promise<boolean> {
  const outcome = settle(
    await fleetInvoicesApi(context.api).pdf(clientId, invoice.id),
    context.notify,
  );
  if (outcome.ok) {
    downloadBlob(outcome.data, invoiceFileName(invoice));
    return true;
  }
  if (outcome.reason === 'rejected') context.notify();
  return false;
}
