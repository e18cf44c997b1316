import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createFleetInvitationRoutes } from './routes';

const loaded = { timeout: 20_000 };

const acme: Schemas['ClientInvitationLink'] = {
  clientId: 7,
  name: 'Acme France',
  qName: 'acme',
  inviteToken: 'acme-invite-2026',
  registrationsOnHold: false,
};

function renderInvite(routes: FakeRoutes, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetInvitationRoutes(context).invite,
    path: '/invite',
    context,
    profile: aProfile({ rights: [{ name: 'fleetManagement', clientId: 7 }] }),
    locale,
  });
}

const withLink = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/v2/clients/7/invitation': { body: acme },
  ...extra,
});

/** Text queries collapse the narrow no-break space of French typography to a space. */

describe('/invite', () => {
  it('invites a pasted list, each address once; who already has an account is said', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderInvite(
      withLink({
        'POST /api/v2/clients/7/invitations': async (request) => {
          bodies.push(await request.json());
          return {
            body: {
              invited: ['camille.martin@acme.fr', 'hugo.petit@acme.fr'],
              alreadyRegistered: ['manager@acme.test'],
            },
          };
        },
      }),
    );
    const field = await screen.findByRole('textbox', { name: /Adresses e-mail/ }, loaded);
    await user.click(field);
    await user.paste(
      '"Martin, Camille" <Camille.Martin@acme.fr>; hugo.petit@acme.fr\nmanager@acme.test, hugo.petit@acme.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer les invitations' }));
    expect(
      await screen.findByText(
        '2 invitations envoyées avec le lien de l’entreprise. Cette adresse a déjà un compte, elle n’a pas été invitée : manager@acme.test.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { emails: ['camille.martin@acme.fr', 'hugo.petit@acme.fr', 'manager@acme.test'] },
    ]);
    expect(field).toHaveValue('');
  });

  it('names what is not an address next to the field, focus there, nothing typed lost', async () => {
    const user = userEvent.setup();
    const { context } = renderInvite(withLink());
    const send = await screen.findByRole('button', { name: 'Envoyer les invitations' }, loaded);
    await user.click(send);
    const field = screen.getByRole('textbox', { name: /Adresses e-mail/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Indiquez au moins une adresse e-mail.')).toBeVisible();

    const typed = 'camille.martin@acme.fr, hugo@acme; ines@acme.fr @x.fr';
    await user.type(field, typed);
    await user.click(send);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(typed);
    expect(
      screen.getByText(
        'Ces adresses ne sont pas valides : hugo@acme, @x.fr. Corrigez-les ou retirez-les, le reste de la liste est conservé.',
      ),
    ).toBeVisible();
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('an address the server refuses is named the same way', async () => {
    const user = userEvent.setup();
    renderInvite(
      withLink({
        'POST /api/v2/clients/7/invitations': {
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'no',
            fields: [{ field: 'body.emails[1]', message: 'must match format "email"' }],
          },
        },
      }),
    );
    const field = await screen.findByRole('textbox', { name: /Adresses e-mail/ }, loaded);
    await user.type(field, 'a@acme.fr b@acme.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer les invitations' }));
    expect(
      await screen.findByText(
        'Cette adresse n’est pas valide : b@acme.fr. Corrigez-la ou retirez-la, le reste de la liste est conservé.',
      ),
    ).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('a@acme.fr b@acme.fr');
  });

  it('shows the company’s link and copies it, saying so', async () => {
    const user = userEvent.setup();
    renderInvite(withLink());
    const link = await screen.findByRole(
      'textbox',
      { name: 'Lien d’invitation de l’entreprise' },
      loaded,
    );
    expect(link).toHaveValue(`${window.location.origin}/join/acme/acme-invite-2026`);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByText('Lien copié.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/join/acme/acme-invite-2026`,
    );
  });

  it('pauses registrations at once, then resumes them', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderInvite(
      withLink({
        'PUT /api/v2/clients/7/registrations-on-hold': async (request) => {
          const body = (await request.json()) as { registrationsOnHold: boolean };
          sent.push(body);
          return { body: { ...acme, ...body } };
        },
      }),
    );
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Suspendre les inscriptions' },
      loaded,
    );
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Inscriptions suspendues : personne ne peut plus s’inscrire avec le lien.',
      ),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    // The e-mail card's warning follows once the page has taken the saved setting in.
    expect(await screen.findByText(/les personnes invitées ne pourront s’inscrire/)).toBeVisible();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Inscriptions reprises : vos salariés peuvent de nouveau s’inscrire.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ registrationsOnHold: true }, { registrationsOnHold: false }]);
  });

  it('a refused pause puts the switch back', async () => {
    const user = userEvent.setup();
    const { context } = renderInvite(
      withLink({
        'PUT /api/v2/clients/7/registrations-on-hold': {
          status: 403,
          body: { code: 'FORBIDDEN', message: 'no' },
        },
      }),
    );
    const toggle = await screen.findByRole('switch', {}, loaded);
    await user.click(toggle);
    await expect.poll(() => context.notifications.length).toBeGreaterThan(0);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('in English; a refused company says so; a fault is the route’s error', async () => {
    const english = renderInvite(withLink(), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invite employees' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pause registrations' })).toBeInTheDocument();
    english.unmount();
    const refused = renderInvite({
      'GET /api/v2/clients/7/invitation': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'no' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Invitations indisponibles' }, loaded),
    ).toBeInTheDocument();
    refused.unmount();
    renderInvite({
      'GET /api/v2/clients/7/invitation': { status: 500, body: { code: 'X', message: 'down' } },
    });
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
  });
});
