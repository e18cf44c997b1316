import { notificationAtom } from '@velo/auth/shell';
import { DataFailure } from '@velo/data';
import { createTestContext, renderRoutes } from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage, StoreSnackbar } from './ShellPages';

const loaded = { timeout: 10_000 };

function renderFailing(loader: () => Promise<unknown>) {
  const context = createTestContext({});
  renderRoutes({
    routes: [
      {
        path: '/',
        ErrorBoundary: ErrorPage,
        children: [{ index: true, loader, element: <h1>Mes données</h1> }],
      },
    ],
    path: '/',
    context,
  });
  return context;
}

describe('the error page of the data policy', () => {
  it('a fault shows the error state with a retry and raises the default snackbar once; the retry reloads', async () => {
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw new DataFailure('unavailable', 500);
      return null;
    });
    const context = renderFailing(loader);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' }, loaded),
    ).toBeInTheDocument();
    expect(context.store.get(notificationAtom)).toMatchObject({
      messageId: 'errors.default',
      variant: 'error',
    });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Mes données' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a retry that fails again points to the customer service', async () => {
    renderFailing(async () => {
      throw new DataFailure('unavailable', 500);
    });
    await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' }, loaded);
    // The first failure: a retry is offered, not yet the customer service.
    expect(screen.queryByRole('link', { name: /Veuillez contacter le service client/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('link', { name: /Veuillez contacter le service client/ }, loaded),
    ).toHaveAttribute('href', 'https://www.velo.fr/contact');
  });

  it('a 401 or a 503 shows nothing of its own and raises no snackbar (logout, maintenance)', async () => {
    for (const kind of ['signedOut', 'maintenance'] as const) {
      const context = renderFailing(async () => {
        throw new DataFailure(kind, kind === 'signedOut' ? 401 : 503);
      });
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Mes données' })).toBeNull(),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
      expect(context.store.get(notificationAtom)).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('any other failure (a chunk that failed for good) says the page could not be shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    expect(
      await screen.findByRole('heading', { name: 'Cette page n’a pas pu s’afficher' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Veuillez contacter le service client (nouvelle fenêtre)' }),
    ).toHaveAttribute('href', 'https://www.velo.fr/contact');
    expect(error).toHaveBeenCalled();
  });
});

describe('StoreSnackbar', () => {
  it('shows the notification of the store, translated', async () => {
    const context = createTestContext({});
    renderRoutes({
      routes: [
        {
          path: '/',
          element: (
            <StoreSnackbar
              content={{
                messageId: 'errors.default',
                message: 'Une erreur est survenue',
                variant: 'error',
                delay: 5000,
                timestamp: 1,
              }}
              onClose={() => undefined}
            />
          ),
        },
      ],
      path: '/',
      context,
    });
    expect(await screen.findByText('Une erreur est survenue', {}, loaded)).toBeInTheDocument();
  });
});
