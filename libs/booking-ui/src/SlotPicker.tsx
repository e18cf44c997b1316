import { InlineAlert } from '@velo/ui/InlineAlert';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as styles from './SlotPicker.css';

/** A slot of a store's day, as the slot endpoints answer it (`HH:MM`, Paris time). */
export interface Slot {
  startsAt: string;
  endsAt: string;
  free: boolean;
}

/** The slot chosen on a booking form, and the message when the rider sends none. */
export interface SlotChoice {
  startsAt: string | null;
  errorMessage: string | null;
  /** Counts the refusals, so each one moves the focus to the group again. */
  refusals: number;
  choose: (startsAt: string | null) => void;
  /** The chosen slot, or null after showing `message` next to the group (focused). */
  require: (message: string) => string | null;
}

/** The state of a slot choice; a new day starts afresh with `choose(null)` or a new `key`. */
export function useSlotChoice(): SlotChoice {
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; refusals: number } | null>(null);
  const choose = useCallback((next: string | null) => {
    setStartsAt(next);
    setError(null);
  }, []);
  const require = (message: string) => {
    if (startsAt) return startsAt;
    setError((last) => ({ message, refusals: (last?.refusals ?? 0) + 1 }));
    return null;
  };
  return {
    startsAt,
    errorMessage: error?.message ?? null,
    refusals: error?.refusals ?? 0,
    choose,
    require,
  };
}

export interface SlotPickerProps {
  /** The question, which names the group (RGAA 11.5). */
  label: string;
  slots: readonly Slot[];
  /** A slot's accessible name, free or taken (a taken one says so in words, not by colour alone). */
  slotLabel: (slot: Slot) => string;
  choice: SlotChoice;
  /** Said (role="status") under the group when no slot is free. */
  noFreeSlot: string;
  /** Tiles as the day picker's rather than a list. @default false */
  tiles?: boolean;
}

/**
 * The slot of a booking: a required radio group, taken slots shown disabled; "choose a slot" next to
 * the group with the focus on it (RGAA 11.10), and a status when no slot is free. No call: the
 * screen gives the day's slots and sends the choice.
 */
export function SlotPicker({
  label,
  slots,
  slotLabel,
  choice,
  noFreeSlot,
  tiles = false,
}: SlotPickerProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const { refusals } = choice;
  useEffect(() => {
    if (refusals > 0) {
      groupRef.current
        ?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')
        ?.focus();
    }
  }, [refusals]);
  const free = slots.some((slot) => slot.free);

  return (
    <>
      {slots.length > 0 ? (
        <div ref={groupRef}>
          <RadioGroup
            label={label}
            {...(tiles ? { UNSAFE_className: styles.tiles } : {})}
            options={slots.map((slot) => ({
              value: slot.startsAt,
              label: slotLabel(slot),
              isDisabled: !slot.free,
            }))}
            value={choice.startsAt}
            onChange={choice.choose}
            {...(choice.errorMessage ? { errorMessage: choice.errorMessage, isInvalid: true } : {})}
            isRequired
          />
        </div>
      ) : null}
      {free ? null : (
        <InlineAlert tone="information" role="status">
          {noFreeSlot}
        </InlineAlert>
      )}
    </>
  );
}
