import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes } from '@velo/data/testing';
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

function renderApprove(routes: FakeRoutes, locale: Locale = 'fr', clientId = 7) {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetApprovalRoutes(context).approve,
    path: '/approve',
    context,
    profile: aProfile({ rights: [{ name: 'approvals', clientId }] }),
    locale,
  });
}

function acme(pending: () => Pending[], extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/clients/7': { body: { id: 7, name: 'Acme France', approbation: true } },
    'GET /api/v2/clients/7/lease-requests/pending': () => ({ body: pending() }),
    'GET /api/v2/clients/7/pending-accounts': { body: { items: [], nextCursor: null } },
    ...extra,
  };
}

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
        'GET /api/v2/clients/3/lease-requests/pending': () => ({ body: waiting }),
        'GET /api/v2/clients/3/pending-accounts': { body: { items: [], nextCursor: null } },
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
      'GET /api/v2/clients/7/lease-requests/pending': { body: [] },
      'GET /api/v2/clients/7/pending-accounts': { body: { items: [], nextCursor: null } },
    });
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
  });
});
