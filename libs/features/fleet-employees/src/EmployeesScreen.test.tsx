import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  holdingAtlantiqueAnswers,
  pageAnswer,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createFleetEmployeeRoutes } from './routes';

const loaded = { timeout: 20_000 };

type Employee = Schemas['FleetEmployee'];

const lastNames = ['Dubois', 'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand'];
/** 120 employees: five pages of 25, every eighth one with a running lease. */
const staff: Employee[] = Array.from({ length: 120 }, (_, index) => ({
  email: `salarie${index}@acme.test`,
  company: { id: 7, name: 'Acme France' },
  firstName: `Prénom${index}`,
  lastName: lastNames[index % lastNames.length] ?? 'Dubois',
  employeeNumber: `A-${index}`,
  status: index % 8 === 0 ? 'active' : 'registered',
  bike: index % 8 === 0 ? 'Moustache Lundi 27' : null,
  leaseEndsOn: index % 8 === 0 ? `2027-0${(index % 9) + 1}-15` : null,
}));

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The API's order of a sort, for the fake (names: last then first, numbers in the text). */
function sorted(rows: Employee[], sort: string): Employee[] {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const key = (row: Employee) =>
    field === 'lastName'
      ? fold(`${row.lastName ?? ''}\u0001${row.firstName ?? ''}`)
      : String(row[field as keyof Employee] ?? '\uffff');
  const order = [...rows].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.email < b.email ? -1 : 1,
  );
  return descending ? order.reverse() : order;
}

/**
 * The API's list over `staff`, as the dev API answers it: sorted, filtered by status, searched
 * (every word, case and accents aside) and cut into pages; the fake's cursor is the next row's
 * position (`p25`), anything else a 400 naming `query.cursor`.
 */
function employeesApi(rows: Employee[] = staff) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const words = fold(query.get('q') ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const status = query.get('status');
    const matching = sorted(rows, query.get('sort') ?? 'lastName').filter(
      (row) =>
        (status === null || row.status === status) &&
        words.every((word) =>
          fold([row.lastName, row.firstName, row.email, row.employeeNumber].join(' ')).includes(
            word,
          ),
        ),
    );
    return pageAnswer(matching, query);
  };
}

function renderEmployees(
  routes: FakeRoutes,
  locale: Locale = 'fr',
  path = '/employees',
  clientId = 7,
) {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetEmployeeRoutes(context).employees,
    path,
    context,
    profile: aProfile({ rights: [{ name: 'fleetManagement', clientId }] }),
    locale,
  });
}

function acme(extra: FakeRoutes = {}, domains = [{ id: 1, domain: 'acme.fr', clientId: 7 }]) {
  return {
    'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
    'GET /api/v2/clients/7/employees': employeesApi(),
    'GET /api/clientAllowedDomains': () => ({ body: domains }),
    ...extra,
  } satisfies FakeRoutes;
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The list's count of matching people, announced (the import section has its own status). */
const countLine = () =>
  within(screen.getByRole('region', { name: /Liste des salariés|Employee list/ })).getByRole(
    'status',
  );

/** The list's requests, as sent: `GET /api/v2/clients/7/employees?…`. */
const listCalls = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /api/v2/clients/7/employees'));

/** The query of the list's last request. */
const lastQuery = (calls: string[]) =>
  new URL(listCalls(calls).at(-1) ?? '', 'http://localhost').searchParams;

function csvFile(lines: string[], name = 'salaries.csv') {
  return new File([`\uFEFF${lines.join('\r\n')}`], name, { type: 'text/csv' });
}

async function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

// A page of rows redraws slowly in jsdom on a busy machine: generous time-outs.
describe('/employees: the table, served a page at a time', { timeout: 90_000 }, () => {
  it('asks the server for the first page of 25 by name; the count; pages forward, and back', async () => {
    const user = userEvent.setup();
    const { context, router } = renderEmployees(acme());
    const table = await screen.findByRole('table', { name: 'Salariés de Acme France' }, loaded);
    expect(Object.fromEntries(lastQuery(context.calls))).toEqual({ limit: '25', sort: 'lastName' });
    expect(countLine()).toHaveTextContent('120 salariés');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(rowNames(table)[0]).toBe('Bernard Prénom10');
    expect(screen.getByText('Page 1 sur 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    const next = screen.getByRole('button', { name: 'Page suivante' });
    await user.click(next);
    expect(await screen.findByText('Page 2 sur 5')).toBeVisible();
    expect(lastQuery(context.calls).get('cursor')).toBe('p25');
    expect(router.state.location.search).toBe('?cursor=p25');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(await screen.findByText('Page 3 sur 5')).toBeVisible();
    expect(router.state.location.search).toBe('?cursor=p25&cursor=p50');

    // "Page précédente" goes back in the history, as the browser's Back does.
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByText('Page 2 sur 5')).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 1 sur 5')).toBeVisible();
    expect(rowNames(table)[0]).toBe('Bernard Prénom10');
    await act(() => router.navigate(1));
    expect(await screen.findByText('Page 2 sur 5')).toBeVisible();
  });

  it('the last page: "next" disabled, the focus kept on the other page button', async () => {
    const user = userEvent.setup();
    const { router } = renderEmployees(acme(), 'fr', '/employees?cursor=p25&cursor=p50&cursor=p75');
    expect(await screen.findByText('Page 4 sur 5', {}, loaded)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 5 sur 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveFocus(),
    );
    // Back in the history to page 4, where the address opened: its page before is a new entry.
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByText('Page 4 sur 5')).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByText('Page 3 sur 5')).toBeVisible();
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?cursor=p25&cursor=p50');
  });

  it('searches on the server once typing pauses, without losing a character', async () => {
    const user = userEvent.setup();
    const { context, router } = renderEmployees(acme());
    const table = await screen.findByRole('table', { name: /Acme/ }, loaded);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await screen.findByText('Page 2 sur 5');
    const before = listCalls(context.calls).length;
    const field = screen.getByRole('searchbox', { name: 'Rechercher un salarié' });
    await user.type(field, 'a-17');
    expect(field).toHaveValue('a-17');
    await waitFor(() => expect(rowNames(table)).toEqual(['Martin Prénom17']));
    // One request for the four keystrokes, from the first page.
    expect(listCalls(context.calls).slice(before)).toEqual([
      'GET /api/v2/clients/7/employees?limit=25&sort=lastName&q=a-17',
    ]);
    expect(router.state.location.search).toBe('?q=a-17');
    expect(countLine()).toHaveTextContent('1 salarié');
    expect(screen.queryByRole('navigation', { name: /Pages/ })).not.toBeInTheDocument();
    expect(field).toHaveFocus();

    // Accents and capitals aside: the server's business; the field keeps what was typed.
    await user.clear(field);
    await user.type(field, 'PRÉNOM11{Enter}');
    const elevens = sorted(
      staff.filter((row) => fold(row.firstName ?? '').includes('prenom11')),
      'lastName',
    ).map((row) => `${row.lastName} ${row.firstName}`);
    expect(elevens).toHaveLength(11);
    await waitFor(() => expect(rowNames(table)).toEqual(elevens));
    expect(field).toHaveValue('PRÉNOM11');

    await user.clear(field);
    await user.type(field, 'personne{Enter}');
    expect(await screen.findByText('Aucun salarié ne correspond à votre recherche.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters by status on the server, from its first page', async () => {
    const user = userEvent.setup();
    const { context, router } = renderEmployees(acme());
    const table = await screen.findByRole('table', { name: /Acme/ }, loaded);
    await user.click(screen.getByRole('button', { name: /Tous les statuts/ }));
    await user.click(await screen.findByRole('option', { name: 'Location en cours' }));
    await waitFor(() => expect(countLine()).toHaveTextContent('15 salariés'));
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(lastQuery(context.calls).get('status')).toBe('active');
    expect(router.state.location.search).toBe('?status=active');
  });

  it('sorts on the server from the column headers, from the first page', async () => {
    const user = userEvent.setup();
    const { context } = renderEmployees(acme(), 'fr', '/employees?cursor=p25');
    const table = await screen.findByRole('table', { name: /Acme/ }, loaded);
    const header = within(table).getByRole('columnheader', { name: /Fin de location/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(Object.fromEntries(lastQuery(context.calls))).toEqual({
      limit: '25',
      sort: 'leaseEndsOn',
    });
    expect(screen.getByText('Page 1 sur 5')).toBeVisible();
    // The earliest end of the 120 first (15 January 2027).
    await waitFor(() => expect(rowNames(table)[0]).toBe('Dubois Prénom0'));
    // Another column sorts ascending first, then the other way.
    await user.click(within(table).getByRole('button', { name: /^Nom/ }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(lastQuery(context.calls).get('sort')).toBe('lastName');
    await user.click(within(table).getByRole('button', { name: /^Nom/ }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    expect(lastQuery(context.calls).get('sort')).toBe('-lastName');
    await waitFor(() => expect(rowNames(table)[0]).toBe('Thomas Prénom99'));
  });

  it('opens on the view its address names: search, status, sort and page', async () => {
    const { context } = renderEmployees(
      acme(),
      'fr',
      '/employees?sort=-status&status=registered&q=prenom&cursor=p25',
    );
    const table = await screen.findByRole('table', { name: /Acme/ }, loaded);
    expect(Object.fromEntries(lastQuery(context.calls))).toEqual({
      limit: '25',
      sort: '-status',
      status: 'registered',
      q: 'prenom',
      cursor: 'p25',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('prenom');
    expect(screen.getByRole('button', { name: /Inscrit/ })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /Statut/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(countLine()).toHaveTextContent('105 salariés');
    expect(screen.getByText('Page 2 sur 5')).toBeVisible();
  });

  it('a cursor the server does not take gives the first page', async () => {
    const { context } = renderEmployees(acme(), 'fr', '/employees?cursor=abc');
    await screen.findByRole('table', { name: /Acme/ }, loaded);
    expect(screen.getByText('Page 1 sur 5')).toBeVisible();
    expect(lastQuery(context.calls).get('cursor')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
  });

  it('says "more than" when the server stopped counting', async () => {
    renderEmployees(
      acme({
        'GET /api/v2/clients/7/employees': {
          body: { items: staff.slice(0, 25), nextCursor: 'p25', total: 10_000, totalExact: false },
        },
      }),
    );
    await screen.findByRole('table', { name: /Acme/ }, loaded);
    expect(countLine()).toHaveTextContent(/^Plus de 10\s000 salariés$/);
    expect(screen.getByText(/^Page 1 sur plus de 400$/)).toBeVisible();
  });

  it('speaks English too', async () => {
    renderEmployees(acme(), 'en');
    expect(
      await screen.findByRole('table', { name: 'Employees of Acme France' }, loaded),
    ).toBeVisible();
    expect(countLine()).toHaveTextContent('120 employees');
    expect(screen.getByText('Page 1 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Import eligible employees' })).toBeVisible();
  });

  it('a group’s manager sees every company’s people first, each row naming its company, then one company', async () => {
    const nantes = { id: 21, name: 'Holding Nantes' };
    const bordeaux = { id: 22, name: 'Holding Bordeaux' };
    const group = staff
      .slice(0, 30)
      .map((row, index) => ({ ...row, company: index % 2 === 0 ? nantes : bordeaux }));
    const user = userEvent.setup();
    const { context } = renderEmployees(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/v2/clients/20/employees': employeesApi(group),
        'GET /api/v2/clients/21/employees': employeesApi(
          group.filter((row) => row.company.id === 21),
        ),
        'GET /api/clientAllowedDomains': () => ({ body: [] }),
      },
      'fr',
      '/employees',
      20,
    );
    const table = await screen.findByRole(
      'table',
      { name: 'Salariés de Groupe Holding Atlantique' },
      loaded,
    );
    expect(screen.getByRole('button', { name: /Entreprise/ })).toHaveTextContent(
      'Groupe Holding Atlantique (toutes les entreprises)',
    );
    expect(countLine()).toHaveTextContent('30 salariés');
    expect(within(table).getByRole('columnheader', { name: 'Entreprise' })).toBeVisible();
    const first = within(table).getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('cell', { name: /Holding (Nantes|Bordeaux)/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Entreprise/ }));
    await user.click(await screen.findByRole('option', { name: 'Holding Nantes' }));
    await waitFor(() => expect(countLine()).toHaveTextContent('15 salariés'), loaded);
    const one = screen.getByRole('table', { name: 'Salariés de Holding Nantes' });
    expect(within(one).queryByRole('columnheader', { name: 'Entreprise' })).toBeNull();
    expect(context.calls.some((call) => call.startsWith('GET /api/v2/clients/21/employees'))).toBe(
      true,
    );
  });

  it('says so when the API refuses the list', async () => {
    renderEmployees({
      'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
      'GET /api/v2/clients/7/employees': { status: 403, body: { code: 'FORBIDDEN', message: 'x' } },
      'GET /api/clientAllowedDomains': { body: [] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Liste indisponible' }, loaded),
    ).toBeVisible();
  });
});

describe('/employees: importing the eligible list', () => {
  it('a file with a bad line: the errors by line, focus on them, nothing can be sent', async () => {
    const post = vi.fn(() => ({ body: { added: 0, alreadyEligible: 0, rejected: [] } }));
    renderEmployees(acme({ 'POST /api/v2/clients/7/eligible-employees': post }));
    await screen.findByRole('table', { name: /Acme/ }, loaded);
    await chooseFile(
      csvFile(['e-mail;nom;prénom', 'lea.dubois@acme.fr;Dubois;Léa', 'jean.dupont@;Dupont;Jean']),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ligne 3 : adresse e-mail « jean.dupont@ » non valide');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText('2 lignes lues, dont 1 en erreur.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Aperçu de salaries.csv' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importer 2 salariés' })).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('a good file: previewed, then sent once confirmed, and the list reloaded', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { context } = renderEmployees(
      acme({
        'POST /api/v2/clients/7/eligible-employees': async (sent) => {
          bodies.push(await sent.json());
          return { body: { added: 1, alreadyEligible: 1, rejected: [] } };
        },
      }),
    );
    await screen.findByRole('table', { name: /Acme/ }, loaded);
    await chooseFile(
      csvFile(['email;matricule', 'Noe.Perrin@acme.fr;A-2001', 'lea.dubois@acme.fr;']),
    );
    await user.click(await screen.findByRole('button', { name: 'Importer 2 salariés' }));
    expect(await screen.findByText('1 salarié ajouté, 1 déjà dans la liste.')).toBeVisible();
    expect(bodies).toEqual([
      {
        employees: [
          { email: 'noe.perrin@acme.fr', employeeNumber: 'A-2001' },
          { email: 'lea.dubois@acme.fr' },
        ],
      },
    ]);
    await waitFor(() => expect(listCalls(context.calls)).toHaveLength(2));
  });

  it('lines the server refuses come back by line number, nothing imported', async () => {
    const user = userEvent.setup();
    renderEmployees(
      acme({
        'POST /api/v2/clients/7/eligible-employees': {
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            fields: [{ field: 'body.employees[1].email', message: 'must match format "email"' }],
          },
        },
      }),
    );
    await screen.findByRole('table', { name: /Acme/ }, loaded);
    await chooseFile(csvFile(['email', 'a@acme.fr', 'b@acme.fr', 'c@acme.fr']));
    await user.click(await screen.findByRole('button', { name: 'Importer 3 salariés' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur a refusé ces lignes et rien n’a été importé.');
    expect(alert).toHaveTextContent('Ligne 3 : adresse refusée par le serveur');
  });

  it('a file without an e-mail column: said next to the chooser, focus on it', async () => {
    renderEmployees(acme());
    await screen.findByRole('table', { name: /Acme/ }, loaded);
    await chooseFile(csvFile(['nom;prénom', 'Dubois;Léa']));
    const chooser = await screen.findByRole('button', { name: /Fichier des salariés/ });
    await waitFor(() => expect(chooser).toHaveFocus());
    expect(chooser).toHaveAccessibleDescription(/Aucune colonne «\se-mail\s»/);
  });
});

describe('/employees: allowed domains', { timeout: 60_000 }, () => {
  it('adds a domain typed with @ and capitals; a malformed one is said next to the field', async () => {
    const user = userEvent.setup();
    let domains = [{ id: 1, domain: 'acme.fr', clientId: 7 }];
    const bodies: unknown[] = [];
    renderEmployees({
      ...acme({
        'POST /api/clientAllowedDomains': async (sent) => {
          const body = (await sent.json()) as { domain: string; clientId: number };
          bodies.push(body);
          domains = [...domains, { id: 2, ...body }];
          return { status: 201, body: { id: 2, ...body } };
        },
      }),
      'GET /api/clientAllowedDomains': () => ({ body: domains }),
    });
    const field = await screen.findByRole('textbox', { name: 'Nouveau domaine' }, loaded);
    await user.type(field, 'acme fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter le domaine' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Saisissez un domaine comme acme.fr/);
    expect(field).toHaveValue('acme fr');
    await user.clear(field);
    await user.type(field, 'ACME.fr');
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(/Ce domaine est déjà autorisé/);
    await user.clear(field);
    await user.type(field, '@Acme-Industrie.fr{Enter}');
    expect(await screen.findByText('Le domaine acme-industrie.fr est autorisé.')).toBeVisible();
    expect(bodies).toEqual([{ clientId: 7, domain: 'acme-industrie.fr' }]);
    expect(await screen.findByText('acme-industrie.fr')).toBeVisible();
  });

  it('removes a domain, focus back in the field', async () => {
    const user = userEvent.setup();
    let domains = [{ id: 1, domain: 'acme.fr', clientId: 7 }];
    const remove = vi.fn(() => {
      domains = [];
      return { status: 204 };
    });
    renderEmployees({
      ...acme({ 'DELETE /api/clientAllowedDomains/1': remove }),
      'GET /api/clientAllowedDomains': () => ({ body: domains }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Retirer le domaine acme.fr' }, loaded),
    );
    expect(await screen.findByText('Le domaine acme.fr n’est plus autorisé.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nouveau domaine' })).toHaveFocus();
    expect(await screen.findByText(/Aucun domaine/)).toBeVisible();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
