import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  holdingAtlantiqueAnswers,
  matchesSearch,
  pageAnswer,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createFleetAgreementRoutes } from './routes';

const loaded = { timeout: 20_000 };

type Pending = Schemas['PendingAgreement'];

const acme = { id: 7, name: 'Acme France' };

const agreement = (
  id: number,
  riderName: string,
  company: Pending['company'] = acme,
  day = 20,
): Pending => ({
  id,
  riderName,
  bike: 'Peugeot eC01 D7',
  bikePriceCents: 239_900,
  monthlyRentCents: 7_400,
  employerContributionCents: 3_700,
  riderShareCents: 3_700,
  waitingSince: `2026-10-${String(day).padStart(2, '0')}T09:00:00Z`,
  company,
});

/**
 * The API's list over `rows`, as the dev API answers it: searched by the rider's name, the
 * longest-waiting first (or the latest
 * with `-waitingSince`), cut into pages with the count; the fake's cursor is the next row's
 * position (`p25`), anything else a 400 naming `query.cursor`.
 */
function agreementsApi(rows: Pending[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const order = rows
      .filter((row) => matchesSearch(query, [row.riderName]))
      .sort((a, b) =>
        a.waitingSince < b.waitingSince ? -1 : a.waitingSince > b.waitingSince ? 1 : a.id - b.id,
      );
    if (query.get('sort') === '-waitingSince') order.reverse();
    return pageAnswer(order, query);
  };
}

/** 30 of Acme's riders waiting, one a day: two pages of 25. */
const thirty = Array.from({ length: 30 }, (_, index) =>
  agreement(100 + index, `Salarié ${index + 1}`, acme, index + 1),
);

const acmeRoutes = (rows: Pending[]): FakeRoutes => ({
  'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
  'GET /api/v2/clients/7/agreements': agreementsApi(rows),
});

/** The list's requests, as sent. */
const listQueries = (calls: readonly string[], id = 7) =>
  calls
    .filter((call) => call.startsWith(`GET /api/v2/clients/${id}/agreements`))
    .map((call) => new URLSearchParams(call.split('?')[1] ?? ''));

function renderList(
  routes: FakeRoutes,
  rights: { name: string; clientId: number }[],
  locale: Locale = 'fr',
  path = '/pendingAgreements',
) {
  const context = createTestContext(routes);
  const { pendingAgreements } = createFleetAgreementRoutes(context);
  return renderScreen({
    routes: [
      pendingAgreements,
      { path: '/signSpecificAgreements/:bikeId', element: <p>contrat ouvert</p> },
    ],
    path,
    context,
    profile: aProfile({ rights }),
    locale,
  });
}

const acmeRight = [{ name: 'agreements', clientId: 7 }];

describe('/pendingAgreements', () => {
  it('lists one company’s contracts waiting for its signature; each opens to be read and signed', async () => {
    const user = userEvent.setup();
    const { context, router } = renderList(
      acmeRoutes([agreement(11, 'Inès Lambert'), agreement(12, 'Mathis Fontaine', acme, 21)]),
      acmeRight,
    );
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(screen.getByText('2 contrats attendent votre signature.')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Inès Lambert' })).toBeVisible();
    // One company: no company column, no pages.
    expect(within(table).queryByRole('columnheader', { name: 'Entreprise' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(Object.fromEntries(listQueries(context.calls).at(-1) ?? [])).toEqual({
      limit: '25',
      sort: 'waitingSince',
    });
    await user.click(
      screen.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' }),
    );
    expect(await screen.findByText('contrat ouvert')).toBeVisible();
    expect(router.state.location.search).toBe('?client=7');
  });

  it('with the keyboard alone: into the table, along the row to its button, Enter opens it', async () => {
    const user = userEvent.setup();
    renderList(acmeRoutes([agreement(11, 'Inès Lambert')]), acmeRight);
    await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    const row = screen.getByRole('row', { name: /Inès Lambert/ });
    for (let step = 0; step < 20 && document.activeElement !== row; step += 1) await user.tab();
    expect(row).toHaveFocus();
    const open = screen.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' });
    for (let step = 0; step < 8 && document.activeElement !== open; step += 1) {
      await user.keyboard('{ArrowRight}');
    }
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('contrat ouvert', {}, loaded)).toBeVisible();
  });

  it('pages through the address, the count and the page announced, the focus kept', async () => {
    const user = userEvent.setup();
    const { router, context } = renderList(acmeRoutes(thirty), acmeRight);
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('30 contrats attendent votre signature.')).toBeVisible();
    const pages = screen.getByRole('navigation', {
      name: 'Pages de la liste des contrats à signer',
    });
    expect(within(pages).getByText('Page 1 sur 2')).toBeInTheDocument();
    within(pages).getByRole('button', { name: 'Page suivante' }).focus();
    await user.keyboard('{Enter}');
    await within(pages).findByText('Page 2 sur 2', {}, loaded);
    expect(router.state.location.search).toBe('?cursor=p25');
    expect(listQueries(context.calls).at(-1)?.get('cursor')).toBe('p25');
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(6);
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toHaveFocus();
    // The browser's Back shows the first page again.
    await router.navigate(-1);
    await within(pages).findByText('Page 1 sur 2', {}, loaded);
    expect(router.state.location.search).toBe('');
  });

  it('orders the latest first from the waiting column’s header, kept in the address', async () => {
    const user = userEvent.setup();
    const { router, context } = renderList(acmeRoutes(thirty), acmeRight);
    const table = await screen.findByRole('grid', {}, loaded);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Salarié 1');
    within(table)
      .getByRole('columnheader', { name: /En attente depuis/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('grid')).getAllByRole('rowheader')[0]).toHaveTextContent(
        'Salarié 30',
      ),
    );
    expect(router.state.location.search).toBe('?sort=-waitingSince');
    expect(listQueries(context.calls).at(-1)?.get('sort')).toBe('-waitingSince');
  });

  it('a group’s manager sees every company’s contracts first, each naming its company, then one company', async () => {
    const user = userEvent.setup();
    const nantes = { id: 21, name: 'Holding Nantes' };
    const { router, context } = renderList(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/v2/clients/20/agreements': agreementsApi([
          agreement(31, 'Louis Faure', nantes),
          agreement(32, 'Anaïs Roux', { id: 22, name: 'Holding Bordeaux' }, 22),
        ]),
        'GET /api/v2/clients/21/agreements': agreementsApi([agreement(31, 'Louis Faure', nantes)]),
      },
      [{ name: 'agreements', clientId: 20 }],
    );
    const trigger = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(trigger).toHaveTextContent('Groupe Holding Atlantique (toutes les entreprises)');
    const table = await screen.findByRole('grid', { name: /Groupe Holding Atlantique/ }, loaded);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual([
      'Holding Nantes',
      'Holding Bordeaux',
    ]);
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    const one = await screen.findByRole('grid', { name: /de Holding Nantes/ }, loaded);
    expect(router.state.location.search).toBe('?client=21');
    expect(within(one).queryByRole('columnheader', { name: 'Entreprise' })).toBeNull();
    expect(listQueries(context.calls, 21)).toHaveLength(1);
    // A subsidiary's contract opens under its own company.
    await user.click(
      screen.getByRole('button', { name: 'Lire et signer le contrat de Louis Faure' }),
    );
    expect(await screen.findByText('contrat ouvert')).toBeVisible();
    expect(router.state.location.pathname).toBe('/signSpecificAgreements/31');
    expect(router.state.location.search).toBe('?client=21');
  });

  it('a manager of two unrelated companies switches between them, in English', async () => {
    const user = userEvent.setup();
    const { router } = renderList(
      {
        ...acmeRoutes([agreement(11, 'Inès Lambert')]),
        'GET /api/clients/21': { body: { id: 21, name: 'Holding Nantes', isGroupClient: false } },
        'GET /api/v2/clients/21/agreements': agreementsApi([]),
      },
      [
        { name: 'agreements', clientId: 7 },
        { name: 'agreements', clientId: 21 },
      ],
      'en',
    );
    const trigger = await screen.findByRole('button', { name: /Company/ }, loaded);
    expect(trigger).toHaveTextContent('Acme France');
    await screen.findByRole('grid', { name: 'Contracts to sign at Acme France' }, loaded);
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByText('No contract is waiting for your signature.', {}, loaded),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?client=21');
  });

  it('searches on the server from the first page; the search in the address, the count announced', async () => {
    const user = userEvent.setup();
    const { context, router } = renderList(
      acmeRoutes([...thirty, agreement(140, 'Inès Lambert', acme, 31)]),
      acmeRight,
      'fr',
      '/pendingAgreements?cursor=p25&sort=-waitingSince',
    );
    await screen.findByText('Page 2 sur 2', {}, loaded);
    const field = screen.getByRole('searchbox', { name: 'Rechercher un contrat' });
    await user.type(field, 'ines');
    await waitFor(() => expect(listQueries(context.calls).at(-1)?.get('q')).toBe('ines'), loaded);
    expect(listQueries(context.calls).at(-1)?.get('cursor')).toBeNull();
    expect(router.state.location.search).toBe('?sort=-waitingSince&q=ines');
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Inès Lambert']),
    );
    expect(
      screen.getByText('1 contrat correspond à votre recherche.').closest('[role=status]'),
    ).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'personne{Enter}');
    expect(
      await screen.findByText('Aucun contrat ne correspond à votre recherche.', {}, loaded),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un contrat' })).toHaveValue(
      'personne',
    );
  });

  it('an address whose cursor the API does not take shows the first page', async () => {
    renderList(acmeRoutes(thirty), acmeRight, 'fr', '/pendingAgreements?cursor=forged');
    await screen.findByText('Page 1 sur 2', {}, loaded);
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
  });

  it('without the right, says the contracts are not available; a refusal too', async () => {
    const none = renderList({}, []);
    expect(
      await screen.findByRole('heading', { name: 'Contrats indisponibles' }, loaded),
    ).toBeVisible();
    none.unmount();
    renderList(
      {
        'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
        'GET /api/v2/clients/7/agreements': {
          status: 403,
          body: { code: 'FORBIDDEN', message: 'no' },
        },
      },
      acmeRight,
    );
    expect(
      await screen.findByRole('heading', { name: 'Contrats indisponibles' }, loaded),
    ).toBeVisible();
  });
});
