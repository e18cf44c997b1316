/**
 * Ending the lease early (spec §4: "Early return is free from month 13 in listed situations:
 * dismissal, resignation or mutual termination, maternity leave, incapacity over 3 months"; §9
 * "Early return: free from month 13"). Every answer says why, as a code the screen translates, and
 * from when things change (`freeFromOn`), so a rider can read why they may or may not return today.
 *
 * Our design where the specification is silent:
 * - before month 13 no early end is possible (the spec only says when it becomes free);
 * - from month 13 in another situation the rider may return the bike and pays their share of the
 *   rent of the months left after the current one (the current month has started: it is owed);
 * - early buyout, from month 13 too: the buyout price plus the bike part of the rent
 *   (`RentBreakdown.bikeCents`) of the months left, what the lease would still have collected for it.
 */
import {
  EARLY_RETURN_FREE_FROM_MONTH,
  LEASE_DURATION_MONTHS,
  earlyEndSituations,
  earlyReturnSituations,
  type EarlyEndSituation,
  type EarlyReturnSituation,
} from './constants';
import { monthlyRent } from './pricing';
import { addMonths, leaseMonthOn, type RentalInput } from './rental';
import { leaseSchedule } from './schedule';

/** A situation of spec §4's list (free early return from month 13). */
export function isListedSituation(situation: string): situation is EarlyReturnSituation {
  return (earlyReturnSituations as readonly string[]).includes(situation);
}

/** A situation a rider may give for an early end: a listed one or `'other'`. */
export function isEarlyEndSituation(situation: string): situation is EarlyEndSituation {
  return (earlyEndSituations as readonly string[]).includes(situation);
}

/** The first day of lease month 13, from which an early end is possible (and free if listed). */
export function earlyEndPossibleFrom(startedOn: string): string {
  return addMonths(startedOn, EARLY_RETURN_FREE_FROM_MONTH - 1);
}

/** Lease months after `month` until month 36 (0 once the lease is over). */
function monthsAfter(month: number): number {
  return Math.max(0, LEASE_DURATION_MONTHS - Math.max(month, 0));
}

export interface EarlyReturnInput extends RentalInput {
  /** Today, a Paris calendar date. */
  today: string;
  situation: EarlyEndSituation;
}

/**
 * - `before-month-13`: not possible yet (from `freeFromOn`);
 * - `listed-situation`: possible and free (spec §4);
 * - `other-situation`: possible, the rider pays their share of the months left;
 * - `after-end`: the 36 months are over (the end-of-lease choice applies instead).
 */
export type EarlyReturnReason =
  'before-month-13' | 'listed-situation' | 'other-situation' | 'after-end';

export interface EarlyReturn {
  allowed: boolean;
  /** Possible and nothing to pay. */
  free: boolean;
  /** What the rider pays to return the bike today, in cents (0 when not allowed or free). */
  costCents: number;
  /** Today's lease month (0 before the start, 37 and more after the end). */
  month: number;
  /** Months of the lease after the current one: those the return spares. */
  monthsLeft: number;
  reason: EarlyReturnReason;
  /** The first day of month 13: from then on a return is possible, and free in a listed situation. */
  freeFromOn: string;
}

/** May the rider return the bike today, for what, and why (spec §4, §9). */
export function earlyReturn(input: EarlyReturnInput): EarlyReturn {
  const { startedOn, today, situation } = input;
  if (!isEarlyEndSituation(situation)) {
    throw new RangeError(`unknown early-end situation ${String(situation)}`);
  }
  const month = leaseMonthOn(startedOn, today);
  const freeFromOn = earlyEndPossibleFrom(startedOn);
  const monthsLeft = monthsAfter(month);
  const refused = (reason: EarlyReturnReason): EarlyReturn => ({
    allowed: false,
    free: false,
    costCents: 0,
    month,
    monthsLeft,
    reason,
    freeFromOn,
  });
  // Checked even when the answer does not need them: bad figures fail loudly, whatever the month.
  const { instalments } = leaseSchedule(input.rentCents, input.policy, input.freeMonths);
  if (month > LEASE_DURATION_MONTHS) return refused('after-end');
  if (month < EARLY_RETURN_FREE_FROM_MONTH) return refused('before-month-13');
  if (isListedSituation(situation)) {
    return {
      allowed: true,
      free: true,
      costCents: 0,
      month,
      monthsLeft,
      reason: 'listed-situation',
      freeFromOn,
    };
  }
  const costCents = instalments.slice(month).reduce((sum, row) => sum + row.riderCents, 0);
  return {
    allowed: true,
    free: costCents === 0,
    costCents,
    month,
    monthsLeft,
    reason: 'other-situation',
    freeFromOn,
  };
}

export interface EarlyBuyoutInput extends Partial<
  Pick<RentalInput, 'rentCents' | 'policy' | 'freeMonths'>
> {
  startedOn: string;
  today: string;
  /** The bike's purchase price including tax, in cents. */
  bikePriceCents: number;
  /** The equipment leased with it (its prices move the bike part of the rent by a cent at most). */
  equipmentPriceCents?: readonly number[];
}

/**
 * - `before-month-13`: not possible yet (from `allowedFromOn`);
 * - `from-month-13`: possible today at `priceCents`;
 * - `after-end`: the 36 months are over (the end-of-lease buyout applies instead).
 */
export type EarlyBuyoutReason = 'before-month-13' | 'from-month-13' | 'after-end';

export interface EarlyBuyout {
  allowed: boolean;
  /** What the rider pays to keep the bike today: `buyoutCents` + `bikeLeftCents` (0 when not allowed). */
  priceCents: number;
  /** The end-of-lease buyout price (resell ratio of the purchase price, spec §9). */
  buyoutCents: number;
  /** The bike part of the rent of the months left after the current one. */
  bikeLeftCents: number;
  /** Today's lease month. */
  month: number;
  /** Months of the lease after the current one. */
  monthsLeft: number;
  /**
   * The rider's share of the rent of those months, which they no longer pay once the bike is theirs;
   * null when the rent, policy and free months were not given.
   */
  riderRentLeftCents: number | null;
  reason: EarlyBuyoutReason;
  /** The first day of month 13. */
  allowedFromOn: string;
}

/** May the rider buy the bike today, for how much, and why (our design, see the file's comment). */
export function earlyBuyout(input: EarlyBuyoutInput): EarlyBuyout {
  const { startedOn, today } = input;
  const month = leaseMonthOn(startedOn, today);
  const allowedFromOn = earlyEndPossibleFrom(startedOn);
  const rent = monthlyRent({
    bikePriceCents: input.bikePriceCents,
    equipmentPriceCents: input.equipmentPriceCents ?? [],
  });
  const monthsLeft = monthsAfter(month);
  const reason: EarlyBuyoutReason =
    month > LEASE_DURATION_MONTHS
      ? 'after-end'
      : month < EARLY_RETURN_FREE_FROM_MONTH
        ? 'before-month-13'
        : 'from-month-13';
  const allowed = reason === 'from-month-13';
  const bikeLeftCents = rent.bikeCents * monthsLeft;
  const { rentCents, policy, freeMonths } = input;
  const riderRentLeftCents =
    rentCents === undefined || policy === undefined || freeMonths === undefined
      ? null
      : leaseSchedule(rentCents, policy, freeMonths)
          .instalments.slice(Math.min(Math.max(month, 0), LEASE_DURATION_MONTHS))
          .reduce((sum, row) => sum + row.riderCents, 0);
  return {
    allowed,
    priceCents: allowed ? rent.buyoutCents + bikeLeftCents : 0,
    buyoutCents: rent.buyoutCents,
    bikeLeftCents,
    month,
    monthsLeft,
    riderRentLeftCents,
    reason,
    allowedFromOn,
  };
}
