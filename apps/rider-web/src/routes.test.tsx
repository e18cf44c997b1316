import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerBasename, routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { basename: routerBasename, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('rider routes', () => {
  it('shows the home page at the base path', () => {
    renderAt('/rider/');
    expect(screen.getByRole('heading', { level: 1, name: 'Velo' })).toBeInTheDocument();
  });

  it('redirects an unknown path to the home page (spec section 2.1)', async () => {
    const router = renderAt('/rider/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rider/');
  });
});
