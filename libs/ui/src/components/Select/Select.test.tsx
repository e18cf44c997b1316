import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const genders = [
  { id: 'woman', label: 'Femme' },
  { id: 'man', label: 'Homme' },
];

describe('Select', () => {
  it('is a button named by the label and the current value', () => {
    render(<Select label="Genre" options={genders} defaultSelectedKey="man" />);
    const trigger = screen.getByRole('button', { name: /Genre/ });
    expect(trigger).toHaveTextContent('Homme');
  });

  it('opens with the keyboard, moves with arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Select label="Genre" options={genders} onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Femme', 'Homme']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('man');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Genre/ })).toHaveTextContent('Homme');
  });

  it('is invalid with its message and disabled when asked', () => {
    const { rerender } = render(
      <Select label="Genre" options={genders} isInvalid errorMessage="Choisissez un genre" />,
    );
    expect(screen.getByText('Choisissez un genre')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Genre/ }).closest('[data-invalid]')).not.toBeNull();
    rerender(<Select label="Genre" options={genders} isDisabled />);
    expect(screen.getByRole('button', { name: /Genre/ })).toBeDisabled();
  });
});
