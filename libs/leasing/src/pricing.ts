import {
  FINANCING_RATE_BASIS_POINTS,
  INSURANCE_FRANCHISE_PERCENT,
  INSURANCE_MONTHLY_BASIS_POINTS,
  LEASE_DURATION_MONTHS,
  RESELL_RATIO_PERCENT,
  ROADSIDE_ASSISTANCE_MONTHLY_CENTS,
  SERVICING_YEARLY_CENTS,
  VAT_RATE_PERCENT,
} from './constants';
import { add, apportion, fraction, roundHalfUp, times, type Fraction } from './fraction';

export interface RentInput {
  /** The bike's purchase price including tax, in integer cents. */
  bikePriceCents: number;
  /** The prices of the equipment leased with it (helmet, lock…), including tax, in integer cents. */
  equipmentPriceCents?: readonly number[];
}

/**
 * The monthly rent of a lease and what it is made of. Every amount is in integer cents including
 * tax, except where the name says otherwise; the five parts add up exactly to `rentCents`.
 */
export interface RentBreakdown {
  /** What the bike costs each month: its loss of value over the lease and its financing. */
  bikeCents: number;
  /** What the equipment costs each month (equipment is not bought back at the end). */
  equipmentCents: number;
  /** Theft and damage insurance. */
  insuranceCents: number;
  /** Servicing: three revisions a year. */
  servicingCents: number;
  /** Roadside assistance. */
  assistanceCents: number;
  /** The monthly rent including tax: the sum of the five parts above. */
  rentCents: number;
  /** The monthly rent excluding tax. */
  rentExclTaxCents: number;
  /** The VAT in the monthly rent: `rentCents - rentExclTaxCents`. */
  vatCents: number;
  /** What the rider may pay at the end of the lease to keep the bike (spec §9, buyout). */
  buyoutCents: number;
  /** What the rider pays on an insurance claim. */
  insuranceFranchiseCents: number;
  /** Months of the lease (36). */
  durationMonths: number;
}

function checkCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
  }
}

const percent = (value: number) => fraction(value, 100);
const basisPoints = (value: number) => fraction(value, 10_000);
const months = fraction(1, LEASE_DURATION_MONTHS);
/** Monthly financing charge on the average amount outstanding: (B + R) / 2 × rate / 12. */
const financing = times(basisPoints(FINANCING_RATE_BASIS_POINTS), fraction(1, 24));
const withVat = percent(100 + VAT_RATE_PERCENT);

/**
 * The prices a lease finances once the part above the company's envelope is paid apart as the extra
 * contribution (lease-design §2): `priceExcessCents` comes off the bike's price first, then off each
 * item of equipment in order, so that the monthly rent covers the rest only.
 *
 * @throws RangeError when a price or the excess is not a non-negative integer number of cents.
 */
export function financedPrices(
  { bikePriceCents, equipmentPriceCents = [] }: RentInput,
  priceExcessCents: number,
): Required<RentInput> {
  checkCents(priceExcessCents, 'priceExcessCents');
  let rest = priceExcessCents;
  const take = (price: number, name: string) => {
    checkCents(price, name);
    const taken = Math.min(price, rest);
    rest -= taken;
    return price - taken;
  };
  return {
    bikePriceCents: take(bikePriceCents, 'bikePriceCents'),
    equipmentPriceCents: equipmentPriceCents.map((price, index) =>
      take(price, `equipmentPriceCents[${index}]`),
    ),
  };
}

/** The buyout price of a bike: the resell ratio of its purchase price (spec §9), to the cent. */
export function buyoutCents(bikePriceCents: number): number {
  checkCents(bikePriceCents, 'bikePriceCents');
  return roundHalfUp(times(fraction(bikePriceCents), percent(RESELL_RATIO_PERCENT)));
}

/**
 * The monthly rent of a bike and its equipment over the 36 months of the lease: see the formula in
 * `constants.ts`. Rounded once, half up to the cent; the parts are apportioned so that none is lost.
 *
 * @throws RangeError when a price is not a non-negative integer number of cents.
 */
export function monthlyRent({
  bikePriceCents,
  equipmentPriceCents = [],
}: RentInput): RentBreakdown {
  checkCents(bikePriceCents, 'bikePriceCents');
  equipmentPriceCents.forEach((price, index) => checkCents(price, `equipmentPriceCents[${index}]`));

  const bike = fraction(bikePriceCents);
  const resell = times(bike, percent(RESELL_RATIO_PERCENT));
  const equipment = fraction(equipmentPriceCents.reduce((sum, price) => sum + BigInt(price), 0n));

  const exclTax: Fraction[] = [
    // (B − R) / 36 + (B + R) × r / 24
    add(
      times(bike, percent(100 - RESELL_RATIO_PERCENT), months),
      times(add(bike, resell), financing),
    ),
    // E / 36 + E × r / 24 (no buyout value)
    add(times(equipment, months), times(equipment, financing)),
    times(bike, basisPoints(INSURANCE_MONTHLY_BASIS_POINTS)),
    fraction(SERVICING_YEARLY_CENTS, 12),
    fraction(ROADSIDE_ASSISTANCE_MONTHLY_CENTS),
  ];
  const inclTax = exclTax.map((part) => times(part, withVat));
  const rentCents = roundHalfUp(add(...inclTax));
  const rentExclTaxCents = roundHalfUp(add(...exclTax));
  const [
    bikeCents = 0,
    equipmentCents = 0,
    insuranceCents = 0,
    servicingCents = 0,
    assistanceCents = 0,
  ] = apportion(inclTax, rentCents);

  return {
    bikeCents,
    equipmentCents,
    insuranceCents,
    servicingCents,
    assistanceCents,
    rentCents,
    rentExclTaxCents,
    vatCents: rentCents - rentExclTaxCents,
    buyoutCents: roundHalfUp(resell),
    insuranceFranchiseCents: roundHalfUp(times(bike, percent(INSURANCE_FRANCHISE_PERCENT))),
    durationMonths: LEASE_DURATION_MONTHS,
  };
}
