import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  holdingAtlantiqueAnswers,
  type FakeRoutes,
  matchesSearch,
  pageAnswer,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createFleetApprovalRoutes } from './routes';

const loaded = { timeout: 20_000 };

type Pending = Schemas['PendingLeaseRequest'];

const acmeFrance = { id: 7, name: 'Acme France' };

const request = (id: number, riderName: string, company = acmeFrance): Pending => ({
  id,
  company,
  riderName,
  bike: 'Moustache Lundi 27',
  bikePriceCents: 289_900,
  monthlyRentCents: 8_900,
  employerContributionCents: 4_450,
  riderShareCents: 4_450,
  requestedAt: '2026-11-20T09:00:00Z',
});

function renderApprove(
  routes: FakeRoutes,
  locale: Locale = 'fr',
  clientId: number | number[] = 7,
  path = '/approve',
) {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetApprovalRoutes(context).approve,
    path,
    context,
    profile: aProfile({
      rights: [clientId].flat().map((id) => ({ name: 'approvals' as const, clientId: id })),
    }),
    locale,
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The API's list over `rows()`, as the dev API answers it: searched by the rider's name, sorted (the
 * longest-waiting first, or by name), cut into pages; the fake's cursor is the next row's position (`p25`), anything else a 400
 * naming `query.cursor`.
 */
function pendingApi(rows: () => Pending[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const sort = query.get('sort') ?? 'requestedAt';
    const descending = sort.startsWith('-');
    const key = (row: Pending) =>
      sort.endsWith('riderName') ? fold(row.riderName) : `${row.requestedAt}${1e6 + row.id}`;
    const ordered = [...rows()]
      .filter((row) => matchesSearch(query, [row.riderName]))
      .sort((a, b) => (key(a) < key(b) ? -1 : 1));
    if (descending) ordered.reverse();
    return pageAnswer(ordered, query);
  };
}

const noAccounts = { body: { items: [], nextCursor: null } };

function acme(pending: () => Pending[], extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/clients/7': { body: { id: 7, name: 'Acme France', approbation: true } },
    'GET /api/v2/clients/7/lease-requests/pending': pendingApi(pending),
    'GET /api/v2/clients/7/pending-accounts': noAccounts,
    ...extra,
  };
}

/** The query of the last call of the requests' list. */
const lastQuery = (calls: readonly string[]) =>
  new URL(
    calls
      .filter((call) => call.includes('/lease-requests/pending'))
      .at(-1)
      ?.split(' ')[1] ?? '/',
    'http://x',
  ).searchParams;

/** 60 requests at Acme: three pages of 25, each a day after the one before. */
const sixty = Array.from({ length: 60 }, (_, index) => ({
  ...request(100 + index, `Salarié ${String(index).padStart(2, '0')}`),
  requestedAt: new Date(Date.UTC(2026, 8, 1 + index, 9)).toISOString().replace('.000', ''),
}));

describe('/approve', () => {
  it('lists the waiting requests with who pays what, and approves one after confirming', async () => {
    const user = userEvent.setup();
    let waiting = [request(1, 'Inès Moreau'), request(2, 'Hugo Petit')];
    const approve = vi.fn(() => {
      waiting = waiting.filter((item) => item.id !== 1);
      return { body: { id: 1, status: 'approved' } };
    });
    const { context } = renderApprove(
      acme(() => waiting, { 'POST /api/v2/clients/7/lease-requests/1/approve': approve }),
    );
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(screen.getByText('2 demandes de location attendent votre décision.')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // One company's requests: no column to say whose.
    expect(within(table).queryByRole('columnheader', { name: /Entreprise/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Valider la demande de Inès Moreau' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Valider la demande de Inès Moreau ?'.replace(' ?', '\u202f?'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Demande de Inès Moreau validée.')).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(context.calls.filter((call) => call.includes('/lease-requests/pending'))).toHaveLength(
      2,
    );
  });

  it('a refusal without a motive says so next to the field, focus there; with one, it is sent', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderApprove(
      acme(() => [request(2, 'Hugo Petit')], {
        'POST /api/v2/clients/7/lease-requests/2/refuse': async (sent) => {
          bodies.push(await sent.json());
          return { body: { id: 2, status: 'refused' } };
        },
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Refuser la demande de Hugo Petit' }, loaded),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande de Hugo Petit' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    const motive = within(dialog).getByRole('textbox', { name: /Motif du refus/ });
    expect(motive).toHaveFocus();
    expect(motive).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(/Indiquez le motif du refus/)).toBeVisible();
    expect(bodies).toEqual([]);
    await user.type(motive, 'Budget vélo de l’année atteint.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(
      await screen.findByText(/Demande de Hugo Petit refusée/, {}, loaded),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ motive: 'Budget vélo de l’année atteint.' }]);
  });

  it('a request decided meanwhile is said plainly', async () => {
    const user = userEvent.setup();
    renderApprove(
      acme(() => [request(1, 'Inès Moreau')], {
        'POST /api/v2/clients/7/lease-requests/1/approve': {
          status: 409,
          body: { code: 'ILLEGAL_TRANSITION', message: 'no' },
        },
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Valider la demande de Inès Moreau' }, loaded),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Valider' }),
    );
    expect(
      await screen.findByText('La demande de Inès Moreau a déjà été traitée.'),
    ).toBeInTheDocument();
  });

  it('the account-approval switch saves at once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApprove(
      acme(() => [], {
        'PUT /api/clients/7/toggleApprobation': async (body) => {
          sent.push(await body.json());
          return { body: { id: 7, name: 'Acme France', approbation: false } };
        },
      }),
    );
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Valider chaque nouvelle inscription' },
      loaded,
    );
    expect(toggle).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Aucune demande en attente' })).toBeVisible();
    await user.click(toggle);
    expect(
      await screen.findByText('Les inscriptions sont désormais validées automatiquement.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ approbation: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('a group’s list names each request’s company, and decides it under the group', async () => {
    const user = userEvent.setup();
    const nantes = { id: 4, name: 'Holding Atlantique Nantes' };
    const bordeaux = { id: 5, name: 'Holding Atlantique Bordeaux' };
    let waiting = [request(11, 'Nathan Mercier', bordeaux), request(12, 'Yann Le Goff', nantes)];
    const approve = vi.fn(() => {
      waiting = waiting.filter((item) => item.id !== 11);
      return { body: { id: 11, status: 'approved' } };
    });
    renderApprove(
      {
        'GET /api/clients/3': {
          body: { id: 3, name: 'Holding Atlantique', approbation: true, isGroupClient: true },
        },
        'GET /api/v2/clients/3/lease-requests/pending': pendingApi(() => waiting),
        'GET /api/v2/clients/3/groupClient/subsidiaries': { body: [nantes, bordeaux] },
        'GET /api/v2/clients/3/pending-accounts': noAccounts,
        'POST /api/v2/clients/3/lease-requests/11/approve': approve,
      },
      'fr',
      3,
    );
    const table = await screen.findByRole('grid', { name: /Holding Atlantique/ }, loaded);
    expect(within(table).getByRole('columnheader', { name: /Entreprise/ })).toBeVisible();
    const row = within(table).getByRole('row', { name: /Nathan Mercier/ });
    expect(within(row).getByText('Holding Atlantique Bordeaux')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Valider la demande de Nathan Mercier' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Demande de Nathan Mercier validée.')).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('in English; a fault is the route’s error', async () => {
    const english = renderApprove(
      acme(() => [request(1, 'Inès Moreau')]),
      'en',
    );
    expect(
      await screen.findByRole('button', { name: 'Approve Inès Moreau’s request' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('1 lease request is waiting for your decision.')).toBeVisible();
    english.unmount();
    renderApprove({
      'GET /api/clients/7': { status: 500, body: { code: 'X', message: 'down' } },
      'GET /api/v2/clients/7/lease-requests/pending': pendingApi(() => []),
      'GET /api/v2/clients/7/pending-accounts': noAccounts,
    });
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
  });
});

describe('/approve: the requests a page at a time, per company ("Large employers")', () => {
  it('asks for the first 25, the longest-waiting first; pages forward by keyboard and back', async () => {
    const user = userEvent.setup();
    const { context, router } = renderApprove(acme(() => sixty));
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(Object.fromEntries(lastQuery(context.calls))).toEqual({
      limit: '25',
      sort: 'requestedAt',
    });
    // The count of them all, announced; one page of rows.
    expect(screen.getByText('60 demandes de location attendent votre décision.')).toBeVisible();
    expect(
      screen
        .getByText('60 demandes de location attendent votre décision.')
        .closest('[role=status]'),
    ).not.toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Salarié 00');
    const pages = screen.getByRole('navigation', { name: 'Pages des demandes à valider' });
    expect(within(pages).getByText('Page 1 sur 3')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    const next = within(pages).getByRole('button', { name: 'Page suivante' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 2 sur 3', {}, loaded)).toBeVisible();
    expect(lastQuery(context.calls).get('cursor')).toBe('p25');
    expect(router.state.location.search).toBe('?requests=p25');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Salarié 25');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 3 sur 3', {}, loaded)).toBeVisible();
    expect(router.state.location.search).toBe('?requests=p25&requests=p50');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // The last page: "next" disabled, the focus kept on a page button.
    expect(next).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveFocus(),
    );
    // "Page précédente" goes back in the history, as the browser's Back does.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 2 sur 3', {}, loaded)).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 1 sur 3', {}, loaded)).toBeVisible();
  });

  it('an address with a page opens that page', async () => {
    renderApprove(
      acme(() => sixty),
      'fr',
      7,
      '/approve?requests=p25',
    );
    expect(await screen.findByText('Page 2 sur 3', {}, loaded)).toBeVisible();
  });

  it('a cursor the API refuses (an address edited by hand) gives the first page', async () => {
    const { context } = renderApprove(
      acme(() => sixty),
      'fr',
      7,
      '/approve?requests=invente',
    );
    expect(await screen.findByText('Page 1 sur 3', {}, loaded)).toBeVisible();
    expect(lastQuery(context.calls).get('cursor')).toBeNull();
  });

  it('sorts by name on the server, from the column header; the sort in the address', async () => {
    const user = userEvent.setup();
    const { context, router } = renderApprove(
      acme(() => [request(1, 'Zoé Arnaud'), request(2, 'Émile Bastien'), request(3, 'Alix Roy')]),
    );
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    await user.click(within(table).getByRole('columnheader', { name: /Salarié/ }));
    await waitFor(() => expect(lastQuery(context.calls).get('sort')).toBe('riderName'), loaded);
    expect(router.state.location.search).toBe('?sort=riderName');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Alix Roy', 'Émile Bastien', 'Zoé Arnaud']),
    );
  });

  it('searches the requests on the server from their first page; the search in the address, the count announced', async () => {
    const user = userEvent.setup();
    const { context, router } = renderApprove(
      acme(() => sixty),
      'fr',
      7,
      '/approve?requests=p25',
    );
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(screen.getByText('Page 2 sur 3')).toBeVisible();
    const field = screen.getByRole('searchbox', { name: 'Rechercher une demande' });
    await user.type(field, 'SALARIE 07');
    await waitFor(() => expect(lastQuery(context.calls).get('q')).toBe('SALARIE 07'), loaded);
    // From the first page: no cursor sent, none left in the address.
    expect(lastQuery(context.calls).get('cursor')).toBeNull();
    expect(router.state.location.search).toBe('?q=SALARIE+07');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Salarié 07']),
    );
    expect(
      screen.getByText('1 demande correspond à votre recherche.').closest('[role=status]'),
    ).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages des demandes à valider' })).toBeNull();
    expect(field).toHaveFocus();

    // Nothing found: said, the field still there to search again.
    await user.clear(field);
    await user.type(field, 'personne{Enter}');
    expect(
      await screen.findByText('Aucune demande ne correspond à votre recherche.', {}, loaded),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une demande' })).toHaveValue(
      'personne',
    );
  });

  it('an address with a search opens with it, in the field and sent to the server', async () => {
    const { context } = renderApprove(
      acme(() => sixty),
      'en',
      7,
      '/approve?q=salari%C3%A9%2012&sort=-riderName',
    );
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(Object.fromEntries(lastQuery(context.calls))).toEqual({
      limit: '25',
      sort: '-riderName',
      q: 'salarié 12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search the requests' })).toHaveValue(
      'salarié 12',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 request matches your search.')).toBeVisible();
  });

  it('a group’s manager sees every company’s requests first, then one company, kept in the address', async () => {
    const user = userEvent.setup();
    const nantes = { id: 21, name: 'Holding Nantes' };
    const bordeaux = { id: 22, name: 'Holding Bordeaux' };
    const all = [request(31, 'Yann Le Goff', nantes), request(32, 'Nathan Mercier', bordeaux)];
    const { context, router } = renderApprove(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/clients/20': {
          body: {
            id: 20,
            name: 'Groupe Holding Atlantique',
            isGroupClient: true,
            approbation: true,
          },
        },
        'GET /api/clients/22': {
          body: { id: 22, name: 'Holding Bordeaux', isGroupClient: false, approbation: false },
        },
        'GET /api/v2/clients/20/lease-requests/pending': pendingApi(() => all),
        'GET /api/v2/clients/22/lease-requests/pending': pendingApi(() =>
          all.filter((item) => item.company.id === 22),
        ),
        'GET /api/v2/clients/20/pending-accounts': noAccounts,
        'GET /api/v2/clients/22/pending-accounts': noAccounts,
      },
      'fr',
      20,
    );
    const table = await screen.findByRole('grid', { name: /Groupe Holding Atlantique/ }, loaded);
    const company = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(company).toHaveTextContent('Groupe Holding Atlantique (toutes les entreprises)');
    expect(within(table).getByRole('columnheader', { name: /Entreprise/ })).toBeVisible();
    expect(
      within(within(table).getByRole('row', { name: /Yann Le Goff/ })).getByText('Holding Nantes'),
    ).toBeVisible();

    await user.click(company);
    const options = await screen.findAllByRole('option');
    // "Every company" first, then each of the group's.
    expect(options.map((option) => option.textContent)).toEqual([
      'Groupe Holding Atlantique (toutes les entreprises)',
      'Holding Nantes',
      'Holding Bordeaux',
    ]);
    await user.click(screen.getByRole('option', { name: 'Holding Bordeaux' }));
    const one = await screen.findByRole('grid', { name: /Holding Bordeaux/ }, loaded);
    expect(router.state.location.search).toBe('?client=22');
    expect(within(one).getAllByRole('row')).toHaveLength(2);
    expect(within(one).queryByRole('columnheader', { name: /Entreprise/ })).toBeNull();
    // The company's own approval setting.
    expect(
      screen.getByRole('switch', { name: 'Valider chaque nouvelle inscription' }),
    ).not.toBeChecked();
    expect(context.calls).toContain('GET /api/v2/clients/22/pending-accounts');
  });

  it('a manager of two unrelated companies switches between them; a link keeps the choice', async () => {
    const user = userEvent.setup();
    const nantes = { id: 4, name: 'Holding Atlantique Nantes' };
    const routes: FakeRoutes = {
      ...acme(() => [request(1, 'Inès Moreau')]),
      'GET /api/clients/4': {
        body: { id: 4, name: nantes.name, isGroupClient: false, approbation: true },
      },
      'GET /api/v2/clients/4/lease-requests/pending': pendingApi(() => [
        request(41, 'Yann Le Goff', nantes),
      ]),
      'GET /api/v2/clients/4/pending-accounts': noAccounts,
    };
    const first = renderApprove(routes, 'fr', [7, 4]);
    await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(await screen.findByRole('button', { name: /Entreprise/ }, loaded)).toHaveTextContent(
      'Acme France',
    );
    await user.click(screen.getByRole('button', { name: /Entreprise/ }));
    await user.click(await screen.findByRole('option', { name: nantes.name }));
    const table = await screen.findByRole('grid', { name: /Holding Atlantique Nantes/ }, loaded);
    expect(within(table).getByRole('row', { name: /Yann Le Goff/ })).toBeVisible();
    expect(first.router.state.location.search).toBe('?client=4');
    // Back: Acme's again.
    await act(() => first.router.navigate(-1));
    expect(await screen.findByRole('grid', { name: /Acme France/ }, loaded)).toBeVisible();
    first.unmount();
    // The address alone opens Nantes's; the decision goes under its id.
    const approve = vi.fn(() => ({ body: { id: 41, status: 'approved' } }));
    renderApprove(
      { ...routes, 'POST /api/v2/clients/4/lease-requests/41/approve': approve },
      'fr',
      [7, 4],
      '/approve?client=4',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Valider la demande de Yann Le Goff' }, loaded),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Valider' }),
    );
    expect(await screen.findByText('Demande de Yann Le Goff validée.')).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
  });
});
