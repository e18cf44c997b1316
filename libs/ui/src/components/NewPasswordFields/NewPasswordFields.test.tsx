import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../../i18n/UiLocale';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';

const labels = {
  passwordLabel: 'Nouveau mot de passe',
  confirmationLabel: 'Confirmez le mot de passe',
  passwordDescription: '10 caractères au moins',
};

// Password inputs have no ARIA role: they are found through their labels.
const passwordInput = () =>
  screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' }) as HTMLInputElement;
const confirmationInput = () =>
  screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }) as HTMLInputElement;

function Controlled(props: Partial<NewPasswordFieldsProps> & { onBlurPassword?: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <NewPasswordFields
      {...labels}
      password={{
        name: 'password',
        value: password,
        onChange: setPassword,
        ...(props.onBlurPassword ? { onBlur: props.onBlurPassword } : {}),
      }}
      confirmation={{ name: 'confirmPassword', value: confirmation, onChange: setConfirmation }}
      {...props}
    />
  );
}

describe('NewPasswordFields', () => {
  it('asks for a new password and its confirmation, both required and new-password', () => {
    render(<Controlled />);
    for (const input of [passwordInput(), confirmationInput()]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toBeRequired();
    }
    expect(passwordInput()).toHaveAttribute('name', 'password');
    expect(confirmationInput()).toHaveAttribute('name', 'confirmPassword');
    expect(passwordInput()).toHaveAccessibleDescription('10 caractères au moins');
  });

  it('types into each field in Tab order, each with its own show/hide toggle', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Controlled onBlurPassword={onBlur} />);
    await user.tab();
    expect(passwordInput()).toHaveFocus();
    await user.keyboard('velo-2026-ok');
    await user.tab();
    const toggles = screen.getAllByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggles).toHaveLength(2);
    expect(toggles[0]).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(confirmationInput()).toHaveFocus();
    await user.keyboard('velo-2026-ok');
    expect(passwordInput()).toHaveValue('velo-2026-ok');
    expect(confirmationInput()).toHaveValue('velo-2026-ok');
  });

  it('shows each field’s error on that field', () => {
    render(
      <NewPasswordFields
        {...labels}
        password={{ value: 'court', isInvalid: false }}
        confirmation={{
          value: 'autre',
          isInvalid: true,
          errorMessage: 'Les deux mots de passe diffèrent',
        }}
      />,
    );
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
    expect(confirmationInput()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmationInput()).toHaveAccessibleDescription('Les deux mots de passe diffèrent');
  });

  it('can be optional, and speaks the provider’s language', () => {
    render(
      <UiLocaleProvider locale="en">
        <NewPasswordFields {...labels} password={{}} confirmation={{}} isRequired={false} />
      </UiLocaleProvider>,
    );
    expect(passwordInput()).not.toBeRequired();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });
});
