import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom } from '@velo/auth';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeRoutes,
  fieldRefusal,
  tooManyAttemptsAnswer,
} from '@velo/data/testing';
import { describe, expect, it } from 'vitest';
import { contactFields, type Account } from './data';
import { createProfileRoutes } from './routes';

const loaded = { timeout: 20_000 };

function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    firstName: 'Élise',
    lastName: 'Perrin',
    email: 'profil@acme.test',
    mobilePhone: '+33687452310',
    address: '25 rue Oberkampf',
    additionalAddress: null,
    postalCode: '75011',
    city: 'Paris',
    employeeNumber: 'A-2201',
    companyName: 'Acme France',
    language: 'fr',
    lockedFields: [{ field: 'employeeNumber', reason: 'company-managed' }],
    deletion: { allowed: true, reason: null },
    bankDetails: null,
    bankDetailsChange: { allowed: false, reason: 'no-signed-mandate' },
    ...overrides,
  };
}

const underContract = anAccount({
  lockedFields: [
    ...contactFields.map((field) => ({ field, reason: 'contract-signed' as const })),
    { field: 'employeeNumber', reason: 'company-managed' },
  ],
  deletion: { allowed: false, reason: 'contract-running' },
  bankDetails: {
    ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
    holderName: 'Antoine Fabre',
    mandateReference: 'VELO-RUM-000042-20301120',
    updatedAt: '2030-11-20T09:05:00Z',
  },
  bankDetailsChange: { allowed: true, reason: null },
});

function renderProfile(routes: FakeRoutes, profile = aProfile()) {
  const context = createTestContext(routes);
  return renderScreen({
    routes: [createProfileRoutes(context).profile, { path: '/login', element: <h1>Connexion</h1> }],
    path: '/profile',
    context,
    profile,
  });
}

describe('/profile', () => {
  it('edits the contact fields with spec section 5 rules: message next to the field, focus on it, nothing lost', async () => {
    const patches: unknown[] = [];
    renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'PATCH /api/v2/account': async (request) => {
        const patch = (await request.json()) as Record<string, unknown>;
        patches.push(patch);
        return { body: anAccount({ city: String(patch['city'] ?? 'Paris') }) };
      },
    });
    const user = userEvent.setup();
    const city = await screen.findByRole('textbox', { name: /^Ville/ }, loaded);
    expect(screen.getByRole('textbox', { name: /^Matricule/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Matricule/ })).toHaveAccessibleDescription(
      'Géré par votre employeur',
    );
    const postalCode = screen.getByRole('textbox', { name: /^Code postal/ });
    await user.clear(postalCode);
    await user.type(postalCode, '75');
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(postalCode).toHaveAccessibleDescription(/de 4 à 7 chiffres, lettres ou espaces/);
    expect(city).toHaveValue('Lyon');
    expect(patches).toEqual([]);
    await user.clear(postalCode);
    await user.type(postalCode, '69002');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches).toEqual([{ postalCode: '69002', city: 'Lyon' }]));
    expect(await screen.findByText('Vos informations sont enregistrées.')).toBeInTheDocument();
  }, 90_000);

  it('a new e-mail or mobile asks for the current password: required, incorrect from the server, then saved', async () => {
    const patches: Record<string, unknown>[] = [];
    renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'PATCH /api/v2/account': async (request) => {
        const patch = (await request.json()) as Record<string, unknown>;
        patches.push(patch);
        if (patch['currentPassword'] !== 'velo-demo-2026') {
          return {
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'no',
              fields: [
                { field: 'body.currentPassword', message: 'validation.currentPassword.incorrect' },
              ],
            },
          };
        }
        return { body: anAccount({ email: String(patch['email']) }) };
      },
    });
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: /^Adresse e-mail|^E-mail/ }, loaded);
    const contact = email.closest('form')!;
    // Nothing asked while the e-mail and the mobile stay.
    expect(within(contact).queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'elise.perrin@acme.test');
    const password = within(contact).getByLabelText(/^Mot de passe actuel/);
    expect(password).toHaveAccessibleDescription(/confirmez avec votre mot de passe/);
    await user.click(within(contact).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/Le mot de passe actuel est requis/);
    expect(patches).toEqual([]);

    await user.type(password, 'pas-le-bon');
    await user.click(within(contact).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Le mot de passe actuel est incorrect/),
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(email).toHaveValue('elise.perrin@acme.test');

    await user.clear(password);
    await user.type(password, 'velo-demo-2026');
    await user.click(within(contact).getByRole('button', { name: 'Enregistrer' }));
    // The new address waits for the link sent to it: the message says where it went.
    expect(
      await screen.findByText(
        'Vos informations sont enregistrées. Confirmez votre nouvelle adresse en suivant le lien que nous venons d’envoyer à elise.perrin@acme.test.',
      ),
    ).toBeInTheDocument();
    expect(patches.at(-1)).toEqual({
      email: 'elise.perrin@acme.test',
      currentPassword: 'velo-demo-2026',
    });
    // Saved: the new e-mail is the one kept, the password is asked no more.
    await waitFor(() =>
      expect(within(contact).queryByLabelText(/^Mot de passe actuel/)).toBeNull(),
    );
  }, 90_000);

  /**
   * The contact form: the city saved, then a new mobile typed, which asks for the current password.
   * The city's save is answered at once, or, with `holdFirstSave`, only at `answerFirst` (a slow
   * network).
   */
  async function saveCityThenTypeMobile({ holdFirstSave = false } = {}) {
    const patches: Record<string, unknown>[] = [];
    let answerFirst: () => void = () => undefined;
    renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'PATCH /api/v2/account': async (request) => {
        const patch = (await request.json()) as Record<string, unknown>;
        patches.push(patch);
        if (holdFirstSave && patches.length === 1) {
          await new Promise<void>((resolve) => (answerFirst = resolve));
        }
        return { body: anAccount() };
      },
    });
    const user = userEvent.setup();
    const city = await screen.findByRole('textbox', { name: /^Ville/ }, loaded);
    const contact = city.closest('form')!;
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.click(within(contact).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches).toEqual([{ city: 'Lyon' }]));

    const mobile = within(contact).getByRole('textbox', { name: /^Téléphone mobile/ });
    await user.clear(mobile);
    await user.type(mobile, '0611223344');
    const password = within(contact).getByLabelText(/^Mot de passe actuel/);
    const saveMobile = async () => {
      await user.click(within(contact).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() =>
        expect(patches.at(-1)).toEqual({
          mobilePhone: '+33611223344',
          currentPassword: 'velo-demo-2026',
        }),
      );
    };
    return { user, contact, password, saveMobile, answerFirst: () => answerFirst() };
  }

  it('a new mobile asks for the password too; other fields never send it', async () => {
    const { user, password, saveMobile } = await saveCityThenTypeMobile();
    await user.type(password, 'velo-demo-2026');
    await saveMobile();
  }, 90_000);

  it('a save answered while the rider types on keeps what she typed, and the focus where she is', async () => {
    const { user, contact, password, saveMobile, answerFirst } = await saveCityThenTypeMobile({
      holdFirstSave: true,
    });
    await user.type(password, 'velo-');
    answerFirst();
    expect(await within(contact).findByText('Vos informations sont enregistrées.')).toBeVisible();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await user.keyboard('demo-2026');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('velo-demo-2026');
    await saveMobile();
  }, 90_000);

  it('under contract: fields locked with their reason, IBAN masked, deletion refused with the spec text', async () => {
    renderProfile({ 'GET /api/v2/account': { body: underContract } });
    expect(
      await screen.findByText(/Vos coordonnées sont verrouillées depuis la signature/, {}, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Ville/ })).toBeNull();
    expect(screen.getAllByText('Verrouillé : contrat signé')).toHaveLength(8);
    expect(screen.getByText('FR76 •••• •••• •••• •••• •••• 189')).toBeInTheDocument();
    expect(screen.queryByText(/FR76300/)).toBeNull();
    expect(
      screen.getByText('La suppression de votre compte est impossible, contactez-nous'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer mon compte' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Nous contacter/ })).toHaveLength(2);
  });

  it('changes the password: required, too short, confirm identically, current incorrect from the server', async () => {
    const bodies: unknown[] = [];
    renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'POST /api/v2/account/password': async (request) => {
        const body = (await request.json()) as { currentPassword: string };
        bodies.push(body);
        return body.currentPassword === 'velo-demo-2026'
          ? { status: 204 }
          : {
              status: 400,
              body: {
                code: 'VALIDATION_FAILED',
                message: 'no',
                fields: [
                  {
                    field: 'body.currentPassword',
                    message: 'validation.currentPassword.incorrect',
                  },
                ],
              },
            };
      },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Changer le mot de passe' }, loaded);
    const current = screen.getByLabelText(/^Mot de passe actuel/);
    const fresh = screen.getByLabelText(/^Nouveau mot de passe/);
    const confirm = screen.getByLabelText(/^Confirmez le nouveau mot de passe/);
    await user.type(fresh, 'court');
    await user.type(confirm, 'autre');
    await user.click(submit);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(/Le mot de passe actuel est requis/);
    expect(fresh).toHaveAccessibleDescription(/doit contenir au moins 10 caractères/);
    expect(confirm).toHaveAccessibleDescription(/Les mots de passe doivent être identiques/);
    await user.type(current, 'pas-le-bon');
    await user.clear(fresh);
    await user.type(fresh, 'un-nouveau-mot-de-passe');
    await user.clear(confirm);
    await user.type(confirm, 'un-nouveau-mot-de-passe');
    await user.click(submit);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(/Le mot de passe actuel est incorrect/),
    );
    expect(fresh).toHaveValue('un-nouveau-mot-de-passe');
    await user.clear(current);
    await user.type(current, 'velo-demo-2026');
    await user.click(submit);
    expect(await screen.findByText(/Mot de passe changé/)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  }, 60_000);

  it('changing the password: a common new password is said next to it, too many attempts above the form, nothing typed lost (issue 26)', async () => {
    const answers = [
      fieldRefusal('body.newPassword', 'validation.password.common'),
      tooManyAttemptsAnswer(900),
    ];
    const { context } = renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'POST /api/v2/account/password': () => answers.shift() ?? { status: 204 },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Changer le mot de passe' }, loaded);
    const current = screen.getByLabelText(/^Mot de passe actuel/);
    const fresh = screen.getByLabelText(/^Nouveau mot de passe/);
    const confirm = screen.getByLabelText(/^Confirmez le nouveau mot de passe/);
    await user.type(current, 'velo-demo-2026');
    await user.type(fresh, 'motdepasse123');
    await user.type(confirm, 'motdepasse123');
    await user.click(submit);
    await waitFor(() =>
      expect(fresh).toHaveAccessibleDescription(/Ce mot de passe est trop courant/),
    );
    await waitFor(() => expect(fresh).toHaveFocus());

    await user.clear(fresh);
    await user.type(fresh, 'un-nouveau-mot-de-passe');
    await user.clear(confirm);
    await user.type(confirm, 'un-nouveau-mot-de-passe');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Réessayez dans 15 minutes.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(current).toHaveValue('velo-demo-2026');
    expect(fresh).toHaveValue('un-nouveau-mot-de-passe');
    expect(confirm).toHaveValue('un-nouveau-mot-de-passe');
    expect(context.notifications).toEqual([]);
  }, 60_000);

  it('a new e-mail throttled after too many wrong current passwords says how long to wait, nothing typed lost', async () => {
    const { context } = renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'PATCH /api/v2/account': tooManyAttemptsAnswer(60),
    });
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: /^Adresse e-mail|^E-mail/ }, loaded);
    const contact = email.closest('form')!;
    await user.clear(email);
    await user.type(email, 'elise.perrin@acme.test');
    const password = within(contact).getByLabelText(/^Mot de passe actuel/);
    await user.type(password, 'pas-le-bon');
    await user.click(within(contact).getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(contact).findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Réessayez dans 1 minute.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(email).toHaveValue('elise.perrin@acme.test');
    expect(password).toHaveValue('pas-le-bon');
    expect(context.notifications).toEqual([]);
  }, 90_000);

  it('deletes the account after the confirmation dialog, then goes to /login', async () => {
    const { context } = renderProfile({
      'GET /api/v2/account': { body: anAccount() },
      'DELETE /api/v2/account': { status: 204 },
      'POST /auth/logout': { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }, loaded));
    const dialog = await screen.findByRole('alertdialog', { name: /^Supprimer votre compte/ });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' }, loaded)).toBeInTheDocument();
    expect(context.calls).toContain('DELETE /api/v2/account');
    expect(context.store.get(sessionAtom).authenticated).toBe(false);
  });

  it('signs a new mandate: the consent asked with the focus on it, the code sent, then signed and the account read again', async () => {
    const bodies: unknown[] = [];
    const { context } = renderProfile({
      'GET /api/v2/account': { body: underContract },
      'POST /api/v2/account/bank-details/code': async (request) => {
        bodies.push(await request.json());
        return {
          body: {
            maskedPhone: '+33 6 •• •• •• 10',
            expiresAt: '2099-01-01T00:10:00Z',
            resendAvailableAt: '2000-01-01T00:00:30Z',
          },
        };
      },
      'POST /api/v2/account/bank-details/verify': async (request) => {
        bodies.push(await request.json());
        return { body: underContract };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Changer de coordonnées bancaires' }, loaded),
    );
    const holder = screen.getByRole('textbox', { name: /Titulaire du compte/ });
    await waitFor(() => expect(holder).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'FR1420041010050500013M02606');
    await user.type(screen.getByRole('textbox', { name: /BIC/ }), 'PSSTFRPPLIL');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    const consent = await screen.findByRole('checkbox', { name: /J’accepte de signer/ }, loaded);
    await waitFor(() => expect(consent).toHaveFocus(), loaded);
    expect(bodies).toEqual([]);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    const field = await screen.findByRole('textbox', { name: /Code/ }, loaded);
    expect(screen.getByText(/envoyé au \+33 6 •• •• •• 10/)).toBeVisible();
    await user.type(field, '482913');
    await user.click(screen.getByRole('button', { name: 'Signer le nouveau mandat' }));
    expect(await screen.findByText(/Nouveau mandat signé/, {}, loaded)).toBeVisible();
    expect(bodies).toEqual([
      {
        iban: 'FR1420041010050500013M02606',
        bic: 'PSSTFRPPLIL',
        holderName: 'Antoine Fabre',
        consent: true,
      },
      { code: '482913' },
    ]);
    // The new mandate shows on the page: the account is read again once, after the signature.
    await waitFor(() =>
      expect(context.calls.filter((call) => call === 'GET /api/v2/account')).toHaveLength(2),
    );
  });

  it('the help card links the riders’ help centre, the employers’ one for a fleet manager (spec 1)', async () => {
    const helpLink = async () =>
      within(
        (await screen.findByRole('heading', { level: 2, name: 'Aide et contact' }, loaded))
          .parentElement?.parentElement as HTMLElement,
      ).getByRole('link', { name: /Centre d’aide/ });
    const rider = renderProfile({ 'GET /api/v2/account': { body: anAccount() } });
    expect(await helpLink()).toHaveAttribute('href', 'https://aide.velo.fr/salaries');
    rider.unmount();
    renderProfile(
      { 'GET /api/v2/account': { body: anAccount() } },
      aProfile({ rights: [{ name: 'fleetManagement', clientId: 7 }] }),
    );
    expect(await helpLink()).toHaveAttribute('href', 'https://aide.velo.fr/employeurs');
  });

  it('the FAQ is searchable, accents and case ignored', async () => {
    renderProfile({ 'GET /api/v2/account': { body: anAccount() } });
    const user = userEvent.setup();
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Rechercher dans les questions' },
      loaded,
    );
    expect(screen.getByText('8 questions')).toBeInTheDocument();
    await user.type(search, 'REMORQUE');
    expect(screen.getByText('1 question')).toBeInTheDocument();
    expect(screen.getByText('Que faire si mon vélo tombe en panne ?')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'garantie cadre');
    expect(
      screen.getByText(/La partie électrique est garantie 2 ans et le cadre 5 ans/),
    ).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '9 h 30');
    expect(
      screen.getAllByText(/du lundi au samedi, de 9\s+h\s+30 à 19\s+h/).length,
    ).toBeGreaterThan(0);
    await user.clear(search);
    await user.type(search, 'trottinette');
    expect(screen.getByText(/Aucune question ne correspond/)).toBeInTheDocument();
  });
});
