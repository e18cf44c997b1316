import { formatDate, type Locale } from '@velo/i18n';
import { useLocale } from '@velo/i18n';
import { RadioGroup } from '@velo/ui/RadioGroup';
import * as styles from './SlotPicker.css';

/** A day a booking may be made on. */
export interface DayOption {
  /** `YYYY-MM-DD`. */
  day: string;
  /** A day shown but not offered (a closed day): say why in `label`. @default false */
  isDisabled?: boolean;
  /** The day's accessible name. @default the long date, "mardi 8 janvier" */
  label?: string;
}

/** "mardi 8 janvier" / "Tuesday 8 January": how a booking names a day. */
export function longDay(day: string, locale: Locale): string {
  return formatDate(day, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

export interface DayPickerProps {
  /** The question, which names the group (RGAA 11.5). */
  label: string;
  description?: string;
  days: readonly DayOption[];
  /** The chosen day, or null before a choice. */
  value: string | null;
  onChange: (day: string) => void;
  /** @default true */
  isRequired?: boolean;
}

/**
 * The day of a booking (a test ride, a revision, a bike check) as a radio group of tiles: one Tab
 * stop, arrow keys move between the days offered and skip the disabled ones (WAI-ARIA radio group),
 * lighter than a calendar on a phone and in a route's JavaScript. No call: the screen gives the days.
 */
export function DayPicker({
  label,
  description,
  days,
  value,
  onChange,
  isRequired = true,
}: DayPickerProps) {
  const { locale } = useLocale();
  return (
    <RadioGroup
      label={label}
      {...(description ? { description } : {})}
      UNSAFE_className={styles.tiles}
      options={days.map((option) => ({
        value: option.day,
        label: option.label ?? longDay(option.day, locale),
        isDisabled: option.isDisabled ?? false,
      }))}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
    />
  );
}
