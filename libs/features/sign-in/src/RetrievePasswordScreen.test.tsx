import { renderScreen } from '@velo/auth/testing';
import { createTestContext, fieldRefusal, tooManyAttemptsAnswer } from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSignInRoutes } from './routes';

const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };

function renderRetrieve(answer: { status: number; body?: unknown }) {
  const context = createTestContext({ 'POST /auth/retrievePassword': answer });
  renderScreen({
    routes: createSignInRoutes(context).retrievePassword,
    path: '/retrievePassword',
    context,
    profile: null,
  });
  return context;
}

async function ask(email: string) {
  await user.type(await screen.findByLabelText(/Adresse e-mail/, {}, loaded), email);
  await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
}

describe('/retrievePassword (spec section 2.2)', () => {
  it('asks for the link through the route action and confirms without saying whether the account exists', async () => {
    const context = renderRetrieve({ status: 204 });
    await ask(' lea@acme.fr ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Si un compte existe pour lea@acme.fr');
    await waitFor(() => expect(status).toHaveFocus());
    expect(context.calls).toEqual(['POST /auth/retrievePassword']);
  });

  it('a refused address is said next to the field, and the address stays', async () => {
    renderRetrieve(fieldRefusal('body.email', 'invalid'));
    await ask('lea@acme.fr');
    const email = screen.getByLabelText(/Adresse e-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/invalide/i);
    expect(email).toHaveValue('lea@acme.fr');
  });

  it('too many links asked: says how long to wait above the form, no snackbar, the address stays (issue 26)', async () => {
    const context = renderRetrieve(tooManyAttemptsAnswer(45));
    await ask('lea@acme.fr');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Réessayez dans 45 secondes.');
    await waitFor(() => expect(alert).toHaveFocus());
    const email = screen.getByLabelText(/Adresse e-mail/);
    expect(email).toHaveValue('lea@acme.fr');
    // Not the address's fault: nothing said next to the field.
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(context.notifications).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a server fault raises the default snackbar and keeps the form', async () => {
    const context = renderRetrieve({ status: 500 });
    await ask('lea@acme.fr');
    await waitFor(() => expect(context.notifications).toEqual([{}]));
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('lea@acme.fr');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
