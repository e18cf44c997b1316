import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and described by its help', () => {
    render(<TextField label="Prénom" description="Comme sur votre pièce d’identité" />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input).toHaveAccessibleDescription('Comme sur votre pièce d’identité');
  });

  it('types and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Nom" onChange={onChange} />);
    await user.tab();
    await user.keyboard('Durand');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Durand');
    expect(onChange).toHaveBeenLastCalledWith('Durand');
  });

  it('is required: the control carries required, the star is hidden from assistive tech', () => {
    render(<TextField label="Ville" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input).toBeRequired();
  });

  it('shows its error and marks the control invalid', () => {
    render(<TextField label="Adresse" isInvalid errorMessage="Adresse requise" />);
    const input = screen.getByRole('textbox', { name: 'Adresse' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Adresse requise');
  });

  it('validates on blur with a validate function', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Code postal"
        validationBehavior="aria"
        validate={(value) => (/^\d{5}$/.test(value) ? null : '5 chiffres')}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    await user.type(input, '750');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('5 chiffres')).toBeInTheDocument();
  });

  it('is disabled', () => {
    render(<TextField label="Numéro" isDisabled />);
    const input = screen.getByRole('textbox', { name: 'Numéro' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('data-disabled', 'true');
  });
});
