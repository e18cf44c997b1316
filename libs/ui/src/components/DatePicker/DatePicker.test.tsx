import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('is a group named by its label with day, month and year spin buttons in French order', () => {
    render(<DatePicker label="Date de naissance" />);
    const group = screen.getByRole('group', { name: 'Date de naissance' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual([
      'day',
      'month',
      'year',
    ]);
  });

  it('is typed segment by segment and reports an ISO date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Date de naissance" onChange={onChange} />);
    await user.tab();
    await user.keyboard('14071990');
    expect(onChange).toHaveBeenLastCalledWith('1990-07-14');
  });

  it('opens a calendar from its named button and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date de naissance" defaultValue="1990-07-14" />);
    await user.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is invalid after the latest allowed date (at least 18 years old)', () => {
    render(
      <DatePicker
        label="Date de naissance"
        defaultValue="2015-01-01"
        maxValue="2008-11-20"
        validationBehavior="aria"
        errorMessage="Vous devez avoir au moins 18 ans"
      />,
    );
    expect(
      screen.getByRole('group', { name: 'Date de naissance' }).closest('[data-invalid]'),
    ).not.toBeNull();
  });
});
