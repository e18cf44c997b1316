import { Select } from '@velo/ui/Select';
import { memo, type ReactNode } from 'react';

/**
 * A fleet list's filter on one of a few values, kept in the address beside `ListSearch`'s search.
 * A module of its own: its listbox weighs, and a screen with a search alone does not load it.
 */

/** The "every one" option of a `ChoiceFilter`. */
const allChoices = 'all';

export interface ChoiceFilterProps<Choice extends string> {
  label: string;
  /** The option that filters nothing ("Tous les statuts"). */
  allLabel: string;
  /** The choices, in the order shown, each with its text. */
  options: readonly { id: Choice; label: string }[];
  /** The choice the address keeps; null: every one. */
  value: Choice | null;
  onChange: (value: Choice | null) => void;
}

/**
 * A list's filter on one of a few values (a status): every one, or the one chosen. Drawn again
 * only when its choice changes, so a keystroke in the search beside it leaves it alone.
 */
export const ChoiceFilter = memo(function ChoiceFilter<Choice extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: ChoiceFilterProps<Choice>) {
  return (
    <Select
      label={label}
      options={[{ id: allChoices, label: allLabel }, ...options]}
      selectedKey={value ?? allChoices}
      onSelectionChange={(key) =>
        onChange(key === allChoices || key === null ? null : (key as Choice))
      }
    />
  );
}) as <Choice extends string>(props: ChoiceFilterProps<Choice>) => ReactNode;
