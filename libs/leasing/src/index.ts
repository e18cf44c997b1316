export * from './constants';
export { buyoutCents, financedPrices, monthlyRent } from './pricing';
export type { RentBreakdown, RentInput } from './pricing';
export { contributions, rateThousandths } from './contributions';
export type { ContributionPolicy, Contributions } from './contributions';
export { agreedLeaseQuote, freeMonths, leaseQuote, leaseSchedule } from './schedule';
export type {
  AgreedLease,
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
export { currentLeaseRequest, journeyView } from './journey';
export type { JourneyLease, JourneyRiderAction, JourneyView } from './journey';
export {
  addBusinessDays,
  addCalendarDays,
  addParisDays,
  calendarDaysBetween,
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
export {
  addMonths,
  directDebitDay,
  leaseEndDate,
  leaseMonthOn,
  leaseMonthStart,
  nextDirectDebit,
  nextRevisionDate,
  recordedRentalInput,
  rentalContributionPolicy,
  rentalSchedule,
  REVISION_PERIOD_MONTHS,
  REVISIONS_PER_LEASE,
  revisionPlan,
} from './rental';
export type {
  DatedInstalment,
  InstalmentState,
  NextDirectDebit,
  PlannedRevision,
  RecordedRental,
  RentalInput,
  RentalSchedule,
  RevisionState,
} from './rental';
export {
  endOfLeaseOptions,
  endOfLeaseOutcome,
  endOfLeaseWindow,
  extensionDates,
  extensionRentCents,
} from './endOfLease';
export type {
  EndOfLeaseChoice,
  EndOfLeaseOptions,
  EndOfLeaseOptionsInput,
  EndOfLeaseOutcome,
  EndOfLeaseOutcomeKind,
  EndOfLeaseOutcomeReason,
  EndOfLeaseWindow,
  EndOfLeaseWindowState,
  ExtensionDates,
} from './endOfLease';
export {
  earlyBuyout,
  earlyEndPossibleFrom,
  earlyReturn,
  isEarlyEndSituation,
  isListedSituation,
} from './earlyEnd';
export type {
  EarlyBuyout,
  EarlyBuyoutInput,
  EarlyBuyoutReason,
  EarlyReturn,
  EarlyReturnInput,
  EarlyReturnReason,
} from './earlyEnd';
export { bankDetailsDeletionDate, bankDetailsKept } from './retention';
export {
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
  mobilityFigures,
  MONTHLY_PASS_PRICE,
  MOTORBIKE_SCALE_HIGH_RATE,
  MOTORBIKE_SCALE_MIDDLE,
  MOTORBIKE_SCALE_UP_TO_3000_KM,
  PUBLIC_TRANSPORT_EMPLOYER_SHARE,
} from './mobilityRules';
export type { FigureStatus, FigureUnit, SourcedFigure } from './mobilityRules';
export { carScaleCents, commuteCost, motorbikeScaleCents, netCost } from './netCost';
export type {
  CommuteAnswers,
  CommuteCost,
  CommuteCostBasis,
  NetCost,
  NetCostInput,
} from './netCost';
