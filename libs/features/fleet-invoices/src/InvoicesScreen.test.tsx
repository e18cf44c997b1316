import { act, screen, waitFor, within } from '@testing-library/react';
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
  pageAnswer,
} from '@velo/data/testing';
import { formatMoney, type Locale } from '@velo/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFleetInvoiceRoutes } from './routes';

const loaded = { timeout: 20_000 };
const euros = (cents: number, locale: Locale = 'fr') => plain(formatMoney(cents, locale));

type Invoice = Schemas['Invoice'];
type InvoicePage = Schemas['InvoicePage'];

const acme = { id: 7, name: 'Acme France' };

function invoice(
  month: number,
  status: Invoice['status'],
  excl: number,
  company: Invoice['company'] = acme,
  year = 2026,
): Invoice {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const suffix = company.id === 7 ? 'ACME' : `C${company.id}`;
  return {
    id: 300 + (year - 2024) * 12 + month + company.id * 100,
    number: `F-${year}-${mm}-${suffix}`,
    issuedAt: `${year}-${mm}-01`,
    dueDate: `${year}-${mm}-28`,
    periodStart: `${year}-${mm}-01`,
    periodEnd: `${year}-${mm}-${last}`,
    amountExclTaxCents: excl,
    amountInclTaxCents: Math.round(excl * 1.2),
    status,
    company,
  };
}

const acmeInvoices = [
  invoice(11, 'unpaid', 5_000_000),
  invoice(10, 'overdue', 4_900_000),
  invoice(9, 'paid', 4_800_000),
];

/**
 * The API's list over `rows`, as the dev API answers it: filtered by `status`, sorted (the newest
 * month first unless `sort` says), cut into pages, with the count and what is left to pay over every row; the fake's
 * cursor is the next row's position (`p12`), anything else a 400 naming `query.cursor`.
 */
function invoicesApi(rows: Invoice[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const sort = query.get('sort') ?? '-month';
    const field = sort.replace(/^-/, '');
    const key = (row: Invoice) =>
      field === 'amount'
        ? String(row.amountExclTaxCents).padStart(12, '0')
        : field === 'dueDate'
          ? row.dueDate
          : field === 'status'
            ? String(['overdue', 'unpaid', 'paid'].indexOf(row.status))
            : row.issuedAt;
    const status = query.get('status');
    const order = rows
      .filter((row) => status === null || row.status === status)
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    if (sort.startsWith('-')) order.reverse();
    const due = rows.filter((row) => row.status !== 'paid');
    const answer = pageAnswer(order, query);
    if (answer.status !== 200) return answer;
    const page: InvoicePage = {
      ...answer.body,
      due: {
        count: due.length,
        amountInclTaxCents: due.reduce((sum, row) => sum + row.amountInclTaxCents, 0),
      },
    };
    return { body: page };
  };
}

/** Two years of Acme's invoices, the latest two not paid: two pages of 12. */
const twoYears = Array.from({ length: 24 }, (_, index) =>
  invoice(
    (index % 12) + 1,
    index >= 22 ? 'unpaid' : 'paid',
    100_000 + index * 1_000,
    acme,
    2025 + Math.floor(index / 12),
  ),
);

/** The list's requests, as sent. */
const listQueries = (calls: readonly string[], id = 7) =>
  calls
    .filter(
      (call) => call.startsWith(`GET /api/v2/clients/${id}/invoices`) && !call.includes('/pdf'),
    )
    .map((call) => new URLSearchParams(call.split('?')[1] ?? ''));

/** Acme's manager, who holds `invoices` on Acme France (client 7). */
const manager = aProfile({ rights: [{ name: 'invoices', clientId: 7 }] });

/** /invoices as `profile` (Acme's manager unless told) reads it, in `locale`. */
function renderInvoices(routes: FakeRoutes, profile = manager, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  const { invoices } = createFleetInvoiceRoutes(context);
  return renderScreen({ routes: invoices, path: '/invoices', context, profile, locale });
}

const acmeRoutes = (answer: FakeRoutes[string] = invoicesApi(acmeInvoices)): FakeRoutes => ({
  'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
  'GET /api/v2/clients/7/invoices': answer,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/invoices', () => {
  it('lists the invoices newest first with the month billed, both amounts and the state', async () => {
    const { context } = renderInvoices(acmeRoutes());
    const table = await screen.findByRole('grid', { name: 'Factures de Acme France' }, loaded);
    expect(screen.getByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(plain(rows[1]?.textContent)).toBe(
      `F-2026-11-ACMEnovembre 202628 nov. 2026${euros(5_000_000)}${euros(6_000_000)}À payerTélécharger`,
    );
    expect(plain(rows[2]?.textContent)).toContain('En retard');
    expect(plain(rows[3]?.textContent)).toContain('Payée');
    // One company: no company column, no pages.
    expect(within(table).queryByRole('columnheader', { name: /Entreprise/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: /Pages/ })).toBeNull();
    // What is left to pay: the unpaid and the overdue one, incl. VAT, announced.
    expect(screen.getByRole('status')).toHaveTextContent(
      `3 factures, dont 2 à payer : ${euros(6_000_000 + 5_880_000)} TTC.`,
    );
    expect(Object.fromEntries(listQueries(context.calls).at(-1) ?? [])).toEqual({
      limit: '12',
      sort: '-month',
    });
  });

  it('says what is left to pay over every page, not only the one shown', async () => {
    const user = userEvent.setup();
    renderInvoices(acmeRoutes(invoicesApi(twoYears)));
    await screen.findByRole('grid', {}, loaded);
    const due = twoYears.slice(22).reduce((sum, row) => sum + row.amountInclTaxCents, 0);
    const summary = `24 factures, dont 2 à payer : ${euros(due)} TTC.`;
    expect(screen.getByRole('status')).toHaveTextContent(summary);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await screen.findByText('Page 2 sur 2', {}, loaded);
    // The second page holds last year's paid invoices only; the amount is still the whole list's.
    expect(screen.getByRole('status')).toHaveTextContent(summary);
  });

  it('pages forward and back through the address, keeping the focus on the page buttons', async () => {
    const user = userEvent.setup();
    const { router, context } = renderInvoices(acmeRoutes(invoicesApi(twoYears)));
    const table = await screen.findByRole('grid', {}, loaded);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste des factures' });
    expect(within(pages).getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    within(pages).getByRole('button', { name: 'Page suivante' }).focus();
    await user.keyboard('{Enter}');
    await within(pages).findByText('Page 2 sur 2', {}, loaded);
    expect(router.state.location.search).toBe('?cursor=p12');
    expect(listQueries(context.calls).at(-1)?.get('cursor')).toBe('p12');
    expect(within(screen.getByRole('grid')).getAllByRole('rowheader')[0]).toHaveTextContent(
      'F-2025-12-ACME',
    );
    // "Next" is now disabled: the focus moved to "previous" rather than to the page.
    expect(within(pages).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await within(pages).findByText('Page 1 sur 2', {}, loaded);
    expect(router.state.location.search).toBe('');
  });

  it('sorts by amount from the column header, with the keyboard, on the server', async () => {
    const user = userEvent.setup();
    const { router, context } = renderInvoices(
      acmeRoutes(
        invoicesApi([invoice(11, 'paid', 100), invoice(10, 'paid', 300), invoice(9, 'paid', 200)]),
      ),
    );
    const table = await screen.findByRole('grid', {}, loaded);
    const numbers = () =>
      within(screen.getByRole('grid'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(numbers()).toEqual(['F-2026-11-ACME', 'F-2026-10-ACME', 'F-2026-09-ACME']);
    within(table)
      .getByRole('columnheader', { name: /Montant HT/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(numbers()).toEqual(['F-2026-11-ACME', 'F-2026-09-ACME', 'F-2026-10-ACME']),
    );
    expect(router.state.location.search).toBe('?sort=amount');
    expect(listQueries(context.calls).at(-1)?.get('sort')).toBe('amount');
    within(screen.getByRole('grid'))
      .getByRole('columnheader', { name: /Montant HT/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(numbers()).toEqual(['F-2026-10-ACME', 'F-2026-09-ACME', 'F-2026-11-ACME']),
    );
    expect(router.state.location.search).toBe('?sort=-amount');
  });

  it('filters by status on the server from the first page, kept in the address, the count announced', async () => {
    const user = userEvent.setup();
    const context = createTestContext(acmeRoutes(invoicesApi(twoYears)));
    const { invoices } = createFleetInvoiceRoutes(context);
    const { router } = renderScreen({
      routes: invoices,
      path: '/invoices?cursor=p12',
      context,
      profile: manager,
      locale: 'fr',
    });
    await screen.findByText('Page 2 sur 2', {}, loaded);
    const filter = await screen.findByRole('radiogroup', { name: /Statut/ }, loaded);
    expect(within(filter).getByRole('radio', { name: 'Tous les statuts' })).toBeChecked();
    await user.click(within(filter).getByRole('radio', { name: 'À payer' }));
    await waitFor(() => expect(listQueries(context.calls).at(-1)?.get('status')).toBe('unpaid'));
    expect(listQueries(context.calls).at(-1)?.get('cursor')).toBeNull();
    expect(router.state.location.search).toBe('?status=unpaid');
    const table = await screen.findByRole('grid', {}, loaded);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('2 factures ont ce statut.').closest('[role=status]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: /Pages/ })).toBeNull();

    // None late: said, the filter still there to choose another status.
    await user.click(screen.getByRole('radio', { name: 'En retard' }));
    expect(await screen.findByText('Aucune facture n’a ce statut.', {}, loaded)).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(router.state.location.search).toBe('?status=overdue');
    // Back: the status before, its list again.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('2 factures ont ce statut.', {}, loaded)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'À payer' })).toBeChecked();
  });

  it('an address whose cursor the API does not take shows the first page', async () => {
    const context = createTestContext(acmeRoutes(invoicesApi(twoYears)));
    const { invoices } = createFleetInvoiceRoutes(context);
    renderScreen({
      routes: invoices,
      path: '/invoices?cursor=forged',
      context,
      profile: manager,
      locale: 'fr',
    });
    await screen.findByText('Page 1 sur 2', {}, loaded);
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
  });

  it('downloads an invoice’s PDF through the session, named after its number', async () => {
    const { blobs: created, names } = catchDownloads();
    const user = userEvent.setup();
    const { context } = renderInvoices({
      ...acmeRoutes(),
      'GET /api/v2/clients/7/invoices/1034/pdf': { body: '%PDF-1.7' },
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
    expect(context.calls).toContain('GET /api/v2/clients/7/invoices/1034/pdf');
  });

  it('a download that fails shows the default snackbar', async () => {
    const user = userEvent.setup();
    const { context } = renderInvoices({
      ...acmeRoutes(),
      'GET /api/v2/clients/7/invoices/1035/pdf': {
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

  it('a group’s manager reads every company’s invoices first, each naming its company, then one company', async () => {
    const user = userEvent.setup();
    const nantes = { id: 21, name: 'Holding Nantes' };
    const bordeaux = { id: 22, name: 'Holding Bordeaux' };
    const { router, context } = renderInvoices(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/v2/clients/20/invoices': invoicesApi([
          invoice(11, 'unpaid', 57_000, nantes),
          invoice(11, 'unpaid', 47_500, bordeaux),
        ]),
        'GET /api/v2/clients/22/invoices': invoicesApi([]),
        'GET /api/v2/clients/22/invoices/2535/pdf': { body: '%PDF-1.7' },
      },
      aProfile({ rights: [{ name: 'invoices', clientId: 20 }] }),
    );
    const trigger = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(trigger).toHaveTextContent('Groupe Holding Atlantique (toutes les entreprises)');
    const table = await screen.findByRole(
      'grid',
      { name: 'Factures de Groupe Holding Atlantique' },
      loaded,
    );
    expect(within(table).getByRole('columnheader', { name: 'Entreprise' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    // The same month: the invoice's id breaks the tie, the newest first.
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual([
      'Holding Bordeaux',
      'Holding Nantes',
    ]);
    // A subsidiary's invoice is downloaded from its own company.
    const { names } = catchDownloads();
    await user.click(
      screen.getByRole('button', { name: 'Télécharger la facture F-2026-11-C22 en PDF' }),
    );
    await waitFor(() => expect(names).toEqual(['facture-f-2026-11-c22.pdf']));
    expect(context.calls).toContain('GET /api/v2/clients/22/invoices/2535/pdf');

    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Groupe Holding Atlantique (toutes les entreprises)',
      'Holding Nantes',
      'Holding Bordeaux',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Aucune facture pour l’instant' }, loaded),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?client=22');
    expect(context.calls.some((call) => call.startsWith('GET /api/v2/clients/22/invoices?'))).toBe(
      true,
    );
  });

  it('a manager of two unrelated companies switches between them, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices(
      {
        ...acmeRoutes(),
        'GET /api/clients/21': { body: { id: 21, name: 'Holding Nantes', isGroupClient: false } },
        'GET /api/v2/clients/21/invoices': invoicesApi([
          invoice(11, 'paid', 57_000, { id: 21, name: 'Holding Nantes' }),
        ]),
      },
      aProfile({
        rights: [
          { name: 'invoices', clientId: 7 },
          { name: 'invoices', clientId: 21 },
        ],
      }),
    );
    const trigger = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(trigger).toHaveTextContent('Acme France');
    await screen.findByRole('grid', { name: 'Factures de Acme France' }, loaded);
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    const table = await screen.findByRole('grid', { name: 'Factures de Holding Nantes' }, loaded);
    expect(router.state.location.search).toBe('?client=21');
    // Two companies that are no group: no company column.
    expect(within(table).queryByRole('columnheader', { name: 'Entreprise' })).toBeNull();
  });

  it('in English; a refusal is its own state; a fault is the route’s error', async () => {
    const english = renderInvoices(acmeRoutes(invoicesApi(twoYears)), manager, 'en');
    expect(
      await screen.findByRole('grid', { name: 'Invoices of Acme France' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of the invoice list' })).toHaveTextContent(
      'Page 1 of 2',
    );
    english.unmount();
    const again = renderInvoices(acmeRoutes(), manager, 'en');
    const grid = await screen.findByRole('grid', { name: 'Invoices of Acme France' }, loaded);
    expect(within(grid).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All statuses' })).toBeChecked();
    expect(screen.getAllByText(euros(6_000_000, 'en')).length).toBeGreaterThan(0);
    again.unmount();

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
