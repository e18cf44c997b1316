/**
 * The rider's lease requests (contract openapi/paths/leases.yaml, issue 13, spec section 4): read
 * them with their next step and history, confirm the equipment, withdraw, and pay the extra
 * contribution through the provider's hosted page (../paymentProvider.ts). Only the rider who made a
 * request reads or changes it: any other id, another rider's or none, is a 403. Every change goes
 * through @velo/leasing's state machine (leaseJourney.ts): an illegal one is a 409
 * ILLEGAL_TRANSITION whose message says why.
 */
import { paymentDeadline } from '@velo/leasing';
import { idParam, requireUser } from '../access.ts';
import { created, ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, forbidden } from '../errors.ts';
import {
  applyLeaseTransition,
  illegalTransitionReason,
  type LeaseStatus,
} from '../leaseJourney.ts';
import { leaseRequestBody, leaseRequestSummaries, ownLeaseRequestId } from '../leaseRequests.ts';
import { paymentBody, startPayment } from '../paymentProvider.ts';

async function transition(
  { db, user, params }: HandlerContext,
  event: 'confirmEquipment' | 'cancel',
  delivery?: 'store' | 'home',
) {
  const current = requireUser(user);
  const id = idParam(params);
  await db.transaction(async (tx) => {
    await ownLeaseRequestId(tx, current, id);
    await applyLeaseTransition(tx, id, event, 'rider', delivery ? { delivery } : {});
  });
  return ok(await leaseRequestBody(db, id));
}

interface PayableRow {
  status: LeaseStatus;
  extra_cents: number | null;
  pickup_voucher_issued_at: Date | null;
}

/** The amount a request waits for, or the 409 that says why it cannot be paid now. */
async function payableAmount(db: Queryable, id: number, now: Date): Promise<number> {
  const { rows } = await db.query<PayableRow>(
    `select status, extra_price_excess_cents + extra_home_delivery_cents as extra_cents,
            pickup_voucher_issued_at
       from leases where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw forbidden();
  const due = row.extra_cents ?? 0;
  if (row.status !== 'awaiting-payment') {
    if (due === 0 && row.status !== 'cancelled' && row.status !== 'refused') {
      throw new ApiError(409, 'NOTHING_TO_PAY', 'No extra contribution is due on this request.');
    }
    throw new ApiError(
      409,
      'ILLEGAL_TRANSITION',
      illegalTransitionReason(row.status, 'payExtraContribution'),
    );
  }
  if (due === 0) {
    throw new ApiError(409, 'NOTHING_TO_PAY', 'No extra contribution is due on this request.');
  }
  // Our design (lease-design §2): 14 days after the pickup voucher, the rider contacts support.
  if (row.pickup_voucher_issued_at && now > paymentDeadline(row.pickup_voucher_issued_at)) {
    throw new ApiError(
      409,
      'PAYMENT_DEADLINE_EXCEEDED',
      'The payment deadline has passed; contact support.',
    );
  }
  return due;
}

export const leaseHandlers: Handlers = {
  async listLeaseRequests({ db, user }) {
    return ok(await leaseRequestSummaries(db, requireUser(user).id));
  },

  async getLeaseRequest({ db, user, params }) {
    const id = await ownLeaseRequestId(db, requireUser(user), idParam(params));
    return ok(await leaseRequestBody(db, id));
  },

  async confirmLeaseEquipment(context) {
    const { delivery } = context.body as { delivery: 'store' | 'home' };
    return transition(context, 'confirmEquipment', delivery);
  },

  async cancelLeaseRequest(context) {
    return transition(context, 'cancel');
  },

  async startExtraContributionPayment({ db, user, token, params, origin, selfUrl, settings }) {
    const current = requireUser(user);
    const id = idParam(params);
    const { payment, cookie } = await db.transaction(async (tx) => {
      await ownLeaseRequestId(tx, current, id);
      const amountCents = await payableAmount(tx, id, new Date());
      return startPayment(tx, {
        leaseId: id,
        kind: 'extra-contribution',
        amountCents,
        origin,
        webUrl: settings.webUrl,
        selfUrl,
        sessionToken: token!,
      });
    });
    // The provider's page answers this browser session alone (paymentProvider.ts).
    return { ...created(payment), headers: { 'set-cookie': cookie } };
  },

  async getPayment({ db, user, params }) {
    const current = requireUser(user);
    const body = await paymentBody(db, idParam(params));
    if (!body || body.userId !== current.id) throw forbidden();
    const { userId: _owner, ...payment } = body;
    return ok(payment);
  },
};
