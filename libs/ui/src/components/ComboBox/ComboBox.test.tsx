import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const addresses: ComboBoxOption[] = [
  { id: '1', label: '8 Rue de Rivoli', detail: '75004 Paris' },
  { id: '2', label: '8 Rue de la Paix', detail: '75002 Paris' },
  { id: '3', label: '12 Avenue Foch', detail: '69006 Lyon' },
];

/** The app's side of address lookup: filter (in reality: fetch) as the text changes. */
function AddressLookup({ onSelectionChange }: { onSelectionChange: (key: unknown) => void }) {
  const [text, setText] = useState('');
  const options = addresses.filter((address) =>
    address.label.toLowerCase().includes(text.toLowerCase()),
  );
  return (
    <ComboBox
      label="Adresse"
      options={options}
      inputValue={text}
      onInputChange={setText}
      onSelectionChange={onSelectionChange}
    />
  );
}

describe('ComboBox', () => {
  it('is a combobox named by its label that suggests as the user types', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<AddressLookup onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(input, 'rue');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('1');
    expect(input).toHaveValue('8 Rue de Rivoli');
  });

  it('shows a named spinner while suggestions load', () => {
    render(<ComboBox label="Adresse" options={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  });

  it('is invalid with its message', () => {
    render(
      <ComboBox label="Adresse" options={addresses} isInvalid errorMessage="Adresse requise" />,
    );
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Adresse requise');
  });
});
