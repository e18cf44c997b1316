import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  holdingAtlantiqueAnswers,
  type FakeRoutes,
} from '@velo/data/testing';
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
  equipmentChoiceOnHold: false,
};

function renderInvite(
  routes: FakeRoutes,
  locale: Locale = 'fr',
  clientIds: number[] = [7],
  path = '/invite',
) {
  const context = createTestContext(routes);
  return renderScreen({
    routes: createFleetInvitationRoutes(context).invite,
    path,
    context,
    profile: aProfile({
      rights: clientIds.map((clientId) => ({ name: 'fleetManagement' as const, clientId })),
    }),
    locale,
  });
}

const acmeClient: FakeRoutes = {
  'GET /api/clients/7': { body: { id: 7, name: 'Acme France', isGroupClient: false } },
};

const withLink = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...acmeClient,
  'GET /api/v2/clients/7/invitation': { body: acme },
  ...extra,
});

/** An invitation link of a company of the Holding (`holdingAtlantiqueAnswers`: 20, 21, 22). */
const holdingLink = (clientId: number, name: string, onHold = false) => ({
  body: {
    clientId,
    name,
    qName: `holding-${clientId}`,
    inviteToken: `holding-${clientId}-2026`,
    registrationsOnHold: onHold,
    equipmentChoiceOnHold: false,
  } satisfies Schemas['ClientInvitationLink'],
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

  it('pauses the employees’ equipment choice apart from registrations, then resumes it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderInvite(
      withLink({
        'PUT /api/v2/clients/7/equipment-choice-on-hold': async (request) => {
          const body = (await request.json()) as { equipmentChoiceOnHold: boolean };
          sent.push(body);
          return { body: { ...acme, ...body } };
        },
      }),
    );
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Suspendre le choix des équipements' },
      loaded,
    );
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Choix des équipements' })).toBeVisible();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Choix des équipements suspendu : vos salariés ne peuvent plus confirmer leur choix.',
      ),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    // Registrations are another switch, left as they were (no warning on the e-mail card).
    expect(screen.getByRole('switch', { name: 'Suspendre les inscriptions' })).not.toBeChecked();
    expect(screen.queryByText(/les personnes invitées ne pourront s’inscrire/)).toBeNull();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Choix des équipements repris : vos salariés peuvent de nouveau confirmer leur choix.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ equipmentChoiceOnHold: true }, { equipmentChoiceOnHold: false }]);
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
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Suspendre les inscriptions' },
      loaded,
    );
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
      ...acmeClient,
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
      ...acmeClient,
      'GET /api/v2/clients/7/invitation': { status: 500, body: { code: 'X', message: 'down' } },
    });
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
  });
});

describe('/invite: a manager of several companies chooses one, kept in the address', () => {
  it('a group’s manager starts on the group’s link, then chooses a company: its link and its pause', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { router } = renderInvite(
      {
        ...holdingAtlantiqueAnswers(),
        'GET /api/v2/clients/20/invitation': holdingLink(20, 'Groupe Holding Atlantique'),
        'GET /api/v2/clients/22/invitation': holdingLink(22, 'Holding Bordeaux', true),
        'PUT /api/v2/clients/22/registrations-on-hold': async (request) => {
          sent.push(await request.json());
          return { body: { registrationsOnHold: false } };
        },
      },
      'fr',
      [20],
    );
    const link = await screen.findByRole('textbox', { name: /Lien d’invitation/ }, loaded);
    expect((link as HTMLInputElement).value).toMatch(/\/join\/holding-20\/holding-20-2026$/);
    const company = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(company).toHaveTextContent('Groupe Holding Atlantique');
    await user.click(company);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Groupe Holding Atlantique',
      'Holding Nantes',
      'Holding Bordeaux',
    ]);
    await user.click(screen.getByRole('option', { name: 'Holding Bordeaux' }));
    await waitFor(
      () =>
        expect(
          (screen.getByRole('textbox', { name: /Lien d’invitation/ }) as HTMLInputElement).value,
        ).toMatch(/\/join\/holding-22\/holding-22-2026$/),
      loaded,
    );
    expect(router.state.location.search).toBe('?client=22');
    // Bordeaux's own pause: on, and resumed under its id.
    const toggle = screen.getByRole('switch', { name: 'Suspendre les inscriptions' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ registrationsOnHold: false }]));
    // Back: the group's link again.
    await act(() => router.navigate(-1));
    await waitFor(
      () =>
        expect(
          (screen.getByRole('textbox', { name: /Lien d’invitation/ }) as HTMLInputElement).value,
        ).toMatch(/holding-20-2026$/),
      loaded,
    );
  });

  it('a manager of two unrelated companies opens the one the address names, and invites for it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderInvite(
      {
        ...withLink(),
        'GET /api/clients/4': {
          body: { id: 4, name: 'Holding Atlantique Nantes', isGroupClient: false },
        },
        'GET /api/v2/clients/4/invitation': holdingLink(4, 'Holding Atlantique Nantes'),
        'POST /api/v2/clients/4/invitations': async (request) => {
          bodies.push(await request.json());
          return { body: { invited: ['yann.legoff@nantes.fr'], alreadyRegistered: [] } };
        },
      },
      'fr',
      [7, 4],
      '/invite?client=4',
    );
    const company = await screen.findByRole('button', { name: /Entreprise/ }, loaded);
    expect(company).toHaveTextContent('Holding Atlantique Nantes');
    const form = screen.getByRole('textbox', { name: /Adresses e-mail/ });
    await user.click(form);
    await user.paste('yann.legoff@nantes.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer les invitations' }));
    await waitFor(() => expect(bodies).toEqual([{ emails: ['yann.legoff@nantes.fr'] }]), loaded);
  });
});
