/**
 * Bank details are deleted automatically 6 months after the end of the lease (spec §9 "Bank
 * details: deleted automatically after 6 months"). The dev API purges them on these dates; the
 * profile screen says when.
 */
import { parseIsoDate } from './businessDays';
import { BANK_DETAILS_RETENTION_MONTHS } from './constants';
import { addMonths } from './rental';

/**
 * The day the bank details of a lease that ended on `endedOn` are deleted: `endedOn` + 6 months
 * (day clamped to the end of a shorter month: ended 31 August → deleted 28 or 29 February).
 */
export function bankDetailsDeletionDate(endedOn: string): string {
  return addMonths(endedOn, BANK_DETAILS_RETENTION_MONTHS);
}

/**
 * Whether the bank details are still kept on `today`: always while no lease has ended (`endedOn`
 * null: a running lease is still debited), then until the day before the deletion date.
 */
export function bankDetailsKept(endedOn: string | null, today: string): boolean {
  parseIsoDate(today);
  return endedOn === null || today < bankDetailsDeletionDate(endedOn);
}
