import { renderScreen } from '@velo/auth/testing';
import {
  aBikeSize,
  aBikeSummary,
  aCommercialOffer,
  anEmployerContribution,
  createTestContext,
  type FakeRoutes,
} from '@velo/data/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBikeChoiceRoutes } from './routes';

configure({ asyncUtilTimeout: 5_000 });
// The first test of the file also pays for loading the lazy screen, under a busy machine.
const loaded = { timeout: 25_000 };

const bike = {
  ...aBikeSummary({
    brand: 'Urban Arrow',
    model: 'Family Cargo Line',
    category: 'front-loader',
    weightGrams: 48500,
    autonomyKm: 70,
    priceCents: 599900,
    retailersCount: 9,
  }),
  description: 'Biporteur à assistance électrique.',
  sizes: [
    aBikeSize({ id: 1, label: 'S', minHeightCm: 150, maxHeightCm: 165 }),
    aBikeSize({ id: 2, label: 'M', minHeightCm: 163 }),
    aBikeSize({ id: 3, label: 'L', minHeightCm: 176, maxHeightCm: 190 }),
  ],
  equipment: [
    {
      id: 7,
      kind: 'helmet',
      brand: 'Abus',
      name: 'Hyban 2.0',
      priceCents: 7990,
      description: 'Casque urbain.',
    },
    {
      id: 8,
      kind: 'lock',
      brand: 'Abus',
      name: 'Granit X-Plus 540',
      priceCents: 10995,
      description: 'Antivol en U.',
    },
  ],
};

const routes: FakeRoutes = {
  'GET /api/v2/bike-models/42': { body: bike },
  'GET /api/v2/bike-models/999': { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
  'GET /api/v2/clients/7/employer-contribution-and-fmd-value': { body: anEmployerContribution() },
  'GET /api/v2/clients/7/commercial-offer/active': { body: aCommercialOffer() },
};

function renderBike(path: string) {
  const context = createTestContext(routes);
  return renderScreen({ routes: createBikeChoiceRoutes(context).bike, path, context });
}

beforeEach(() => sessionStorage.clear());

/** The text of the breakdown's row named `term`. */
function rowOf(term: RegExp): string {
  const list = screen.getByLabelText('Détail du loyer mensuel');
  const dt = within(list)
    .getAllByRole('term')
    .find((candidate) => term.test(candidate.textContent ?? ''))!;
  return dt.nextElementSibling?.textContent ?? '';
}

describe('/bikes/:bikeId, the bike page', () => {
  it('shows the specifications and suggests a size from the height typed', async () => {
    const user = userEvent.setup();
    renderBike('/bikes/42');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Urban Arrow Family Cargo Line' },
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Biporteur')).toBeInTheDocument();
    expect(
      screen.getByText('Moteur 250 W, batterie 500 Wh, autonomie jusqu’à 70 km'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Votre taille (cm)' }), '170');
    expect(screen.getByText('Taille conseillée pour vous : M')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^M \(de 163 à 178/ })).toBeChecked();

    await user.clear(screen.getByRole('textbox', { name: 'Votre taille (cm)' }));
    await user.type(screen.getByRole('textbox', { name: 'Votre taille (cm)' }), '210');
    expect(
      screen.getByText('Aucune taille de ce vélo ne correspond à cette taille.'),
    ).toBeInTheDocument();
  });

  it('updates the monthly breakdown live as equipment is added', async () => {
    const user = userEvent.setup();
    renderBike('/bikes/42');
    await screen.findByRole('heading', { level: 1 }, loaded);
    const rentBefore = rowOf(/^Loyer mensuel/);
    expect(rentBefore).toMatch(/€/);

    const shareBefore = rowOf(/^Votre part mensuelle/);
    await user.click(screen.getByRole('checkbox', { name: /Abus Hyban 2.0, 79,90/ }));
    const rentWithHelmet = rowOf(/^Loyer mensuel/);
    expect(rentWithHelmet).not.toBe(rentBefore);
    expect(rowOf(/^Votre part mensuelle/)).not.toBe(shareBefore);
    await user.click(screen.getByRole('checkbox', { name: /Abus Hyban 2.0/ }));
    expect(rowOf(/^Loyer mensuel/)).toBe(rentBefore);
  });

  it('leads on: an offer request with the size and equipment chosen, a test ride, the stores', async () => {
    const user = userEvent.setup();
    const { router } = renderBike('/bikes/42');
    await screen.findByRole('heading', { level: 1 }, loaded);
    const next = screen.getByRole('region', { name: 'Et maintenant\u202f?' });
    expect(
      within(next).getByRole('link', { name: 'Réserver un essai de ce vélo' }),
    ).toHaveAttribute('href', '/test-rides/new?bikeId=42');
    expect(
      within(next).getByRole('link', { name: 'Voir les magasins qui proposent ce vélo' }),
    ).toHaveAttribute('href', '/stores?bikeId=42');

    // The height suggests M; the request asks for the size suggested until one is chosen.
    await user.type(screen.getByRole('textbox', { name: 'Votre taille (cm)' }), '170');
    const offer = within(next).getByRole('link', { name: 'Demander une offre à un magasin' });
    expect(offer).toHaveAttribute('href', '/bikes/42/offer?height=170&size=2');
    await user.click(screen.getByRole('radio', { name: /^L / }));
    await user.click(screen.getByRole('checkbox', { name: /Abus Granit X-Plus 540/ }));
    expect(offer).toHaveAttribute('href', '/bikes/42/offer?height=170&size=3&equipment=8');
    // The address carries the choice (Back and a bookmark find it again).
    expect(router.state.location.search).toBe('?height=170&size=3&equipment=8');
  });

  it('finds the choice again when the rider leaves the page and comes back to it', async () => {
    const user = userEvent.setup();
    const first = renderBike('/bikes/42');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await user.click(screen.getByRole('radio', { name: /^S / }));
    await user.click(screen.getByRole('checkbox', { name: /Abus Hyban 2.0/ }));
    first.unmount();

    // Back from another page by a plain link to the bike, the address without a choice.
    const again = renderBike('/bikes/42');
    expect(await screen.findByRole('radio', { name: /^S / }, loaded)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Abus Hyban 2.0/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Abus Granit/ })).not.toBeChecked();
    expect(again.router.state.location.search).toBe('?size=1&equipment=7');
  });

  it('shows its empty state for an unknown bike', async () => {
    renderBike('/bikes/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vélo introuvable' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au catalogue' })).toHaveAttribute(
      'href',
      '/bikes',
    );
  });
});
