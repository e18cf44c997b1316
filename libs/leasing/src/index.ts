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
export {
  allowedLeaseEvents,
  applyLeaseEvent,
  finalLeaseStatuses,
  isFinalLeaseStatus,
  isLeaseEvent,
  isLeaseStatus,
  isValidRefusalMotive,
  journeySteps,
  journeyStepStates,
  leaseActors,
  leaseEventActor,
  leaseEvents,
  leaseStatuses,
  leaseTransitions,
  refusalMotiveMaxLength,
} from './lifecycle';
export type {
  ApplyLeaseEventResult,
  JourneyStep,
  JourneyStepOptions,
  JourneyStepState,
  LeaseActor,
  LeaseEvent,
  LeaseEventContext,
  LeaseStatus,
  LeaseTransition,
} from './lifecycle';
export {
  addBusinessDays,
  addCalendarDays,
  addParisDays,
  easterSunday,
  endOfParisDay,
  frenchPublicHoliday,
  frenchPublicHolidays,
  isBusinessDay,
  isoWeekday,
  nextBusinessDay,
  parisDate,
  parisDateTime,
  parisInstant,
  processingDay,
} from './businessDays';
export type { FrenchPublicHoliday, ParisDateTime } from './businessDays';
export {
  approvalLapsesAt,
  confirmationVoucherDue,
  deliveryEstimate,
  extraContribution,
  nextLeaseStep,
  paymentDeadline,
} from './timing';
export type {
  DeliveryMode,
  ExtraContribution,
  ExtraContributionInput,
  LeaseTimeline,
  NextLeaseStep,
} from './timing';
