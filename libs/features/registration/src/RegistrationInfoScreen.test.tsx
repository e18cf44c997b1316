import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeRoutes, tooManyAttemptsAnswer } from '@velo/data/testing';
import { siteLinks } from '@velo/site-config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRegistrationRoutes } from './routes';

const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };

function renderLookup(routes: FakeRoutes) {
  const context = createTestContext({
    'GET /api/v2/client-themes/': { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
    ...routes,
  });
  const registration = createRegistrationRoutes(context);
  return renderScreen({
    routes: [
      registration.register,
      registration.noClient,
      registration.registerInvitation,
      registration.joinList,
    ],
    path: '/register',
    context,
    profile: null,
  });
}

const lookupField = () =>
  screen.findByRole('textbox', { name: /e-mail professionnel ou le nom/ }, loaded);

describe('registration without an invitation link (issue 28)', () => {
  it("finds the company of a work e-mail and opens its invitation form, with the server's ticket", async () => {
    const searches: unknown[] = [];
    const { context, router } = renderLookup({
      'POST /auth/findCompany': async (request) => {
        searches.push(await request.json());
        return {
          body: { qName: 'acme', name: 'Acme France', registrationToken: 'ticket-123' },
        };
      },
      'GET /auth/checkClientToken': {
        body: {
          clientId: 7,
          qName: 'acme',
          name: 'Acme France',
          isGroupClient: false,
          registrationsOnHold: false,
          workEmailLoginAllowed: true,
          allowedDomains: ['acme.fr'],
        },
      },
    });
    await user.type(await lookupField(), '  lea.martin@acme.fr ');
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Acme France/ }, loaded),
    ).toBeInTheDocument();
    expect(searches).toEqual([{ search: 'lea.martin@acme.fr' }]);
    expect(router.state.location.pathname).toBe('/register/acme/ticket-123');
    expect(context.calls).toContain('GET /auth/checkClientToken?qName=acme&inviteToken=ticket-123');
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeRequired();
    // What was typed is not asked again, and the address bar holds only the ticket.
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'lea.martin@acme.fr',
    );
    expect(router.state.location.search).toBe('');
  });

  it("a company found by its name opens its form with an empty e-mail; a group's leads to its list, the e-mail kept", async () => {
    const { router } = renderLookup({
      'POST /auth/findCompany': async (request) => {
        const { search } = (await request.json()) as { search: string };
        return search.includes('@')
          ? { body: { qName: 'atlas', name: 'Groupe Atlas', registrationToken: 'ticket-g' } }
          : { body: { qName: 'acme', name: 'Acme France', registrationToken: 'ticket-n' } };
      },
      'GET /auth/checkClientToken': async (request) => {
        const group = new URL(request.url).searchParams.get('qName') === 'atlas';
        return {
          body: {
            clientId: group ? 9 : 7,
            qName: group ? 'atlas' : 'acme',
            name: group ? 'Groupe Atlas' : 'Acme France',
            isGroupClient: group,
            registrationsOnHold: false,
            workEmailLoginAllowed: true,
            allowedDomains: group ? [] : ['acme.fr'],
          },
        };
      },
      'GET /auth/getGroupList': { body: [{ id: 11, qName: 'atlas-lyon', name: 'Atlas Lyon' }] },
    });
    await user.type(await lookupField(), 'Acme France');
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Acme France/ }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('');

    await router.navigate('/register');
    await user.type(await lookupField(), 'nina.roux@atlas.fr');
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/atlas/list'));
    expect(router.state.location.state).toEqual({
      inviteToken: 'ticket-g',
      email: 'nina.roux@atlas.fr',
    });
  });

  it('no company matches: /register/noClient explains and links the contact-subscription form', async () => {
    const { router } = renderLookup({
      'POST /auth/findCompany': { status: 404, body: { code: 'NO_MATCH', message: 'none' } },
    });
    await user.type(await lookupField(), 'Boulangerie Dupont');
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /pas encore cliente/ }, loaded),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/noClient');
    expect(screen.getByText(/aucune entreprise cliente/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Présenter Velo à mon entreprise/ })).toHaveAttribute(
      'href',
      siteLinks.contactSubscription,
    );
  });

  it('an empty or one-letter search is said at the field, and nothing is asked', async () => {
    const { context } = renderLookup({});
    const field = await lookupField();
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Saisissez votre e-mail professionnel/),
    );
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'a');
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Saisissez entre 2 et 254 caractères/),
    );
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('too many lookups: says how long to wait above the form, the search kept', async () => {
    const { context } = renderLookup({ 'POST /auth/findCompany': tooManyAttemptsAnswer(120) });
    await user.type(await lookupField(), 'Acme France');
    await user.click(screen.getByRole('button', { name: 'Trouver mon entreprise' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Trop de tentatives. Réessayez dans 2 minutes/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /e-mail professionnel ou le nom/ })).toHaveValue(
      'Acme France',
    );
    expect(context.notifications).toEqual([]);
  });
});
