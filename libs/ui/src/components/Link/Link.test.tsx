import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../../i18n/UiLocale';
import { Link, linkVariants } from './Link';

describe('Link', () => {
  it('is a link named by its text with its href', () => {
    render(<Link href="/rider/login">Mot de passe oublié ?</Link>);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/rider/login',
    );
  });

  it('is reached with Tab and shows focus, and Enter follows it', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Link href="#terms" onPress={onPress}>
        Conditions
      </Link>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Conditions' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('exposes a disabled link as such', () => {
    render(
      <Link href="#x" isDisabled>
        Indisponible
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Indisponible' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('marks the current page of a navigation', () => {
    render(
      <nav aria-label="Principale">
        <Link variant="navigation" href="/rider/home" aria-current="page">
          Accueil
        </Link>
        <Link variant="navigation" href="/rider/contracts">
          Mes contrats
        </Link>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mes contrats' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'data-variant',
      'navigation',
    );
  });

  it('opens an external link in a new window and says so in its name', () => {
    render(
      <Link href="https://www.service-public.fr" isExternal>
        Forfait mobilités durables
      </Link>,
    );
    const link = screen.getByRole('link', {
      name: 'Forfait mobilités durables (nouvelle fenêtre)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg[data-icon="external-link"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('says "opens in a new window" in the provider\'s language, or the one asked', () => {
    render(
      <UiLocaleProvider locale="en">
        <Link href="https://example.org" isExternal>
          Help centre
        </Link>
        <Link href="https://example.fr" isExternal locale="fr">
          Aide
        </Link>
      </UiLocaleProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'Help centre (opens in a new window)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aide (nouvelle fenêtre)' })).toBeInTheDocument();
  });

  it('leaves target and rel alone unless external', () => {
    render(<Link href="/rider/help">Aide</Link>);
    const link = screen.getByRole('link', { name: 'Aide' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('has every variant', () => {
    expect(linkVariants).toEqual(['inline', 'standalone', 'navigation', 'subtle']);
  });
});
