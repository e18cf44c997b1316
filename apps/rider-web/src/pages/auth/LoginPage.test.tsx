import { createAuthStore, snackbarAtom } from '@velo/auth';
import type { LoginOutcome } from '@velo/auth';
import { I18nProvider } from '@velo/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

// Typing without a pause between keys; the catalogue arrives through a dynamic import.
const user = userEvent.setup({ delay: null });
const loaded = { timeout: 10_000 };
import { LoginPage } from './LoginPage';

function renderLogin(
  onLogin: (credentials: {
    email: string;
    password: string;
    remember: boolean;
  }) => Promise<LoginOutcome>,
) {
  const store = createAuthStore({ basePath: '/rider' });
  render(
    <Provider store={store}>
      <I18nProvider locale="fr" storage={null}>
        <MemoryRouter>
          <LoginPage
            onLogin={onLogin}
            approvalRequestedAt={null}
            hasFleetManagementRights={false}
            from={null}
          />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('LoginPage', { timeout: 30_000 }, () => {
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
    expect(onLogin).toHaveBeenCalledWith({
      email: 'rider@acme.test',
      password: 'velo-demo-2026',
      remember: true,
    });
  });

  it('says the credentials are invalid, keeps what was typed and focuses the message', async () => {
    renderLogin(async () => ({
      ok: false,
      status: 401,
      errorId: 'auth.login.errors.invalidCredentials',
    }));
    const email = await screen.findByLabelText(/Adresse e-mail/, {}, loaded);
    await user.type(email, 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Adresse e-mail ou mot de passe invalide');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(email).toHaveValue('rider@acme.test');
  });

  it('turns a server or network fault into the default error snackbar', async () => {
    const store = renderLogin(async () => ({
      ok: false,
      status: 500,
      errorId: 'auth.login.errors.generic',
    }));
    await user.type(await screen.findByLabelText(/Adresse e-mail/, {}, loaded), 'rider@acme.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'velo-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(store.get(snackbarAtom)?.message).toBe('Une erreur est survenue'));
    expect(store.get(snackbarAtom)?.variant).toBe('error');
  });
});
