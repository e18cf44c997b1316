import {
  leaseQuote,
  type CommercialOfferLike,
  type ContributionPolicy,
  type LeaseQuote,
} from '@velo/leasing';
import { useMemo } from 'react';

export interface LeaseFigures {
  /** The bike's price including tax, in integer cents. */
  bikePriceCents: number;
  /** The prices of the equipment chosen with it, in integer cents. @default [] */
  equipmentPriceCents?: readonly number[];
  /**
   * The employer's contribution (`employerContributionRate` and
   * `monthlyEmployerContributionCapCents` of `/api/v2/clients/{id}/employer-contribution-and-fmd-value`),
   * or null when it is not known: the rider's share is then the whole rent.
   */
  contribution: ContributionPolicy | null;
  /** The company's active commercial offer (its `monthsOfFreeRent`), or null. @default null */
  offer?: CommercialOfferLike | null;
  /** Free months apply to a new bike only. @default true */
  newBike?: boolean;
}

const noContribution: ContributionPolicy = { rate: 0, capCents: null };

/** The lease quote of @velo/leasing for these figures, computed again only when one changes. */
export function useLeaseQuote({
  bikePriceCents,
  equipmentPriceCents = [],
  contribution,
  offer = null,
  newBike = true,
}: LeaseFigures): LeaseQuote {
  const rate = contribution?.rate ?? 0;
  const capCents = contribution?.capCents ?? null;
  const free = offer?.monthsOfFreeRent ?? null;
  const hasContribution = contribution !== null;
  // The equipment list is compared by its prices, not by identity: a new array each render is fine.
  const equipmentKey = equipmentPriceCents.join(',');
  return useMemo(
    () =>
      leaseQuote({
        bikePriceCents,
        equipmentPriceCents: equipmentKey === '' ? [] : equipmentKey.split(',').map(Number),
        contribution: hasContribution ? { rate, capCents } : noContribution,
        offer: free === null ? null : { monthsOfFreeRent: free },
        newBike,
      }),
    [bikePriceCents, equipmentKey, hasContribution, rate, capCents, free, newBike],
  );
}
