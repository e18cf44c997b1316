/**
 * The lease lifecycle: statuses, events, who triggers each event, and the transition table, as a
 * typed state machine shared by the rider app and the dev API (issue 13, design §1).
 *
 * Spec §4 ("Lease flow") names the facts — pending company validation, approved, refused with a
 * motive, equipment confirmed (locked), contract signed by the company, confirmation voucher signed,
 * pickup voucher issued, extra contribution paid, delivered — but says the exact rules are not shown:
 * the table below is our design on those facts. Pure functions, no I/O.
 */

/** Every status a lease request can have (API and database values). */
export const leaseStatuses = [
  'pending-validation',
  'refused',
  'approved',
  'equipment-confirmed',
  'contract-signed',
  'voucher-signed',
  'awaiting-payment',
  'ready-for-pickup',
  'active',
  'ended',
  'cancelled',
] as const;

export type LeaseStatus = (typeof leaseStatuses)[number];

/** Every event that moves a lease request from one status to another. */
export const leaseEvents = [
  'approve',
  'refuse',
  'confirmEquipment',
  'signContract',
  'signVoucher',
  'issuePickupVoucher',
  'payExtraContribution',
  'deliver',
  'cancel',
  'lapse',
  'end',
] as const;

export type LeaseEvent = (typeof leaseEvents)[number];

/** Who may trigger an event: each event has exactly one actor. */
export const leaseActors = ['rider', 'company', 'store', 'platform', 'time'] as const;

export type LeaseActor = (typeof leaseActors)[number];

/** Statuses no event leaves: the request was refused, the lease is over, or it was cancelled. */
export const finalLeaseStatuses: readonly LeaseStatus[] = ['refused', 'ended', 'cancelled'];

/** Longest refusal motive the company may give, in characters (our design, design §1). */
export const refusalMotiveMaxLength = 500;

export interface LeaseTransition {
  readonly from: LeaseStatus;
  readonly event: LeaseEvent;
  readonly to: LeaseStatus;
  readonly actor: LeaseActor;
  /**
   * Set on the two rows of `issuePickupVoucher`: which one applies depends on whether an extra
   * contribution is due (spec §4: the order is unlocked once the extra contribution is paid).
   */
  readonly when?: 'extra-contribution-due' | 'nothing-to-pay';
}

const eventActors: Readonly<Record<LeaseEvent, LeaseActor>> = {
  approve: 'company',
  refuse: 'company',
  confirmEquipment: 'rider',
  signContract: 'company',
  signVoucher: 'rider',
  issuePickupVoucher: 'platform',
  payExtraContribution: 'rider',
  deliver: 'store',
  cancel: 'rider',
  lapse: 'time',
  end: 'time',
};

function row(
  from: LeaseStatus,
  event: LeaseEvent,
  to: LeaseStatus,
  when?: LeaseTransition['when'],
): LeaseTransition {
  return when
    ? { from, event, to, actor: eventActors[event], when }
    : { from, event, to, actor: eventActors[event] };
}

/**
 * The transition table (design §1). A pair (status, event) absent from it is not allowed.
 * Cancelling is possible until the company signs the contract (the rider withdraws); `lapse` cancels
 * an approval the rider has not confirmed within `approvalLapseDays` (30 days, our design).
 */
export const leaseTransitions: readonly LeaseTransition[] = Object.freeze([
  row('pending-validation', 'approve', 'approved'),
  row('pending-validation', 'refuse', 'refused'),
  row('approved', 'confirmEquipment', 'equipment-confirmed'),
  row('equipment-confirmed', 'signContract', 'contract-signed'),
  row('contract-signed', 'signVoucher', 'voucher-signed'),
  row('voucher-signed', 'issuePickupVoucher', 'awaiting-payment', 'extra-contribution-due'),
  row('voucher-signed', 'issuePickupVoucher', 'ready-for-pickup', 'nothing-to-pay'),
  row('awaiting-payment', 'payExtraContribution', 'ready-for-pickup'),
  row('ready-for-pickup', 'deliver', 'active'),
  row('pending-validation', 'cancel', 'cancelled'),
  row('approved', 'cancel', 'cancelled'),
  row('equipment-confirmed', 'cancel', 'cancelled'),
  row('approved', 'lapse', 'cancelled'),
  row('active', 'end', 'ended'),
]);

export type ApplyLeaseEventResult =
  { ok: true; status: LeaseStatus } | { ok: false; reason: 'not-allowed' | 'motive-required' };

export interface LeaseEventContext {
  /** The extra contribution still due, in cents; decides where `issuePickupVoucher` leads. */
  extraContributionCents?: number;
  /** The company's refusal motive, 1–500 characters once trimmed; required by `refuse`. */
  motive?: string;
}

/**
 * The status a lease request moves to when `event` happens in `status`.
 *
 * - `{ ok: false, reason: 'not-allowed' }` when the table has no such transition (the dev API
 *   answers 409 ILLEGAL_TRANSITION);
 * - `{ ok: false, reason: 'motive-required' }` for `refuse` without a motive of 1–500 characters
 *   (spec §4: a request is refused *with a motive*);
 * - `issuePickupVoucher` leads to `awaiting-payment` when `extraContributionCents` > 0, otherwise
 *   (0 or absent) to `ready-for-pickup`.
 *
 * @throws RangeError when `extraContributionCents` is not a non-negative integer number of cents.
 */
export function applyLeaseEvent(
  status: LeaseStatus,
  event: LeaseEvent,
  context: LeaseEventContext = {},
): ApplyLeaseEventResult {
  const rows = leaseTransitions.filter((t) => t.from === status && t.event === event);
  if (rows.length === 0) return { ok: false, reason: 'not-allowed' };
  if (event === 'refuse' && !isValidRefusalMotive(context.motive)) {
    return { ok: false, reason: 'motive-required' };
  }
  const unconditional = rows.find((t) => t.when === undefined);
  if (unconditional) return { ok: true, status: unconditional.to };
  const extra = context.extraContributionCents ?? 0;
  if (!Number.isSafeInteger(extra) || extra < 0) {
    throw new RangeError(
      `extraContributionCents must be a non-negative integer number of cents, got ${extra}`,
    );
  }
  const when = extra > 0 ? 'extra-contribution-due' : 'nothing-to-pay';
  const chosen = rows.find((t) => t.when === when);
  // The table holds both rows of every conditional transition; this guards a future edit.
  if (!chosen) return { ok: false, reason: 'not-allowed' };
  return { ok: true, status: chosen.to };
}

/** A refusal motive is 1–500 characters once blanks around it are trimmed. */
export function isValidRefusalMotive(motive: string | undefined | null): motive is string {
  if (typeof motive !== 'string') return false;
  const trimmed = motive.trim();
  return trimmed.length >= 1 && trimmed.length <= refusalMotiveMaxLength;
}

/** The events allowed in a status, in the table's order, each once. */
export function allowedLeaseEvents(status: LeaseStatus): LeaseEvent[] {
  const events: LeaseEvent[] = [];
  for (const t of leaseTransitions) {
    if (t.from === status && !events.includes(t.event)) events.push(t.event);
  }
  return events;
}

/** Who triggers an event (the dev API checks that the caller plays this part). */
export function leaseEventActor(event: LeaseEvent): LeaseActor {
  return eventActors[event];
}

/** Whether no event leaves this status (refused, ended, cancelled). */
export function isFinalLeaseStatus(status: LeaseStatus): boolean {
  return finalLeaseStatuses.includes(status);
}

/** Type guard for values read from the API or the database. */
export function isLeaseStatus(value: unknown): value is LeaseStatus {
  return typeof value === 'string' && (leaseStatuses as readonly string[]).includes(value);
}

/** Type guard for values read from a request body. */
export function isLeaseEvent(value: unknown): value is LeaseEvent {
  return typeof value === 'string' && (leaseEvents as readonly string[]).includes(value);
}

/** The steps of the rider's journey tracker, in order (issue 13 "every step"). */
export const journeySteps = [
  'request',
  'validation',
  'equipment',
  'company-signature',
  'rider-signature',
  'payment',
  'pickup',
] as const;

export type JourneyStep = (typeof journeySteps)[number];

export type JourneyStepState = 'done' | 'current' | 'upcoming' | 'skipped' | 'failed';

export interface JourneyStepOptions {
  /** Whether the rider has an extra contribution to pay; when not, the payment step is skipped. */
  extraContributionDue: boolean;
  /**
   * For a `cancelled` request, the status it was cancelled from (the last history entry before the
   * cancellation): its step is shown as failed. Absent, `approved` is assumed, the status both the
   * rider's withdrawal and the 30-day lapse most often leave. A status no cancellation leaves from
   * is ignored.
   */
  cancelledFrom?: LeaseStatus;
}

/**
 * The step a status waits on (the tracker's "current" step). Final and transitory statuses map to
 * the step they close or lead to.
 */
const currentStepOf: Readonly<Record<LeaseStatus, JourneyStep | 'all-done'>> = {
  'pending-validation': 'validation',
  refused: 'validation',
  approved: 'equipment',
  'equipment-confirmed': 'company-signature',
  'contract-signed': 'rider-signature',
  // The platform issues the pickup voucher at once after the signature: the rider's next step is
  // the payment (or the pickup when nothing is due); resolved below.
  'voucher-signed': 'payment',
  'awaiting-payment': 'payment',
  'ready-for-pickup': 'pickup',
  active: 'all-done',
  ended: 'all-done',
  cancelled: 'equipment',
};

/**
 * Each tracker step's state for a status: steps before the current one are `done`, the current one
 * `current`, later ones `upcoming`; the payment step is `skipped` when nothing is due. A refused
 * request shows `validation` as `failed` and later steps `upcoming` (never reached); a cancelled one
 * shows the step it was waiting on as `failed`.
 */
export function journeyStepStates(
  status: LeaseStatus,
  opts: JourneyStepOptions,
): Record<JourneyStep, JourneyStepState> {
  const failed = status === 'refused' || status === 'cancelled';
  let current: JourneyStep | 'all-done' = currentStepOf[status];
  const from = opts.cancelledFrom;
  if (
    status === 'cancelled' &&
    from &&
    leaseTransitions.some((t) => t.from === from && t.to === 'cancelled')
  ) {
    current = currentStepOf[from];
  }
  if (current === 'payment' && !opts.extraContributionDue && !failed) current = 'pickup';
  const currentIndex = current === 'all-done' ? journeySteps.length : journeySteps.indexOf(current);

  const states = {} as Record<JourneyStep, JourneyStepState>;
  journeySteps.forEach((step, index) => {
    let state: JourneyStepState;
    if (index < currentIndex) state = 'done';
    else if (index === currentIndex) state = failed ? 'failed' : 'current';
    else state = 'upcoming';
    if (step === 'payment' && !opts.extraContributionDue && !failed) state = 'skipped';
    states[step] = state;
  });
  return states;
}
