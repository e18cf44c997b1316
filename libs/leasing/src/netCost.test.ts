import type { CommuteDistanceBand, CommuteTransport } from '@velo/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './businessDays';
import { LEASE_DURATION_MONTHS } from './constants';
import { leaseSchedule } from './schedule';
import {
  BIKE_FLEET_TAX_REDUCTION,
  DISTANCE_BAND_ONE_WAY_TENTHS_KM,
  FMD_CEILING,
  FMD_COMBINED_CEILING,
  mobilityFigures,
} from './mobilityRules';
import { carScaleCents, commuteCost, motorbikeScaleCents, netCost } from './netCost';

const runs = { numRuns: 1000 };
const acme = { rate: 0.5, capCents: 6000 };
/** Every answer of the questionnaire (libs/validation commute.ts): a new one fails the typecheck here. */
const transports: Record<CommuteTransport, true> = {
  walking: true,
  'public-transport': true,
  'personal-car': true,
  'motorbike-or-scooter': true,
  carpooling: true,
  bike: true,
  other: true,
};
const transportList = Object.keys(transports) as CommuteTransport[];
const bands = Object.keys(DISTANCE_BAND_ONE_WAY_TENTHS_KM) as CommuteDistanceBand[];
const ines = {
  startedOn: '2026-01-15',
  rentCents: 10_820,
  policy: acme,
  freeMonths: 3,
  bikePriceCents: 300_000,
  today: '2026-11-23',
};

describe('the fiscal kilometric scales (barème kilométrique 2025): worked examples', () => {
  it('a 5 CV car: 3 420 km → 2 175,12 €; 10 000 km → 4 965 €; 25 000 km → 10 675 €', () => {
    expect(carScaleCents(3420)).toBe(217_512);
    expect(carScaleCents(10_000)).toBe(496_500);
    expect(carScaleCents(25_000)).toBe(1_067_500);
  });

  it('a 3–5 CV motorbike: 2 000 km → 936 €; 6 840 km → 1 881 €', () => {
    expect(motorbikeScaleCents(2000)).toBe(93_600);
    expect(motorbikeScaleCents(6840)).toBe(188_100);
    expect(() => carScaleCents(-1)).toThrow(RangeError);
  });
});

describe('commuteCost: worked examples', () => {
  it('by car, 5 to 10 km: 7,5 km each way, 228 days → 3 420 km, 2 175,12 € a year', () => {
    expect(commuteCost({ transport: 'personal-car', distanceBand: '5-10-km' })).toMatchObject({
      basis: 'car-scale',
      oneWayTenthsKm: 75,
      yearlyKm: 3420,
      yearlyCents: 217_512,
      leaseMonthsCents: 652_536,
      reason: null,
    });
  });

  it('by public transport: half of a 90,80 € Navigo pass, 45,40 € a month, 544,80 € a year', () => {
    const cost = commuteCost({ transport: 'public-transport', distanceBand: null });
    expect(cost).toMatchObject({
      basis: 'monthly-pass',
      yearlyCents: 54_480,
      leaseMonthsCents: 163_440,
    });
    expect(cost.figures.map((figure) => figure.id)).toEqual([
      'monthly-pass-price',
      'public-transport-employer-share',
    ]);
  });

  it('carpooling over 10 km: the car scale for 6 840 km (3 836,88 €) shared by two → 1 918,44 €', () => {
    expect(commuteCost({ transport: 'carpooling', distanceBand: 'over-10-km' }).yearlyCents).toBe(
      191_844,
    );
  });

  it('walking or an own bike cost nothing; "other" or a missing distance cannot be estimated', () => {
    expect(commuteCost({ transport: 'walking', distanceBand: 'under-2-km' }).yearlyCents).toBe(0);
    expect(commuteCost({ transport: 'bike', distanceBand: null }).basis).toBe('no-cost');
    expect(commuteCost({ transport: 'other', distanceBand: '2-5-km' })).toMatchObject({
      basis: 'unknown',
      yearlyCents: null,
      reason: 'other-transport',
    });
    expect(commuteCost({ transport: 'personal-car', distanceBand: null }).reason).toBe(
      'distance-missing',
    );
  });
});

describe('netCost: worked example', () => {
  it('Inès, 3 000 € bike at 108,20 €, Acme, 3 free months, drives 5–10 km: the lease costs her 1 785,30 €', () => {
    const view = netCost({
      ...ines,
      commute: { transport: 'personal-car', distanceBand: '5-10-km' },
    });
    expect(view.taxYear).toBe(2026);
    expect(view.figuresMayBeOutdated).toBe(false);
    expect(view.lease).toEqual({
      months: 36,
      freeMonths: 3,
      rentCents: 357_060,
      employerCents: 178_530,
      riderCents: 178_530,
      riderMonthlyCents: 5410,
      employerMonthlyCents: 5410,
    });
    // Keeping the bike: 1 785,30 € + 600 € = 2 385,30 €, 614,70 € below its price new.
    expect(view.buyout).toEqual({
      priceCents: 60_000,
      riderWithBuyoutCents: 238_530,
      bikePriceCents: 300_000,
      belowBikePriceCents: 61_470,
    });
    // Three years of driving: 6 525,36 €, 4 740,06 € more than the lease.
    expect(view.commute).toMatchObject({ leaseMonthsCents: 652_536, differenceCents: 474_006 });
    // 12 × 54,10 € = 649,20 € a year: 49,20 € above the 600 € FMD ceiling.
    expect(view.allowance).toEqual({
      ceilingCents: 60_000,
      combinedWithPublicTransport: false,
      employerYearlyCents: 64_920,
      withinCeiling: false,
      aboveCeilingCents: 4920,
    });
    // Months 4–24 fall due by 31 December 2027: 21 × 54,10 € × 25 % = 284,03 €; 2026 alone: 9 months.
    expect(view.employerTaxReduction).toEqual({
      percent: 25,
      until: '2027-12-31',
      eligibleEmployerCents: 113_610,
      reductionCents: 28_403,
      taxYearReductionCents: 12_173,
      employerNetCents: 150_127,
    });
    expect(view.notice).toBe('information-not-tax-advice');
    expect(view.figures.map((figure) => figure.id)).toEqual([
      'fmd-ceiling',
      'bike-fleet-tax-reduction',
      'car-scale-5cv',
      'commute-days-per-year',
      'distance-band-5-10-km',
    ]);
  });

  it('by public transport with her pass reimbursed: the 900 € combined ceiling; the lease costs 150,90 € more', () => {
    const view = netCost({
      ...ines,
      commute: { transport: 'public-transport', distanceBand: '5-10-km' },
      publicTransportReimbursed: true,
    });
    expect(view.allowance).toMatchObject({
      ceilingCents: 90_000,
      withinCeiling: true,
      aboveCeilingCents: 0,
    });
    expect(view.commute?.differenceCents).toBe(-15_090);
  });

  it('a lease started in 2028 gets no bike-fleet reduction; a 2028 view says its figures may be outdated', () => {
    const view = netCost({ ...ines, startedOn: '2028-01-15', today: '2028-02-01', commute: null });
    expect(view.employerTaxReduction.reductionCents).toBe(0);
    expect(view.figuresMayBeOutdated).toBe(true);
    expect(view.commute).toBeNull();
  });
});

describe('net cost: properties (fast-check, 1000 runs each)', () => {
  const day = fc.integer({ min: 9000, max: 12_000 }).map((n) => addCalendarDays('2000-01-01', n));
  const input = fc.record({
    startedOn: day,
    todayOffset: fc.integer({ min: 0, max: 1200 }),
    rentCents: fc.integer({ min: 0, max: 500_000 }),
    policy: fc.record({
      rate: fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
      capCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    }),
    freeMonths: fc.integer({ min: 0, max: LEASE_DURATION_MONTHS }),
    bikePriceCents: fc.integer({ min: 0, max: 2_000_000 }),
    commute: fc.option(
      fc.record({
        transport: fc.constantFrom(...transportList),
        distanceBand: fc.option(fc.constantFrom(...bands), { nil: null }),
      }),
      { nil: null },
    ),
    publicTransportReimbursed: fc.boolean(),
  });

  it('the shares add up, the comparisons are the differences they claim, every figure is sourced and dated', () => {
    fc.assert(
      fc.property(input, ({ todayOffset, ...rest }) => {
        const today = addCalendarDays(rest.startedOn, todayOffset);
        const view = netCost({ ...rest, today });
        const schedule = leaseSchedule(rest.rentCents, rest.policy, rest.freeMonths);
        expect(view.lease.riderCents).toBe(schedule.totals.riderCents);
        expect(view.lease.employerCents + view.lease.riderCents).toBe(view.lease.rentCents);
        expect(view.buyout.riderWithBuyoutCents).toBe(
          view.lease.riderCents + view.buyout.priceCents,
        );
        expect(view.buyout.belowBikePriceCents).toBe(
          rest.bikePriceCents - view.buyout.riderWithBuyoutCents,
        );
        if (view.commute?.leaseMonthsCents != null) {
          expect(view.commute.differenceCents).toBe(
            view.commute.leaseMonthsCents - view.lease.riderCents,
          );
          expect(view.commute.leaseMonthsCents).toBeGreaterThanOrEqual(0);
        }
        const { allowance, employerTaxReduction: tax } = view;
        expect(allowance.ceilingCents).toBe(
          rest.publicTransportReimbursed ? FMD_COMBINED_CEILING.value : FMD_CEILING.value,
        );
        expect(allowance.withinCeiling).toBe(allowance.aboveCeilingCents === 0);
        expect(allowance.employerYearlyCents - allowance.aboveCeilingCents).toBeLessThanOrEqual(
          allowance.ceilingCents,
        );
        expect(tax.eligibleEmployerCents).toBeLessThanOrEqual(view.lease.employerCents);
        expect(Math.abs(tax.reductionCents - tax.eligibleEmployerCents / 4)).toBeLessThanOrEqual(
          0.5,
        );
        expect(tax.taxYearReductionCents).toBeLessThanOrEqual(tax.reductionCents);
        if (rest.startedOn > BIKE_FLEET_TAX_REDUCTION.until) expect(tax.reductionCents).toBe(0);
        const sourced = view.figures.every(
          (figure) =>
            figure.source.length > 0 &&
            /^\d{4}-\d{2}-\d{2}$/.test(figure.asOf) &&
            (figure.status !== 'our-assumption' || figure.url === null),
        );
        expect(sourced).toBe(true);
        expect(view.notice).toBe('information-not-tax-advice');
      }),
      runs,
    );
  });

  it('a longer commute never costs less, whatever the transport', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...transportList),
        fc.integer({ min: 0, max: 2 }),
        (transport, index) => {
          const [shorter, longer] = [bands[index], bands[index + 1]] as [
            CommuteDistanceBand,
            CommuteDistanceBand,
          ];
          const near = commuteCost({ transport, distanceBand: shorter }).yearlyCents;
          const far = commuteCost({ transport, distanceBand: longer }).yearlyCents;
          if (near !== null && far !== null) expect(far).toBeGreaterThanOrEqual(near);
          else expect(near).toBe(far);
        },
      ),
      runs,
    );
  });

  it('the kilometric scales never fall as the distance grows, across their bands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 2000 }),
        (km, more) => {
          expect(carScaleCents(km + more)).toBeGreaterThanOrEqual(carScaleCents(km));
          expect(motorbikeScaleCents(km + more)).toBeGreaterThanOrEqual(motorbikeScaleCents(km));
        },
      ),
      runs,
    );
  });

  it('the list of figures names each once, each with a source, a date and a status', () => {
    const ids = mobilityFigures.map((figure) => figure.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const figure of mobilityFigures) {
      expect(figure.source).not.toBe('');
      expect(figure.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['sourced', 'to-confirm', 'our-assumption']).toContain(figure.status);
    }
  });
});
