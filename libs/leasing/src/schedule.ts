import { LEASE_DURATION_MONTHS } from './constants';
import { contributions, type ContributionPolicy, type Contributions } from './contributions';
import { financedPrices, monthlyRent, type RentBreakdown, type RentInput } from './pricing';

/** What the API says of a company's active commercial offer (`monthsOfFreeRent`), or null. */
export interface CommercialOfferLike {
  monthsOfFreeRent: number;
}

/**
 * Months of free rent a rider gets: those of the company's active commercial offer, for a new bike
 * only (spec §9 "Free rent for a new bike: 3 months"), never more than the lease lasts.
 */
export function freeMonths(
  offer: CommercialOfferLike | null | undefined,
  { newBike = true }: { newBike?: boolean } = {},
): number {
  if (!offer || !newBike) return 0;
  const months = Math.trunc(offer.monthsOfFreeRent);
  if (!Number.isFinite(months) || months <= 0) return 0;
  return Math.min(months, LEASE_DURATION_MONTHS);
}

export interface Instalment {
  /** 1 to 36. */
  month: number;
  /** A month of free rent: nobody pays it (the commercial offer waives the whole rent). */
  free: boolean;
  rentCents: number;
  employerCents: number;
  riderCents: number;
}

export interface ScheduleTotals {
  /** Rent paid over the whole lease. */
  rentCents: number;
  employerCents: number;
  riderCents: number;
}

export interface LeaseSchedule {
  instalments: Instalment[];
  totals: ScheduleTotals;
}

/**
 * The 36 monthly instalments of a lease: the first `freeMonths` cost nothing (neither the rider
 * nor the employer pays a waived rent), then each month the rent split as `contributions` says.
 * Totals are the sums of the instalments, so they equal (36 − free months) × each monthly figure.
 */
export function leaseSchedule(
  rentCents: number,
  policy: ContributionPolicy,
  free: number,
): LeaseSchedule {
  if (!Number.isSafeInteger(free) || free < 0 || free > LEASE_DURATION_MONTHS) {
    throw new RangeError(`free months lie between 0 and ${LEASE_DURATION_MONTHS}, got ${free}`);
  }
  const paid = contributions(rentCents, policy);
  const instalments: Instalment[] = [];
  const totals: ScheduleTotals = { rentCents: 0, employerCents: 0, riderCents: 0 };
  for (let month = 1; month <= LEASE_DURATION_MONTHS; month += 1) {
    const isFree = month <= free;
    const instalment: Instalment = isFree
      ? { month, free: true, rentCents: 0, employerCents: 0, riderCents: 0 }
      : { month, free: false, rentCents, ...paid };
    instalments.push(instalment);
    totals.rentCents += instalment.rentCents;
    totals.employerCents += instalment.employerCents;
    totals.riderCents += instalment.riderCents;
  }
  return { instalments, totals };
}

export interface LeaseQuoteInput extends RentInput {
  /** The employer's contribution rate and cap. */
  contribution: ContributionPolicy;
  /** The company's active commercial offer, or null when none runs. */
  offer?: CommercialOfferLike | null;
  /** @default true */
  newBike?: boolean;
}

/** Everything a rider reads about one bike's lease: rent, shares, free months and totals. */
export interface LeaseQuote {
  rent: RentBreakdown;
  /** The split of one paid month. */
  monthly: Contributions;
  freeMonths: number;
  /** Sums over the 36 months, free months included at zero. */
  totals: ScheduleTotals;
}

/** One call for a screen: the monthly rent, its split, the free months and the lease totals. */
export function leaseQuote({
  contribution,
  offer = null,
  newBike = true,
  ...prices
}: LeaseQuoteInput): LeaseQuote {
  const rent = monthlyRent(prices);
  const free = freeMonths(offer, { newBike });
  const schedule = leaseSchedule(rent.rentCents, contribution, free);
  return {
    rent,
    monthly: contributions(rent.rentCents, contribution),
    freeMonths: free,
    totals: schedule.totals,
  };
}

/**
 * What the API returns of a lease request: its prices and the monthly figures the server fixed for
 * it (`monthlyRentCents`, `employerContributionCents`, `riderContributionCents`,
 * `monthsOfFreeRent` of `LeaseRequest`).
 */
export interface AgreedLease {
  bikePriceCents: number;
  equipment: readonly { priceCents: number }[];
  /** Fixed when the equipment is confirmed (null before): its price excess is paid apart. */
  extraContribution: { priceExcessCents: number } | null;
  monthlyRentCents: number;
  employerContributionCents: number;
  riderContributionCents: number;
  monthsOfFreeRent: number;
}

/**
 * The quote of a lease request as the API fixed it, for a screen that shows a request rather than
 * simulates one: the rent, its split and the free months are the API's, the totals over the lease
 * follow from them. Only what the API does not return comes from the model: the rent's parts and
 * the buyout price, of the prices the lease finances (`financedPrices`). The dev API's tests keep the
 * API's figures and the model in agreement.
 */
export function agreedLeaseQuote(lease: AgreedLease): LeaseQuote {
  const prices = financedPrices(
    {
      bikePriceCents: lease.bikePriceCents,
      equipmentPriceCents: lease.equipment.map((item) => item.priceCents),
    },
    lease.extraContribution?.priceExcessCents ?? 0,
  );
  const free = lease.monthsOfFreeRent;
  const paidMonths = LEASE_DURATION_MONTHS - free;
  const monthly = {
    employerCents: lease.employerContributionCents,
    riderCents: lease.riderContributionCents,
  };
  return {
    rent: { ...monthlyRent(prices), rentCents: lease.monthlyRentCents },
    monthly,
    freeMonths: free,
    totals: {
      rentCents: paidMonths * lease.monthlyRentCents,
      employerCents: paidMonths * monthly.employerCents,
      riderCents: paidMonths * monthly.riderCents,
    },
  };
}
