import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const distances = [
  { value: 'lt2', label: 'Moins de 2 km' },
  { value: '2-5', label: '2 à 5 km' },
  { value: '5-10', label: '5 à 10 km' },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its question, with one radio per option', () => {
    render(<RadioGroup label="Distance domicile-travail" options={distances} />);
    const group = screen.getByRole('radiogroup', { name: 'Distance domicile-travail' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'lt2',
      '2-5',
      '5-10',
    ]);
  });

  it('moves and chooses with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Distance" options={distances} defaultValue="lt2" onChange={onChange} />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Moins de 2 km' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '2 à 5 km' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('2-5');
  });

  it('is invalid with its message, and options can be disabled', () => {
    render(
      <RadioGroup
        label="Genre"
        options={[
          { value: 'woman', label: 'Femme' },
          { value: 'man', label: 'Homme', isDisabled: true },
        ]}
        isInvalid
        errorMessage="Choisissez une réponse"
      />,
    );
    expect(screen.getByText('Choisissez une réponse')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Genre' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Homme' })).toBeDisabled();
  });
});
