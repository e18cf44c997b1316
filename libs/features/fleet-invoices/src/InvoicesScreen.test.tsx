import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  holdingAtlantiqueAnswers,
  plain,
  catchDownloads,
} from '@velo/data/testing';
import { formatMoney, type Locale } from '@velo/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFleetInvoiceRoutes } from './routes';

const loaded = { timeout: 20_000 };
const euros = (cents: number, locale: Locale = 'fr') => plain(formatMoney(cents, locale));

type Invoice = Schemas['Invoice'];

function invoice(month: number, status: Invoice['status'], excl: number): Invoice {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
  return {
    id: 300 + month,
    number: `F-2026-${mm}-ACME`,
    issuedAt: `2026-${mm}-01`,
    dueDate: `2026-${mm}-30`,
    periodStart: `2026-${mm}-01`,
    periodEnd: `2026-${mm}-${last}`,
    amountExclTaxCents: excl,
    amountInclTaxCents: Math.round(excl * 1.2),
    status,
  };
}

const acmeInvoices = [
  invoice(11, 'unpaid', 5_000_000),
  invoice(10, 'overdue', 4_900_000),
  invoice(9, 'paid', 4_800_000),
];

/** Acme's manager, who holds `invoices` on Acme France (client 7). */
const manager = aProfile({ rights: [{ name: 'invoices', clientId: 7 }] });

/** /invoices as `profile` (Acme's manager unless told) reads it, in `locale`. */
function renderInvoices(routes: FakeRoutes, profile = manager, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  const { invoices } = createFleetInvoiceRoutes(context);
  return renderScreen({ routes: invoices, path: '/invoices', context, profile, locale });
}

const acmeRoutes = (answer: FakeRoutes[string] = { body: acmeInvoices }): FakeRoutes => ({
  'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
  'GET /api/v2/clients/7/invoices': answer,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/invoices', () => {
  it('lists the invoices newest first with the month billed, both amounts and the state', async () => {
    renderInvoices(acmeRoutes());
    const table = await screen.findByRole('grid', { name: 'Factures de Acme France' }, loaded);
    expect(screen.getByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(plain(rows[1]?.textContent)).toBe(
      `F-2026-11-ACMEnovembre 202630 nov. 2026${euros(5_000_000)}${euros(6_000_000)}À payerTélécharger`,
    );
    expect(plain(rows[2]?.textContent)).toContain('En retard');
    expect(plain(rows[3]?.textContent)).toContain('Payée');
    // What is left to pay: the unpaid and the overdue one, incl. VAT.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          plain(element.textContent) ===
            `3 factures, dont 2 à payer : ${euros(6_000_000 + 5_880_000)} TTC.`,
      ),
    ).toBeInTheDocument();
  });

  it('sorts by amount from the column header, with the keyboard', async () => {
    const user = userEvent.setup();
    renderInvoices(
      acmeRoutes({
        body: [invoice(11, 'paid', 100), invoice(10, 'paid', 300), invoice(9, 'paid', 200)],
      }),
    );
    const table = await screen.findByRole('grid', {}, loaded);
    const header = within(table).getByRole('columnheader', { name: /Montant HT/ });
    await user.click(header);
    const numbers = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(numbers()).toEqual(['F-2026-11-ACME', 'F-2026-09-ACME', 'F-2026-10-ACME']);
    header.focus();
    await user.keyboard('{Enter}');
    expect(numbers()).toEqual(['F-2026-10-ACME', 'F-2026-09-ACME', 'F-2026-11-ACME']);
  });

  it('downloads an invoice’s PDF through the session, named after its number', async () => {
    const { blobs: created, names } = catchDownloads();
    const user = userEvent.setup();
    const { context } = renderInvoices({
      ...acmeRoutes(),
      'GET /api/v2/clients/7/invoices/310/pdf': { body: '%PDF-1.7' },
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Télécharger la facture F-2026-10-ACME en PDF' },
        loaded,
      ),
    );
    await waitFor(() => expect(names).toEqual(['facture-f-2026-10-acme.pdf']));
    expect(created).toHaveLength(1);
    expect(context.calls).toContain('GET /api/v2/clients/7/invoices/310/pdf');
  });

  it('a download that fails shows the default snackbar', async () => {
    const user = userEvent.setup();
    const { context } = renderInvoices({
      ...acmeRoutes(),
      'GET /api/v2/clients/7/invoices/311/pdf': {
        status: 500,
        body: { code: 'X', message: 'x' },
      },
    });
    const notify = vi.spyOn(context, 'notify');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Télécharger la facture F-2026-11-ACME en PDF' },
        loaded,
      ),
    );
    await waitFor(() => expect(notify).toHaveBeenCalled());
  });

  it('a group’s manager switches between the group’s companies', async () => {
    const user = userEvent.setup();
    const { router, context } = renderInvoices(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/v2/clients/21/invoices': { body: [invoice(11, 'unpaid', 57_000)] },
        'GET /api/v2/clients/22/invoices': { body: [] },
      },
      aProfile({ rights: [{ name: 'invoices', clientId: 20 }] }),
    );
    const trigger = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(trigger).toHaveTextContent('Holding Nantes');
    await screen.findByRole('grid', { name: 'Factures de Holding Nantes' }, loaded);
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Holding Nantes', 'Holding Bordeaux', 'Groupe Holding Atlantique']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Aucune facture pour l’instant' }, loaded),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?client=22');
    expect(context.calls).toContain('GET /api/v2/clients/22/invoices');
  });

  it('in English; a refusal is its own state; a fault is the route’s error', async () => {
    const english = renderInvoices(acmeRoutes(), manager, 'en');
    expect(
      await screen.findByRole('grid', { name: 'Invoices of Acme France' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByText(euros(6_000_000, 'en')).length).toBeGreaterThan(0);
    english.unmount();

    const refused = renderInvoices(
      acmeRoutes({ status: 403, body: { code: 'FORBIDDEN', message: 'no' } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Factures indisponibles' }, loaded),
    ).toBeInTheDocument();
    refused.unmount();

    renderInvoices(acmeRoutes({ status: 500, body: { code: 'X', message: 'down' } }));
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
  });
});
