import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createFleetEmployeeRoutes } from './routes';

const loaded = { timeout: 20_000 };
// toHaveTextContent reads the narrow no-break space before a colon as a plain space.

type Employee = Schemas['FleetEmployee'];

const lastNames = ['Dubois', 'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand'];
/** 120 employees: five pages, every eighth one with a running lease. */
const staff: Employee[] = Array.from({ length: 120 }, (_, index) => ({
  email: `salarie${index}@acme.test`,
  firstName: `Prénom${index}`,
  lastName: lastNames[index % lastNames.length] ?? 'Dubois',
  employeeNumber: `A-${index}`,
  status: index % 8 === 0 ? 'active' : 'registered',
  bike: index % 8 === 0 ? 'Moustache Lundi 27' : null,
  leaseEndsOn: index % 8 === 0 ? `2027-0${(index % 9) + 1}-15` : null,
}));

function renderEmployees(routes: FakeRoutes, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetEmployeeRoutes(context).employees,
    path: '/employees',
    context,
    profile: aProfile({ rights: [{ name: 'fleetManagement', clientId: 7 }] }),
    locale,
  });
}

function acme(extra: FakeRoutes = {}, domains = [{ id: 1, domain: 'acme.fr', clientId: 7 }]) {
  return {
    'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
    'GET /api/v2/clients/7/employees': {
      body: { items: staff, nextCursor: null, total: staff.length, totalExact: true },
    },
    'GET /api/clientAllowedDomains': () => ({ body: domains }),
    ...extra,
  } satisfies FakeRoutes;
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

function csvFile(lines: string[], name = 'salaries.csv') {
  return new File([`\uFEFF${lines.join('\r\n')}`], name, { type: 'text/csv' });
}

async function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

// A page of rows redraws slowly in jsdom on a busy machine: generous time-outs.
describe('/employees: the table', { timeout: 90_000 }, () => {
  it('shows a page of 25 sorted by name, searches, filters by status and pages', async () => {
    const user = userEvent.setup();
    renderEmployees(acme());
    const table = await screen.findByRole('table', { name: 'Salariés de Acme France' }, loaded);
    expect(screen.getByText('120 salariés')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    // Numbers in names sort as numbers (Prénom2 before Prénom10).
    expect(rowNames(table)[0]).toBe('Bernard Prénom2');
    expect(screen.getByText('Page 1 sur 5')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('Page 2 sur 5')).toBeVisible();

    // Typing searches the whole list and goes back to the first page.
    // Pasted: each keystroke redraws the table, slow in jsdom (keystrokes are timed in e2e).
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher un salarié' }));
    await user.paste('a-17');
    await waitFor(() => expect(rowNames(table)).toEqual(['Martin Prénom17']));
    expect(screen.getByText('1 salarié')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: /Pages/ })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: /Tous les statuts/ }));
    await user.click(await screen.findByRole('option', { name: 'Location en cours (15)' }));
    await waitFor(() => expect(screen.getByText('15 salariés')).toBeVisible());
    expect(within(table).getAllByRole('row')).toHaveLength(16);

    await user.click(screen.getByRole('searchbox'));
    await user.paste('personne');
    expect(await screen.findByText('Aucun salarié ne correspond à votre recherche.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts the whole list, not only the page, from the column headers', async () => {
    const user = userEvent.setup();
    renderEmployees(acme());
    const table = await screen.findByRole('table', { name: /Acme/ }, loaded);
    const header = within(table).getByRole('columnheader', { name: /Fin de location/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // The earliest ends of the 120 (15 January 2027: Prénom0 and Prénom72) first, in the list's order.
    expect(rowNames(table).slice(0, 2)).toEqual(['Dubois Prénom0', 'Dubois Prénom72']);
    // Another column sorts ascending first, then the other way.
    await user.click(within(table).getByRole('button', { name: /^Nom/ }));
    await user.click(within(table).getByRole('button', { name: /^Nom/ }));
    expect(within(table).getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rowNames(table)[0]).toBe('Thomas Prénom115');
  });

  it('speaks English too', async () => {
    renderEmployees(acme(), 'en');
    expect(
      await screen.findByRole('table', { name: 'Employees of Acme France' }, loaded),
    ).toBeVisible();
    expect(screen.getByText('120 employees')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Import eligible employees' })).toBeVisible();
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
    await waitFor(() =>
      expect(context.calls.filter((call) => call.endsWith('/employees'))).toHaveLength(2),
    );
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
