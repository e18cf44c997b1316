import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  holdingAtlantiqueAnswers,
  plain,
  catchDownloads,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetEmployee, FleetLease } from './files';
import { createFleetExportRoutes } from './routes';

const loaded = { timeout: 20_000 };

const employees: FleetEmployee[] = [
  {
    email: 'lea.dubois@acme.test',
    company: { id: 7, name: 'Acme France' },
    firstName: 'Léa',
    lastName: 'Dubois',
    employeeNumber: 'A-1042',
    status: 'active',
    bike: 'Moustache Lundi 27',
    leaseEndsOn: '2028-03-31',
  },
  {
    email: 'hugo.martin@acme.test',
    company: { id: 7, name: 'Acme France' },
    firstName: null,
    lastName: null,
    employeeNumber: null,
    status: 'not-registered',
    bike: null,
    leaseEndsOn: null,
  },
];

const lease: FleetLease = {
  id: 418,
  riderFirstName: 'Léa',
  riderLastName: 'Dubois',
  email: 'lea.dubois@acme.test',
  employeeNumber: 'A-1042',
  bike: 'Moustache Lundi 27',
  status: 'active',
  requestedOn: '2025-02-20',
  startedOn: '2025-03-01',
  endsOn: '2028-02-29',
  bikePriceCents: 289_900,
  monthlyRentCents: 8_990,
  employerContributionCents: 4_495,
  riderShareCents: 4_495,
};

const acme = (more: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
  'GET /api/v2/clients/7/employees': {
    body: { items: employees, nextCursor: null, total: employees.length, totalExact: true },
  },
  'GET /api/v2/clients/7/leases': { body: [lease] },
  'GET /api/v2/clients/7/monthly-rents': {
    body: {
      clientId: 7,
      equipmentsIncluded: false,
      durationMonths: 36,
      employerContributionRate: 0.5,
      rents: [
        {
          bikePriceCents: 200_000,
          monthlyRentCents: 6_200,
          employerContributionCents: 3_100,
          employeeContributionCents: 3_100,
        },
      ],
    },
  },
  ...more,
});

function renderExports(
  routes: FakeRoutes,
  rights = [{ name: 'exports', clientId: 7 }],
  locale: Locale = 'fr',
) {
  const context = createTestContext(routes);
  const { exports } = createFleetExportRoutes(context);
  return renderScreen({
    routes: exports,
    path: '/exports',
    context,
    profile: aProfile({ rights }),
    locale,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/exports', () => {
  it('offers each file in both formats; nothing is read before one is asked for', async () => {
    const { context } = renderExports(acme());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exportations' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme France')).toBeInTheDocument();
    for (const file of ['Salariés', 'Locations', 'Loyers mensuels']) {
      const card = screen.getByRole('group', { name: file });
      expect(
        within(card).getByRole('button', { name: 'Télécharger en Excel (XLSX)' }),
      ).toBeEnabled();
      expect(within(card).getByRole('button', { name: 'Télécharger en CSV' })).toBeEnabled();
    }
    expect(context.calls).toEqual(['GET /api/clients/7']);
  });

  it('the employees as CSV: downloaded, named, the rows counted and announced', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderExports(acme());
    const card = await screen.findByRole('group', { name: 'Salariés' }, loaded);
    await user.click(within(card).getByRole('button', { name: 'Télécharger en CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['salaries-acme-france-2026-11-26.csv']));
    vi.useRealTimers();
    const text = await downloads.blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Nom;Prénom;E-mail;Matricule;Statut;Vélo;Fin de location;Entreprise');
    expect(lines[1]).toBe(
      'Dubois;Léa;lea.dubois@acme.test;A-1042;Location en cours;Moustache Lundi 27;31/03/2028;Acme France',
    );
    expect(lines[2]).toBe(';;hugo.martin@acme.test;;Pas encore inscrit;;;Acme France');
    expect(plain(within(card).getByRole('status').textContent)).toBe(
      'salaries-acme-france-2026-11-26.csv téléchargé : 2 lignes.',
    );
  });

  it('the rent scale without then with the equipment', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    const { context } = renderExports(acme());
    const card = await screen.findByRole('group', { name: 'Loyers mensuels' }, loaded);
    await user.click(within(card).getByRole('button', { name: 'Télécharger en CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const lines = (await downloads.blobs[0]!.text()).split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      'Non;2000,00;62,00;31,00;31,00',
      'Oui;2000,00;62,00;31,00;31,00',
    ]);
    expect(context.calls).toEqual(
      expect.arrayContaining([
        'GET /api/v2/clients/7/monthly-rents?equipments=false',
        'GET /api/v2/clients/7/monthly-rents?equipments=true',
      ]),
    );
  });

  it('a failure of the API is the default snackbar, and the screen stays as it was', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    const { context } = renderExports(
      acme({ 'GET /api/v2/clients/7/leases': { status: 500, body: { code: 'X', message: 'x' } } }),
    );
    const notify = vi.spyOn(context, 'notify');
    const card = await screen.findByRole('group', { name: 'Locations' }, loaded);
    const button = within(card).getByRole('button', { name: 'Télécharger en Excel (XLSX)' });
    await user.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(downloads.names).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it('in English, with the headers of the files still in French', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderExports(acme(), undefined, 'en');
    const card = await screen.findByRole('group', { name: 'Leases' }, loaded);
    await user.click(within(card).getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect((await downloads.blobs[0]!.text()).split('\r\n')[0]).toContain('Loyer mensuel TTC (€)');
    expect(plain(within(card).getByRole('status').textContent)).toMatch(
      /^locations-acme-france-\d{4}-\d{2}-\d{2}\.csv downloaded: 1 row\.$/,
    );
  });

  it('a group’s manager chooses the company, a subsidiary first', async () => {
    renderExports(
      {
        ...holdingAtlantiqueAnswers([{ id: 21, qName: 'holding-nantes', name: 'Holding Nantes' }]),
      },
      [{ name: 'exports', clientId: 20 }],
    );
    const trigger = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(trigger).toHaveTextContent('Holding Nantes');
  });

  it('with no company the API lets the manager read, the refused card', async () => {
    renderExports({
      'GET /api/clients/7': { status: 403, body: { code: 'FORBIDDEN', message: 'x' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Exportations indisponibles' }, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger en CSV' })).toBeNull();
  });
});
