import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressAutocomplete, type AddressOption } from './AddressAutocomplete';

const addresses: AddressOption[] = [
  { id: '1', label: '8 Rue de Rivoli', detail: '75004 Paris' },
  { id: '2', label: '8 Rue de la Paix', detail: '75002 Paris' },
];

/** The app's side: looks the text up (here: filters) and fills the field with a chosen label. */
function Address({ onChoose }: { onChoose: (id: unknown) => void }) {
  const [text, setText] = useState('');
  const suggestions =
    text.length >= 3
      ? addresses.filter((address) => address.label.toLowerCase().includes(text.toLowerCase()))
      : [];
  return (
    <AddressAutocomplete
      label="Adresse"
      description="Numéro, rue et ville"
      value={text}
      onChange={setText}
      suggestions={suggestions}
      onChoose={onChoose}
      expectsSuggestions={text.length >= 3}
    />
  );
}

describe('AddressAutocomplete', () => {
  it('is a combobox named by its label and described by its help, named "address"', () => {
    render(<Address onChoose={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    expect(input).toHaveAccessibleDescription('Numéro, rue et ville');
    expect(input).toHaveAttribute('name', 'address');
  });

  it('opens as the rider types and says which suggestion was chosen', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Address onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(input, '8 rue');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(within(listbox).getAllByRole('option')[1]).toHaveTextContent('75002 Paris');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('1');
    expect(input).toHaveValue('8 Rue de Rivoli');
  });

  it('keeps a text typed by hand that matches no suggestion', async () => {
    const user = userEvent.setup();
    render(<Address onChoose={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(input, 'Lieu-dit Les Granges');
    await user.tab();
    expect(input).toHaveValue('Lieu-dit Les Granges');
  });

  it('shows a named spinner while the lookup runs, and its error', () => {
    render(
      <AddressAutocomplete
        label="Adresse"
        value="12 avenue"
        isRequired
        onChange={() => {}}
        onChoose={() => {}}
        suggestions={[]}
        isLoading
        isInvalid
        errorMessage="L’adresse est requise"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: /^Adresse/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('L’adresse est requise')).toBeInTheDocument();
  });
});
