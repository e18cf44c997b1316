import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

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
});
