import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createFleetAgreementRoutes } from './routes';

const loaded = { timeout: 20_000 };

type Pending = Schemas['PendingAgreement'];
type Ready = Schemas['AgreementsReady'];

const agreement = (id: number, riderName: string): Pending => ({
  id,
  riderName,
  bike: 'Peugeot eC01 D7',
  bikePriceCents: 239_900,
  monthlyRentCents: 7_400,
  employerContributionCents: 3_700,
  riderShareCents: 3_700,
  waitingSince: '2026-11-20T09:00:00Z',
});

const ready = (clientId: number, clientName: string, agreements: Pending[]): Ready => ({
  clientId,
  clientName,
  agreementsReady: agreements.length > 0,
  pendingAgreements: agreements.length,
  agreements,
});

function renderList(
  routes: FakeRoutes,
  rights: { name: string; clientId: number }[],
  locale: Locale = 'fr',
) {
  const context = createTestContext(routes);
  const { pendingAgreements } = createFleetAgreementRoutes(context);
  return renderScreen({
    routes: [
      pendingAgreements,
      { path: '/signSpecificAgreements/:bikeId', element: <p>contrat ouvert</p> },
    ],
    path: '/pendingAgreements',
    context,
    profile: aProfile({ rights }),
    locale,
  });
}

describe('/pendingAgreements', () => {
  it('lists one company’s contracts waiting for its signature; each opens to be read and signed', async () => {
    const user = userEvent.setup();
    const { context } = renderList(
      {
        'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
        'GET /api/v2/clients/7/agreementsReady': {
          body: ready(7, 'Acme France', [
            agreement(11, 'Inès Lambert'),
            agreement(12, 'Mathis Fontaine'),
          ]),
        },
      },
      [{ name: 'agreements', clientId: 7 }],
    );
    const table = await screen.findByRole('grid', { name: /Acme France/ }, loaded);
    expect(screen.getByText('2 contrats attendent votre signature.')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Inès Lambert' })).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' }),
    );
    expect(await screen.findByText('contrat ouvert')).toBeVisible();
    expect(context.calls).toContain('GET /api/v2/clients/7/agreementsReady');
  });

  it('with the keyboard alone: into the table, along the row to its button, Enter opens it', async () => {
    const user = userEvent.setup();
    renderList(
      {
        'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
        'GET /api/v2/clients/7/agreementsReady': {
          body: ready(7, 'Acme France', [agreement(11, 'Inès Lambert')]),
        },
      },
      [{ name: 'agreements', clientId: 7 }],
    );
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

  it('a group manager sees each subsidiary’s contracts, asked in one call', async () => {
    const { context } = renderList(
      {
        'GET /api/clients/3': { body: { id: 3, name: 'Holding Atlantique', isGroupClient: true } },
        'GET /api/v2/clients/3/groupClient/subsidiaries': {
          body: [
            { id: 4, qName: 'holding-nantes', name: 'Holding Nantes' },
            { id: 5, qName: 'holding-bordeaux', name: 'Holding Bordeaux' },
          ],
        },
        'GET /api/v2/clients/getAgreementsReadyMultiClient': {
          body: [
            ready(4, 'Holding Nantes', [agreement(21, 'Louis Faure')]),
            ready(5, 'Holding Bordeaux', []),
            ready(3, 'Holding Atlantique', []),
          ],
        },
      },
      [{ name: 'agreements', clientId: 3 }],
      'en',
    );
    expect(await screen.findByRole('grid', { name: /Holding Nantes/ }, loaded)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Holding Bordeaux' })).toBeVisible();
    expect(screen.getAllByText('No contract is waiting for your signature.')).toHaveLength(2);
    expect(context.calls).toContain(
      `GET /api/v2/clients/getAgreementsReadyMultiClient?clientIds=${encodeURIComponent('[4,5,3]')}`,
    );
  });

  it('without the right, says the contracts are not available', async () => {
    renderList({}, []);
    expect(
      await screen.findByRole('heading', { name: 'Contrats indisponibles' }, loaded),
    ).toBeVisible();
  });
});
