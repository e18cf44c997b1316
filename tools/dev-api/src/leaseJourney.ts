/**
 * The lease journey's transitions and its `LeaseRequest` body (issue 13, contract
 * openapi/paths/leases.yaml). Every change of a lease request's status goes through
 * `applyLeaseTransition`: it checks @velo/leasing's state machine (the event's one actor, the
 * transition table), writes the status, the step's moment and a history row, all in the caller's
 * transaction. The rider's handlers (handlers/leases.ts), the dev switch playing the company, the
 * store and time (server.ts), the payment stand-in and the signature endpoints (onboarding) use it.
 */
import {
  applyLeaseEvent,
  contributions,
  extraContribution,
  isFinalLeaseStatus,
  leaseEventActor,
  leaseStatuses,
  monthlyRent,
  nextLeaseStep,
  paymentDeadline,
  type LeaseActor,
  type LeaseEvent,
  type LeaseStatus,
} from '@velo/leasing';
import type { SessionUser } from './context.ts';
import type { Queryable } from './db.ts';
import { ApiError, forbidden, validationFailed } from './errors.ts';

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
  let rest = excessCents;
  const take = (price: number) => {
    const taken = Math.min(price, rest);
    rest -= taken;
    return price - taken;
  };
  const bikePriceCents = take(offer.bike_price_cents);
  const equipmentPriceCents = offer.equipment.map(take);
  return monthlyRent({ bikePriceCents, equipmentPriceCents }).rentCents;
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

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface LeaseRow {
  id: number;
  user_id: number | null;
  status: LeaseStatus;
  created_at: string;
  monthly_rent_cents: number;
  bike_price_cents: number;
  delivery: 'store' | 'home' | null;
  extra_price_excess_cents: number | null;
  extra_home_delivery_cents: number | null;
  refusal_motive: string | null;
  approved_at: string | null;
  equipment_confirmed_at: string | null;
  company_signed_at: string | null;
  voucher_signed_at: string | null;
  pickup_voucher_issued_at: string | null;
  paid_at: string | null;
  delivered_at: string | null;
  proposition_id: number | null;
  rate: string | null;
  cap_cents: number | null;
  free_months: number | null;
  store_id: number | null;
  store_name: string | null;
  store_street: string | null;
  store_postal_code: string | null;
  store_city: string | null;
  store_phone: string | null;
  bike_id: number | null;
  brand: string | null;
  model: string | null;
  category: string | null;
  is_electric: boolean | null;
  frame_type: string | null;
  weight_grams: number | null;
  battery_wh: number | null;
  motor_power_w: number | null;
  autonomy_km: number | null;
  catalogue_price_cents: number | null;
  retailers_count: number | null;
  size_id: number | null;
  size_label: string | null;
  min_height_cm: number | null;
  max_height_cm: number | null;
}

const leaseSelect = `
  select l.id, l.user_id, l.status, ${iso('l.created_at')} as created_at, l.monthly_rent_cents,
         coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents, l.delivery,
         l.extra_price_excess_cents, l.extra_home_delivery_cents, l.refusal_motive,
         ${iso('l.approved_at')} as approved_at, ${iso('l.equipment_confirmed_at')} as equipment_confirmed_at,
         ${iso('l.company_signed_at')} as company_signed_at, ${iso('l.voucher_signed_at')} as voucher_signed_at,
         ${iso('l.pickup_voucher_issued_at')} as pickup_voucher_issued_at, ${iso('l.paid_at')} as paid_at,
         ${iso('l.delivered_at')} as delivered_at, l.proposition_id,
         coalesce(own.employer_contribution_rate, grp.employer_contribution_rate)::text as rate,
         coalesce(own.monthly_employer_contribution_cap_cents, grp.monthly_employer_contribution_cap_cents) as cap_cents,
         (select o.months_of_free_rent from commercial_offers o
           where o.kind = 'standard' and o.client_id in (c.id, c.group_client_id)
             and o.start_date <= (l.created_at at time zone 'Europe/Paris')::date
             and (o.end_date is null or o.end_date >= (l.created_at at time zone 'Europe/Paris')::date)
           order by (o.client_id = c.id) desc, o.start_date desc limit 1) as free_months,
         s.id as store_id, s.name as store_name, s.street as store_street,
         s.postal_code as store_postal_code, s.city as store_city, s.phone as store_phone,
         b.id as bike_id, b.brand, b.model, b.category, b.is_electric, b.frame_type, b.weight_grams,
         b.battery_wh, b.motor_power_w, b.autonomy_km, b.price_cents as catalogue_price_cents,
         b.retailers_count,
         z.id as size_id, z.label as size_label, z.min_height_cm, z.max_height_cm
    from leases l
    join clients c on c.id = l.client_id
    left join client_settings own on own.client_id = c.id
    left join client_settings grp on grp.client_id = c.group_client_id
    left join retailer_propositions p on p.id = l.proposition_id
    left join stores s on s.id = p.store_id
    left join bike_models b on b.id = p.bike_model_id
    left join bike_sizes z on z.id = p.bike_size_id`;

/**
 * The rider's view covers the requests made from a proposal: they alone carry a bike of the
 * catalogue (the older rows of the fleet dashboards name a bike in text only).
 */
const riderVisible = 'l.proposition_id is not null';

function bikeOf(row: LeaseRow) {
  return {
    id: row.bike_id,
    brand: row.brand,
    model: row.model,
    category: row.category,
    electric: row.is_electric,
    frameType: row.frame_type,
    weightGrams: row.weight_grams,
    batteryWh: row.battery_wh,
    motorPowerW: row.motor_power_w,
    autonomyKm: row.autonomy_km,
    priceCents: row.catalogue_price_cents,
    retailersCount: row.retailers_count,
  };
}

function nextStepOf(row: LeaseRow, now: Date) {
  return nextLeaseStep(
    {
      status: row.status,
      createdAt: row.created_at,
      approvedAt: row.approved_at,
      equipmentConfirmedAt: row.equipment_confirmed_at,
      companySignedAt: row.company_signed_at,
      voucherSignedAt: row.voucher_signed_at,
      pickupVoucherIssuedAt: row.pickup_voucher_issued_at,
      paidAt: row.paid_at,
    },
    now,
  );
}

/** The payment deadline of a request waiting for its extra contribution, or null. */
export function paymentDueBy(pickupVoucherIssuedAt: string | null): string | null {
  return pickupVoucherIssuedAt === null
    ? null
    : paymentDeadline(new Date(pickupVoucherIssuedAt)).toISOString();
}

async function leaseRow(db: Queryable, id: number): Promise<LeaseRow | undefined> {
  const { rows } = await db.query<LeaseRow>(`${leaseSelect} where l.id = $1 and ${riderVisible}`, [
    id,
  ]);
  return rows[0];
}

/**
 * The lease request `id` of `user`, as its row; 403 when it is another rider's or does not exist
 * (access before existence).
 */
export async function ownLeaseRequestId(
  db: Queryable,
  user: SessionUser,
  id: number,
): Promise<number> {
  const { rows } = await db.query<{ user_id: number | null }>(
    `select l.user_id from leases l where l.id = $1 and ${riderVisible}`,
    [id],
  );
  if (rows[0]?.user_id !== user.id) throw forbidden();
  return id;
}

/** The contract's `LeaseRequest` of lease `id` (the caller checked access), as of `now`. */
export async function leaseRequestBody(db: Queryable, id: number, now = new Date()) {
  const row = await leaseRow(db, id);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such lease request.');
  const { rows: equipment } = await db.query<{
    id: number;
    kind: string;
    brand: string;
    name: string;
    price_cents: number;
  }>(
    `select e.id, e.kind, e.brand, e.name, pe.price_cents
       from retailer_proposition_equipment pe join equipment e on e.id = pe.equipment_id
      where pe.proposition_id = $1 order by e.kind, e.id`,
    [row.proposition_id],
  );
  const { rows: history } = await db.query<{
    status: LeaseStatus;
    event: LeaseEvent | null;
    actor: LeaseActor;
    at: string;
    motive: string | null;
  }>(
    `select status, event, actor, ${iso('at')} as at, motive
       from lease_events where lease_id = $1 order by at, id`,
    [id],
  );
  const share = contributions(row.monthly_rent_cents, {
    rate: row.rate === null ? 0 : Number(row.rate),
    capCents: row.cap_cents,
  });
  const totalPriceCents = equipment.reduce(
    (sum, item) => sum + item.price_cents,
    row.bike_price_cents,
  );
  const extra =
    row.delivery === null
      ? null
      : {
          priceExcessCents: row.extra_price_excess_cents ?? 0,
          homeDeliveryCents: row.extra_home_delivery_cents ?? 0,
          totalCents: (row.extra_price_excess_cents ?? 0) + (row.extra_home_delivery_cents ?? 0),
          paidAt: row.paid_at,
          // A deadline only applies to an amount due (lease-design §2: 14 days after the voucher).
          dueBy:
            (row.extra_price_excess_cents ?? 0) + (row.extra_home_delivery_cents ?? 0) > 0
              ? paymentDueBy(row.pickup_voucher_issued_at)
              : null,
        };
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    bike: bikeOf(row),
    size:
      row.size_id === null
        ? null
        : {
            id: row.size_id,
            label: row.size_label,
            minHeightCm: row.min_height_cm,
            maxHeightCm: row.max_height_cm,
          },
    store:
      row.store_id === null
        ? null
        : {
            id: row.store_id,
            name: row.store_name,
            street: row.store_street,
            postalCode: row.store_postal_code,
            city: row.store_city,
            phone: row.store_phone,
          },
    equipment: equipment.map((item) => ({
      id: item.id,
      kind: item.kind,
      brand: item.brand,
      name: item.name,
      priceCents: item.price_cents,
    })),
    bikePriceCents: row.bike_price_cents,
    totalPriceCents,
    monthlyRentCents: row.monthly_rent_cents,
    employerContributionCents: share.employerCents,
    riderContributionCents: share.riderCents,
    monthsOfFreeRent: row.free_months ?? 0,
    delivery: row.delivery,
    extraContribution: extra,
    refusalMotive: row.refusal_motive,
    approvedAt: row.approved_at,
    equipmentConfirmedAt: row.equipment_confirmed_at,
    companySignedAt: row.company_signed_at,
    voucherSignedAt: row.voucher_signed_at,
    pickupVoucherIssuedAt: row.pickup_voucher_issued_at,
    deliveredAt: row.delivered_at,
    nextStep: nextStepOf(row, now),
    history,
  };
}

/** The contract's `LeaseRequestSummary` list of `userId`'s requests, newest first. */
export async function leaseRequestSummaries(db: Queryable, userId: number, now = new Date()) {
  const { rows } = await db.query<LeaseRow>(
    `${leaseSelect} where l.user_id = $1 and ${riderVisible} order by l.created_at desc, l.id desc limit 100`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    bike: bikeOf(row),
    monthlyRentCents: row.monthly_rent_cents,
    nextStep: nextStepOf(row, now),
  }));
}
