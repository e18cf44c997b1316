/**
 * The employer's contribution to the monthly rent and the rider's share (spec §1 "The employer pays
 * part of the monthly rent"; §3 "employer contribution rate, employee contribution rate").
 */

export interface ContributionPolicy {
  /**
   * Share of the rent the employer pays, 0 to 1, as the API carries it
   * (`employerContributionRate` of `/api/v2/clients/{id}/employer-contribution-and-fmd-value`).
   * Read to the thousandth, as the server stores it (numeric(4,3)).
   */
  rate: number;
  /** Monthly cap of the employer's contribution in cents, or null when there is none. */
  capCents: number | null;
}

export interface Contributions {
  /** What the employer pays each month: never above the cap nor above the rent. */
  employerCents: number;
  /** What the rider pays each month: the rest of the rent. */
  riderCents: number;
}

/** A rate such as 0.5 as exact thousandths (500); a float rate is never multiplied as a float. */
export function rateThousandths(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new RangeError(`a contribution rate lies between 0 and 1, got ${rate}`);
  }
  return Math.round(rate * 1000);
}

/**
 * Splits a monthly rent between the employer and the rider: the employer pays `rate` of the rent,
 * rounded half up to the cent, capped by `capCents`; the rider pays the rest, so the two add up to
 * the rent exactly.
 *
 * @throws RangeError when the rent or the cap is not a non-negative integer number of cents, or the
 * rate lies outside 0–1.
 */
export function contributions(rentCents: number, policy: ContributionPolicy): Contributions {
  if (!Number.isSafeInteger(rentCents) || rentCents < 0) {
    throw new RangeError(`rentCents must be a non-negative integer, got ${rentCents}`);
  }
  const { capCents } = policy;
  if (capCents !== null && (!Number.isSafeInteger(capCents) || capCents < 0)) {
    throw new RangeError(`capCents must be null or a non-negative integer, got ${capCents}`);
  }
  const share = Math.round((rentCents * rateThousandths(policy.rate)) / 1000);
  const employerCents = Math.min(share, rentCents, capCents ?? Number.POSITIVE_INFINITY);
  return { employerCents, riderCents: rentCents - employerCents };
}
