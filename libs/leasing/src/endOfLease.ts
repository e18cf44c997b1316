/**
 * The end of the lease (spec §4: "At end of lease the user chooses buyout, return, or a 2-year
 * extension. Without action the contract is automatically extended or renewed […]. An unpaid buyout
 * by the deadline leads to automatic extension or renewal"; §9 "Extension 2 years with a monthly
 * reduction percentage", "Buyout: resell ratio percent of purchase price").
 *
 * Of the spec's alternatives for a rider who does nothing, we keep the automatic extension (our
 * design): the rider keeps riding at the reduced rent, nothing is collected without a choice.
 */
import { addCalendarDays, parseIsoDate } from './businessDays';
import {
  BUYOUT_PAYMENT_DAYS_BEFORE_END,
  END_OF_LEASE_DECISION_MONTHS_BEFORE_END,
  END_OF_LEASE_WINDOW_MONTHS,
  EXTENSION_MONTHS,
  EXTENSION_RENT_REDUCTION_PERCENT,
  LEASE_DURATION_MONTHS,
  RESELL_RATIO_PERCENT,
} from './constants';
import { contributions, type ContributionPolicy } from './contributions';
import { fraction, roundHalfUp } from './fraction';
import { buyoutCents } from './pricing';
import { addMonths, leaseEndDate } from './rental';

/** `not-yet` before it opens, `open` from `opensOn` to `decideBy` included, `closed` after. */
export type EndOfLeaseWindowState = 'not-yet' | 'open' | 'closed';

export interface EndOfLeaseWindow {
  /** The first day the rider may choose: the start of month 34. */
  opensOn: string;
  /** The last day to choose (or change the choice): the day before month 36 starts. */
  decideBy: string;
  /** The last day a chosen buyout may be paid: the end date (`BUYOUT_PAYMENT_DAYS_BEFORE_END` = 0). */
  buyoutPayBy: string;
  /** The last day of the lease (month 36). */
  endsOn: string;
  state: EndOfLeaseWindowState;
}

/** When the end-of-lease choice opens and closes, for a lease started on `startedOn`. */
export function endOfLeaseWindow(startedOn: string, today: string): EndOfLeaseWindow {
  parseIsoDate(today);
  const opensOn = addMonths(startedOn, LEASE_DURATION_MONTHS - END_OF_LEASE_WINDOW_MONTHS);
  const decideBy = addCalendarDays(
    addMonths(startedOn, LEASE_DURATION_MONTHS - END_OF_LEASE_DECISION_MONTHS_BEFORE_END),
    -1,
  );
  const endsOn = leaseEndDate(startedOn);
  const buyoutPayBy = addCalendarDays(endsOn, -BUYOUT_PAYMENT_DAYS_BEFORE_END);
  const state: EndOfLeaseWindowState =
    today < opensOn ? 'not-yet' : today <= decideBy ? 'open' : 'closed';
  return { opensOn, decideBy, buyoutPayBy, endsOn, state };
}

export interface EndOfLeaseOptionsInput {
  /** The bike's purchase price including tax, in cents (the buyout is a share of it). */
  bikePriceCents: number;
  /** The monthly rent of the lease including tax, in cents. */
  rentCents: number;
  /** The employer's contribution rate and cap (they apply to the extension rent too, our design). */
  policy: ContributionPolicy;
}

export interface EndOfLeaseOptions {
  /** Keep the bike: pay the resell ratio of its purchase price (spec §9). */
  buyout: { priceCents: number; resellRatioPercent: number };
  /** Give the bike back: nothing to pay. */
  return: { priceCents: 0 };
  /** Keep riding 24 more months at the reduced rent, split as during the lease. */
  extend: {
    months: number;
    monthlyRentCents: number;
    employerMonthlyCents: number;
    riderMonthlyCents: number;
    reductionPercent: number;
  };
}

/** The extension's monthly rent: the rent less `EXTENSION_RENT_REDUCTION_PERCENT`, half up to the cent. */
export function extensionRentCents(rentCents: number): number {
  if (!Number.isSafeInteger(rentCents) || rentCents < 0) {
    throw new RangeError(`rentCents must be a non-negative integer, got ${rentCents}`);
  }
  return roundHalfUp(fraction(rentCents * (100 - EXTENSION_RENT_REDUCTION_PERCENT), 100));
}

/** The price of each end-of-lease option, side by side. */
export function endOfLeaseOptions(input: EndOfLeaseOptionsInput): EndOfLeaseOptions {
  const monthlyRentCents = extensionRentCents(input.rentCents);
  const split = contributions(monthlyRentCents, input.policy);
  return {
    buyout: {
      priceCents: buyoutCents(input.bikePriceCents),
      resellRatioPercent: RESELL_RATIO_PERCENT,
    },
    return: { priceCents: 0 },
    extend: {
      months: EXTENSION_MONTHS,
      monthlyRentCents,
      employerMonthlyCents: split.employerCents,
      riderMonthlyCents: split.riderCents,
      reductionPercent: EXTENSION_RENT_REDUCTION_PERCENT,
    },
  };
}

export type EndOfLeaseChoice = 'buyout' | 'return' | 'extend';

/** What happens at the end of the lease. */
export type EndOfLeaseOutcomeKind = 'buyout' | 'return' | 'extend' | 'automatic-extension';

/**
 * Why, as a code the screen translates:
 * - `no-choice-yet`: nothing chosen, still time; as things stand the lease is extended automatically;
 * - `no-choice-made`: the deadline passed without a choice: automatic extension (spec §4);
 * - `buyout-awaiting-payment`: buyout chosen, to be paid by `buyoutPayBy`;
 * - `buyout-paid`: buyout chosen and paid: the bike is the rider's at the end;
 * - `buyout-unpaid`: buyout chosen but not paid by `buyoutPayBy`: automatic extension (spec §4);
 * - `return-chosen`, `extend-chosen`: the rider's choice.
 */
export type EndOfLeaseOutcomeReason =
  | 'no-choice-yet'
  | 'no-choice-made'
  | 'buyout-awaiting-payment'
  | 'buyout-paid'
  | 'buyout-unpaid'
  | 'return-chosen'
  | 'extend-chosen';

export interface EndOfLeaseOutcome {
  outcome: EndOfLeaseOutcomeKind;
  reason: EndOfLeaseOutcomeReason;
  /** False while the rider can still change it (choose, change the choice, or pay the buyout). */
  final: boolean;
}

/**
 * What the end of the lease leads to, given the rider's choice (null: none), whether a chosen buyout
 * is paid, and today. The choice may change until `decideBy`; a buyout may be paid until `buyoutPayBy`.
 */
export function endOfLeaseOutcome(
  choice: EndOfLeaseChoice | null,
  buyoutPaid: boolean,
  today: string,
  window: Pick<EndOfLeaseWindow, 'decideBy' | 'buyoutPayBy'>,
): EndOfLeaseOutcome {
  parseIsoDate(today);
  const decided = today > window.decideBy;
  switch (choice) {
    case null:
      return decided
        ? { outcome: 'automatic-extension', reason: 'no-choice-made', final: true }
        : { outcome: 'automatic-extension', reason: 'no-choice-yet', final: false };
    case 'return':
      return { outcome: 'return', reason: 'return-chosen', final: decided };
    case 'extend':
      return { outcome: 'extend', reason: 'extend-chosen', final: decided };
    case 'buyout':
      if (buyoutPaid) return { outcome: 'buyout', reason: 'buyout-paid', final: true };
      return today > window.buyoutPayBy
        ? { outcome: 'automatic-extension', reason: 'buyout-unpaid', final: true }
        : { outcome: 'buyout', reason: 'buyout-awaiting-payment', final: false };
  }
}

export interface ExtensionDates {
  /** The first day of the extension: the day after the lease's end (lease month 37). */
  startedOn: string;
  /** Its last day, 24 months later. */
  endsOn: string;
}

/** The dates of the 24-month extension (chosen or automatic) of a lease started on `startedOn`. */
export function extensionDates(startedOn: string): ExtensionDates {
  return {
    startedOn: addMonths(startedOn, LEASE_DURATION_MONTHS),
    endsOn: addCalendarDays(addMonths(startedOn, LEASE_DURATION_MONTHS + EXTENSION_MONTHS), -1),
  };
}
