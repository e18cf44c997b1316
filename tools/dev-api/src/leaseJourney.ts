/**
 * The lease journey's transitions (issue 13, contract openapi/paths/leases.yaml). Every change of a
 * lease request's status goes through `applyLeaseTransition`: it checks @velo/leasing's state machine
 * (the event's one actor, the transition table), writes the status, the step's moment and a history
 * row, all in the caller's transaction. The rider's handlers (handlers/leases.ts), the dev switch
 * playing the company, the store and time (server.ts), the payment stand-in and the signature
 * endpoints (onboarding) use it. The `LeaseRequest` body the rider reads is leaseRequests.ts.
 */
import {
  financedPrices,
  applyLeaseEvent,
  extraContribution,
  isFinalLeaseStatus,
  leaseEventActor,
  leaseStatuses,
  monthlyRent,
  type LeaseActor,
  type LeaseEvent,
  type LeaseStatus,
} from '@velo/leasing';
import { fleetRights, holdsRight, loadClient } from './access.ts';
import type { SessionUser } from './context.ts';
import type { Queryable } from './db.ts';
import { ApiError, validationFailed } from './errors.ts';

export type { LeaseActor, LeaseEvent, LeaseStatus };

export interface LeaseTransitionContext {
  /** The company's refusal motive (required by `refuse`, 1–500 characters once trimmed). */
  motive?: string;
  /** The delivery mode the rider chose (required by `confirmEquipment`). */
  delivery?: 'store' | 'home';
  /** When it happens; now by default (the seeds date their personas' steps). */
  at?: Date;
}

export interface LeaseTransitionResult {
  from: LeaseStatus;
  to: LeaseStatus;
}

interface LeaseStateRow {
  id: number;
  status: LeaseStatus;
  client_id: number;
  extra_price_excess_cents: number | null;
  extra_home_delivery_cents: number | null;
  total_price_cents: number;
}

/** The column holding the moment of each event's step. */
const momentColumn: Record<LeaseEvent, string> = {
  approve: 'approved_at',
  refuse: 'refused_at',
  confirmEquipment: 'equipment_confirmed_at',
  signContract: 'company_signed_at',
  signVoucher: 'voucher_signed_at',
  issuePickupVoucher: 'pickup_voucher_issued_at',
  payExtraContribution: 'paid_at',
  deliver: 'delivered_at',
  cancel: 'cancelled_at',
  lapse: 'cancelled_at',
  end: 'ended_at',
};

const finalReasons: Partial<Record<LeaseStatus, string>> = {
  refused: 'The company refused this request.',
  cancelled: 'This request was cancelled.',
  ended: 'This lease has ended.',
};

/** The journey's statuses in the order a request goes through them (the final ones left out). */
const order: readonly LeaseStatus[] = leaseStatuses.filter((status) => !isFinalLeaseStatus(status));

/**
 * Why `event` cannot happen in `status`, in words the app can log and a developer can read (the
 * app shows its own translated text for ILLEGAL_TRANSITION).
 */
export function illegalTransitionReason(status: LeaseStatus, event: LeaseEvent): string {
  const final = finalReasons[status];
  if (final) return final;
  const past = (step: LeaseStatus) => order.indexOf(status) > order.indexOf(step);
  switch (event) {
    case 'approve':
    case 'refuse':
      return 'The company has already answered this request.';
    case 'confirmEquipment':
      return past('approved')
        ? 'The equipment choice is already confirmed.'
        : 'The company has not approved this request yet.';
    case 'signContract':
      return past('equipment-confirmed')
        ? 'The company has already signed the rental contract.'
        : 'The rider has not confirmed the equipment choice yet.';
    case 'signVoucher':
      return past('contract-signed')
        ? 'The confirmation voucher is already signed.'
        : 'The company has not signed the rental contract yet.';
    case 'issuePickupVoucher':
      return past('voucher-signed')
        ? 'The pickup voucher is already issued.'
        : 'The confirmation voucher is not signed yet.';
    case 'payExtraContribution':
      return past('awaiting-payment')
        ? 'The extra contribution is already paid.'
        : 'No extra contribution is awaiting payment yet.';
    case 'deliver':
      return past('ready-for-pickup')
        ? 'The bike is already delivered.'
        : 'The order is not ready for pickup yet.';
    case 'cancel':
      return 'The rental contract is signed: the request can no longer be withdrawn.';
    case 'lapse':
      return 'Only an approval waiting for the equipment confirmation can lapse.';
    case 'end':
      return 'Only a running lease can end.';
  }
}

const illegal = (message: string) => new ApiError(409, 'ILLEGAL_TRANSITION', message);

/** The company's envelope per bike, the client's own or its group's; null when there is none. */
async function envelopeOf(tx: Queryable, clientId: number): Promise<number | null> {
  const { rows } = await tx.query<{ envelope: number | null }>(
    `select coalesce(own.bike_envelope_cents, grp.bike_envelope_cents) as envelope
       from clients c
       left join client_settings own on own.client_id = c.id
       left join client_settings grp on grp.client_id = c.group_client_id
      where c.id = $1`,
    [clientId],
  );
  return rows[0]?.envelope ?? null;
}

/**
 * Whether the company has paused its employees' equipment choice (spec section 4, switched on
 * /invite): the client itself or its group.
 */
export async function equipmentChoiceOnHold(db: Queryable, clientId: number): Promise<boolean> {
  const { rows } = await db.query<{ on_hold: boolean }>(
    `select c.equipment_choice_on_hold or coalesce(g.equipment_choice_on_hold, false) as on_hold
       from clients c left join clients g on g.id = c.group_client_id
      where c.id = $1`,
    [clientId],
  );
  return rows[0]?.on_hold ?? false;
}

/** The monthly rent of the part of bike + equipment the lease finances, `excessCents` paid apart. */
async function financedRentCents(tx: Queryable, leaseId: number, excessCents: number) {
  const { rows } = await tx.query<{ bike_price_cents: number; equipment: number[] }>(
    `select p.bike_price_cents,
            coalesce(array_agg(pe.price_cents order by pe.equipment_id)
                       filter (where pe.price_cents is not null), '{}') as equipment
       from leases l join retailer_propositions p on p.id = l.proposition_id
       left join retailer_proposition_equipment pe on pe.proposition_id = p.id
      where l.id = $1
      group by p.bike_price_cents`,
    [leaseId],
  );
  const offer = rows[0];
  if (!offer) throw new ApiError(404, 'NOT_FOUND', 'No such lease request.');
  // The excess comes off the bike first, then each piece of equipment (the rule the app shows).
  const financed = financedPrices(
    { bikePriceCents: offer.bike_price_cents, equipmentPriceCents: offer.equipment },
    excessCents,
  );
  return monthlyRent(financed).rentCents;
}

/**
 * Applies `event`, triggered by `actor`, to lease request `leaseId`, inside the caller's
 * transaction `tx` (the row is locked until it ends):
 * - the event must belong to `actor` and be allowed in the current status (409 ILLEGAL_TRANSITION
 *   with the reason otherwise); `refuse` needs a motive (400 naming `body.motive`),
 *   `confirmEquipment` a delivery mode (400 naming `body.delivery`);
 * - `confirmEquipment` fixes the delivery and the extra contribution (@velo/leasing
 *   `extraContribution` with the company's envelope; the monthly rent then covers the financed
 *   part only); `issuePickupVoucher` leads to
 *   `awaiting-payment` when it is above zero, `ready-for-pickup` otherwise;
 * - writes the new status, the step's moment (`approved_at`, `company_signed_at`...) and a
 *   `lease_events` row.
 *
 * Throws ApiError 404 NOT_FOUND when no such lease request exists (callers check access first).
 */
export async function applyLeaseTransition(
  tx: Queryable,
  leaseId: number,
  event: LeaseEvent,
  actor: LeaseActor,
  context: LeaseTransitionContext = {},
): Promise<LeaseTransitionResult> {
  const { rows } = await tx.query<LeaseStateRow>(
    `select l.id, l.status, l.client_id, l.extra_price_excess_cents, l.extra_home_delivery_cents,
            coalesce(p.bike_price_cents + coalesce((select sum(pe.price_cents)
                                                      from retailer_proposition_equipment pe
                                                     where pe.proposition_id = p.id), 0),
                     l.bike_price_cents)::int as total_price_cents
       from leases l left join retailer_propositions p on p.id = l.proposition_id
      where l.id = $1
        for update of l`,
    [leaseId],
  );
  const lease = rows[0];
  if (!lease) throw new ApiError(404, 'NOT_FOUND', 'No such lease request.');
  const expectedActor = leaseEventActor(event);
  if (expectedActor !== actor) {
    throw illegal(`Only the ${expectedActor} may ${event} a lease request.`);
  }
  const motive = context.motive?.trim();
  const outcome = applyLeaseEvent(lease.status, event, {
    extraContributionCents:
      (lease.extra_price_excess_cents ?? 0) + (lease.extra_home_delivery_cents ?? 0),
    ...(motive === undefined ? {} : { motive }),
  });
  if (!outcome.ok) {
    if (outcome.reason === 'motive-required') {
      throw validationFailed([
        { field: 'body.motive', message: 'a refusal needs a motive of 1 to 500 characters' },
      ]);
    }
    throw illegal(illegalTransitionReason(lease.status, event));
  }
  const at = context.at ?? new Date();
  const column = momentColumn[event];
  if (event === 'confirmEquipment' && (await equipmentChoiceOnHold(tx, lease.client_id))) {
    // Spec section 4: the employer can pause equipment choice; the app shows its text.
    throw new ApiError(
      409,
      'EQUIPMENT_CHOICE_ON_HOLD',
      'Your employer has paused the choice of equipment.',
    );
  }
  if (event === 'confirmEquipment') {
    if (context.delivery !== 'store' && context.delivery !== 'home') {
      throw validationFailed([{ field: 'body.delivery', message: 'must be store or home' }]);
    }
    const extra = extraContribution({
      totalPriceCents: lease.total_price_cents,
      envelopeCents: await envelopeOf(tx, lease.client_id),
      delivery: context.delivery,
    });
    await tx.query(
      `update leases set delivery = $2, extra_price_excess_cents = $3, extra_home_delivery_cents = $4
        where id = $1`,
      [leaseId, context.delivery, extra.priceExcessCents, extra.homeDeliveryCents],
    );
    if (extra.priceExcessCents > 0) {
      // Lease-design §2: the rider pays the excess once, so the lease finances only the rest; the
      // monthly rent follows (the excess comes off the bike's price first, then the equipment's).
      await tx.query(`update leases set monthly_rent_cents = $2 where id = $1`, [
        leaseId,
        await financedRentCents(tx, leaseId, extra.priceExcessCents),
      ]);
    }
  }
  await tx.query(
    `update leases set status = $2, ${column} = $3,
            refusal_motive = case when $2 = 'refused' then $4 else refusal_motive end,
            started_on = case when $2 = 'active' then ($3::timestamptz at time zone 'Europe/Paris')::date
                              else started_on end
      where id = $1`,
    [leaseId, outcome.status, at, motive ?? null],
  );
  await tx.query(
    `insert into lease_events (lease_id, status, event, actor, at, motive) values ($1, $2, $3, $4, $5, $6)`,
    [leaseId, outcome.status, event, actor, at, event === 'refuse' ? motive : null],
  );
  return { from: lease.status, to: outcome.status };
}

/** Records the creation of a lease request (status `pending-validation`, by the rider). */
export async function recordLeaseCreation(tx: Queryable, leaseId: number, at?: Date) {
  await tx.query(
    `insert into lease_events (lease_id, status, event, actor, at)
     values ($1, 'pending-validation', null, 'rider', $2)`,
    [leaseId, at ?? new Date()],
  );
}

/**
 * Whether `user` approves the lease requests of their own company (spec section 6: a fleet
 * manager's own request is approved automatically): the `approvals` right on the company they
 * belong to, or on its group.
 */
export async function approvesOwnRequests(db: Queryable, user: SessionUser): Promise<boolean> {
  if (user.clientId === null) return false;
  const company = await loadClient(db, user.clientId);
  return company !== undefined && holdsRight(user, company, fleetRights.approvals);
}

/**
 * Records the request `leaseId` that `rider` just made (status `pending-validation`). Spec section
 * 6: when the rider approves their own company's requests, the company's approval follows at once in
 * the same transaction, so only the rider's own steps (the equipment, their documents to sign) are
 * left. Answers the status the request is in.
 */
export async function recordRiderRequest(
  tx: Queryable,
  leaseId: number,
  rider: SessionUser,
): Promise<LeaseStatus> {
  const at = new Date();
  await recordLeaseCreation(tx, leaseId, at);
  if (!(await approvesOwnRequests(tx, rider))) return 'pending-validation';
  return (await applyLeaseTransition(tx, leaseId, 'approve', 'company', { at })).to;
}
