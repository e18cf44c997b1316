import { configureAuthStore, createSdkSessionApi, loginAtom, type LoginOutcome } from '@velo/auth';
import { renderScreen } from '@velo/auth/testing';
import { createTestContext, tooManyAttemptsAnswer } from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './LoginScreen';

// Typing without a pause between keys; the catalogue arrives through a dynamic import.
const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };

function renderLogin(
  onLogin: (credentials: unknown) => Promise<LoginOutcome>,
  from: string | null = null,
) {
  return renderScreen({
    routes: {
      path: '/login',
      element: (
        <LoginScreen
          onLogin={onLogin}
          approvalRequestedAt={null}
          hasFleetManagementRights={false}
          from={from}
        />
      ),
    },
    path: '/login',
    context: createTestContext({}),
    profile: null,
  });
}

describe('LoginScreen (spec sections 2.2, 2.3, 5)', () => {
  it('shows the required-field messages next to the fields and focuses the first one', async () => {
    const onLogin = vi.fn();
    renderLogin(onLogin);
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }, loaded));
    const email = screen.getByLabelText(/Adresse e-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/requise/i);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail, the password and the remember choice', async () => {
    const onLogin = vi.fn(
      async () =>
        ({
          ok: true,
          userId: 1,
          approvalRequestedAt: null,
          hasFleetManagementRights: false,
        }) as const,
    );
    renderLogin(onLogin);
    await user.type(
      await screen.findByLabelText(/Adresse e-mail/, {}, loaded),
      '  rider@acme.test ',
    );
    await user.type(screen.getByLabelText(/^Mot de passe/), 'velo-demo-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // Sent once the busy button is painted (the next frame).
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({
        email: 'rider@acme.test',
        password: 'velo-demo-2026',
        remember: true,
      }),
    );
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('says the credentials are invalid, keeps what was typed and focuses the message', async () => {
    renderLogin(async () => ({ ok: false, errorId: 'auth.login.errors.invalidCredentials' }));
    const email = await screen.findByLabelText(/Adresse e-mail/, {}, loaded);
    await user.type(email, 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Adresse e-mail ou mot de passe invalide');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(email).toHaveValue('rider@acme.test');
  });

  it('after too many attempts, offers the forgotten-password page in the message', async () => {
    renderLogin(async () => ({ ok: false, errorId: 'auth.login.errors.tooManyAttempts' }));
    await user.type(await screen.findByLabelText(/Adresse e-mail/, {}, loaded), 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toContainElement(
      screen.getAllByRole('link', { name: /Mot de passe oublié/ })[0]!,
    );
  });

  it('after too many attempts, says how long to wait when the server said it (issue 26), keeping what was typed', async () => {
    // The session's real login over the SDK, against a server that throttles the sign-in.
    const context = createTestContext({
      'POST /auth/login': tooManyAttemptsAnswer(120),
    });
    configureAuthStore(context.store, {
      api: createSdkSessionApi(context.api, () => context.api),
      notifyFailure: () => context.notify(),
    });
    renderScreen({
      routes: {
        path: '/login',
        element: (
          <LoginScreen
            onLogin={(credentials) => context.store.set(loginAtom, credentials)}
            approvalRequestedAt={null}
            hasFleetManagementRights={false}
            from={null}
          />
        ),
      },
      path: '/login',
      context,
      profile: null,
    });
    const email = await screen.findByLabelText(/Adresse e-mail/, {}, loaded);
    await user.type(email, 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /Trop de tentatives\. Réessayez dans 2 minutes ou utilisez «\s*Mot de passe oublié\s*\?\s*»/,
    );
    expect(alert).toContainElement(
      screen.getAllByRole('link', { name: /Mot de passe oublié/ })[0]!,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(email).toHaveValue('rider@acme.test');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('wrong-password');
    expect(context.calls).toEqual(['POST /auth/login']);
    expect(context.notifications).toEqual([]);
  });

  it('says a wait under a minute in seconds, in English too', async () => {
    renderScreen({
      routes: {
        path: '/login',
        element: (
          <LoginScreen
            onLogin={async () => ({
              ok: false,
              errorId: 'auth.login.errors.tooManyAttempts',
              retryAfterSeconds: 30,
            })}
            approvalRequestedAt={null}
            hasFleetManagementRights={false}
            from={null}
          />
        ),
      },
      path: '/login',
      context: createTestContext({}),
      profile: null,
      locale: 'en',
    });
    await user.type(await screen.findByLabelText(/Email address/, {}, loaded), 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 seconds or use “Forgot your password?”.',
    );
  });

  it('a fault (already reported by the snackbar) leaves the form as it was, with no message of its own', async () => {
    renderLogin(async () => ({ ok: false, errorId: null }));
    await user.type(await screen.findByLabelText(/Adresse e-mail/, {}, loaded), 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'velo-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('rider@acme.test');
  });

  it('says why the login is asked when the rider came from another page', async () => {
    renderLogin(vi.fn(), '/profile');
    expect(
      await screen.findByText('Connectez-vous pour continuer vers la page demandée.', {}, loaded),
    ).toBeInTheDocument();
  });
});
