export * from './constants';
export { buyoutCents, monthlyRent } from './pricing';
export type { RentBreakdown, RentInput } from './pricing';
export { contributions, rateThousandths } from './contributions';
export type { ContributionPolicy, Contributions } from './contributions';
export { freeMonths, leaseQuote, leaseSchedule } from './schedule';
export type {
  CommercialOfferLike,
  Instalment,
  LeaseQuote,
  LeaseQuoteInput,
  LeaseSchedule,
  ScheduleTotals,
} from './schedule';
