import { renderScreen } from '@velo/auth/testing';
import {
  aBikeSize,
  aBikeSummary,
  createTestContext,
  fieldRefusal,
  type FakeAnswer,
  type FakeRoutes,
} from '@velo/data/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBikeChoiceRoutes } from './routes';

configure({ asyncUtilTimeout: 5_000 });
// The first render fetches the screen's chunk and the texts: slow on a busy machine.
const loaded = { timeout: 30_000 };

const bike = {
  ...aBikeSummary({ id: 42, brand: 'Urban Arrow', model: 'Family Cargo Line' }),
  description: 'Biporteur à assistance électrique.',
  sizes: [
    aBikeSize({ id: 1, label: 'S', minHeightCm: 150, maxHeightCm: 165 }),
    aBikeSize({ id: 2, label: 'M', minHeightCm: 163, maxHeightCm: 178 }),
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

function aStore(id: number, name: string, postalCode: string, city: string) {
  return {
    id,
    name,
    street: '12 rue de Bretagne',
    postalCode,
    city,
    latitude: 48.86,
    longitude: 2.36,
    phone: null,
    slotMinutes: 30 as const,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, periods: [] })),
    closedOn: null,
  };
}

const stores = [
  aStore(3, 'Cycles du Marais', '75003', 'Paris'),
  aStore(5, 'Vélo Bastille', '75011', 'Paris'),
];

function renderOffer(path: string, answer: (body: unknown) => FakeAnswer, storeList = stores) {
  const sent: unknown[] = [];
  const routes: FakeRoutes = {
    'GET /api/v2/bike-models/42': { body: bike },
    'GET /api/v2/bike-models/42/stores': { body: storeList },
    'POST /api/v2/offer-requests': async (request) => {
      const body = (await request.json()) as unknown;
      sent.push(body);
      return answer(body);
    },
  };
  const context = createTestContext(routes);
  const view = renderScreen({ routes: createBikeChoiceRoutes(context).offer, path, context });
  return { ...view, sent };
}

/** The API's 201: the request as sent, to the store named, with the store's proposal or none. */
const answered = (proposalId: number | null) => (body: unknown) => ({
  status: 201,
  body: {
    id: 1,
    store: stores
      .filter((store) => store.id === (body as { storeId: number }).storeId)
      .map(({ id, name }) => ({ id, name }))[0],
    bikeModelId: 42,
    sizeId: 2,
    equipmentIds: [8],
    message: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    proposalId,
    ...(body as object),
  },
});

beforeEach(() => sessionStorage.clear());

describe('/bikes/:bikeId/offer, asking a store for an offer', () => {
  // The longest walk of the file, and the first: it also pays for the screen's chunk and texts.
  it(
    'keeps the size and equipment chosen, asks for a store, and leads to the store’s proposal',
    {
      timeout: 60_000,
    },
    async () => {
      const user = userEvent.setup();
      const { sent } = renderOffer('/bikes/42/offer?height=170&size=2&equipment=8', answered(77));
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Demander une offre pour le Urban Arrow Family Cargo Line' },
          loaded,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /^M / })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Granit X-Plus 540/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Hyban 2.0/ })).not.toBeChecked();
      expect(
        screen.getByRole('link', { name: 'Retour au Urban Arrow Family Cargo Line' }),
      ).toHaveAttribute('href', '/bikes/42?height=170&size=2&equipment=8');

      // No store chosen: the message at the field, focus on it, nothing sent.
      await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
      expect(await screen.findAllByText('Choisissez un magasin.')).not.toHaveLength(0);
      expect(sent).toEqual([]);

      // The store, by the keyboard: the select opens with Enter, arrows move, Enter chooses.
      const trigger = screen.getByRole('button', { name: /Magasin partenaire/ });
      trigger.focus();
      await user.keyboard('{Enter}');
      const list = await screen.findByRole('listbox');
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Cycles du Marais – 75003 Paris', 'Vélo Bastille – 75011 Paris']);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(trigger).toHaveTextContent('Vélo Bastille – 75011 Paris');
      await user.type(
        screen.getByRole('textbox', { name: 'Message au magasin (facultatif)' }),
        '  Je peux passer samedi.  ',
      );
      await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));

      const status = await screen.findByRole('status', {}, loaded);
      expect(status).toHaveTextContent(
        'Votre demande a été envoyée à Vélo Bastille. Vélo Bastille vous a déjà répondu par une proposition.',
      );
      expect(status).toHaveFocus();
      expect(sent).toEqual([
        {
          storeId: 5,
          bikeModelId: 42,
          sizeId: 2,
          equipmentIds: [8],
          message: 'Je peux passer samedi.',
        },
      ]);
      expect(
        screen.getByRole('link', { name: 'Voir la proposition de Vélo Bastille' }),
      ).toHaveAttribute('href', '/try-bike/77');
    },
  );

  it('asks for a size when the bike page chose none, and keeps the change for the bike page', async () => {
    const user = userEvent.setup();
    const { sent } = renderOffer('/bikes/42/offer', answered(null), [stores[0]!]);
    await screen.findByRole('heading', { level: 1 }, loaded);
    // One store only: it is chosen already.
    expect(screen.getByRole('button', { name: /Magasin partenaire/ })).toHaveTextContent(
      'Cycles du Marais',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findAllByText('Choisissez une taille de cadre.')).not.toHaveLength(0);
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /^S / }));
    await user.click(screen.getByRole('checkbox', { name: /Hyban 2.0/ }));
    expect(sessionStorage.getItem('velo.bikeChoice.42')).toBe('size=1&equipment=7');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('status', {}, loaded)).toHaveTextContent(
      'Le magasin vous répondra par une proposition dans votre espace.',
    );
    expect(screen.queryByRole('link', { name: /Voir la proposition/ })).toBeNull();
  });

  it('says at the field when the store no longer offers the bike', async () => {
    const user = userEvent.setup();
    renderOffer('/bikes/42/offer?size=1', () =>
      fieldRefusal('body.storeId', 'is not an open store that offers this bike'),
    );
    await screen.findByRole('heading', { level: 1 }, loaded);
    await user.click(screen.getByRole('button', { name: /Magasin partenaire/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: /Cycles du Marais/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(
      await screen.findAllByText('Ce magasin ne propose plus ce vélo. Choisissez-en un autre.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when no store offers the bike, in English too', async () => {
    const context = createTestContext({
      'GET /api/v2/bike-models/42': { body: bike },
      'GET /api/v2/bike-models/42/stores': { body: [] },
    });
    renderScreen({
      routes: createBikeChoiceRoutes(context).offer,
      path: '/bikes/42/offer',
      context,
      locale: 'en',
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Ask for an offer for the Urban Arrow Family Cargo Line' },
        loaded,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No partner store offers this bike at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my request' })).toBeNull();
  });
});
