/**
 * The contract's `LeaseRequest` and `LeaseRequestSummary` bodies (issue 13, contract
 * openapi/paths/leases.yaml): a lease request as the rider reads it, with its bike, store, figures,
 * history and next step. The status changes themselves go through leaseJourney.ts.
 */
import {
  contributions,
  nextLeaseStep,
  paymentDeadline,
  type LeaseActor,
  type LeaseEvent,
  type LeaseStatus,
} from '@velo/leasing';
import type { SessionUser } from './context.ts';
import type { Queryable } from './db.ts';
import { ApiError, forbidden } from './errors.ts';

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
  equipment_choice_on_hold: boolean;
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
         z.id as size_id, z.label as size_label, z.min_height_cm, z.max_height_cm,
         c.equipment_choice_on_hold or coalesce(gc.equipment_choice_on_hold, false)
           as equipment_choice_on_hold
    from leases l
    join clients c on c.id = l.client_id
    left join clients gc on gc.id = c.group_client_id
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
    // Spec section 4: the company paused its employees' equipment choice (switched on /invite).
    equipmentChoiceOnHold: row.equipment_choice_on_hold,
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
