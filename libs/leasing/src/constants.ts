/**
 * Every constant of the lease pricing model, in one file.
 *
 * Spec section 1 says the pricing of the lease is "not shown": the model below is ours, built on the
 * figures the specification does give (sections 1, 3 and 9). Each constant says where it comes from:
 * "spec §n" when the specification fixes it, "our design" when it does not.
 *
 * Rates are integers (percent, basis points) so that the model computes with exact fractions and
 * rounds once, to the cent. Amounts are integer euro cents, as the API carries money.
 *
 * ## The monthly rent (incl. tax), for a bike of price B and equipment of total price E
 *
 * ```
 * bike part       = (B − R) / 36 + (B + R) × r / 24      R = B × RESELL_RATIO_PERCENT / 100 (buyout)
 * equipment part  =  E / 36      +  E × r / 24          (equipment is not bought back: R = 0)
 * insurance       =  B × INSURANCE_MONTHLY_BASIS_POINTS / 10 000
 * servicing       =  SERVICING_YEARLY_CENTS / 12
 * assistance      =  ROADSIDE_ASSISTANCE_MONTHLY_CENTS
 * rent excl. tax  =  sum of the five parts
 * monthly rent    =  rent excl. tax × (1 + VAT), rounded half up to the cent, once
 * ```
 *
 * `(B − R) / 36` spreads over the 36 months what the bike loses in value (the buyout price R is
 * what the rider may pay to keep it, spec §9); `(B + R) × r / 24` is the financing charge of the
 * classic lease formula (the average amount outstanding, (B + R) / 2, at the monthly rate r / 12).
 * The parts shown to the rider are the same fractions including tax, apportioned so that they add up
 * exactly to the rounded monthly rent (largest remainder, no cent lost).
 */

/** Lease duration in months (spec §1 "a 36-month lease", §9 "Lease duration 36 months"). */
export const LEASE_DURATION_MONTHS = 36;

/** VAT rate in percent (spec §9 "VAT rate 0.2"). */
export const VAT_RATE_PERCENT = 20;

/** VAT rate as the ratio the specification and the API write (spec §3 "tax rate", §9). */
export const VAT_RATE = VAT_RATE_PERCENT / 100;

/**
 * Resell ratio in percent of the bike's purchase price: at the end of the lease the rider may buy
 * the bike back for this share of its price (spec §9 "Buyout: resell ratio percent of purchase
 * price"; spec §3 lists "resell ratio" on the lease). Its value is not shown: 20 % is our design.
 * The lease finances only the difference, so a higher ratio lowers the rent.
 */
export const RESELL_RATIO_PERCENT = 20;

/**
 * Yearly financing rate of the leasing company, in basis points (400 = 4 %). Not in the
 * specification: our design, a rate of the order French equipment leases carried in 2025–2026.
 */
export const FINANCING_RATE_BASIS_POINTS = 400;

/**
 * Theft and damage insurance (spec §1, included in the offer; spec §3 "insurance monthly cost"):
 * each month 0.35 % of the bike's price, excluding tax. The rate is our design.
 */
export const INSURANCE_MONTHLY_BASIS_POINTS = 35;

/**
 * Insurance franchise (excess) in percent of the bike's price, what the rider pays on a claim
 * (spec §3 "insurance franchise", value not shown): 10 % is our design. Not part of the rent.
 */
export const INSURANCE_FRANCHISE_PERCENT = 10;

/**
 * Servicing: three revisions a year, 12 control points, 60 euros per year in the simulation
 * (spec §9, "Revisions"). Taken as an amount excluding tax (our reading), i.e. 5 € a month.
 */
export const SERVICING_YEARLY_CENTS = 6000;

/** Revisions per year included in servicing (spec §9). */
export const SERVICING_REVISIONS_PER_YEAR = 3;

/**
 * Roadside assistance (spec §1, included in the offer; spec §9: towing beyond 1 km, about one hour's
 * wait). Its price is not shown: 2 € a month excluding tax is our design.
 */
export const ROADSIDE_ASSISTANCE_MONTHLY_CENTS = 200;

/**
 * Months of free rent for a new bike (spec §9 "Free rent for a new bike: 3 months"). The number a
 * rider gets comes from the company's active commercial offer (`monthsOfFreeRent`); this is the
 * value the specification names, used by the seed data and the tests.
 */
export const FREE_MONTHS_NEW_BIKE = 3;

// ## The lease journey's timing (issue 13; spec §9 "Delivery and timing"). Used by `timing.ts` and
// `businessDays.ts`; every rule is computed from these, never written into a text.

/**
 * Orders placed at or after this hour (Europe/Paris wall time) on a business day, or on any other
 * day, are processed the next business day (spec §9 "orders after 19:00 on weekdays or at weekends
 * are processed the next business day"; French public holidays count as non-business days, our reading).
 */
export const orderCutoffHour = 19;

/** The confirmation voucher reaches the rider within 24 h of a weekday order (spec §9). */
export const confirmationVoucherHoursWeekday = 24;

/** … and within 48 h of an order placed on a Saturday or a Sunday (spec §9). */
export const confirmationVoucherHoursWeekend = 48;

/** Delivery takes about 5 working days from the processing day (spec §9). */
export const deliveryBusinessDays = 5;

/** Home delivery costs 50 € including tax, in cents (spec §9); delivery to the store is free. */
export const homeDeliveryFeeCents = 5000;

/**
 * An approval the rider has not confirmed (equipment choice) within 30 days lapses and the request is
 * cancelled (our design: spec §4 does not say how long an approval stays valid).
 */
export const approvalLapseDays = 30;

/**
 * The extra contribution is to be paid within 14 days of the pickup voucher's issue; after that the
 * payment page says "payment deadline exceeded, contact support" (spec §8's text; the 14 days are our design).
 */
export const paymentDeadlineDays = 14;

// ## The running lease (issue 14; spec §3, §4, §9). Used by `rental.ts`, `endOfLease.ts`,
// `earlyEnd.ts` and `retention.ts`: screens show the dates and amounts those compute, never these
// numbers written into a text.

/**
 * Each instalment is debited from the rider's account on this day of the month in which its lease
 * month starts, or on the day the lease month starts when that is later in the month (our design:
 * the specification names a "next due date" and a "next direct debit price" (spec §3), not the day).
 */
export const DIRECT_DEBIT_DAY = 5;

/** The extension offered at the end of the lease lasts 2 years (spec §4, §9 "Extension 2 years"). */
export const EXTENSION_MONTHS = 24;

/**
 * During the extension the monthly rent is reduced by this percentage (spec §9 "with a monthly
 * reduction percentage (value not shown)"; spec §3 "agreement extension reduction"). 40 % is our
 * design: the bike has been paid off over 36 months, the extension rent still carries insurance,
 * servicing and assistance.
 */
export const EXTENSION_RENT_REDUCTION_PERCENT = 40;

/**
 * The end-of-lease choice (buyout, return or extension, spec §4) opens this many months before the
 * end: at the start of month 34 of 36 (our design; the specification does not say when).
 */
export const END_OF_LEASE_WINDOW_MONTHS = 3;

/**
 * The choice must be made before the start of month 36, i.e. one month before the end (our design);
 * without a choice the lease is extended automatically (spec §4 "without action the contract is
 * automatically extended or renewed").
 */
export const END_OF_LEASE_DECISION_MONTHS_BEFORE_END = 1;

/**
 * A chosen buyout must be paid this many days before the end of the lease: 0 = by the end date
 * itself (our design); an unpaid buyout leads to the automatic extension (spec §4 "an unpaid buyout
 * by the deadline leads to automatic extension or renewal").
 */
export const BUYOUT_PAYMENT_DAYS_BEFORE_END = 0;

/** Early return is free from this lease month on, in the listed situations (spec §4, §9). */
export const EARLY_RETURN_FREE_FROM_MONTH = 13;

/**
 * The situations in which an early return is free from month 13 (spec §4: "dismissal, resignation
 * or mutual termination, maternity leave, incapacity over 3 months").
 */
export const earlyReturnSituations = [
  'dismissal',
  'resignation-or-mutual-termination',
  'maternity-leave',
  'incapacity-over-3-months',
] as const;

/** A situation the specification lists for a free early return. */
export type EarlyReturnSituation = (typeof earlyReturnSituations)[number];

/** What a rider may give as the reason of an early end: a listed situation, or another one. */
export const earlyEndSituations = [...earlyReturnSituations, 'other'] as const;

/** A listed situation or `'other'` (our design: a rider may ask for any other reason, and pays). */
export type EarlyEndSituation = (typeof earlyEndSituations)[number];

/** Bank details are deleted automatically this many months after the end of the lease (spec §9). */
export const BANK_DETAILS_RETENTION_MONTHS = 6;
