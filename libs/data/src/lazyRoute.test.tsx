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

  it('renders the screen only once the texts it asks for are there', async () => {
    let textsArrive: () => void = () => undefined;
    const texts = new Promise<void>((resolve) => (textsArrive = resolve));
    renderAt({
      path: '/screen',
      ...lazyRoute(async () => ({ default: () => <h1>Écran</h1> }), { messages: () => texts }),
    });
    expect(await screen.findByText('Chargement')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Écran' })).toBeNull();
    textsArrive();
    expect(await screen.findByRole('heading', { name: 'Écran' })).toBeInTheDocument();
  });

  it('texts that fail to load after the reload reach the error boundary too', async () => {
    window.sessionStorage.setItem(chunkReloadFlagKey, '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt({
      path: '/screen',
      ...lazyRoute(async () => ({ default: () => <h1>Écran</h1> }), {
        messages: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Cette page n’a pas pu s’afficher' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Écran' })).toBeNull();
  });
});
