/**
 * The rider's journey as the screens show it (issue 13's tracker, on the home page and /my-offer):
 * which request the journey is about, and what the tracker draws of it. Worked out once here, from
 * the request the API returns, so that no screen derives a step, a cancellation or an action itself.
 */
import {
  isFinalLeaseStatus,
  journeySteps,
  journeyStepStates,
  type JourneyStep,
  type JourneyStepState,
  type LeaseStatus,
} from './lifecycle';
import type { NextLeaseStep } from './timing';

/**
 * The request the rider's journey is about: the newest one still under way, else the newest (a
 * refused request stays in view with its motive until the rider makes a new one). `requests` is
 * newest first, as the API lists them (lease-design §3); null when there is none.
 */
export function currentLeaseRequest<R extends { status: LeaseStatus }>(
  requests: readonly R[],
): R | null {
  return requests.find((request) => !isFinalLeaseStatus(request.status)) ?? requests[0] ?? null;
}

/** What the tracker reads of a lease request (the API's `LeaseRequest` has it all). */
export interface JourneyLease {
  status: LeaseStatus;
  /** Fixed when the equipment is confirmed; null before. */
  extraContribution: { totalCents: number } | null;
  nextStep: NextLeaseStep | null;
  refusalMotive: string | null;
  /** The statuses the request went through, oldest first. */
  history: readonly { status: LeaseStatus }[];
}

/** The one thing the rider can do now, on a screen of the app (the tracker links to it). */
export type JourneyRiderAction = 'confirmEquipment' | 'signVoucher' | 'pay';

/** What the tracker shows of a request. */
export interface JourneyView {
  status: LeaseStatus;
  /** The steps of `journeySteps`, in order, each with its state. */
  steps: readonly { step: JourneyStep; state: JourneyStepState }[];
  /** Who acts next, what they do and by when; null in a final status. */
  nextStep: NextLeaseStep | null;
  /** The company's motive, for a refused request. */
  refusalMotive: string | null;
  /** The rider's usual action for the status; null while another party acts or once it ended. */
  riderAction: JourneyRiderAction | null;
}

const riderActions: Partial<Record<LeaseStatus, JourneyRiderAction>> = {
  approved: 'confirmEquipment',
  'contract-signed': 'signVoucher',
  'awaiting-payment': 'pay',
};

/**
 * The tracker's view of a request: each step's state (the payment step "to come" while the extra
 * contribution is not known, "not needed" when nothing is due; for a cancelled request, the step it
 * was waiting on, read from its history, as cancelled), who acts next and the rider's action now.
 */
export function journeyView(lease: JourneyLease): JourneyView {
  const cancelledFrom =
    lease.status === 'cancelled'
      ? lease.history.findLast((entry) => entry.status !== 'cancelled')?.status
      : undefined;
  const states = journeyStepStates(lease.status, {
    // Not known before the equipment is confirmed: not skipped either, the step is still to come.
    extraContributionDue: lease.extraContribution ? lease.extraContribution.totalCents > 0 : true,
    ...(cancelledFrom ? { cancelledFrom } : {}),
  });
  return {
    status: lease.status,
    steps: journeySteps.map((step) => ({ step, state: states[step] })),
    nextStep: lease.nextStep,
    refusalMotive: lease.refusalMotive,
    riderAction: riderActions[lease.status] ?? null,
  };
}
