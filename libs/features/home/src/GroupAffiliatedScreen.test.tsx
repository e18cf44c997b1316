import { profileAtom } from '@velo/auth';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes, fieldRefusal } from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHomeRoutes } from './routes';

// The first screen of the file loads the area's chunks and texts: slow on a busy machine.
const loaded = { timeout: 30_000 };
const user = userEvent.setup({ delay: null });

const journeyLinks = {
  chooseAgain: '/bikes',
  confirmEquipment: '/my-offer',
  signVoucher: '/onboarding',
  pay: '/payment',
};

/** Manon, a rider of the group Holding Atlantique (client 3), not yet attached to her company. */
const manon = aProfile({ id: 60, clientId: 3, isGroupClient: true, firstName: 'Manon' });

const subsidiaries = {
  body: [
    { id: 5, qName: 'holding-bordeaux', name: 'Holding Atlantique Bordeaux' },
    { id: 4, qName: 'holding-nantes', name: 'Holding Atlantique Nantes' },
  ],
};

function renderChoice(routes: FakeRoutes) {
  const context = createTestContext({
    'GET /api/v2/clients/3/groupClient/subsidiaries': subsidiaries,
    ...routes,
  });
  const view = renderScreen({
    routes: [
      createHomeRoutes(context, { journeyLinks }).groupAffiliated,
      { path: '/', element: <h1>Accueil</h1> },
    ],
    path: '/group-affiliated',
    context,
    profile: manon,
  });
  return view;
}

const submit = () => user.click(screen.getByRole('button', { name: 'Valider mon entreprise' }));

describe('/group-affiliated (issue 28)', () => {
  it("lists the group's companies to choose from; the chosen one becomes the rider's, then home", async () => {
    const choices: unknown[] = [];
    const { context, router } = renderChoice({
      'PUT /api/profile/company': async (request) => {
        choices.push(await request.json());
        return { body: { ...manon, clientId: 4, isGroupClient: false } };
      },
    });
    const group = await screen.findByRole(
      'radiogroup',
      { name: /Choisissez l’entreprise qui vous emploie/ },
      loaded,
    );
    expect(group).toHaveAccessibleDescription('2 entreprises du groupe');
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Holding Atlantique Bordeaux', 'Holding Atlantique Nantes']);
    await user.click(screen.getByRole('radio', { name: 'Holding Atlantique Nantes' }));
    await submit();
    expect(await screen.findByRole('heading', { name: 'Accueil' }, loaded)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(choices).toEqual([{ clientId: 4 }]);
    expect(context.store.get(profileAtom)).toMatchObject({ clientId: 4, isGroupClient: false });
  });

  it('without a choice, says so at the list and asks nothing', async () => {
    const { context } = renderChoice({});
    await screen.findByRole('radiogroup', {}, loaded);
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
        /Choisissez l’entreprise qui vous emploie/,
      ),
    );
    expect(context.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('a company the server says is outside the group is refused at the list, the rider stays', async () => {
    const { router, context } = renderChoice({
      'PUT /api/profile/company': fieldRefusal('body.clientId', 'is not a company of your group'),
    });
    await user.click(
      await screen.findByRole('radio', { name: 'Holding Atlantique Bordeaux' }, loaded),
    );
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
        /ne fait pas partie de votre groupe/,
      ),
    );
    expect(router.state.location.pathname).toBe('/group-affiliated');
    expect(context.store.get(profileAtom)).toMatchObject({ isGroupClient: true });
  });

  it('an account attached meanwhile (403) reads its profile again and goes home', async () => {
    const { router } = renderChoice({
      'PUT /api/profile/company': { status: 403, body: { code: 'FORBIDDEN', message: 'no' } },
      'GET /api/profile': { body: { ...manon, clientId: 5, isGroupClient: false } },
    });
    await user.click(
      await screen.findByRole('radio', { name: 'Holding Atlantique Nantes' }, loaded),
    );
    await submit();
    expect(await screen.findByRole('heading', { name: 'Accueil' }, loaded)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
