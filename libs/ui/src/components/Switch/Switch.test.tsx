import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, toggled with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Mettre les inscriptions en pause</Switch>);
    const control = screen.getByRole('switch', { name: 'Mettre les inscriptions en pause' });
    expect(control).not.toBeChecked();
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(control.closest('label')).toHaveAttribute('data-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('is disabled', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Notifications</Switch>);
    const control = screen.getByRole('switch', { name: 'Notifications' });
    expect(control).toBeDisabled();
    await user.click(screen.getByText('Notifications'));
    expect(control).not.toBeChecked();
  });
});
