import type { Schemas } from '@velo/api-sdk';
import { addCalendarDays, isoWeekday } from '@velo/leasing';

/** The days from `from` to `to` on which the store opens, at most `count`. */
export function openDays(
  openingHours: readonly Schemas['OpeningDay'][],
  from: string,
  to: string,
  count: number,
): string[] {
  const open = new Set(
    openingHours.filter((day) => day.periods.length > 0).map((day) => day.weekday),
  );
  const days: string[] = [];
  for (let day = from; day <= to && days.length < count; day = addCalendarDays(day, 1)) {
    if (open.has(isoWeekday(day))) days.push(day);
  }
  return days;
}
