import { configureAuthStore, createSdkSessionApi, sessionAtom } from '@velo/auth';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  fieldRefusal,
  tooManyAttemptsAnswer,
} from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistrationRoutes } from './routes';

const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };

const acme = {
  clientId: 7,
  qName: 'acme',
  name: 'Acme France',
  isGroupClient: false,
  registrationsOnHold: false,
  workEmailLoginAllowed: true,
  allowedDomains: ['acme.fr'],
};

function renderInvitation(routes: FakeRoutes) {
  const context = createTestContext({
    'GET /api/v2/client-themes/': { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
    ...routes,
  });
  // The session signs the new rider in through the same SDK client.
  configureAuthStore(context.store, { api: createSdkSessionApi(context.api, () => context.api) });
  const registration = createRegistrationRoutes(context);
  return renderScreen({
    routes: [
      registration.joinInvitation,
      registration.joinList,
      { path: '/join/welcome', element: <h1>Bienvenue chez Velo</h1> },
    ],
    path: '/join/acme/acme-invite-2026',
    context,
    profile: null,
  });
}

async function fillForm(email: string, postalCode = '44000') {
  await user.type(await screen.findByRole('textbox', { name: /Prénom/ }, loaded), 'Léa');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
  await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), email);
  await user.type(screen.getByRole('textbox', { name: /Code postal/ }), postalCode);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'velo-au-boulot-2026');
  await user.type(screen.getByLabelText(/^Confirmez/), 'velo-au-boulot-2026');
  await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('invitation (spec sections 2.2, 2.3, 4)', () => {
  it("shows the company's registration form, and an unknown link says so", async () => {
    renderInvitation({ 'GET /auth/checkClientToken': { body: acme } });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Acme France/ }, loaded),
    ).toBeInTheDocument();

    const unknown = createTestContext({
      'GET /auth/checkClientToken': { status: 404, body: { code: 'NOT_FOUND', message: 'no' } },
    });
    document.body.innerHTML = '';
    renderScreen({
      routes: createRegistrationRoutes(unknown).joinInvitation,
      path: '/join/acme/expired',
      context: unknown,
      profile: null,
    });
    expect(await screen.findByText(/invitation/i, {}, loaded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Créer/ })).not.toBeInTheDocument();
  });

  it('says registrations are on hold instead of the form (spec section 4)', async () => {
    renderInvitation({
      'GET /auth/checkClientToken': { body: { ...acme, registrationsOnHold: true } },
    });
    expect(await screen.findByText(/suspendu|pause/i, {}, loaded)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Prénom/ })).not.toBeInTheDocument();
  });

  it("refuses a company e-mail outside the company's domains, next to the field", async () => {
    const { context } = renderInvitation({ 'GET /auth/checkClientToken': { body: acme } });
    await fillForm('lea.martin@gmail.com');
    await user.click(screen.getByRole('button', { name: /Créer mon compte|S’inscrire/ }));
    const email = screen.getByRole('textbox', { name: /Adresse e-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/acme\.fr/);
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('registers through the route action, signs the rider in and welcomes them', async () => {
    const { context, router } = renderInvitation({
      'GET /auth/checkClientToken': { body: acme },
      'POST /auth/register': {
        body: {
          token: 'new-token',
          userId: 51,
          approvalRequestedAt: '2026-11-23T09:00:00Z',
          hasFleetManagementRights: false,
        },
      },
      'GET /api/profile': {
        body: aProfile({
          id: 51,
          isApproved: false,
          firstName: 'Léa',
          lastName: 'Martin',
          email: 'lea.martin@acme.fr',
        }),
      },
    });
    await fillForm('lea.martin@acme.fr');
    await user.click(screen.getByRole('button', { name: /Créer mon compte|S’inscrire/ }));
    expect(
      await screen.findByRole('heading', { name: 'Bienvenue chez Velo' }, loaded),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/join/welcome');
    expect(context.calls).toContain('POST /auth/register');
    expect(context.store.get(sessionAtom)).toMatchObject({ authenticated: true });
  });

  it('asks the postal code of spec section 5, 4 or 5 digits, next to the field, and sends it', async () => {
    const bodies: unknown[] = [];
    const { context } = renderInvitation({
      'GET /auth/checkClientToken': { body: acme },
      'POST /auth/register': async (request) => {
        bodies.push(await request.json());
        return fieldRefusal('body.postalCode', 'does not match pattern');
      },
    });
    await fillForm('lea.martin@acme.fr', '440');
    await user.click(screen.getByRole('button', { name: /Créer mon compte/ }));
    const postalCode = screen.getByRole('textbox', { name: /Code postal/ });
    await waitFor(() => expect(postalCode).toHaveAttribute('aria-invalid', 'true'));
    expect(postalCode).toHaveAccessibleDescription(/Le code postal doit contenir 4 ou 5 chiffres/);
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(postalCode);
    await user.click(screen.getByRole('button', { name: /Créer mon compte/ }));
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(/Le code postal est requis/),
    );

    await user.type(postalCode, '2A004');
    await user.click(screen.getByRole('button', { name: /Créer mon compte/ }));
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription(/4 ou 5 chiffres/));
    expect(bodies).toEqual([]);

    // A code the form accepts goes with the registration; the server's verdict is shown there too.
    await user.clear(postalCode);
    await user.type(postalCode, '4400');
    await user.click(screen.getByRole('button', { name: /Créer mon compte/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ postalCode: '4400', qName: 'acme' });
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  });

  it('an address already taken is said next to the e-mail field, and nothing typed is lost', async () => {
    renderInvitation({
      'GET /auth/checkClientToken': { body: acme },
      'POST /auth/register': { status: 409, body: { code: 'EMAIL_TAKEN', message: 'taken' } },
    });
    await fillForm('lea.martin@acme.fr');
    await user.click(screen.getByRole('button', { name: /Créer mon compte|S’inscrire/ }));
    const email = screen.getByRole('textbox', { name: /Adresse e-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('lea.martin@acme.fr');
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Léa');
  });

  it('a password among the most common ones is refused next to the field, with the focus on it (issue 26)', async () => {
    const { context } = renderInvitation({
      'GET /auth/checkClientToken': { body: acme },
      'POST /auth/register': fieldRefusal('body.password', 'validation.password.common'),
    });
    await fillForm('lea.martin@acme.fr');
    await user.click(screen.getByRole('button', { name: /Créer mon compte|S’inscrire/ }));
    const password = screen.getByLabelText(/^Mot de passe/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Ce mot de passe est trop courant/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue('velo-au-boulot-2026');
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'lea.martin@acme.fr',
    );
    expect(screen.queryByText(/Une erreur est survenue/)).not.toBeInTheDocument();
    expect(context.notifications).toEqual([]);
  });

  it('too many refused registrations: says how long to wait above the form, nothing typed lost (issue 26)', async () => {
    const { context } = renderInvitation({
      'GET /auth/checkClientToken': { body: acme },
      'POST /auth/register': tooManyAttemptsAnswer(30),
    });
    await fillForm('lea.martin@acme.fr');
    await user.click(screen.getByRole('button', { name: /Créer mon compte|S’inscrire/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Réessayez dans 30 secondes.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Léa');
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'lea.martin@acme.fr',
    );
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('velo-au-boulot-2026');
    expect(context.notifications).toEqual([]);
  });
});
