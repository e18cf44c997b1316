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
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportWriter, type ToWriter } from './exportWriter';
import type { FleetEmployee, FleetLease } from './files';
import { createFleetExportRoutes } from './routes';

/**
 * The files' writer worker, run in-process (jsdom has no workers): the same messages, answered
 * asynchronously as a worker's are.
 */
class InProcessWorker extends EventTarget {
  static broken = false;
  private readonly handle = exportWriter((message) =>
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: message }))),
  );
  constructor() {
    super();
    // A worker whose script could not be fetched says so with an `error` event.
    if (InProcessWorker.broken) setTimeout(() => this.dispatchEvent(new Event('error')));
  }
  postMessage(message: ToWriter) {
    if (!InProcessWorker.broken) setTimeout(() => this.handle(message));
  }
  terminate() {
    InProcessWorker.terminated += 1;
  }
  static terminated = 0;
}

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
  company: { id: 7, name: 'Acme France' },
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
  'GET /api/v2/clients/7/leases': {
    body: { items: [lease], nextCursor: null, total: 1, totalExact: true },
  },
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
  path = '/exports',
) {
  const context = createTestContext(routes);
  const { exports } = createFleetExportRoutes(context);
  return renderScreen({
    routes: exports,
    path,
    context,
    profile: aProfile({ rights }),
    locale,
  });
}

beforeEach(() => {
  InProcessWorker.broken = false;
  InProcessWorker.terminated = 0;
  vi.stubGlobal('Worker', InProcessWorker);
});

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

  it('a large file: its progress shown page after page, then saved with every row', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    const third = { ...employees[1]!, email: 'zoe.petit@acme.test' };
    // The second page waits until the test lets it through.
    let release: () => void = () => undefined;
    const secondPage = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { context } = renderExports(
      acme({
        'GET /api/v2/clients/7/employees': async (request) => {
          const cursor = new URL(request.url).searchParams.get('cursor');
          if (cursor === null) {
            return { body: { items: employees, nextCursor: 'page2', total: 3, totalExact: true } };
          }
          await secondPage;
          return { body: { items: [third], nextCursor: null, total: 3, totalExact: true } };
        },
      }),
    );
    const card = await screen.findByRole('group', { name: 'Salariés' }, loaded);
    await user.click(within(card).getByRole('button', { name: 'Télécharger en CSV' }));
    const bar = await within(card).findByRole('progressbar', {
      name: /^Préparation de salaries-acme-france-\d{4}-\d{2}-\d{2}\.csv$/,
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'));
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe('2 sur 3 lignes');
    expect(plain(within(card).getByRole('status').textContent)).toMatch(
      /^Préparation de salaries-acme-france-.*\.csv…$/,
    );
    // Pages of 200, the most the API serves, the second by the first one's cursor.
    expect(context.calls).toEqual(
      expect.arrayContaining([
        'GET /api/v2/clients/7/employees?limit=200',
        'GET /api/v2/clients/7/employees?limit=200&cursor=page2',
      ]),
    );
    release();
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const lines = (await downloads.blobs[0]!.text()).split('\r\n');
    expect(lines.slice(1, 4).map((line) => line.split(';')[2])).toEqual([
      'lea.dubois@acme.test',
      'hugo.martin@acme.test',
      'zoe.petit@acme.test',
    ]);
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(plain(within(card).getByRole('status').textContent)).toMatch(/téléchargé : 3 lignes\.$/);
  });

  it('more rows than the API counts: the rows written so far, with no end claimed', async () => {
    const user = userEvent.setup();
    renderExports(
      acme({
        'GET /api/v2/clients/7/employees': (request) =>
          new URL(request.url).searchParams.get('cursor') === null
            ? { body: { items: employees, nextCursor: 'page2', total: 10_000, totalExact: false } }
            : new Promise(() => undefined),
      }),
      undefined,
      'en',
    );
    const card = await screen.findByRole('group', { name: 'Employees' }, loaded);
    await user.click(within(card).getByRole('button', { name: 'Download as CSV' }));
    const bar = await within(card).findByRole('progressbar', { name: /^Preparing salaries-/ });
    await waitFor(() => expect(bar).toHaveTextContent('2 rows written'));
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('cancelled with the keyboard: nothing saved, the cancellation said, focus back on the format', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    const { context } = renderExports(
      acme({
        'GET /api/v2/clients/7/leases': (request) =>
          new URL(request.url).searchParams.get('cursor') === null
            ? { body: { items: [lease], nextCursor: 'page2', total: 2, totalExact: true } }
            : // The second page never comes unless the request is abandoned (as fetch does).
              new Promise((_resolve, reject) => {
                request.signal.addEventListener('abort', () =>
                  reject(new DOMException('The user aborted a request.', 'AbortError')),
                );
              }),
      }),
    );
    const notify = vi.spyOn(context, 'notify');
    const card = await screen.findByRole('group', { name: 'Locations' }, loaded);
    const workbook = within(card).getByRole('button', { name: 'Télécharger en Excel (XLSX)' });
    await user.click(workbook);
    const bar = await within(card).findByRole('progressbar', {
      name: /^Préparation de locations-/,
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'));
    const cancel = within(card).getByRole('button', { name: 'Annuler' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(plain(within(card).getByRole('status').textContent)).toMatch(
        /^Préparation de locations-acme-france-.*\.xlsx annulée : aucun fichier enregistré\.$/,
      ),
    );
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(workbook).toBeEnabled();
    expect(workbook).toHaveFocus();
    expect(downloads.names).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    // The writer stopped with the reading.
    expect(InProcessWorker.terminated).toBe(1);
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

  it('a writer that cannot be fetched (offline) is the default snackbar, and no file', async () => {
    InProcessWorker.broken = true;
    const downloads = catchDownloads();
    const user = userEvent.setup();
    const { context } = renderExports(acme());
    const notify = vi.spyOn(context, 'notify');
    const card = await screen.findByRole('group', { name: 'Salariés' }, loaded);
    const button = within(card).getByRole('button', { name: 'Télécharger en CSV' });
    await user.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(downloads.names).toEqual([]);
    expect(InProcessWorker.terminated).toBe(1);
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('in English, with the headers of the files still in French', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderExports(acme(), undefined, 'en');
    const card = await screen.findByRole('group', { name: 'Leases' }, loaded);
    await user.click(within(card).getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const header = (await downloads.blobs[0]!.text()).split('\r\n')[0];
    expect(header).toContain('Loyer mensuel TTC (€)');
    expect(header).toMatch(/;Entreprise$/);
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

  it('a group’s leases: every company’s, page after page, each row naming its company', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    const nantes = { id: 21, name: 'Holding Nantes' };
    const bordeaux = { id: 22, name: 'Holding Bordeaux' };
    const firstPage: FleetLease[] = [
      { ...lease, id: 903, company: nantes },
      { ...lease, id: 902, company: bordeaux, riderLastName: 'Moreau', email: 'moreau@b.test' },
    ];
    const lastPage: FleetLease[] = [{ ...lease, id: 901, company: nantes, status: 'refused' }];
    let release: () => void = () => undefined;
    const secondPage = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { context } = renderExports(
      {
        ...holdingAtlantiqueAnswers([
          { id: 21, qName: 'holding-nantes', name: 'Holding Nantes' },
          { id: 22, qName: 'holding-bordeaux', name: 'Holding Bordeaux' },
        ]),
        'GET /api/v2/clients/20/leases': async (request) => {
          if (new URL(request.url).searchParams.get('cursor') === null) {
            return { body: { items: firstPage, nextCursor: 'page2', total: 3, totalExact: true } };
          }
          await secondPage;
          return { body: { items: lastPage, nextCursor: null, total: 3, totalExact: true } };
        },
      },
      [{ name: 'exports', clientId: 20 }],
      'fr',
      '/exports?client=20',
    );
    const trigger = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(trigger).toHaveTextContent('Groupe Holding Atlantique');
    const card = screen.getByRole('group', { name: 'Locations' });
    await user.click(within(card).getByRole('button', { name: 'Télécharger en CSV' }));
    // The group's count is exact: the bar says how far the file has come, of how many.
    const bar = await within(card).findByRole('progressbar', {
      name: /^Préparation de locations-groupe-holding-atlantique-/,
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'));
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe('2 sur 3 lignes');
    release();
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const lines = (await downloads.blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]?.split(';').at(-1)).toBe('Entreprise');
    expect(lines.slice(1, -1).map((line) => [line.split(';')[0], line.split(';').at(-1)])).toEqual([
      ['903', 'Holding Nantes'],
      ['902', 'Holding Bordeaux'],
      ['901', 'Holding Nantes'],
    ]);
    expect(lines.at(-1)).toBe('');
    expect(context.calls).toEqual(
      expect.arrayContaining([
        'GET /api/v2/clients/20/leases?limit=200',
        'GET /api/v2/clients/20/leases?limit=200&cursor=page2',
      ]),
    );
    expect(plain(within(card).getByRole('status').textContent)).toMatch(/téléchargé : 3 lignes\.$/);
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
