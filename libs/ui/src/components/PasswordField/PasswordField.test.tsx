import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

function passwordInput(): HTMLInputElement {
  // A password input has no ARIA role; find it through its label.
  return screen.getByLabelText('Mot de passe', { selector: 'input' });
}

describe('PasswordField', () => {
  it('hides the password by default and offers a named toggle', () => {
    render(<PasswordField label="Mot de passe" />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows and hides the password from the keyboard, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Mot de passe" />);
    await user.tab();
    await user.keyboard('s3cret-velo');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('s3cret-velo');
    await user.keyboard('{Enter}');
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('is invalid with its message', () => {
    render(
      <PasswordField
        label="Mot de passe"
        isInvalid
        errorMessage="10 caractères au moins"
        autoComplete="new-password"
      />,
    );
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription('10 caractères au moins');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('speaks English when asked', () => {
    render(<PasswordField label="Mot de passe" locale="en" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
