import { renderScreen } from '@velo/auth/testing';
import {
  aBikeSummary,
  aCommuteQuestionnaire,
  anEmployerContribution,
  createTestContext,
  type FakeRoutes,
} from '@velo/data/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bike } from './catalogue';
import { prefilledKey } from './CatalogueScreen';
import type { Questionnaire } from './questions';
import { createBikeChoiceRoutes } from './routes';

// Saves and route changes settle asynchronously; a busy machine must not fail the test.
configure({ asyncUtilTimeout: 5_000 });

const loaded = { timeout: 10_000 };

/** Catalogue bikes on the Lundi 27.3's figures, with a 90 km range unless said otherwise. */
const bike = (id: number, overrides: Partial<Bike>): Bike =>
  aBikeSummary({ id, model: `Modèle ${id}`, autonomyKm: 90, ...overrides });

const bikes: Bike[] = [
  bike(1, { brand: 'Tern', model: 'GSD S10', category: 'longtail', priceCents: 599900 }),
  bike(2, {
    brand: 'Urban Arrow',
    model: 'Family Cargo Line',
    category: 'front-loader',
    priceCents: 649900,
  }),
  bike(3, { brand: 'Douze Cycles', model: 'D2 Family', category: 'cargo', priceCents: 399900 }),
  bike(4, {
    brand: 'Decathlon',
    model: 'Elops 520',
    category: 'city',
    electric: false,
    batteryWh: null,
    motorPowerW: null,
    autonomyKm: null,
    frameType: 'trapeze',
    weightGrams: 16500,
    priceCents: 49900,
  }),
  bike(5, {
    brand: 'Gazelle',
    model: 'Orange C7',
    category: 'city',
    frameType: 'trapeze',
    priceCents: 289900,
  }),
];

const never = aCommuteQuestionnaire();

const answered = aCommuteQuestionnaire({
  currentTransport: 'personal-car',
  distanceBand: '5-10-km',
  commuteTimeBand: '15-30-min',
  electricAssistance: 'yes',
  frameType: 'trapeze',
  brandPreferences: [],
  contactPreference: 'email',
  completedAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
});

function routesWith(answers: Questionnaire, catalogue: FakeRoutes[string] = { body: page() }) {
  return {
    'GET /api/v2/bike-models': catalogue,
    'GET /api/v2/commute-questionnaire': { body: answers },
    'GET /api/v2/clients/7/employer-contribution-and-fmd-value': { body: anEmployerContribution() },
  } satisfies FakeRoutes;
}

function page() {
  return {
    items: bikes,
    total: bikes.length,
    page: 1,
    pageSize: 1000,
    facets: {
      brands: [...new Set(bikes.map((item) => item.brand))]
        .sort()
        .map((brand) => ({ brand, count: 1 })),
      categories: [],
    },
  };
}

function renderCatalogue(routes: FakeRoutes, path = '/bikes') {
  const context = createTestContext(routes);
  return renderScreen({ routes: createBikeChoiceRoutes(context).catalogue, path, context });
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

afterEach(() => sessionStorage.clear());

describe('/bikes, the catalogue', () => {
  it('lists every bike with its figures and rent, and announces the count', async () => {
    renderCatalogue(routesWith(never));
    expect(await screen.findByRole('status', {}, loaded)).toHaveTextContent(
      '5 vélos correspondent à ces filtres',
    );
    const tern = cardOf('Tern GSD S10');
    expect(within(tern).getByText('23,9 kg')).toBeInTheDocument();
    expect(within(tern).getByText('Autonomie 90 km')).toBeInTheDocument();
    expect(within(tern).getByText('Moteur 250 W')).toBeInTheDocument();
    expect(within(tern).getByText(/^À partir de .+\/mois, votre part .+ €$/)).toBeInTheDocument();
    expect(within(cardOf('Decathlon Elops 520')).getByText('Sans assistance')).toBeInTheDocument();
    expect(screen.queryByText('Recommandé')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Répondez au questionnaire/ })).toHaveAttribute(
      'href',
      '/user-profile/needs',
    );
  });

  it('keeps the filters in the URL and filters as the rider types', async () => {
    const user = userEvent.setup();
    const { router } = renderCatalogue(
      routesWith(never),
      '/bikes?category=cargo&category=longtail&category=front-loader',
    );
    expect(await screen.findByRole('status', {}, loaded)).toHaveTextContent('3 vélos');
    expect(screen.getByRole('checkbox', { name: 'Biporteur' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Prix maximum (€)' }), '6000');
    expect(screen.getByRole('status')).toHaveTextContent('2 vélos correspondent');
    expect(router.state.location.search).toBe(
      '?category=cargo&category=longtail&category=front-loader&maxPrice=6000',
    );
    await user.type(screen.getByRole('searchbox', { name: /Rechercher/ }), 'douze');
    // The cards follow the typing; the URL and the announced count once typing pauses.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Douze Cycles D2 Family' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 vélos correspondent');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 vélo correspond'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('douze');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: /Rechercher/ })).toHaveValue('douze');

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByRole('status')).toHaveTextContent('5 vélos');
    expect(router.state.location.search).toBe('');
  });

  it('restores a shared or bookmarked view from its URL', async () => {
    renderCatalogue(routesWith(never), '/bikes?electric=no&sort=-price');
    expect(await screen.findByRole('status', {}, loaded)).toHaveTextContent('1 vélo correspond');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Decathlon Elops 520');
  });

  it('is pre-filtered by the answers on the first visit, and marks the bikes that match them', async () => {
    const { router } = renderCatalogue(routesWith(answered));
    await waitFor(
      () => expect(router.state.location.search).toBe('?electric=yes&frame=trapeze'),
      loaded,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 vélo correspond'));
    expect(within(cardOf('Gazelle Orange C7')).getByText('Recommandé')).toBeInTheDocument();

    // Cleared, it stays cleared: the pre-filter applies once.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByRole('status')).toHaveTextContent('5 vélos');
    expect(sessionStorage.getItem(prefilledKey)).not.toBeNull();
    expect(within(cardOf('Gazelle Orange C7')).getByText('Recommandé')).toBeInTheDocument();
    expect(within(cardOf('Tern GSD S10')).queryByText('Recommandé')).not.toBeInTheDocument();
    expect(within(cardOf('Decathlon Elops 520')).queryByText('Recommandé')).not.toBeInTheDocument();
  });

  it('shows the error state when the catalogue fails, and the filters are still there after a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { router } = renderCatalogue(
      routesWith(never, () =>
        fail ? { status: 500, body: { code: 'X', message: 'down' } } : { body: page() },
      ),
      '/bikes?q=gsd&maxPrice=7000',
    );
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('status', {}, loaded)).toHaveTextContent('1 vélo correspond');
    expect(screen.getByRole('searchbox', { name: /Rechercher/ })).toHaveValue('gsd');
    expect(router.state.location.search).toBe('?q=gsd&maxPrice=7000');
  });
});
