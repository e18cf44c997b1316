import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  holdingAtlantiqueAnswers,
  plain,
} from '@velo/data/testing';
import { formatMoney, type Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createFleetDashboardRoutes } from './routes';

const loaded = { timeout: 20_000 };
const euros = (cents: number, locale: Locale = 'fr') => plain(formatMoney(cents, locale));

type Figures = Schemas['FleetManagementDashboard'];

function figures(overrides: Partial<Figures> = {}): Figures {
  return {
    scope: 'client',
    clientIds: [7],
    eligibleEmployees: 2000,
    registeredRiders: 1234,
    pendingRequests: 17,
    activeLeases: 512,
    monthlyEmployerCostCents: 2_345_600,
    monthlyRentCents: 4_000_000,
    monthlyRiderShareCents: 1_654_400,
    leasesByStage: { pendingValidation: 12, inPreparation: 30, active: 512, ended: 40 },
    upcomingLeaseEnds: [
      { month: '2026-11', count: 3 },
      { month: '2026-12', count: 0 },
      { month: '2027-01', count: 8 },
    ],
    monthlyCostHistory: Array.from({ length: 12 }, (_, index) => ({
      month: `${index === 0 ? 2025 : 2026}-${String(index === 0 ? 12 : index).padStart(2, '0')}`,
      employerCents: 100_000 * (index + 1),
      riderCents: 50_000 * (index + 1),
    })),
    asOf: '2026-11-23',
    updatedAt: '2026-11-23T09:00:00Z',
    ...overrides,
  };
}

function renderDashboard(
  routes: FakeRoutes,
  rights: { name: string; clientId: number }[],
  options: { locale?: Locale; path?: string } = {},
) {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetDashboardRoutes(context).dashboard,
    path: options.path ?? '/dashboard',
    context,
    profile: aProfile({ rights }),
    locale: options.locale ?? 'fr',
  });
}

const acmeRoutes = (answer: FakeRoutes[string] = { body: figures() }): FakeRoutes => ({
  'GET /api/clients/7': { body: { id: 7, name: 'Acme', isGroupClient: false } },
  'GET /api/v2/clients/7/fleet-management-dashboard': answer,
});
const manager = [{ name: 'fleetManagement', clientId: 7 }];

describe('/dashboard', () => {
  it('a company’s figures as cards, in French', async () => {
    renderDashboard(acmeRoutes(), manager);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tableau de bord de la flotte' },
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    // One company: no switch.
    expect(screen.queryByRole('button', { name: /Périmètre/ })).toBeNull();
    expect(screen.getByText('Chiffres au 23 novembre 2026')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Chiffres clés' }));
    const card = (name: string) =>
      plain(cards.getByText(name).closest('li')?.textContent).replace(name, '');
    expect(card('Salariés inscrits')).toBe('1 2342 000 salariés éligibles au programme');
    // 17 to approve: the 12 lease requests of the stages card below and 5 accounts.
    expect(card('À valider')).toBe('1712 demandes de location et 5 comptes');
    expect(card('Locations en cours')).toBe('512');
    expect(card('Coût mensuel pour l’entreprise')).toBe(
      `${euros(2_345_600)}Participation employeur aux loyers de ce mois`,
    );
    expect(card('Part payée par les salariés')).toBe(euros(1_654_400));
    expect(card('Loyers du mois')).toBe(euros(4_000_000));
    expect(euros(2_345_600)).toBe('23 456,00 €');
    // Leases by stage.
    const stages = screen.getByRole('group', { name: 'Locations par étape' });
    const stage = (term: string) =>
      plain(within(stages).getByText(term).closest('dt')?.nextElementSibling?.textContent);
    expect(stage('En attente de validation')).toBe('12');
    expect(stage('Validées, en préparation')).toBe('30');
    expect(stage('En cours')).toBe('512');
    expect(stage('Terminées')).toBe('40');
  });

  it('each chart has its table for screen readers, the drawing hidden from them', async () => {
    const { container } = renderDashboard(acmeRoutes(), manager);
    const history = await screen.findByRole(
      'table',
      { name: /Coût mensuel des locations sur douze mois/ },
      loaded,
    );
    const rows = within(history).getAllByRole('row');
    // A header row and twelve months, oldest first.
    expect(rows).toHaveLength(13);
    expect(rows[1]?.textContent).toContain('décembre 2025');
    expect(plain(rows[12]?.textContent)).toBe(`novembre 2026${euros(1_200_000)}${euros(600_000)}`);
    const ends = screen.getByRole('table', { name: /Fins de location par mois/ });
    expect(
      within(ends)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual(['MoisFins de location', 'novembre 20263', 'décembre 20260', 'janvier 20278']);
    expect(screen.getByText('11 locations se terminent d’ici trois mois')).toBeInTheDocument();
    // The drawings: twelve months of bars (the empty second month of ends draws no bar).
    const svgs = container.querySelectorAll('figure svg[aria-hidden="true"]');
    expect(svgs).toHaveLength(2);
    expect(svgs[0]?.querySelectorAll('g[data-month]')).toHaveLength(12);
    const endBars = [...(svgs[1]?.querySelectorAll('g[data-month] rect') ?? [])].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(endBars[1]).toBe(0);
    expect(endBars[2]).toBeGreaterThan(endBars[0] ?? Infinity);
  });

  it('in English: English texts, dates and money', async () => {
    renderDashboard(acmeRoutes(), manager, { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fleet dashboard' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Figures as of 23 November 2026')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Key figures' }));
    expect(plain(cards.getByText('Employees enrolled').closest('li')?.textContent)).toBe(
      'Employees enrolled1,2342,000 employees eligible for the programme',
    );
    expect(
      plain(cards.getByText('Monthly cost to the company').closest('li')?.textContent),
    ).toContain(euros(2_345_600, 'en'));
    expect(plain(cards.getByText('To approve').closest('li')?.textContent)).toBe(
      'To approve1712 lease requests and 5 accounts',
    );
  });

  it('a group manager sees the whole group, then switches to a subsidiary with the keyboard', async () => {
    const user = userEvent.setup();
    const { router, context } = renderDashboard(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/v2/clients/group/20/fleet-management-dashboard': {
          body: figures({ scope: 'group', clientIds: [20, 21, 22], activeLeases: 3 }),
        },
        'GET /api/v2/clients/22/fleet-management-dashboard': {
          body: figures({ clientIds: [22], activeLeases: 1 }),
        },
      },
      [{ name: 'fleetManagement', clientId: 20 }],
    );
    const cards = () => within(screen.getByRole('list', { name: 'Chiffres clés' }));
    const active = () =>
      plain(cards().getByText('Locations en cours').closest('li')?.textContent).replace(
        'Locations en cours',
        '',
      );
    const trigger = await screen.findByRole('button', { name: /Périmètre/ }, loaded);
    expect(trigger).toHaveTextContent('Groupe Holding Atlantique (tout le groupe)');
    expect(active()).toBe('3');

    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Groupe Holding Atlantique (tout le groupe)', 'Holding Nantes', 'Holding Bordeaux']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByText(
      (_, element) =>
        element?.tagName === 'LI' && plain(element.textContent) === 'Locations en cours1',
      {},
      loaded,
    );
    expect(router.state.location.search).toBe('?scope=client-22');
    expect(screen.getByRole('button', { name: /Périmètre/ })).toHaveTextContent('Holding Bordeaux');
    expect(context.calls).toContain('GET /api/v2/clients/22/fleet-management-dashboard');
  });

  it('a scope in the address that is not the manager’s falls back to theirs', async () => {
    const { context } = renderDashboard(acmeRoutes(), manager, {
      path: '/dashboard?scope=client-8',
    });
    expect(await screen.findByText('Acme', {}, loaded)).toBeInTheDocument();
    expect(context.calls).not.toContain('GET /api/v2/clients/8/fleet-management-dashboard');
  });

  it('figures the API refuses are the empty state; a programme with nobody yet says so', async () => {
    const refused = renderDashboard(
      acmeRoutes({ status: 403, body: { code: 'FORBIDDEN', message: 'no' } }),
      manager,
    );
    expect(
      await screen.findByRole('heading', { name: 'Aucun chiffre à afficher' }, loaded),
    ).toBeInTheDocument();
    refused.unmount();

    const zero = figures({
      eligibleEmployees: 0,
      registeredRiders: 0,
      pendingRequests: 0,
      activeLeases: 0,
      monthlyEmployerCostCents: 0,
      monthlyRentCents: 0,
      monthlyRiderShareCents: 0,
      leasesByStage: { pendingValidation: 0, inPreparation: 0, active: 0, ended: 0 },
    });
    renderDashboard(acmeRoutes({ body: zero }), manager);
    expect(
      await screen.findByText(/Aucun salarié n’est encore inscrit au programme/, {}, loaded),
    ).toBeInTheDocument();
  });

  it('a fault is the route’s error state, and a retry shows the figures', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDashboard(
      acmeRoutes(() =>
        fail ? { status: 500, body: { code: 'X', message: 'down' } } : { body: figures() },
      ),
      manager,
    );
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Chiffres clés' }, loaded)).toBeInTheDocument();
  });
});
