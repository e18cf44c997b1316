import { renderScreen } from '@velo/auth/testing';
import {
  createTestContext,
  type FakeAnswer,
  fieldRefusal,
  tooManyAttemptsAnswer,
} from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createSignInRoutes } from './routes';

const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };

/** The reset link of the e-mail, opened: its key is valid; the new password gets `answer`. */
function renderReset(answer: FakeAnswer) {
  window.history.replaceState(null, '', '/resetPassword?key=reset-key-26');
  const context = createTestContext({
    'GET /auth/checkUserToken': { body: { valid: true, email: 'lea@acme.fr' } },
    'POST /auth/resetPassword': answer,
  });
  renderScreen({
    routes: createSignInRoutes(context).resetPassword,
    path: '/resetPassword?key=reset-key-26',
    context,
    profile: null,
  });
  return context;
}

async function choose(password: string) {
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, {}, loaded), password);
  await user.type(screen.getByLabelText(/^Confirmez le mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Valider' }));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/resetPassword (spec section 2.2; issue 26)', () => {
  it('a password among the most common ones is refused next to the field, with the focus on it', async () => {
    const context = renderReset(fieldRefusal('body.password', 'validation.password.common'));
    await choose('motdepasse123');
    const password = screen.getByLabelText(/^Nouveau mot de passe/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      /Ce mot de passe est trop courant\s*: choisissez-en un plus difficile à deviner/,
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue('motdepasse123');
    expect(screen.getByLabelText(/^Confirmez le mot de passe/)).toHaveValue('motdepasse123');
    expect(context.notifications).toEqual([]);
    // The key went out of the address bar, and with the new password to the server.
    expect(window.location.search).toBe('');
    expect(context.calls).toContain('POST /auth/resetPassword');
  });

  it('too many attempts: says how long to wait above the form, no snackbar, nothing typed lost', async () => {
    const context = renderReset(tooManyAttemptsAnswer(240));
    await choose('un-nouveau-mot-de-passe');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Réessayez dans 4 minutes.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('un-nouveau-mot-de-passe');
    expect(context.notifications).toEqual([]);
  });
});
