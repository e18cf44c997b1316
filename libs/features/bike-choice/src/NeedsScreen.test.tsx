import { renderScreen } from '@velo/auth/testing';
import { aCommuteQuestionnaire, createTestContext, type FakeRoutes } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Questionnaire } from './questions';
import { createBikeChoiceRoutes } from './routes';

// Saves and route changes settle asynchronously; a busy machine must not fail the test.
configure({ asyncUtilTimeout: 5_000 });

const loaded = { timeout: 10_000 };

const empty = aCommuteQuestionnaire();

const facetsPage = {
  items: [],
  total: 330,
  page: 1,
  pageSize: 1,
  facets: {
    brands: [
      { brand: 'Gazelle', count: 12 },
      { brand: 'Moustache', count: 20 },
    ],
    categories: [],
  },
};

/** A fake server keeping the answers, as the dev API does. */
function serverWith(start: Questionnaire) {
  let stored = { ...start };
  const bodies: { method: string; body: unknown }[] = [];
  const routes: FakeRoutes = {
    'GET /api/v2/commute-questionnaire': () => ({ body: stored }),
    'PATCH /api/v2/commute-questionnaire': async (request) => {
      const body = (await request.json()) as Partial<Questionnaire>;
      bodies.push({ method: 'PATCH', body });
      stored = { ...stored, ...body, updatedAt: '2026-11-23T10:00:00Z' };
      return { body: stored };
    },
    'PUT /api/v2/commute-questionnaire': async (request) => {
      const body = (await request.json()) as Partial<Questionnaire>;
      bodies.push({ method: 'PUT', body });
      stored = {
        ...stored,
        ...body,
        completedAt: '2026-11-23T10:00:00Z',
        updatedAt: '2026-11-23T10:00:00Z',
      };
      return { body: stored };
    },
    'GET /api/v2/bike-models': { body: facetsPage },
  };
  return { routes, bodies, stored: () => stored };
}

function renderNeeds(routes: FakeRoutes, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  const { needs } = createBikeChoiceRoutes(context);
  return renderScreen({ routes: needs, path: '/user-profile/needs', context, locale });
}

describe('/user-profile/needs, the commute questionnaire', () => {
  it('asks one question per step, saves each answer, and ends on the summary', async () => {
    const user = userEvent.setup();
    const server = serverWith(empty);
    renderNeeds(server.routes);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 1 sur 7' }, loaded),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Étapes du questionnaire' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Transport actuel');

    await user.click(screen.getByRole('radio', { name: 'Transports en commun' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 2 sur 7' }),
    ).toHaveFocus();
    expect(server.bodies).toEqual([
      { method: 'PATCH', body: { currentTransport: 'public-transport' } },
    ]);

    // Back keeps the answer given.
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByRole('radio', { name: 'Transports en commun' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('heading', { level: 2, name: 'Question 2 sur 7' });

    for (const choice of [
      'De 5 à 10 km',
      'De 30 à 45 minutes',
      'Oui, avec assistance électrique',
      'Trapèze (barre abaissée)',
    ]) {
      await user.click(screen.getByRole('radio', { name: choice }));
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      await waitFor(() =>
        expect(screen.queryByRole('radio', { name: choice })).not.toBeInTheDocument(),
      );
    }
    // The brand question: the catalogue's brands, or no preference.
    await screen.findByRole('heading', { level: 2, name: 'Question 6 sur 7' });
    await user.click(screen.getByRole('button', { name: /Avez-vous une marque préférée/ }));
    await user.click(await screen.findByRole('option', { name: 'Moustache' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('heading', { level: 2, name: 'Question 7 sur 7' });
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Terminer' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vos réponses' }, loaded),
    ).toHaveFocus();
    expect(server.bodies.at(-1)).toEqual({
      method: 'PUT',
      body: {
        currentTransport: 'public-transport',
        distanceBand: '5-10-km',
        commuteTimeBand: '30-45-min',
        electricAssistance: 'yes',
        frameType: 'trapeze',
        brandPreferences: ['Moustache'],
        contactPreference: 'sms',
      },
    });
    expect(screen.getByText('Moustache')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les vélos recommandés' })).toHaveAttribute(
      'href',
      '/bikes',
    );
  });

  it('takes the next answer while the screen is still reloading after the previous one', async () => {
    const user = userEvent.setup();
    const server = serverWith(empty);
    // The reload that follows each save hangs until released: a quick rider answers meanwhile.
    let release = () => {};
    let reloads = 0;
    const routes: FakeRoutes = {
      ...server.routes,
      'GET /api/v2/commute-questionnaire': async () => {
        reloads += 1;
        if (reloads > 1) await new Promise<void>((resolve) => (release = resolve));
        return { body: server.stored() };
      },
    };
    renderNeeds(routes);
    await screen.findByRole('heading', { level: 2, name: 'Question 1 sur 7' }, loaded);

    await user.click(screen.getByRole('radio', { name: /^Vélo$/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('heading', { level: 2, name: 'Question 2 sur 7' });
    await user.click(screen.getByRole('radio', { name: 'De 5 à 10 km' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 3 sur 7' }),
    ).toHaveFocus();
    expect(server.bodies).toEqual([
      { method: 'PATCH', body: { currentTransport: 'bike' } },
      { method: 'PATCH', body: { distanceBand: '5-10-km' } },
    ]);
    release();
  });

  it('says "indicate current commute method" and takes the focus there when the first question is skipped', async () => {
    const user = userEvent.setup();
    const server = serverWith(empty);
    renderNeeds(server.routes);
    await screen.findByRole('heading', { level: 2, name: 'Question 1 sur 7' }, loaded);

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByText(
        'Veuillez indiquer votre mode de transport actuel pour vos trajets domicile-travail',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'À pied' })).toHaveFocus());
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(server.bodies).toEqual([]);

    // Answering clears the message.
    await user.click(screen.getByRole('radio', { name: 'Vélo' }));
    expect(
      screen.queryByText(
        'Veuillez indiquer votre mode de transport actuel pour vos trajets domicile-travail',
      ),
    ).not.toBeInTheDocument();
  });

  it('resumes at the first question not answered yet', async () => {
    const server = serverWith({
      ...empty,
      currentTransport: 'personal-car',
      distanceBand: 'over-10-km',
      updatedAt: '2026-11-20T08:00:00Z',
    });
    renderNeeds(server.routes);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 3 sur 7' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Combien de temps/ })).toBeInTheDocument();
  });

  it('takes "no preference" as the brand answer when no brand is chosen', async () => {
    const user = userEvent.setup();
    const server = serverWith({
      ...empty,
      currentTransport: 'walking',
      distanceBand: 'under-2-km',
      commuteTimeBand: 'under-15-min',
      electricAssistance: 'no',
      frameType: 'diamond',
      updatedAt: '2026-11-20T08:00:00Z',
    });
    renderNeeds(server.routes);
    await screen.findByRole('heading', { level: 2, name: 'Question 6 sur 7' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('heading', { level: 2, name: 'Question 7 sur 7' });
    expect(server.bodies).toEqual([{ method: 'PATCH', body: { brandPreferences: [] } }]);
  });

  it('opens a completed questionnaire on its summary, from which an answer can be changed', async () => {
    const user = userEvent.setup();
    const server = serverWith({
      currentTransport: 'bike',
      distanceBand: '2-5-km',
      commuteTimeBand: 'under-15-min',
      electricAssistance: 'no-preference',
      frameType: 'diamond',
      brandPreferences: [],
      contactPreference: 'email',
      completedAt: '2026-11-20T08:00:00Z',
      updatedAt: '2026-11-20T08:00:00Z',
    });
    renderNeeds(server.routes);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vos réponses' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Pas de préférence')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Modifier la réponse «.Distance.»/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 2 sur 7' }),
    ).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'De 2 à 5 km' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Plus de 10 km' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('heading', { level: 2, name: 'Question 3 sur 7' });
    expect(server.stored()).toMatchObject({
      distanceBand: 'over-10-km',
      completedAt: '2026-11-20T08:00:00Z',
    });
  });

  it('in English', async () => {
    const server = serverWith(empty);
    renderNeeds(server.routes, 'en');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 1 of 7' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Public transport' })).toBeInTheDocument();
  });
});
