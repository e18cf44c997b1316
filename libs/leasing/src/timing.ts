/**
 * The timing rules of the lease journey (spec §9, issue 13 "computed, not hard-coded in texts") and
 * the extra contribution the rider pays once before pickup (spec §4: "the order is unlocked once any
 * extra contribution is paid"). All wall times are Europe/Paris (see `businessDays.ts`).
 */
import {
  addBusinessDays,
  addParisDays,
  endOfParisDay,
  isoWeekday,
  parisDate,
  processingDay,
} from './businessDays';
import {
  approvalLapseDays,
  confirmationVoucherHoursWeekday,
  confirmationVoucherHoursWeekend,
  deliveryBusinessDays,
  homeDeliveryFeeCents,
  paymentDeadlineDays,
} from './constants';
import type { LeaseActor, LeaseEvent, LeaseStatus } from './lifecycle';

function toInstant(value: Date | string, name: string): Date {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) {
    throw new RangeError(`${name} must be a valid date or ISO timestamp, got ${String(value)}`);
  }
  return at;
}

/**
 * When the confirmation voucher is due once the rider has confirmed the equipment (spec §9): 24 h
 * later on a weekday, 48 h later when `at` falls on a Saturday or a Sunday (Paris calendar). Hours
 * are counted on the Paris clock, as a rider reads them: Saturday 10:00 → Monday 10:00, even across
 * the change to summer time (47 h elapsed then).
 */
export function confirmationVoucherDue(at: Date): Date {
  const weekend = isoWeekday(parisDate(toInstant(at, 'at'))) >= 6;
  const hours = weekend ? confirmationVoucherHoursWeekend : confirmationVoucherHoursWeekday;
  return addParisDays(at, hours / 24);
}

/** The estimated delivery date of an order placed at `at`: its processing day + 5 business days (spec §9). */
export function deliveryEstimate(at: Date): string {
  return addBusinessDays(processingDay(toInstant(at, 'at')), deliveryBusinessDays);
}

/** When an approval the rider has not confirmed lapses: 30 days later, same Paris time (our design). */
export function approvalLapsesAt(approvedAt: Date): Date {
  return addParisDays(toInstant(approvedAt, 'approvedAt'), approvalLapseDays);
}

/** The last moment to pay the extra contribution: 14 days after the pickup voucher (our design). */
export function paymentDeadline(pickupVoucherIssuedAt: Date): Date {
  return addParisDays(
    toInstant(pickupVoucherIssuedAt, 'pickupVoucherIssuedAt'),
    paymentDeadlineDays,
  );
}

/**
 * The moments of a lease request the timing rules start from: ISO timestamps, or null (or absent)
 * while the step has not happened. A `LeaseRequest` of the API fits as it is.
 */
export interface LeaseTimeline {
  status: LeaseStatus;
  createdAt: string;
  approvedAt?: string | null;
  equipmentConfirmedAt?: string | null;
  companySignedAt?: string | null;
  voucherSignedAt?: string | null;
  pickupVoucherIssuedAt?: string | null;
  paidAt?: string | null;
}

export interface NextLeaseStep {
  /** Who acts next. */
  actor: LeaseActor;
  /** What they are expected to do. */
  event: LeaseEvent;
  /**
   * By when, as an ISO timestamp (UTC); a deadline that is a whole day (the processing day, the
   * delivery estimate) is the last millisecond of that day in Paris. Null when no rule sets one.
   */
  dueBy: string | null;
}

/**
 * Who acts next on a lease request, what they do and by when (the tracker's "who acts next and by
 * when", issue 13). Null once the request is refused, cancelled or ended.
 *
 * | status              | next                          | due by                                              |
 * | ------------------- | ----------------------------- | --------------------------------------------------- |
 * | pending-validation  | company `approve`             | end of `processingDay(createdAt)`                   |
 * | approved            | rider `confirmEquipment`      | approvedAt + 30 days                                |
 * | equipment-confirmed | company `signContract`        | `confirmationVoucherDue(equipmentConfirmedAt)`      |
 * | contract-signed     | rider `signVoucher`           | —                                                   |
 * | voucher-signed      | platform `issuePickupVoucher` | —                                                   |
 * | awaiting-payment    | rider `payExtraContribution`  | pickupVoucherIssuedAt + 14 days                     |
 * | ready-for-pickup    | store `deliver`               | end of `deliveryEstimate(paidAt ?? pickupVoucherIssuedAt)` |
 * | active              | time `end`                    | — (issue 14)                                        |
 *
 * A timestamp the record lacks (a step whose moment was not kept) is taken as `now`.
 */
export function nextLeaseStep(lease: LeaseTimeline, now: Date): NextLeaseStep | null {
  const since = (value: string | null | undefined, name: string): Date =>
    value ? toInstant(value, name) : toInstant(now, 'now');
  switch (lease.status) {
    case 'pending-validation':
      return {
        actor: 'company',
        event: 'approve',
        dueBy: endOfParisDay(processingDay(since(lease.createdAt, 'createdAt'))).toISOString(),
      };
    case 'approved':
      return {
        actor: 'rider',
        event: 'confirmEquipment',
        dueBy: approvalLapsesAt(since(lease.approvedAt, 'approvedAt')).toISOString(),
      };
    case 'equipment-confirmed':
      return {
        actor: 'company',
        event: 'signContract',
        dueBy: confirmationVoucherDue(
          since(lease.equipmentConfirmedAt, 'equipmentConfirmedAt'),
        ).toISOString(),
      };
    case 'contract-signed':
      return { actor: 'rider', event: 'signVoucher', dueBy: null };
    case 'voucher-signed':
      return { actor: 'platform', event: 'issuePickupVoucher', dueBy: null };
    case 'awaiting-payment':
      return {
        actor: 'rider',
        event: 'payExtraContribution',
        dueBy: paymentDeadline(
          since(lease.pickupVoucherIssuedAt, 'pickupVoucherIssuedAt'),
        ).toISOString(),
      };
    case 'ready-for-pickup':
      return {
        actor: 'store',
        event: 'deliver',
        dueBy: endOfParisDay(
          deliveryEstimate(since(lease.paidAt ?? lease.pickupVoucherIssuedAt, 'paidAt')),
        ).toISOString(),
      };
    case 'active':
      return { actor: 'time', event: 'end', dueBy: null };
    case 'refused':
    case 'ended':
    case 'cancelled':
      return null;
  }
}

export type DeliveryMode = 'store' | 'home';

export interface ExtraContributionInput {
  /** Bike + equipment, including tax, in cents (the offer the rider confirms). */
  totalPriceCents: number;
  /** The company's per-bike envelope in cents (`client_settings.bike_envelope_cents`); null = no cap. */
  envelopeCents: number | null;
  /** Where the bike is handed over; null while the rider has not chosen. */
  delivery: DeliveryMode | null;
}

export interface ExtraContribution {
  /** The part of bike + equipment above the envelope; the rider pays it, the lease does not finance it. */
  priceExcessCents: number;
  /** 50 € incl. tax for home delivery (spec §9), 0 in store. */
  homeDeliveryCents: number;
  /** What the rider pays once, before pickup: price excess + home delivery. */
  totalCents: number;
  /** What the lease finances: bike + equipment up to the envelope. */
  financedPriceCents: number;
}

function checkCents(value: number | null, name: string): void {
  if (value !== null && (!Number.isSafeInteger(value) || value < 0)) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
  }
}

/**
 * The extra contribution (our design on spec §4 and §9): the rider pays once, before pickup, the
 * part of the bike and equipment above the company's per-bike envelope plus 50 € for home delivery.
 * `priceExcessCents + financedPriceCents === totalPriceCents` and
 * `priceExcessCents + homeDeliveryCents === totalCents`, exactly.
 *
 * @throws RangeError when an amount is not a non-negative integer number of cents.
 */
export function extraContribution({
  totalPriceCents,
  envelopeCents,
  delivery,
}: ExtraContributionInput): ExtraContribution {
  checkCents(totalPriceCents, 'totalPriceCents');
  checkCents(envelopeCents, 'envelopeCents');
  const priceExcessCents =
    envelopeCents === null ? 0 : Math.max(0, totalPriceCents - envelopeCents);
  const homeDeliveryCents = delivery === 'home' ? homeDeliveryFeeCents : 0;
  return {
    priceExcessCents,
    homeDeliveryCents,
    totalCents: priceExcessCents + homeDeliveryCents,
    financedPriceCents: totalPriceCents - priceExcessCents,
  };
}
