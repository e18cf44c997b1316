/**
 * The French figures the rider's net-cost view (issue 14, `netCost.ts`) compares the lease with:
 * each written down once, with where it comes from, the date it is known for, and whether it still
 * has to be confirmed. None of them is tax advice: the view shows them as information, the rider's or
 * the employer's own situation decides what applies.
 *
 * Amounts are integer cents; a per-kilometre rate is in thousandths of a euro (0,636 €/km = 636) so
 * that the scales compute exactly. Not part of the specification (spec §9 lists no tax figure): the
 * sources named here are public French ones, read in November 2026 (an address is given only where
 * we know it; otherwise the site to search on).
 */

/** How sure a figure is. */
export type FigureStatus =
  /** Read in the named source. */
  | 'sourced'
  /** Stated in issue 14 or read in a secondary source: to check against the named official source. */
  | 'to-confirm'
  /** Not a rule: our assumption, explained in `note`. */
  | 'our-assumption';

export type FigureUnit =
  | 'cents-per-year'
  | 'cents-per-month'
  | 'percent'
  | 'thousandths-of-euro-per-km'
  | 'days-per-year'
  | 'tenths-of-km'
  | 'people';

/** One figure and where it comes from; the screen lists them under its "where the figures come from". */
export interface SourcedFigure {
  /** Stable id, the key of the figure's label in the screen's messages. */
  id: string;
  value: number;
  unit: FigureUnit;
  /** The source by name (a law article, an official page, a published price list). */
  source: string;
  /** The official page to check it on, when there is one. */
  url: string | null;
  /** The date the figure is known for (in force from, or published on). */
  asOf: string;
  /** Its last day when the rule itself says so (e.g. the bike-fleet tax reduction). */
  until: string | null;
  status: FigureStatus;
  /** What the figure means, in one line (English, for developers; the screen has its own texts). */
  note: string;
}

/**
 * Sustainable-mobility allowance ("forfait mobilités durables", FMD): what an employer may pay a rider
 * who commutes by bike, exempt from income tax and social contributions up to this ceiling a year
 * (CGI article 81, 19° ter b; Code du travail L3261-3-1). 600 € as issue 14 states it.
 */
export const FMD_CEILING: SourcedFigure = {
  id: 'fmd-ceiling',
  value: 60_000,
  unit: 'cents-per-year',
  source: 'Forfait mobilités durables — CGI art. 81, 19° ter b; Code du travail L3261-3-1',
  url: 'https://www.service-public.fr',
  asOf: '2026-01-01',
  until: null,
  status: 'to-confirm',
  note: 'Yearly exemption ceiling of the FMD; to confirm against service-public.fr for the tax year.',
};

/**
 * … and the ceiling when the FMD is combined with the employer's reimbursement of a public-transport
 * pass: 900 € a year (issue 14).
 */
export const FMD_COMBINED_CEILING: SourcedFigure = {
  id: 'fmd-combined-ceiling',
  value: 90_000,
  unit: 'cents-per-year',
  source:
    'Forfait mobilités durables combined with public-transport reimbursement — CGI art. 81, 19° ter b',
  url: 'https://www.service-public.fr',
  asOf: '2026-01-01',
  until: null,
  status: 'to-confirm',
  note: 'Yearly exemption ceiling of the FMD plus the public-transport pass reimbursement; to confirm.',
};

/**
 * Companies subject to corporate tax that make a bike fleet available to their employees for the
 * commute get a tax reduction of 25 % of its cost (CGI article 220 undecies A), for costs incurred
 * until 31 December 2027 (BOFiP BOI-IS-RICI-20-30, 8 January 2025). The law speaks of bikes made
 * available free of charge: whether a lease the rider shares qualifies is the employer's question.
 */
export const BIKE_FLEET_TAX_REDUCTION: SourcedFigure & { until: string } = {
  id: 'bike-fleet-tax-reduction',
  value: 25,
  unit: 'percent',
  source: 'CGI art. 220 undecies A; BOFiP BOI-IS-RICI-20-30 (8 January 2025)',
  url: 'https://bofip.impots.gouv.fr/node/361242',
  asOf: '2025-01-08',
  until: '2027-12-31',
  status: 'to-confirm',
  note: "Employer's corporate-tax reduction, 25 % of the bike fleet's cost incurred until 31 Dec 2027, for companies subject to corporate tax.",
};

/**
 * Car cost per km: the fiscal kilometric scale ("barème kilométrique") for a 5 CV car, up to
 * 5 000 km a year: d × 0,636 € (scale published for 2024 income in 2025, unchanged since the arrêté of
 * 27 March 2023). It counts depreciation, repairs, tyres, fuel and insurance.
 */
export const CAR_SCALE_UP_TO_5000_KM: SourcedFigure = {
  id: 'car-scale-5cv',
  value: 636,
  unit: 'thousandths-of-euro-per-km',
  source:
    'Barème kilométrique 2025 (revenus 2024), voiture 5 CV — impots.gouv.fr / BOI-BAREME-000001',
  url: 'https://www.impots.gouv.fr',
  asOf: '2024-01-01',
  until: null,
  status: 'to-confirm',
  note: '5 CV car, d ≤ 5 000 km a year: d × 0,636 €; 5 001–20 000 km: d × 0,357 € + 1 395 €; beyond: d × 0,427 €.',
};

/** The 5 CV scale's middle band: d × 0,357 € + 1 395 € from 5 001 to 20 000 km a year. */
export const CAR_SCALE_MIDDLE = {
  rate: 357,
  fixedCents: 139_500,
  fromKm: 5001,
  toKm: 20_000,
} as const;
/** … and beyond 20 000 km: d × 0,427 €. */
export const CAR_SCALE_HIGH_RATE = 427;

/**
 * Motorbike or scooter cost per km: the kilometric scale for a 3–5 CV motorbike (over 50 cm³), up to
 * 3 000 km a year: d × 0,468 € (same publication as the car scale).
 */
export const MOTORBIKE_SCALE_UP_TO_3000_KM: SourcedFigure = {
  id: 'motorbike-scale-3-5cv',
  value: 468,
  unit: 'thousandths-of-euro-per-km',
  source:
    'Barème kilométrique 2025 (revenus 2024), motocyclette 3 à 5 CV — impots.gouv.fr / BOI-BAREME-000001',
  url: 'https://www.impots.gouv.fr',
  asOf: '2024-01-01',
  until: null,
  status: 'to-confirm',
  note: '3–5 CV motorbike, d ≤ 3 000 km a year: d × 0,468 €; 3 001–6 000 km: d × 0,082 € + 1 158 €; beyond: d × 0,275 €.',
};

/** The 3–5 CV motorbike scale's middle band: d × 0,082 € + 1 158 € from 3 001 to 6 000 km. */
export const MOTORBIKE_SCALE_MIDDLE = {
  rate: 82,
  fixedCents: 115_800,
  fromKm: 3001,
  toKm: 6000,
} as const;
/** … and beyond 6 000 km: d × 0,275 €. */
export const MOTORBIKE_SCALE_HIGH_RATE = 275;

/**
 * Public transport: the monthly all-zones Navigo pass of Île-de-France Mobilités, 90,80 € from
 * 1 January 2026 (88,80 € in 2025), the best-known French monthly pass; other networks cost less.
 */
export const MONTHLY_PASS_PRICE: SourcedFigure = {
  id: 'monthly-pass-price',
  value: 9080,
  unit: 'cents-per-month',
  source: 'Passe Navigo mois, toutes zones — Île-de-France Mobilités tariffs from 1 January 2026',
  url: 'https://www.iledefrance-mobilites.fr',
  asOf: '2026-01-01',
  until: null,
  status: 'to-confirm',
  note: 'Monthly Navigo pass, all zones (Île-de-France); a pass elsewhere in France usually costs less.',
};

/** The employer pays at least half of a public-transport pass (Code du travail L3261-2, R3261-1). */
export const PUBLIC_TRANSPORT_EMPLOYER_SHARE: SourcedFigure = {
  id: 'public-transport-employer-share',
  value: 50,
  unit: 'percent',
  source: 'Code du travail L3261-2 and R3261-1 (prise en charge des titres d’abonnement)',
  url: 'https://www.legifrance.gouv.fr',
  asOf: '2009-01-01',
  until: null,
  status: 'to-confirm',
  note: "The employer's compulsory share of a public-transport pass; the rider pays the rest.",
};

/**
 * Working days commuted a year: 365 − 104 weekend days − 25 days of paid leave (5 weeks, Code du
 * travail L3141-3) − 8 public holidays falling on a weekday ≈ 228 (our assumption; remote work not
 * counted).
 */
export const COMMUTE_DAYS_PER_YEAR: SourcedFigure = {
  id: 'commute-days-per-year',
  value: 228,
  unit: 'days-per-year',
  source:
    'Our assumption: 365 − 104 weekend days − 25 days of paid leave (Code du travail L3141-3) − 8 public holidays',
  url: null,
  asOf: '2026-11-23',
  until: null,
  status: 'our-assumption',
  note: 'Every working day commuted, there and back; remote work not counted.',
};

/**
 * The one-way distance taken for each distance band of the commute questionnaire (spec §3 "distance
 * bands: under 2 km, 2-5, 5-10, over 10 km"), in tenths of a km: the middle of each band, 15 km for
 * "over 10 km" (our assumption).
 */
export const DISTANCE_BAND_ONE_WAY_TENTHS_KM = {
  'under-2-km': 15,
  '2-5-km': 35,
  '5-10-km': 75,
  'over-10-km': 150,
} as const;

/** The one-way distance taken for a distance band, as a figure that says it is our assumption. */
export function distanceBandFigure(
  band: keyof typeof DISTANCE_BAND_ONE_WAY_TENTHS_KM,
): SourcedFigure {
  return {
    id: `distance-band-${band}`,
    value: DISTANCE_BAND_ONE_WAY_TENTHS_KM[band],
    unit: 'tenths-of-km',
    source:
      'Our assumption: the middle of the questionnaire band (1,5 / 3,5 / 7,5 km), 15 km over 10 km',
    url: null,
    asOf: '2026-11-23',
    until: null,
    status: 'our-assumption',
    note: "One-way distance taken for the questionnaire's distance band.",
  };
}

/** Carpooling: the car's cost per km shared by this many people (our assumption: driver and one passenger). */
export const CARPOOL_OCCUPANTS: SourcedFigure = {
  id: 'carpool-occupants',
  value: 2,
  unit: 'people',
  source: 'Our assumption: the car scale shared between two people',
  url: null,
  asOf: '2026-11-23',
  until: null,
  status: 'our-assumption',
  note: 'A carpooled commute costs the car scale divided between two occupants.',
};

/** The day the figures above were last read; a later tax year may have others. */
export const MOBILITY_FIGURES_CHECKED_ON = '2026-11-23';

/** Every figure the net-cost view may show, for a "where the figures come from" list. */
export const mobilityFigures: readonly SourcedFigure[] = [
  FMD_CEILING,
  FMD_COMBINED_CEILING,
  BIKE_FLEET_TAX_REDUCTION,
  CAR_SCALE_UP_TO_5000_KM,
  MOTORBIKE_SCALE_UP_TO_3000_KM,
  MONTHLY_PASS_PRICE,
  PUBLIC_TRANSPORT_EMPLOYER_SHARE,
  COMMUTE_DAYS_PER_YEAR,
  CARPOOL_OCCUPANTS,
  ...(
    Object.keys(DISTANCE_BAND_ONE_WAY_TENTHS_KM) as (keyof typeof DISTANCE_BAND_ONE_WAY_TENTHS_KM)[]
  ).map(distanceBandFigure),
];
