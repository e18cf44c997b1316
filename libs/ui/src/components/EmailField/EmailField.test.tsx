import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('is an e-mail textbox with the right autocomplete', () => {
    render(<EmailField label="Adresse e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('flags a malformed address after blur with native validation', async () => {
    const user = userEvent.setup();
    render(<EmailField label="Adresse e-mail" errorMessage="Adresse e-mail invalide" />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(input, 'camille@');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Adresse e-mail invalide')).toBeInTheDocument();
  });
});
