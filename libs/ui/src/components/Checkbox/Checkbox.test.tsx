import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled with Space and a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Se souvenir de moi</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Se souvenir de moi' });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByText('Se souvenir de moi'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is required and invalid with a message', () => {
    render(
      <Checkbox
        isRequired
        isInvalid
        errorMessage="Vous devez accepter les conditions d’utilisation"
      >
        J’accepte les conditions
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: /J’accepte les conditions/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.closest('label')).toHaveAttribute('data-invalid', 'true');
    expect(
      screen.getByText('Vous devez accepter les conditions d’utilisation'),
    ).toBeInTheDocument();
  });

  it('is disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox isDisabled>Newsletter</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Newsletter'));
    expect(box).not.toBeChecked();
  });
});
