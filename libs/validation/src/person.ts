import * as z from 'zod/mini';
import { validationMessages as m } from './messages';

/**
 * A required text field (spec section 5, "other required-field messages"): blank or only spaces
 * counts as empty, so a stray space cannot satisfy "first name required".
 */
export function requiredTextSchema(messageId: string) {
  return z
    .string({ error: messageId })
    .check(z.refine((v) => v.trim().length > 0, { error: messageId }));
}

export const firstNameSchema = requiredTextSchema(m.firstName.required);
export const lastNameSchema = requiredTextSchema(m.lastName.required);
export const addressSchema = requiredTextSchema(m.address.required);
export const citySchema = requiredTextSchema(m.city.required);

/**
 * Spec section 5 gives the employee number a maximum length without its value. We chose 50: the
 * longest payroll identifiers we know of (SAP personnel numbers with a site prefix) stay under 30,
 * and 50 still fits one line of the profile form. The message receives it as `max`.
 */
export const employeeNumberMaxLength = 50;

export const employeeNumberSchema = z.string({ error: m.employeeNumber.required }).check(
  z.refine((v) => v.trim().length > 0, { error: m.employeeNumber.required, abort: true }),
  z.maxLength(employeeNumberMaxLength, { error: m.employeeNumber.tooLong }),
);

/** Values the employee-number message needs (ICU argument `max`). */
export const employeeNumberMessageValues = { max: employeeNumberMaxLength } as const;

/** Spec section 9: minimum age 18. */
export const minimumAge = 18;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a `YYYY-MM-DD` value (what a date input gives) as a calendar date, or undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = isoDatePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Round-trip through UTC to refuse 2023-02-30 and the like.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  )
    return undefined;
  return { year, month, day };
}

function localCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * True when someone born on `birth` is at least `minimumAge` on `today`, comparing calendar dates
 * (no time zone arithmetic). Someone born on 29 February turns 18 on 1 March in a common year, since
 * (year, 2, 28) comes before (year, 2, 29).
 */
export function isAdultOn(birth: CalendarDate, today: CalendarDate, age = minimumAge): boolean {
  const y = birth.year + age;
  if (today.year !== y) return today.year > y;
  if (today.month !== birth.month) return today.month > birth.month;
  return today.day >= birth.day;
}

/**
 * Spec section 5: "must be at least 18 years old", on the day of validation. `today` is read at
 * each validation (not when the schema is built), and tests inject it.
 * Accepts the `YYYY-MM-DD` string of a date input, or a Date (read in local time).
 */
export function createAdultBirthDateSchema(today: () => Date = () => new Date()) {
  const toCalendar = (v: string | Date) =>
    v instanceof Date
      ? Number.isNaN(v.getTime())
        ? undefined
        : localCalendarDate(v)
      : parseIsoDate(v);
  // z.custom rather than z.date(): an Invalid Date must read "invalid date", not "required".
  return z
    .union([z.string(), z.custom<Date>((v) => v instanceof Date)], { error: m.birthDate.required })
    .check(
      z.refine((v) => !(typeof v === 'string' && v.trim() === ''), {
        error: m.birthDate.required,
        abort: true,
      }),
      z.refine((v) => toCalendar(v) !== undefined, { error: m.birthDate.invalid, abort: true }),
      z.refine(
        (v) => {
          const birth = toCalendar(v);
          return birth !== undefined && isAdultOn(birth, localCalendarDate(today()));
        },
        { error: m.birthDate.adult },
      ),
    );
}

export const adultBirthDateSchema = createAdultBirthDateSchema();
