/**
 * Monthly rents as the app computes them: the dev API asks @velo/leasing (the one pricing model,
 * libs/leasing/src/constants.ts), so `GET /api/v2/clients/{id}/monthly-rents` and the screens agree
 * to the cent.
 */
import { contributions, monthlyRent, type ContributionPolicy } from '@velo/leasing';

/**
 * The equipment of a rent "with equipments" (spec section 1: helmets, locks): a helmet at 79,90 € and
 * a U-lock at 89,90 €, the pack the rent scale quotes.
 */
export const rentScaleEquipmentPriceCents: readonly number[] = [7990, 8990];

/** The monthly rent incl. tax of a bike alone, or with the rent scale's equipment pack. */
export function scaleRentCents(bikePriceCents: number, withEquipments: boolean): number {
  return monthlyRent({
    bikePriceCents,
    equipmentPriceCents: withEquipments ? rentScaleEquipmentPriceCents : [],
  }).rentCents;
}

/** One row of the rent scale: the rent and its split for a client's contribution policy. */
export function rentScaleRow(
  bikePriceCents: number,
  withEquipments: boolean,
  policy: ContributionPolicy,
) {
  const monthlyRentCents = scaleRentCents(bikePriceCents, withEquipments);
  const { employerCents, riderCents } = contributions(monthlyRentCents, policy);
  return {
    bikePriceCents,
    monthlyRentCents,
    employerContributionCents: employerCents,
    employeeContributionCents: riderCents,
  };
}
