import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../components/Link/Link';
import { UiRouterProvider } from './UiRouterProvider';

describe('UiRouterProvider', () => {
  it('renders app-relative hrefs under the base path and navigates through the app router', async () => {
    const navigate = vi.fn();
    render(
      <UiRouterProvider navigate={navigate} basePath="/rider/">
        <Link href="/login">Se connecter</Link>
      </UiRouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Se connecter' });
    expect(link).toHaveAttribute('href', '/rider/login');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('leaves external links alone', () => {
    render(
      <UiRouterProvider navigate={vi.fn()} basePath="/rider">
        <Link href="https://velo.example/aide">Aide</Link>
      </UiRouterProvider>,
    );
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute(
      'href',
      'https://velo.example/aide',
    );
  });

  it("leaves another front end's paths of the same origin as they are", () => {
    render(
      <UiRouterProvider navigate={vi.fn()} basePath="/rider" outsidePaths={['/retailer/']}>
        <Link href="/retailer/login">Espace magasin</Link>
      </UiRouterProvider>,
    );
    expect(screen.getByRole('link', { name: 'Espace magasin' })).toHaveAttribute(
      'href',
      '/retailer/login',
    );
  });
});
