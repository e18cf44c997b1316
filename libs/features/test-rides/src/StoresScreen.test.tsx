import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeRoutes } from '@velo/data/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStore } from './fixtures';
import { createTestRideRoutes } from './routes';

// The first test of the file also pays for loading the lazy screen, under a busy machine.
const loaded = { timeout: 25_000 };
const geo = { geocodingUrl: 'https://geo.test', mapTilesUrl: 'https://tiles.test/wmts' };

function renderStores(routes: FakeRoutes, path = '/stores') {
  const context = createTestContext(routes);
  return renderScreen({ routes: createTestRideRoutes(context, geo).stores, path, context });
}

const near = (radiusKm: number, count: number) => ({
  origin: { latitude: 45.6758, longitude: 6.3925 },
  radiusKm,
  stores: Array.from({ length: count }, (_, index) => ({
    store: aStore({
      id: index + 1,
      name: `Magasin ${index + 1}`,
      city: 'Annecy',
      postalCode: '74000',
    }),
    distanceKm: 30.4 + index,
  })),
});

/** Types 75003 in the search and sends it; Cycles du Marais, the fixture store, is listed. */
async function searchCyclesDuMarais(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('combobox', { name: 'Adresse ou code postal' }, loaded),
    '75003',
  );
  await user.click(await screen.findByRole('button', { name: 'Chercher' }, loaded));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Cycles du Marais' }, loaded),
  ).toBeInTheDocument();
}

describe('stores near me', () => {
  it('searches by a typed postal code, puts the search in the address and lists the stores nearest first', async () => {
    const user = userEvent.setup();
    const { context, router } = renderStores({
      'GET /api/v2/stores': {
        body: {
          origin: { latitude: 48.863, longitude: 2.3601 },
          radiusKm: 10,
          stores: [{ store: aStore(), distanceKm: 0.2 }],
        },
      },
    });
    await searchCyclesDuMarais(user);
    expect(screen.getByRole('status')).toHaveTextContent('1 magasin à moins de 10 km de 75003');
    expect(screen.getByText('à 0,2 km', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Réserver un essai chez Cycles du Marais' }),
    ).toHaveAttribute('href', '/test-rides/new?storeId=1');
    expect(router.state.location.search).toBe('?postalCode=75003&radiusKm=10');
    expect(context.calls).toContain('GET /api/v2/stores?postalCode=75003&radiusKm=10');
  });

  it('from a bike’s page, lists only the stores that offer it, and books a test ride of it', async () => {
    const user = userEvent.setup();
    const { context, router } = renderStores(
      {
        'GET /api/v2/bike-models/42': {
          body: { id: 42, brand: 'Urban Arrow', model: 'Family Cargo Line' },
        },
        'GET /api/v2/stores': {
          body: {
            origin: { latitude: 48.863, longitude: 2.3601 },
            radiusKm: 10,
            stores: [{ store: aStore(), distanceKm: 0.2 }],
          },
        },
      },
      '/stores?bikeId=42',
    );
    expect(
      await screen.findByText(
        'Magasins qui proposent le Urban Arrow Family Cargo Line.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    await searchCyclesDuMarais(user);
    expect(router.state.location.search).toBe('?bikeId=42&postalCode=75003&radiusKm=10');
    expect(context.calls).toContain(
      'GET /api/v2/stores?postalCode=75003&radiusKm=10&bikeModelId=42',
    );
    expect(
      screen.getByRole('link', { name: 'Réserver un essai chez Cycles du Marais' }),
    ).toHaveAttribute('href', '/test-rides/new?storeId=1&bikeId=42');
    // Every store again, the search kept.
    expect(screen.getByRole('link', { name: 'Voir tous les magasins' })).toHaveAttribute(
      'href',
      '?postalCode=75003&radiusKm=10',
    );
  });

  it('refuses a text that is neither a postal code nor a chosen address, without calling the API', async () => {
    const user = userEvent.setup();
    const { context } = renderStores({});
    await user.type(
      await screen.findByRole('combobox', { name: 'Adresse ou code postal' }, loaded),
      '7500',
    );
    await user.click(await screen.findByRole('button', { name: 'Chercher' }, loaded));
    expect(
      await screen.findByText(
        'Saisissez un code postal à 5 chiffres ou choisissez une adresse proposée.',
      ),
    ).toBeInTheDocument();
    expect(context.calls.filter((call) => call.startsWith('GET /api/v2/stores'))).toEqual([]);
  });

  it('says "no partner stores near you" and widens the radius to the next choice', async () => {
    const user = userEvent.setup();
    renderStores(
      {
        'GET /api/v2/stores': (request) => {
          const radius = Number(new URL(request.url).searchParams.get('radiusKm'));
          return { body: near(radius, radius >= 50 ? 2 : 0) };
        },
      },
      '/stores?postalCode=73200&radiusKm=25',
    );
    expect(
      await screen.findByText('Aucun magasin partenaire près de chez vous', {}, loaded),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chercher jusqu’à 50 km' }));
    const list = await screen.findByRole(
      'list',
      { name: 'Magasins partenaires près de chez vous' },
      loaded,
    );
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Magasin 1', 'Magasin 2']);
    expect(screen.getByRole('status')).toHaveTextContent('2 magasins à moins de 50 km de 73200');
  });

  it('says so when the postal code is unknown (the API refuses it)', async () => {
    renderStores(
      { 'GET /api/v2/stores': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'no' } } },
      '/stores?postalCode=99999&radiusKm=10',
    );
    expect(
      await screen.findByText(
        'Nous ne connaissons pas ce code postal. Vérifiez-le ou saisissez une adresse.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
  });

  it("shows today's hours, or closed today", async () => {
    const closedEveryDay = aStore({
      id: 2,
      name: 'Fermé',
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, periods: [] })),
    });
    renderStores(
      {
        'GET /api/v2/stores': {
          body: {
            origin: { latitude: 48.86, longitude: 2.36 },
            radiusKm: 5,
            stores: [{ store: closedEveryDay, distanceKm: 1 }],
          },
        },
      },
      '/stores?postalCode=75003&radiusKm=5',
    );
    expect(await screen.findByText(/Fermé aujourd’hui/, {}, loaded)).toBeInTheDocument();
  });
});
