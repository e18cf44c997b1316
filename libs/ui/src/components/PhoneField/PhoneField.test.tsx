import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('is a telephone textbox named by its label', () => {
    render(<PhoneField label="Téléphone mobile" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone mobile' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('formats as the user types, forcing +33 (spec section 5)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneField label="Téléphone mobile" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Téléphone mobile' });
    await user.type(input, '0612345678');
    expect(input).toHaveValue('+33 6 12 34 56 78');
    expect(onChange).toHaveBeenLastCalledWith('+33 6 12 34 56 78');
  });

  it('formats its default value', () => {
    render(<PhoneField label="Téléphone mobile" defaultValue="+33712345678" />);
    expect(screen.getByRole('textbox', { name: 'Téléphone mobile' })).toHaveValue(
      '+33 7 12 34 56 78',
    );
  });

  it('is invalid with its message', () => {
    render(<PhoneField label="Téléphone mobile" isInvalid errorMessage="Numéro invalide" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone mobile' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Numéro invalide');
  });
});
