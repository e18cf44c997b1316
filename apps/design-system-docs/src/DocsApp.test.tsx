import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { docsRoutes } from './DocsApp';

function renderAt(path: string, base = '/rider/designSystem') {
  // Mounted under a base path as the rider app does (spec section 2.2).
  const router = createMemoryRouter([{ path: base, children: docsRoutes }], {
    initialEntries: [`${base}${path}`],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('DocsApp mounted under a base path', () => {
  it('renders a component page from its docs, with relative links', async () => {
    renderAt('/components/Button');
    expect(await screen.findByRole('heading', { level: 1, name: 'Button' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sommaire du système de design' });
    expect(nav.querySelector('a[href="/rider/designSystem/components/Checkbox"]')).not.toBeNull();
    expect(document.title).toBe('Button – Système de design Velo');
  });

  it('applies the sample client theme from ?theme=client and removes it on unmount', async () => {
    const { unmount } = renderAt('/tokens/colours?theme=client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Couleurs' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--velo-color-primary-40')).toBe(
      '#0066cc',
    );
    unmount();
    expect(document.documentElement.style.getPropertyValue('--velo-color-primary-40')).toBe('');
  });

  it('sends unknown paths back to the docs home', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Système de design Velo' }),
    ).toBeInTheDocument();
  });
});
