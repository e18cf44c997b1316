import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@velo/i18n';
import { Form } from '@velo/ui/Form';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DayPicker } from './DayPicker';
import { SlotPicker, useSlotChoice, type Slot } from './SlotPicker';

const slots: Slot[] = [
  { startsAt: '09:30', endsAt: '10:00', free: false },
  { startsAt: '10:00', endsAt: '10:30', free: true },
  { startsAt: '10:30', endsAt: '11:00', free: true },
];

/** A booking form as a screen writes one: the days, the day's slots, a submit. */
function Booking({ daySlots, onSend }: { daySlots: Slot[]; onSend: (sent: unknown) => void }) {
  const [day, setDay] = useState<string | null>('2030-01-08');
  const choice = useSlotChoice();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = choice.require('Choisissez un créneau libre');
    if (startsAt) onSend({ day, startsAt });
  };
  return (
    <I18nProvider locale="fr" storage={null}>
      <DayPicker
        label="Jour"
        days={[
          { day: '2030-01-07', isDisabled: true, label: 'lundi 7 janvier (fermé)' },
          { day: '2030-01-08' },
          { day: '2030-01-09' },
        ]}
        value={day}
        onChange={(next) => {
          setDay(next);
          choice.choose(null);
        }}
      />
      <Form onSubmit={onSubmit} validationBehavior="aria">
        <SlotPicker
          label="Créneau"
          slots={daySlots}
          slotLabel={(slot) =>
            `De ${slot.startsAt} à ${slot.endsAt}${slot.free ? '' : ' (déjà pris)'}`
          }
          choice={choice}
          noFreeSlot="Plus aucun créneau libre ce jour-là"
        />
        <button type="submit">Réserver</button>
      </Form>
    </I18nProvider>
  );
}

describe('DayPicker and SlotPicker', () => {
  it('names the days in words, closed ones disabled, and arrow keys move between open days', async () => {
    render(<Booking daySlots={slots} onSend={() => undefined} />);
    const days = await screen.findByRole('radiogroup', { name: 'Jour' });
    expect(within(days).getByRole('radio', { name: 'lundi 7 janvier (fermé)' })).toBeDisabled();
    const tuesday = within(days).getByRole('radio', { name: 'mardi 8 janvier' });
    expect(tuesday).toBeChecked();
    const user = userEvent.setup();
    await user.click(tuesday);
    await user.keyboard('{ArrowRight}');
    expect(within(days).getByRole('radio', { name: 'mercredi 9 janvier' })).toBeChecked();
    expect(within(days).getByRole('radio', { name: 'mercredi 9 janvier' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(days).getByRole('radio', { name: 'mardi 8 janvier' })).toBeChecked();
    // The closed Monday is skipped: the arrow wraps to the last open day.
    await user.keyboard('{ArrowLeft}');
    expect(within(days).getByRole('radio', { name: 'mercredi 9 janvier' })).toBeChecked();
  });

  it('asks for a slot next to the group with the focus on it, then sends the one chosen', async () => {
    const sent: unknown[] = [];
    render(<Booking daySlots={slots} onSend={(value) => sent.push(value)} />);
    const user = userEvent.setup();
    const group = await screen.findByRole('radiogroup', { name: 'Créneau' });
    expect(
      within(group).getByRole('radio', { name: 'De 09:30 à 10:00 (déjà pris)' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(await within(group).findByText('Choisissez un créneau libre')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'De 10:00 à 10:30' })).toHaveFocus();
    expect(sent).toEqual([]);
    await user.keyboard('{ArrowRight}');
    expect(within(group).queryByText('Choisissez un créneau libre')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(sent).toEqual([{ day: '2030-01-08', startsAt: '10:30' }]);
  });

  it('says when no slot is free, in a status', async () => {
    render(
      <Booking
        daySlots={slots.map((slot) => ({ ...slot, free: false }))}
        onSend={() => undefined}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Plus aucun créneau libre ce jour-là',
    );
  });

  it('shows no group for a day without slots, only the status', async () => {
    render(<Booking daySlots={[]} onSend={() => undefined} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Plus aucun créneau libre ce jour-là',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Créneau' })).toBeNull();
  });
});
