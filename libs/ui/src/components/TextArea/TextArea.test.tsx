import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label and described by its help', () => {
    render(<TextArea label="Ce qui s’est passé" description="En quelques phrases" />);
    const area = screen.getByRole('textbox', { name: 'Ce qui s’est passé' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
    expect(area).toHaveAccessibleDescription('En quelques phrases');
  });

  it('types several lines and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Message" onChange={onChange} />);
    await user.tab();
    await user.keyboard('Ligne un{Enter}Ligne deux');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Ligne un\nLigne deux');
    expect(onChange).toHaveBeenLastCalledWith('Ligne un\nLigne deux');
  });

  it('counts the characters against maxLength and refuses more, uncontrolled', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Note" maxLength={5} />);
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'abcdefgh');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });

  it('counts a controlled value with the screen’s own words', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('Bonjour');
      return (
        <TextArea
          label="Note"
          value={value}
          onChange={setValue}
          maxLength={200}
          countText={(count, max) => `${count} caractères sur ${max}`}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('7 caractères sur 200')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' !');
    expect(screen.getByText('9 caractères sur 200')).toBeInTheDocument();
  });

  it('has no counter without maxLength', () => {
    render(<TextArea label="Note" defaultValue="abc" />);
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
  });

  it('shows its error next to the field and marks it invalid', () => {
    render(
      <TextArea label="Description" isInvalid errorMessage="Dites ce qui s’est passé" isRequired />,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toBeRequired();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Dites ce qui s’est passé');
  });

  it('is disabled', () => {
    render(<TextArea label="Note" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  });
});
