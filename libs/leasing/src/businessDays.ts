/**
 * French business days in Europe/Paris wall time (spec §9: "orders after 19:00 on weekdays or at
 * weekends are processed the next business day"; issue 13: French public holidays included).
 *
 * A business day is a Monday to Friday that is not one of the eleven French public holidays of the
 * Code du travail (article L3133-1): 1 January, Easter Monday, 1 May, 8 May, Ascension Thursday,
 * Whit Monday, 14 July, 15 August, 1 November, 11 November, 25 December. (Good Friday and 26 December,
 * holidays in Alsace-Moselle only, are not counted: our design, one calendar for the whole country.)
 *
 * Calendar dates are ISO strings `YYYY-MM-DD`; instants are `Date`s. Wall time is read with
 * `Intl.DateTimeFormat` in the `Europe/Paris` zone, so summer time changes are handled by the
 * platform's time-zone data, not by us.
 */
import { orderCutoffHour } from './constants';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** The wall-clock reading of an instant in Paris. `weekday` is ISO: 1 = Monday … 7 = Sunday. */
export interface ParisDateTime {
  date: string;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

let parisFormatter: Intl.DateTimeFormat | undefined;

function formatter(): Intl.DateTimeFormat {
  parisFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return parisFormatter;
}

function checkInstant(at: Date): number {
  const time = at instanceof Date ? at.getTime() : Number.NaN;
  if (Number.isNaN(time)) throw new RangeError(`expected a valid Date, got ${String(at)}`);
  return time;
}

/** Year, month and day of an ISO calendar date; throws on anything else (e.g. 2026-02-30). */
export function parseIsoDate(date: string): [number, number, number] {
  const match = isoDatePattern.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month - 1 &&
      check.getUTCDate() === day
    ) {
      return [year, month, day];
    }
  }
  throw new RangeError(`expected an ISO calendar date YYYY-MM-DD, got ${date}`);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` of a year, a month (1–12) and a day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar date `days` days after (or before, when negative) `date`. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = parseIsoDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day) + days * dayMs);
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Whole calendar days from `from` to `to` (negative when `to` comes first). */
export function calendarDaysBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = parseIsoDate(from);
  const [toYear, toMonth, toDay] = parseIsoDate(to);
  return (
    (Date.UTC(toYear, toMonth - 1, toDay) - Date.UTC(fromYear, fromMonth - 1, fromDay)) / dayMs
  );
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** How an instant reads on a clock in Paris. */
export function parisDateTime(at: Date): ParisDateTime {
  const time = checkInstant(at);
  const parts: Record<string, number> = {};
  for (const part of formatter().formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const date = isoDate(parts.year ?? 0, parts.month ?? 0, parts.day ?? 0);
  return {
    date,
    weekday: isoWeekday(date),
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The Paris calendar date of an instant. */
export function parisDate(at: Date): string {
  return parisDateTime(at).date;
}

/** Paris offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffsetMs(time: number): number {
  const wholeSecond = Math.floor(time / 1000) * 1000;
  const wall = parisDateTime(new Date(wholeSecond));
  const [year, month, day] = parseIsoDate(wall.date);
  return Date.UTC(year, month - 1, day, wall.hour, wall.minute, wall.second) - wholeSecond;
}

/**
 * The instant a Paris clock shows `date` at `hour:minute:second.ms`. A time the clock skips (02:30 on
 * the last Sunday of March) is read as the same time after the change (03:30 summer time); a time it
 * shows twice (02:30 on the last Sunday of October) is read as the second, winter-time one.
 */
export function parisInstant(date: string, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const [year, month, day] = parseIsoDate(date);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const firstOffset = parisOffsetMs(asUtc);
  const secondOffset = parisOffsetMs(asUtc - firstOffset);
  return new Date(asUtc - secondOffset);
}

/** The last millisecond of a Paris calendar day (a deadline "by the end of" that day). */
export function endOfParisDay(date: string): Date {
  return new Date(parisInstant(addCalendarDays(date, 1)).getTime() - 1);
}

/** The same Paris wall time `days` calendar days later: 24 h, or 23 h / 25 h across a clock change. */
export function addParisDays(at: Date, days: number): Date {
  const time = checkInstant(at);
  const wall = parisDateTime(at);
  const ms = ((time % 1000) + 1000) % 1000;
  return parisInstant(addCalendarDays(wall.date, days), wall.hour, wall.minute, wall.second, ms);
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`expected a Gregorian year, got ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

export type FrenchPublicHoliday =
  | 'new-year'
  | 'easter-monday'
  | 'labour-day'
  | 'victory-in-europe'
  | 'ascension'
  | 'whit-monday'
  | 'bastille-day'
  | 'assumption'
  | 'all-saints'
  | 'armistice'
  | 'christmas';

interface HolidayYear {
  /** The eleven holidays in calendar order (Ascension may fall on 1 May: a date can repeat). */
  list: readonly { date: string; holiday: FrenchPublicHoliday }[];
  byDate: ReadonlyMap<string, FrenchPublicHoliday>;
}

const holidayCache = new Map<number, HolidayYear>();

function holidaysOf(year: number): HolidayYear {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    const list: { date: string; holiday: FrenchPublicHoliday }[] = [
      { date: isoDate(year, 1, 1), holiday: 'new-year' },
      { date: addCalendarDays(easter, 1), holiday: 'easter-monday' },
      { date: isoDate(year, 5, 1), holiday: 'labour-day' },
      { date: isoDate(year, 5, 8), holiday: 'victory-in-europe' },
      { date: addCalendarDays(easter, 39), holiday: 'ascension' },
      { date: addCalendarDays(easter, 50), holiday: 'whit-monday' },
      { date: isoDate(year, 7, 14), holiday: 'bastille-day' },
      { date: isoDate(year, 8, 15), holiday: 'assumption' },
      { date: isoDate(year, 11, 1), holiday: 'all-saints' },
      { date: isoDate(year, 11, 11), holiday: 'armistice' },
      { date: isoDate(year, 12, 25), holiday: 'christmas' },
    ];
    list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    const byDate = new Map<string, FrenchPublicHoliday>();
    for (const { date, holiday } of list) if (!byDate.has(date)) byDate.set(date, holiday);
    holidays = { list, byDate };
    holidayCache.set(year, holidays);
  }
  return holidays;
}

/** The eleven French public holidays of a year, in calendar order. */
export function frenchPublicHolidays(
  year: number,
): { date: string; holiday: FrenchPublicHoliday }[] {
  return holidaysOf(year).list.map((entry) => ({ ...entry }));
}

/** The public holiday a calendar date is, or null (the first one when two fall on the same day). */
export function frenchPublicHoliday(date: string): FrenchPublicHoliday | null {
  const [year] = parseIsoDate(date);
  return holidaysOf(year).byDate.get(date) ?? null;
}

function toDate(date: string | Date): string {
  return typeof date === 'string' ? date : parisDate(date);
}

/** Monday to Friday and not a French public holiday (a `Date` is read as its Paris calendar date). */
export function isBusinessDay(date: string | Date): boolean {
  const day = toDate(date);
  return isoWeekday(day) <= 5 && frenchPublicHoliday(day) === null;
}

/** The first business day strictly after a date. */
export function nextBusinessDay(date: string | Date): string {
  let day = addCalendarDays(toDate(date), 1);
  while (!isBusinessDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The date `days` business days after `date` (0 → the date itself). Counting starts the day after,
 * so from a Friday one business day is the next Monday (or Tuesday after Easter Monday).
 *
 * @throws RangeError when `days` is not a non-negative integer.
 */
export function addBusinessDays(date: string | Date, days: number): string {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`days must be a non-negative integer, got ${days}`);
  }
  let day = toDate(date);
  parseIsoDate(day);
  for (let counted = 0; counted < days; counted += 1) day = nextBusinessDay(day);
  return day;
}

/**
 * The business day an order placed at `at` is processed (spec §9): the same day when it is a
 * business day and the Paris clock shows less than 19:00; otherwise the next business day.
 */
export function processingDay(at: Date): string {
  const wall = parisDateTime(at);
  if (isBusinessDay(wall.date) && wall.hour < orderCutoffHour) return wall.date;
  return nextBusinessDay(wall.date);
}
