/**
 * The running lease (issue 14; spec §3 "next due date, next direct debit price, next revision date",
 * §9 "Lease duration 36 months", "Revisions: three per year"). Pure: "today" is always an argument,
 * a Paris calendar date `YYYY-MM-DD`, never read here.
 *
 * Lease months count from the delivery day (`startedOn`): month k (1…36) starts on
 * `addMonths(startedOn, k − 1)`, the day clamped to the end of a shorter month (a lease started on
 * 31 January has its month 2 start on 28 or 29 February, its month 3 on 31 March). The lease ends the
 * day before `addMonths(startedOn, 36)`.
 */
import { addCalendarDays, isoDate, parseIsoDate } from './businessDays';
import { DIRECT_DEBIT_DAY, LEASE_DURATION_MONTHS, SERVICING_REVISIONS_PER_YEAR } from './constants';
import type { ContributionPolicy } from './contributions';
import { leaseSchedule, type Instalment, type ScheduleTotals } from './schedule';

function checkMonths(months: number): void {
  if (!Number.isSafeInteger(months)) {
    throw new RangeError(`months must be an integer, got ${months}`);
  }
}

/** Days in a month (1–12) of a year. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same day `months` months later (earlier when negative), clamped to the last day of a shorter
 * month: 2026-01-31 + 1 → 2026-02-28; 2024-01-31 + 1 → 2024-02-29.
 */
export function addMonths(date: string, months: number): string {
  checkMonths(months);
  const [year, month, day] = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The first day of lease month `month` (1 = the start date). */
export function leaseMonthStart(startedOn: string, month: number): string {
  return addMonths(startedOn, month - 1);
}

/** The last day of the lease: the last day of month 36, the day before `addMonths(startedOn, 36)`. */
export function leaseEndDate(startedOn: string): string {
  return addCalendarDays(addMonths(startedOn, LEASE_DURATION_MONTHS), -1);
}

/**
 * The lease month `today` falls in: 0 before the start, 1…36 during the lease, 37 and more after its
 * end (an extension keeps counting: its first month is 37).
 */
export function leaseMonthOn(startedOn: string, today: string): number {
  const [startYear, startMonth] = parseIsoDate(startedOn);
  const [year, month] = parseIsoDate(today);
  if (today < startedOn) return 0;
  // The month starting in today's calendar month is month `elapsed + 1`; it may not have started yet.
  const elapsed = (year - startYear) * 12 + (month - startMonth);
  return addMonths(startedOn, elapsed) <= today ? elapsed + 1 : elapsed;
}

/** What a rental's schedule is computed from: the lease's figures as the API carries them. */
export interface RentalInput {
  /** The day the bike was delivered and the lease started (Paris calendar date). */
  startedOn: string;
  /** The monthly rent including tax, in cents. */
  rentCents: number;
  /** The employer's contribution rate and cap. */
  policy: ContributionPolicy;
  /** Months of free rent of the commercial offer (the first months of the lease). */
  freeMonths: number;
}

/** A rental as the API records it (contract `Rental`): the figures agreed when the contract was signed. */
export interface RecordedRental {
  startedOn: string;
  monthlyRentCents: number;
  /** The employer's monthly share of the rent, as agreed on the contract. */
  employerContributionCents: number;
  monthsOfFreeRent: number;
}

/**
 * The contribution policy of a recorded rental: the rental carries the employer's monthly share
 * agreed on the contract, so "the employer pays up to its recorded share" (rate 1, capped at that
 * share) gives back exactly that split for every month, without asking the company's terms again
 * (they may have changed since the contract).
 */
export function rentalContributionPolicy(
  rental: Pick<RecordedRental, 'employerContributionCents'>,
): ContributionPolicy {
  return { rate: 1, capCents: rental.employerContributionCents };
}

/** A recorded rental as `rentalSchedule`, `earlyReturn` and `netCost` take it. */
export function recordedRentalInput(rental: RecordedRental): RentalInput {
  return {
    startedOn: rental.startedOn,
    rentCents: rental.monthlyRentCents,
    policy: rentalContributionPolicy(rental),
    freeMonths: rental.monthsOfFreeRent,
  };
}

/**
 * - `free`: a month of free rent, nothing is debited;
 * - `paid`: debited before today;
 * - `due`: the next direct debit (on or after today): exactly the row `nextDirectDebit` names;
 * - `upcoming`: a later one.
 */
export type InstalmentState = 'paid' | 'due' | 'upcoming' | 'free';

export interface DatedInstalment extends Instalment {
  /** The day the lease month starts and its rent falls due. */
  dueOn: string;
  /** The day the rider's share is debited: the `DIRECT_DEBIT_DAY` of that month, or `dueOn` if later. */
  debitOn: string;
  state: InstalmentState;
}

export interface RentalSchedule {
  /** The 36 instalments, in month order, dates strictly increasing. */
  instalments: DatedInstalment[];
  /** Sums over the 36 months (free months at zero). */
  totals: ScheduleTotals;
  /** Sums of the instalments already debited (state `paid`). */
  paid: ScheduleTotals;
  /** Sums of the rest: `paid` + `toCome` = `totals`. */
  toCome: ScheduleTotals;
}

/** The day an instalment due on `dueOn` is debited: the 5th of its month, or `dueOn` if later. */
export function directDebitDay(dueOn: string): string {
  const [year, month, day] = parseIsoDate(dueOn);
  return day >= DIRECT_DEBIT_DAY ? dueOn : isoDate(year, month, DIRECT_DEBIT_DAY);
}

const zero = (): ScheduleTotals => ({ rentCents: 0, employerCents: 0, riderCents: 0 });

function addTo(totals: ScheduleTotals, instalment: Instalment): void {
  totals.rentCents += instalment.rentCents;
  totals.employerCents += instalment.employerCents;
  totals.riderCents += instalment.riderCents;
}

/** A month that leads to a debit from the rider's account: not free, and the rider has a share. */
const isDebited = (instalment: Instalment) => !instalment.free && instalment.riderCents > 0;

/**
 * The 36 instalments of a running lease with their dates and their state on `today`. The amounts are
 * those of `leaseSchedule` (free months first, then the rent split by `contributions`).
 *
 * A month's state: `free` for a free month; `paid` when its debit day is before today; `due` for the
 * next debit on or after today (at most one row; a month whose rider share is 0 — the employer pays
 * everything — is never debited, so never `due`); `upcoming` otherwise.
 */
export function rentalSchedule(input: RentalInput, today: string): RentalSchedule {
  parseIsoDate(today);
  const { instalments: plain, totals } = leaseSchedule(
    input.rentCents,
    input.policy,
    input.freeMonths,
  );
  const paid = zero();
  const toCome = zero();
  let dueFound = false;
  const instalments = plain.map((instalment): DatedInstalment => {
    const dueOn = leaseMonthStart(input.startedOn, instalment.month);
    const debitOn = directDebitDay(dueOn);
    let state: InstalmentState;
    if (instalment.free) state = 'free';
    else if (debitOn < today) state = 'paid';
    else if (!dueFound && isDebited(instalment)) {
      state = 'due';
      dueFound = true;
    } else state = 'upcoming';
    addTo(state === 'paid' ? paid : toCome, instalment);
    return { ...instalment, dueOn, debitOn, state };
  });
  return { instalments, totals, paid, toCome };
}

export interface NextDirectDebit {
  /** The debit day. */
  on: string;
  /** The rider's share debited that day, in cents. */
  amountCents: number;
  /** The lease month it pays. */
  month: number;
}

/**
 * The next direct debit on or after `today` (spec §3 "next due date, next direct debit price"): the
 * first month that is not free, has a rider share, and whose debit day is not past. Null once the
 * 36 months are debited (or when the employer pays the whole rent).
 */
export function nextDirectDebit(input: RentalInput, today: string): NextDirectDebit | null {
  const due = rentalSchedule(input, today).instalments.find((row) => row.state === 'due');
  return due ? { on: due.debitOn, amountCents: due.riderCents, month: due.month } : null;
}

/** Revisions of the lease: three a year (spec §9) over 36 months = 9. */
export const REVISIONS_PER_LEASE = (SERVICING_REVISIONS_PER_YEAR * LEASE_DURATION_MONTHS) / 12;

/** Months between two revisions: 12 / 3 = 4. */
export const REVISION_PERIOD_MONTHS = 12 / SERVICING_REVISIONS_PER_YEAR;

/**
 * - `done`: among the revisions done (the first `doneCount`);
 * - `to-book`: its period is running (from its start to `dueBy`) and it is not done;
 * - `overdue`: `dueBy` is past and it is not done;
 * - `later`: its period has not started.
 */
export type RevisionState = 'done' | 'to-book' | 'overdue' | 'later';

export interface PlannedRevision {
  /** 1…9. */
  number: number;
  /** The first day of its period: the start of lease month 4n − 3. */
  from: string;
  /** The last day of its period: `addMonths(startedOn, 4n)` − 1 day. */
  dueBy: string;
  state: RevisionState;
}

/**
 * The 9 revisions of a lease (three a year, spec §9), revision n to be done in lease months 4n − 3
 * to 4n (our design: one in each third of a year). `doneCount` revisions are done, counted in order.
 */
export function revisionPlan(
  startedOn: string,
  doneCount: number,
  today: string,
): PlannedRevision[] {
  parseIsoDate(today);
  if (!Number.isSafeInteger(doneCount) || doneCount < 0) {
    throw new RangeError(`doneCount must be a non-negative integer, got ${doneCount}`);
  }
  return Array.from({ length: REVISIONS_PER_LEASE }, (_, index) => {
    const number = index + 1;
    const from = addMonths(startedOn, REVISION_PERIOD_MONTHS * index);
    const dueBy = addCalendarDays(addMonths(startedOn, REVISION_PERIOD_MONTHS * number), -1);
    let state: RevisionState;
    if (number <= doneCount) state = 'done';
    else if (dueBy < today) state = 'overdue';
    else if (from <= today) state = 'to-book';
    else state = 'later';
    return { number, from, dueBy, state };
  });
}

/**
 * The spec's "next revision date" (§3): the date by which the first revision not yet done is due,
 * or null when all 9 are done.
 */
export function nextRevisionDate(
  startedOn: string,
  doneCount: number,
  today: string,
): string | null {
  return revisionPlan(startedOn, doneCount, today).find((r) => r.state !== 'done')?.dueBy ?? null;
}
