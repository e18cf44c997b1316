import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes, matchesSearch } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createFleetApprovalRoutes } from './routes';

const loaded = { timeout: 20_000 };

type Account = Schemas['PendingAccount'];

const acmeFrance = { id: 7, name: 'Acme France' };
const nantes = { id: 11, name: 'Holding Atlantique Nantes' };
const bordeaux = { id: 12, name: 'Holding Atlantique Bordeaux' };

const account = (
  id: number,
  firstName: string,
  lastName: string,
  company = acmeFrance,
  employeeNumber: string | null = null,
): Account => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(' ', '')}@exemple.test`,
  employeeNumber,
  company,
  requestedAt: '2026-11-20T09:00:00Z',
});

/** A company's /approve: no lease request, the accounts `waiting()` answers (a page of them). */
function company(
  client: { id: number; name: string; isGroupClient?: boolean },
  waiting: (request: Request) => { items: Account[]; nextCursor: string | null },
  extra: FakeRoutes = {},
): FakeRoutes {
  return {
    [`GET /api/clients/${client.id}`]: {
      body: { approbation: true, isGroupClient: false, ...client },
    },
    [`GET /api/v2/clients/${client.id}/lease-requests/pending`]: {
      body: { items: [], nextCursor: null, total: 0, totalExact: true },
    },
    [`GET /api/v2/clients/${client.id}/groupClient/subsidiaries`]: { body: [] },
    [`GET /api/v2/clients/${client.id}/pending-accounts`]: (request) => ({
      body: waiting(request),
    }),
    ...extra,
  };
}

function renderApprove(routes: FakeRoutes, clientId = 7, locale: Locale = 'fr', path = '/approve') {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetApprovalRoutes(context).approve,
    path,
    context,
    profile: aProfile({ rights: [{ name: 'approvals', clientId }] }),
    locale,
  });
}

describe('/approve: the accounts waiting for approval (issue 27)', () => {
  it('approves an account from the keyboard; says so; focus goes to the next row’s approve', async () => {
    const user = userEvent.setup();
    let waiting = [
      account(57, 'Lucas', 'Bernard'),
      account(58, 'Baptiste', 'Renaud', acmeFrance, 'A-1107'),
    ];
    const sent: string[] = [];
    const { context } = renderApprove(
      company(acmeFrance, () => ({ items: waiting, nextCursor: null }), {
        'POST /api/v2/accounts/57/approve': (request) => {
          sent.push(request.url);
          waiting = waiting.filter((item) => item.id !== 57);
          return { body: { id: 57, status: 'approved' } };
        },
      }),
    );
    const section = await screen.findByRole(
      'region',
      { name: 'Comptes en attente de validation' },
      loaded,
    );
    const table = within(section).getByRole('table', { name: 'Inscriptions à valider' });
    expect(within(section).getByText('2 comptes attendent votre validation.')).toBeVisible();
    // One company: no company column; a missing number is said.
    expect(within(table).queryByRole('columnheader', { name: 'Entreprise' })).toBeNull();
    expect(within(table).getByText('Non renseigné')).toBeVisible();
    expect(within(table).getByText('A-1107')).toBeVisible();

    const approve = within(table).getByRole('button', {
      name: 'Valider l’inscription de Lucas Bernard',
    });
    act(() => approve.focus());
    await user.keyboard('{Enter}');
    expect(
      await within(section).findByText('Inscription de Lucas Bernard validée.'),
    ).toBeInTheDocument();
    // The decision's status line, before the list's count.
    expect(within(section).getAllByRole('status')[0]).toHaveTextContent(
      'Inscription de Lucas Bernard validée.',
    );
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: 'Valider l’inscription de Baptiste Renaud' }),
      ).toHaveFocus(),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(sent).toHaveLength(1);
    // The list was read again after the decision, nothing else written.
    expect(context.calls.filter((call) => call.includes('/pending-accounts'))).toHaveLength(2);
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/v2/accounts/57/approve',
    ]);
  });

  it('refuses the last account with a motive, keyboard only; focus goes to the heading', async () => {
    const user = userEvent.setup();
    let waiting = [account(57, 'Lucas', 'Bernard'), account(58, 'Baptiste', 'Renaud')];
    const bodies: unknown[] = [];
    renderApprove(
      company(acmeFrance, () => ({ items: waiting, nextCursor: null }), {
        'POST /api/v2/accounts/58/refuse': async (request) => {
          bodies.push(await request.json());
          waiting = waiting.filter((item) => item.id !== 58);
          return { body: { id: 58, status: 'refused' } };
        },
      }),
    );
    const refuse = await screen.findByRole(
      'button',
      { name: 'Refuser l’inscription de Baptiste Renaud' },
      loaded,
    );
    act(() => refuse.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Refuser l’inscription de Baptiste Renaud' },
      loaded,
    );
    expect(within(dialog).getByText(/Il lira ce refus sur sa page d’accueil/)).toBeVisible();
    const motive = within(dialog).getByRole('textbox', { name: /Motif \(facultatif\)/ });
    // Keyboard only: Tab reaches the motive, then the confirm button.
    const tabTo = async (element: HTMLElement) => {
      for (let step = 0; step < 6 && document.activeElement !== element; step += 1) {
        await user.tab();
      }
      expect(element).toHaveFocus();
    };
    await tabTo(motive);
    await user.keyboard('Contrat de moins de six mois.');
    await tabTo(within(dialog).getByRole('button', { name: 'Refuser l’inscription' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = screen.getByRole('heading', { name: 'Comptes en attente de validation' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The decision's status line, before the list's.
    expect(
      within(screen.getByRole('region', { name: 'Comptes en attente de validation' })).getAllByRole(
        'status',
      )[0],
    ).toHaveTextContent(
      /^Inscription de Baptiste Renaud refusée\s; le salarié le lira sur sa page d’accueil\.$/,
    );
    expect(bodies).toEqual([{ motive: 'Contrat de moins de six mois.' }]);
  });

  it('a refusal without a motive sends none; an account decided meanwhile is said plainly', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let waiting = [account(57, 'Lucas', 'Bernard'), account(58, 'Baptiste', 'Renaud')];
    renderApprove(
      company(acmeFrance, () => ({ items: waiting, nextCursor: null }), {
        'POST /api/v2/accounts/57/refuse': async (request) => {
          bodies.push(await request.json());
          waiting = waiting.filter((item) => item.id !== 57);
          return { body: { id: 57, status: 'refused' } };
        },
        'POST /api/v2/accounts/58/approve': () => {
          waiting = waiting.filter((item) => item.id !== 58);
          return { status: 409, body: { code: 'ACCOUNT_NOT_WAITING', message: 'no' } };
        },
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Refuser l’inscription de Lucas Bernard' }, loaded),
    );
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await user.click(within(dialog).getByRole('button', { name: 'Refuser l’inscription' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Valider l’inscription de Baptiste Renaud' }),
      ).toHaveFocus(),
    );
    expect(bodies).toEqual([{}]);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('L’inscription de Baptiste Renaud a déjà été traitée.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aucun compte en attente' })).toBeVisible();
  });

  it('a group’s list names each company, a page at a time', async () => {
    const first = [
      account(61, 'Gwenaëlle', 'Le Floch', nantes, 'N-0226'),
      account(62, 'Théo', 'Lacoste', bordeaux),
    ];
    const second = [account(63, 'Soizic', 'Guillou', nantes)];
    const asked: (string | null)[] = [];
    const group = () =>
      company({ id: 3, name: 'Groupe Holding Atlantique', isGroupClient: true }, (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        return cursor === 'c2'
          ? { items: second, nextCursor: null }
          : { items: first, nextCursor: 'c2' };
      });
    const firstPage = renderApprove(group(), 3);
    const table = await screen.findByRole('table', { name: 'Inscriptions à valider' }, loaded);
    expect(within(table).getByRole('columnheader', { name: 'Entreprise' })).toBeVisible();
    const gwen = within(table).getByRole('row', { name: /Gwenaëlle Le Floch/ });
    expect(within(gwen).getByText('Holding Atlantique Nantes')).toBeVisible();
    expect(screen.getByText('2 comptes sur cette page.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Revenir aux premiers comptes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir les comptes suivants' })).toHaveAttribute(
      'href',
      '/approve?accounts=c2',
    );
    firstPage.unmount();
    // The next page, as the link opens it.
    renderApprove(group(), 3, 'fr', '/approve?accounts=c2');
    expect(
      await screen.findByRole(
        'button',
        { name: 'Valider l’inscription de Soizic Guillou' },
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 compte sur cette page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Revenir aux premiers comptes' })).toHaveAttribute(
      'href',
      '/approve',
    );
    expect(screen.queryByRole('link', { name: 'Voir les comptes suivants' })).toBeNull();
    expect(asked).toEqual([null, 'c2']);
  });

  it('searches the accounts on the server from their first page; the search in the address, the count announced', async () => {
    const user = userEvent.setup();
    const waiting = [
      account(61, 'Gwenaëlle', 'Le Floch', nantes, 'N-0226'),
      account(62, 'Théo', 'Lacoste', bordeaux),
      account(63, 'Hélène', 'Guillou', nantes),
    ];
    const asked: string[] = [];
    const { router } = renderApprove(
      company({ id: 3, name: 'Groupe Holding Atlantique', isGroupClient: true }, (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const found = waiting.filter((item) =>
          matchesSearch(query, [item.firstName, item.lastName, item.email, item.employeeNumber]),
        );
        // Two a page, as the cursor says.
        return query.get('cursor') === 'c2'
          ? { items: found.slice(2), nextCursor: null }
          : { items: found.slice(0, 2), nextCursor: found.length > 2 ? 'c2' : null };
      }),
      3,
      'fr',
      '/approve?accounts=c2&requests=p25',
    );
    const section = await screen.findByRole(
      'region',
      { name: 'Comptes en attente de validation' },
      loaded,
    );
    const field = within(section).getByRole('searchbox', { name: 'Rechercher un compte' });
    await user.type(field, 'helene');
    await waitFor(() => expect(asked.at(-1)).toBe('q=helene'), loaded);
    // The accounts' first page; the requests' page is theirs, kept.
    expect(router.state.location.search).toBe('?requests=p25&accountsQ=helene');
    // Announced, once the search's page is there.
    const count = await within(section).findByText(
      '1 compte correspond à votre recherche.',
      {},
      loaded,
    );
    expect(count.closest('[role=status]')).not.toBeNull();
    const table = within(section).getByRole('table', { name: 'Inscriptions à valider' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hélène Guillou']);
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'N-9999{Enter}');
    expect(
      await within(section).findByText('Aucun compte ne correspond à votre recherche.', {}, loaded),
    ).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(asked.at(-1)).toBe('q=N-9999');
    expect(router.state.location.search).toBe('?requests=p25&accountsQ=N-9999');
  });

  it('a cursor the API refuses (an address typed by hand) shows the first page', async () => {
    const asked: (string | null)[] = [];
    renderApprove(
      company(acmeFrance, () => ({ items: [account(57, 'Lucas', 'Bernard')], nextCursor: null }), {
        'GET /api/v2/clients/7/pending-accounts': (request) => {
          const cursor = new URL(request.url).searchParams.get('cursor');
          asked.push(cursor);
          return cursor === null
            ? { body: { items: [account(57, 'Lucas', 'Bernard')], nextCursor: null } }
            : {
                status: 400,
                body: {
                  code: 'VALIDATION_FAILED',
                  message: 'bad',
                  fields: [{ field: 'query.cursor', message: 'is not a cursor of this list' }],
                },
              };
        },
      }),
      7,
      'fr',
      '/approve?accounts=invente',
    );
    expect(
      await screen.findByRole('button', { name: 'Valider l’inscription de Lucas Bernard' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('1 compte attend votre validation.')).toBeVisible();
    expect(asked).toEqual(['invente', null]);
  });

  it('in English; a list the API refuses is said in its place', async () => {
    const english = renderApprove(
      company(acmeFrance, () => ({ items: [account(57, 'Lucas', 'Bernard')], nextCursor: null })),
      7,
      'en',
    );
    expect(
      await screen.findByRole('button', { name: 'Approve Lucas Bernard’s sign-up' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('1 account is waiting for your approval.')).toBeVisible();
    english.unmount();
    renderApprove(
      company(acmeFrance, () => ({ items: [], nextCursor: null }), {
        'GET /api/v2/clients/7/pending-accounts': {
          status: 403,
          body: { code: 'FORBIDDEN', message: 'no' },
        },
      }),
    );
    expect(
      await screen.findByText(
        'Les comptes en attente de cette entreprise ne sont pas accessibles avec votre compte.',
        {},
        loaded,
      ),
    ).toBeVisible();
  });
});
