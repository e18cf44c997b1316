import { profileAtom } from '@velo/auth';
import { renderScreen } from '@velo/auth/testing';
import {
  aProfile,
  createTestContext,
  type FakeAnswer,
  type FakeRoutes,
  tooManyAttemptsAnswer,
} from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistrationRoutes } from './routes';

const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };

/** Camille, signed in, whose address is not confirmed yet (issue 26). */
const unconfirmed = aProfile({ emailConfirmed: false });

const invalidLink =
  'Ce lien de confirmation n’est pas valide : il a déjà servi ou a expiré (il est valable 24 heures).';

/** Opens /confirmEmail as the link does: with `?key=` in the address, or none. */
function renderConfirmEmail(
  routes: FakeRoutes,
  { key, profile = unconfirmed }: { key?: string; profile?: typeof unconfirmed | null } = {},
) {
  window.history.replaceState(
    null,
    '',
    key === undefined ? '/confirmEmail' : `/confirmEmail?key=${key}`,
  );
  const context = createTestContext(routes);
  renderScreen({
    routes: createRegistrationRoutes(context).confirmEmail,
    path: '/confirmEmail',
    context,
    profile,
  });
  return context;
}

const resendButton = () =>
  screen.findByRole('button', { name: 'Recevoir un nouveau lien' }, loaded);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('/confirmEmail: a link that no longer works (issue 26)', () => {
  it('offers a signed-in rider a new link, then says where it went, with the focus on it', async () => {
    const context = renderConfirmEmail(
      {
        'POST /auth/confirmEmail': {
          status: 400,
          body: { code: 'TOKEN_INVALID', message: 'used or expired' },
        },
        'POST /api/v2/account/email-confirmation': { status: 204 },
      },
      { key: 'cle-expiree' },
    );
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(invalidLink);
    // The key left the address bar before it was posted.
    expect(window.location.search).toBe('');

    await user.click(await resendButton());
    const sent = 'Un nouveau lien vient d’être envoyé à camille.martin@acme.fr.';
    expect(await screen.findByText(sent, {}, loaded)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(sent));
    expect(document.activeElement).toHaveAttribute('role', 'status');
    expect(context.calls).toEqual([
      'POST /auth/confirmEmail',
      'POST /api/v2/account/email-confirmation',
    ]);
    expect(context.notifications).toEqual([]);
  });

  it('a link without its key offers the new link too; too many asked: how long to wait', async () => {
    renderConfirmEmail({
      'POST /api/v2/account/email-confirmation': tooManyAttemptsAnswer(30),
    });
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(invalidLink);
    await user.click(await resendButton());
    const wait =
      'Trop de liens ont été demandés. Vous pourrez en demander un nouveau dans 30 secondes.';
    expect(await screen.findByText(wait, {}, loaded)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(wait));
  });

  it('a visitor, or an address already confirmed, is offered no new link', async () => {
    renderConfirmEmail({}, { profile: null });
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(invalidLink);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir un nouveau lien' })).toBeNull();

    document.body.innerHTML = '';
    renderConfirmEmail({}, { profile: aProfile() });
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(invalidLink);
    expect(screen.queryByRole('button', { name: 'Recevoir un nouveau lien' })).toBeNull();
  });

  it('a fault sending the new link gets the default snackbar and no message of its own', async () => {
    const context = renderConfirmEmail({
      'POST /api/v2/account/email-confirmation': { status: 500 },
    });
    await user.click(await resendButton());
    await waitFor(() => expect(context.notifications).toHaveLength(1));
    expect(screen.queryByText(/Un nouveau lien/)).toBeNull();
  });
});

describe('/confirmEmail: a fault on the way', () => {
  it('says the confirmation did not go through and tries the same key again', async () => {
    let fail = true;
    const context = renderConfirmEmail(
      {
        'POST /auth/confirmEmail': () => (fail ? { status: 500 } : { status: 204 }),
        'GET /api/profile': { body: aProfile() },
      },
      { key: 'kept-key' },
    );
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent('La confirmation n’a pas abouti.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(context.notifications).toHaveLength(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText(/^Votre adresse e-mail est confirmée\./, {}, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});

describe('/confirmEmail: a link that works', () => {
  it('confirms, and reads the signed-in profile again so the app stops asking', async () => {
    const context = renderConfirmEmail(
      {
        'POST /auth/confirmEmail': { status: 204 },
        'GET /api/profile': { body: aProfile({ emailConfirmed: true }) },
      },
      { key: 'bonne-cle' },
    );
    expect(
      await screen.findByText(/Votre adresse e-mail est confirmée/, {}, loaded),
    ).toBeInTheDocument();
    expect(context.store.get(profileAtom)?.emailConfirmed).toBe(true);
    expect(screen.queryByRole('button', { name: 'Recevoir un nouveau lien' })).toBeNull();
  });
});

/** The link e-mailed at registration, opened in English by a visitor (`search`: its query). */
function openLink(search: string, answer: FakeAnswer) {
  window.history.replaceState(null, '', `/confirmEmail${search}`);
  const sent: unknown[] = [];
  const context = createTestContext({
    'POST /auth/confirmEmail': async (request) => {
      sent.push(await request.json());
      return answer;
    },
  });
  renderScreen({
    routes: createRegistrationRoutes(context).confirmEmail,
    path: `/confirmEmail${search}`,
    context,
    profile: null,
    locale: 'en',
  });
  return { context, sent };
}

describe('/confirmEmail (issue 26: the e-mail confirmation link)', () => {
  it('takes the key out of the address bar, spends it, then confirms with the focus on it', async () => {
    const { context, sent } = openLink('?key=confirm-key-26', { status: 204 });
    const text = await screen.findByText(
      'Your e-mail address is confirmed. Thank you!',
      {},
      loaded,
    );
    const confirmation = text.closest('[role="status"]');
    expect(confirmation).not.toBeNull();
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/confirmEmail');
    expect(sent).toEqual([{ token: 'confirm-key-26' }]);
    expect(context.calls).toEqual(['POST /auth/confirmEmail']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirming your e-mail address',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(context.notifications).toEqual([]);
  });

  it('an unknown, used or expired key says the link is not valid, with the focus on it', async () => {
    const { context, sent } = openLink('?key=used-key', {
      status: 400,
      body: {
        code: 'TOKEN_INVALID',
        message: 'This link is unknown, already used or expired.',
        fields: [{ field: 'body.token', message: 'unknown, used or expired' }],
      },
    });
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent(
      'This confirmation link is not valid: it was already used or has expired (it is valid for 24 hours).',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(window.location.search).toBe('');
    expect(sent).toEqual([{ token: 'used-key' }]);
    expect(context.notifications).toEqual([]);
    expect(screen.queryByText(/is confirmed/)).not.toBeInTheDocument();
  });

  it('an address without a key says the link is not valid and asks nothing of the server', async () => {
    const { context } = openLink('', { status: 204 });
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      /This confirmation link is not valid/,
    );
    expect(context.calls).toEqual([]);
  });
});
