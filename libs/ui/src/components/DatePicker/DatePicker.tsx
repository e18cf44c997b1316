import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Locale } from '@velo/i18n';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { useUiLocale, useUiStrings } from '../../i18n/UiLocale';
import { FieldHelp, FieldLabel, type FieldChromeProps } from '../private/FieldParts';
import * as styles from './DatePicker.css';

/** An ISO calendar date, `YYYY-MM-DD`, as the API and the forms exchange it. */
export type IsoDate = string;

export interface DatePickerProps
  extends
    Omit<
      AriaDatePickerProps<CalendarDate>,
      | 'className'
      | 'style'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
    >,
    FieldChromeProps {
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  /** Called with the ISO date, or null when a segment is cleared. */
  onChange?: (value: IsoDate | null) => void;
  /** Earliest date allowed (ISO). */
  minValue?: IsoDate;
  /** Latest date allowed (ISO); for a birth date, today minus 18 years (spec section 9). */
  maxValue?: IsoDate;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

function toDate(value: IsoDate | null | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date typed segment by segment (day, month, year in the interface language's order) with a
 * calendar in a popover: the birth date of onboarding. Typing is always possible; the calendar is a
 * convenience (WCAG 2.5.1: no gesture needed).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale,
  ...props
}: DatePickerProps) {
  const uiLocale = useUiLocale(locale);
  const strings = useUiStrings(locale);
  const controlled = toDate(value);
  const initial = toDate(defaultValue);
  const min = toDate(minValue);
  const max = toDate(maxValue);
  return (
    <I18nProvider locale={uiLocale === 'fr' ? 'fr-FR' : 'en-GB'}>
      <AriaDatePicker<CalendarDate>
        {...props}
        {...(controlled !== undefined ? { value: controlled } : {})}
        {...(initial !== undefined ? { defaultValue: initial } : {})}
        {...(min ? { minValue: min } : {})}
        {...(max ? { maxValue: max } : {})}
        {...(onChange
          ? { onChange: (date: CalendarDate | null) => onChange(date ? date.toString() : null) }
          : {})}
        className={styles.root}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={[styles.control, styles.group].join(' ')}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <AriaButton className={styles.iconButton} aria-label={strings.openCalendar}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className={styles.popover}>
          <Dialog className={styles.calendar}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <AriaButton slot="previous" className={styles.iconButton}>
                  <span aria-hidden="true">‹</span>
                </AriaButton>
                <Heading className={styles.calendarHeading} />
                <AriaButton slot="next" className={styles.iconButton}>
                  <span aria-hidden="true">›</span>
                </AriaButton>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
