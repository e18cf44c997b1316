/**
 * The rider's net-cost view (issue 14, "a net-cost view that none of the anchors shows in one place"):
 * what the 36 months cost the rider after the employer's share, against the buyout price and against
 * keeping their current commute (the commute questionnaire's answers, spec §3), with the French rules of
 * the tax year that bear on it (`mobilityRules.ts`, each figure with its source and date).
 *
 * Information, not tax advice: the commute costs are scales and public prices, not the rider's own
 * costs; the allowance ceiling and the employer's tax reduction depend on situations this view does
 * not know (the result carries `notice: 'information-not-tax-advice'` for the screen to say so).
 */
import type { CommuteDistanceBand, CommuteTransport } from '@velo/validation';
import { parseIsoDate } from './businessDays';
import { LEASE_DURATION_MONTHS } from './constants';
import { contributions } from './contributions';
import { fraction, roundHalfUp, times } from './fraction';
import {
  BIKE_FLEET_TAX_REDUCTION,
  CAR_SCALE_HIGH_RATE,
  CAR_SCALE_MIDDLE,
  CAR_SCALE_UP_TO_5000_KM,
  CARPOOL_OCCUPANTS,
  COMMUTE_DAYS_PER_YEAR,
  DISTANCE_BAND_ONE_WAY_TENTHS_KM,
  distanceBandFigure,
  FMD_CEILING,
  FMD_COMBINED_CEILING,
  MOBILITY_FIGURES_CHECKED_ON,
  MONTHLY_PASS_PRICE,
  MOTORBIKE_SCALE_HIGH_RATE,
  MOTORBIKE_SCALE_MIDDLE,
  MOTORBIKE_SCALE_UP_TO_3000_KM,
  PUBLIC_TRANSPORT_EMPLOYER_SHARE,
  type SourcedFigure,
} from './mobilityRules';
import { buyoutCents } from './pricing';
import { rentalSchedule, type RentalInput } from './rental';

/** Thousandths of a euro per km times km, in cents: d × rate / 10, half up. */
const perKmCents = (km: number, rateThousandths: number) =>
  roundHalfUp(fraction(km * rateThousandths, 10));

interface Scale {
  lowRate: number;
  middle: { rate: number; fixedCents: number; fromKm: number; toKm: number };
  highRate: number;
}

const carScale: Scale = {
  lowRate: CAR_SCALE_UP_TO_5000_KM.value,
  middle: CAR_SCALE_MIDDLE,
  highRate: CAR_SCALE_HIGH_RATE,
};
const motorbikeScale: Scale = {
  lowRate: MOTORBIKE_SCALE_UP_TO_3000_KM.value,
  middle: MOTORBIKE_SCALE_MIDDLE,
  highRate: MOTORBIKE_SCALE_HIGH_RATE,
};

function scaleCents(scale: Scale, yearlyKm: number): number {
  if (!Number.isSafeInteger(yearlyKm) || yearlyKm < 0) {
    throw new RangeError(`yearlyKm must be a non-negative integer, got ${yearlyKm}`);
  }
  if (yearlyKm < scale.middle.fromKm) return perKmCents(yearlyKm, scale.lowRate);
  if (yearlyKm <= scale.middle.toKm) {
    return perKmCents(yearlyKm, scale.middle.rate) + scale.middle.fixedCents;
  }
  return perKmCents(yearlyKm, scale.highRate);
}

/** What a year of driving `yearlyKm` km costs by the fiscal scale for a 5 CV car, in cents. */
export function carScaleCents(yearlyKm: number): number {
  return scaleCents(carScale, yearlyKm);
}

/** … and for a 3–5 CV motorbike. */
export function motorbikeScaleCents(yearlyKm: number): number {
  return scaleCents(motorbikeScale, yearlyKm);
}

/** The questionnaire's answers the view reads (spec §3 "current commute transport", "distance bands"). */
export interface CommuteAnswers {
  transport: CommuteTransport;
  distanceBand: CommuteDistanceBand | null;
}

/**
 * How a commute's cost is estimated:
 * - `car-scale` / `motorbike-scale`: the fiscal kilometric scale on the yearly distance;
 * - `carpool-car-scale`: the car scale shared between the occupants;
 * - `monthly-pass`: a monthly pass less the employer's compulsory share, whatever the distance;
 * - `no-cost`: walking, or the rider's own bike: no cost counted;
 * - `unknown`: no estimate (`reason` says why).
 */
export type CommuteCostBasis =
  'car-scale' | 'motorbike-scale' | 'carpool-car-scale' | 'monthly-pass' | 'no-cost' | 'unknown';

export interface CommuteCost {
  transport: CommuteTransport;
  distanceBand: CommuteDistanceBand | null;
  basis: CommuteCostBasis;
  /** The one-way distance taken for the band, in tenths of a km (null when not used). */
  oneWayTenthsKm: number | null;
  /** Kilometres a year, there and back every commuting day (null when not used). */
  yearlyKm: number | null;
  /** What the commute costs the rider a year, in cents; null when unknown. */
  yearlyCents: number | null;
  /** … over the 36 months of a lease (3 years); null when unknown. */
  leaseMonthsCents: number | null;
  /** Why there is no estimate: `other-transport` (the answer "other"), `distance-missing`. */
  reason: 'other-transport' | 'distance-missing' | null;
  /** The figures the estimate uses. */
  figures: SourcedFigure[];
}

const LEASE_YEARS = LEASE_DURATION_MONTHS / 12;

/** Kilometres a year for a one-way distance in tenths of a km: there and back, every commuting day. */
function yearlyKmOf(oneWayTenthsKm: number): number {
  return Math.round((oneWayTenthsKm * 2 * COMMUTE_DAYS_PER_YEAR.value) / 10);
}

/** The cost of keeping the current commute, from the questionnaire's answers. */
export function commuteCost(answers: CommuteAnswers): CommuteCost {
  const { transport, distanceBand } = answers;
  const base = { transport, distanceBand };
  const estimate = (
    basis: CommuteCostBasis,
    yearlyCents: number,
    figures: SourcedFigure[],
    distance: { oneWayTenthsKm: number; yearlyKm: number } | null = null,
  ): CommuteCost => ({
    ...base,
    basis,
    oneWayTenthsKm: distance?.oneWayTenthsKm ?? null,
    yearlyKm: distance?.yearlyKm ?? null,
    yearlyCents,
    leaseMonthsCents: yearlyCents * LEASE_YEARS,
    reason: null,
    figures,
  });
  const unknown = (reason: 'other-transport' | 'distance-missing'): CommuteCost => ({
    ...base,
    basis: 'unknown',
    oneWayTenthsKm: null,
    yearlyKm: null,
    yearlyCents: null,
    leaseMonthsCents: null,
    reason,
    figures: [],
  });

  switch (transport) {
    case 'walking':
    case 'bike':
      return estimate('no-cost', 0, []);
    case 'public-transport': {
      const riderPercent = 100 - PUBLIC_TRANSPORT_EMPLOYER_SHARE.value;
      const monthly = roundHalfUp(fraction(MONTHLY_PASS_PRICE.value * riderPercent, 100));
      return estimate('monthly-pass', monthly * 12, [
        MONTHLY_PASS_PRICE,
        PUBLIC_TRANSPORT_EMPLOYER_SHARE,
      ]);
    }
    case 'other':
      return unknown('other-transport');
    case 'personal-car':
    case 'carpooling':
    case 'motorbike-or-scooter': {
      if (distanceBand === null) return unknown('distance-missing');
      const oneWayTenthsKm = DISTANCE_BAND_ONE_WAY_TENTHS_KM[distanceBand];
      const yearlyKm = yearlyKmOf(oneWayTenthsKm);
      const distance = { oneWayTenthsKm, yearlyKm };
      const common = [COMMUTE_DAYS_PER_YEAR, distanceBandFigure(distanceBand)];
      if (transport === 'motorbike-or-scooter') {
        return estimate(
          'motorbike-scale',
          motorbikeScaleCents(yearlyKm),
          [MOTORBIKE_SCALE_UP_TO_3000_KM, ...common],
          distance,
        );
      }
      if (transport === 'carpooling') {
        const shared = roundHalfUp(fraction(carScaleCents(yearlyKm), CARPOOL_OCCUPANTS.value));
        return estimate(
          'carpool-car-scale',
          shared,
          [CAR_SCALE_UP_TO_5000_KM, CARPOOL_OCCUPANTS, ...common],
          distance,
        );
      }
      return estimate(
        'car-scale',
        carScaleCents(yearlyKm),
        [CAR_SCALE_UP_TO_5000_KM, ...common],
        distance,
      );
    }
  }
}

export interface NetCostInput extends RentalInput {
  /** The bike's purchase price including tax, in cents (for the buyout and the comparison). */
  bikePriceCents: number;
  /** The commute questionnaire's answers, or null when the rider has not answered it. */
  commute: CommuteAnswers | null;
  /** The employer also reimburses the rider's public-transport pass (the FMD's combined ceiling). */
  publicTransportReimbursed?: boolean;
  /** Today (Paris calendar date): the tax year whose rules apply. */
  today: string;
}

export interface NetCost {
  /** The year of `today`, whose rules the view shows. */
  taxYear: number;
  /** True when the tax year is later than the year the figures were last checked. */
  figuresMayBeOutdated: boolean;
  /** The 36 months: what the rent comes to and who pays it (free months at zero). */
  lease: {
    months: number;
    freeMonths: number;
    rentCents: number;
    employerCents: number;
    riderCents: number;
    /** The rider's share of a month that is not free. */
    riderMonthlyCents: number;
    employerMonthlyCents: number;
  };
  /** Keeping the bike at the end (spec §9 buyout) against buying it new. */
  buyout: {
    priceCents: number;
    /** The rider's 36 months plus the buyout: what owning the bike this way costs the rider. */
    riderWithBuyoutCents: number;
    /** The bike's price new, for comparison. */
    bikePriceCents: number;
    /** `bikePriceCents − riderWithBuyoutCents`: positive when the lease and buyout cost less than buying new. */
    belowBikePriceCents: number;
  };
  /** The current commute's cost over 36 months against the lease, or null without answers. */
  commute:
    | (CommuteCost & {
        /** Commute cost over 36 months − the rider's lease cost; positive: the lease costs less. Null when unknown. */
        differenceCents: number | null;
      })
    | null;
  /** The employer's yearly share against the sustainable-mobility allowance ceiling (FMD). */
  allowance: {
    ceilingCents: number;
    combinedWithPublicTransport: boolean;
    employerYearlyCents: number;
    withinCeiling: boolean;
    aboveCeilingCents: number;
  };
  /** CGI art. 220 undecies A: 25 % of the employer's lease costs incurred until 31 December 2027. */
  employerTaxReduction: {
    percent: number;
    until: string;
    /** The employer's shares of the instalments due by `until`. */
    eligibleEmployerCents: number;
    reductionCents: number;
    /** … of which for instalments due in the tax year. */
    taxYearReductionCents: number;
    /** The employer's 36 months less the reduction. */
    employerNetCents: number;
  };
  /** Every figure the view uses, with its source and date. */
  figures: SourcedFigure[];
  notice: 'information-not-tax-advice';
}

const percentOf = (cents: number, percent: number) =>
  roundHalfUp(times(fraction(cents), fraction(percent, 100)));

/** The rider's net-cost view of their lease (see the file's comment; not tax advice). */
export function netCost(input: NetCostInput): NetCost {
  const [taxYear] = parseIsoDate(input.today);
  const [checkedYear] = parseIsoDate(MOBILITY_FIGURES_CHECKED_ON);
  const { instalments, totals } = rentalSchedule(input, input.today);
  const monthly = contributions(input.rentCents, input.policy);

  const buyout = buyoutCents(input.bikePriceCents);
  const riderWithBuyoutCents = totals.riderCents + buyout;

  const commute = input.commute === null ? null : commuteCost(input.commute);

  const combined = input.publicTransportReimbursed === true;
  const ceilingFigure = combined ? FMD_COMBINED_CEILING : FMD_CEILING;
  const employerYearlyCents = monthly.employerCents * 12;

  const { until } = BIKE_FLEET_TAX_REDUCTION;
  const eligible = instalments.filter((row) => row.dueOn <= until);
  const eligibleEmployerCents = eligible.reduce((sum, row) => sum + row.employerCents, 0);
  const reductionCents = percentOf(eligibleEmployerCents, BIKE_FLEET_TAX_REDUCTION.value);
  const taxYearReductionCents = percentOf(
    eligible
      .filter((row) => Number(row.dueOn.slice(0, 4)) === taxYear)
      .reduce((sum, row) => sum + row.employerCents, 0),
    BIKE_FLEET_TAX_REDUCTION.value,
  );

  const figures = [ceilingFigure, BIKE_FLEET_TAX_REDUCTION, ...(commute?.figures ?? [])];
  return {
    taxYear,
    figuresMayBeOutdated: taxYear > checkedYear,
    lease: {
      months: LEASE_DURATION_MONTHS,
      freeMonths: input.freeMonths,
      rentCents: totals.rentCents,
      employerCents: totals.employerCents,
      riderCents: totals.riderCents,
      riderMonthlyCents: monthly.riderCents,
      employerMonthlyCents: monthly.employerCents,
    },
    buyout: {
      priceCents: buyout,
      riderWithBuyoutCents,
      bikePriceCents: input.bikePriceCents,
      belowBikePriceCents: input.bikePriceCents - riderWithBuyoutCents,
    },
    commute:
      commute === null
        ? null
        : {
            ...commute,
            differenceCents:
              commute.leaseMonthsCents === null
                ? null
                : commute.leaseMonthsCents - totals.riderCents,
          },
    allowance: {
      ceilingCents: ceilingFigure.value,
      combinedWithPublicTransport: combined,
      employerYearlyCents,
      withinCeiling: employerYearlyCents <= ceilingFigure.value,
      aboveCeilingCents: Math.max(0, employerYearlyCents - ceilingFigure.value),
    },
    employerTaxReduction: {
      percent: BIKE_FLEET_TAX_REDUCTION.value,
      until,
      eligibleEmployerCents,
      reductionCents,
      taxYearReductionCents,
      employerNetCents: totals.employerCents - reductionCents,
    },
    figures,
    notice: 'information-not-tax-advice',
  };
}
