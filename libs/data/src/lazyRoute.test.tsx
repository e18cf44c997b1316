import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazyRoute';
import { chunkReloadFlagKey } from './lazyWithRetry';

afterEach(() => window.sessionStorage.clear());

function renderAt(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        HydrateFallback: () => <p>Chargement</p>,
        children: [
          { ErrorBoundary: () => <h1>Cette page n’a pas pu s’afficher</h1>, children: [route] },
        ],
      },
    ],
    { initialEntries: ['/screen'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('lazyRoute', () => {
  it('loads the screen and its loader, and runs the loader', async () => {
    const loader = vi.fn(async () => 'données');
    renderAt({
      path: '/screen',
      ...lazyRoute(async () => ({ default: () => <h1>Écran</h1> }), { loader: async () => loader }),
    });
    expect(await screen.findByRole('heading', { name: 'Écran' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a screen chunk that fails again after its reload reaches the error boundary (spec section 4)', async () => {
    // The one reload already happened for this chunk.
    window.sessionStorage.setItem(chunkReloadFlagKey, '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt({
      path: '/screen',
      ...lazyRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
    });
    expect(
      await screen.findByRole('heading', { name: 'Cette page n’a pas pu s’afficher' }),
    ).toBeInTheDocument();
  });
});
