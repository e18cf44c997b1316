/**
 * Partner stores' proposals to a rider (contract openapi/paths/proposals.yaml, route
 * /try-bike/:retailerPropositionId). Only the rider a proposal is addressed to reads or answers it;
 * any other id, another rider's or none, is a 403 (access before existence). Accepting creates the
 * rider's lease request (`leases`, status 'pending-validation', with its first history row) at the
 * monthly rent of @velo/leasing.
 */
import { monthlyRent } from '@velo/leasing';
import { idParam, requireUser } from '../access.ts';
import { ok, type Handlers, type SessionUser } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, forbidden, validationFailed } from '../errors.ts';
import { recordRiderRequest } from '../leaseJourney.ts';
import { bikeSummary } from './catalogue.ts';

interface PropositionRow {
  id: number;
  user_id: number;
  status: 'pending' | 'accepted' | 'declined';
  expired: boolean;
  valid_until: string;
  created_at: string;
  answered_at: string | null;
  message: string | null;
  bike_price_cents: number;
  decline_reason: string | null;
  decline_comment: string | null;
  store_id: number;
  store_name: string;
  store_street: string;
  store_postal_code: string;
  store_city: string;
  store_phone: string | null;
  bike_id: number;
  brand: string;
  model: string;
  category: string;
  is_electric: boolean;
  frame_type: string;
  weight_grams: number;
  battery_wh: number | null;
  motor_power_w: number | null;
  autonomy_km: number | null;
  catalogue_price_cents: number;
  retailers_count: number;
  size_id: number;
  size_label: string;
  min_height_cm: number;
  max_height_cm: number;
  lease_id: number | null;
  lease_status: string | null;
  lease_rent_cents: number | null;
}

interface EquipmentRow {
  id: number;
  kind: string;
  brand: string;
  name: string;
  price_cents: number;
}

const timestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function loadProposition(db: Queryable, id: number): Promise<PropositionRow | undefined> {
  const { rows } = await db.query<PropositionRow>(
    `select p.id, p.user_id, p.status, (p.status = 'pending' and p.valid_until < current_date) as expired,
            to_char(p.valid_until, 'YYYY-MM-DD') as valid_until, ${timestamp('p.created_at')} as created_at,
            ${timestamp('p.answered_at')} as answered_at, p.message, p.bike_price_cents,
            p.decline_reason, p.decline_comment,
            s.id as store_id, s.name as store_name, s.street as store_street,
            s.postal_code as store_postal_code, s.city as store_city, s.phone as store_phone,
            b.id as bike_id, b.brand, b.model, b.category, b.is_electric, b.frame_type, b.weight_grams,
            b.battery_wh, b.motor_power_w, b.autonomy_km, b.price_cents as catalogue_price_cents,
            b.retailers_count,
            z.id as size_id, z.label as size_label, z.min_height_cm, z.max_height_cm,
            l.id as lease_id, l.status as lease_status, l.monthly_rent_cents as lease_rent_cents
       from retailer_propositions p
       join stores s on s.id = p.store_id
       join bike_models b on b.id = p.bike_model_id
       join bike_sizes z on z.id = p.bike_size_id
       left join leases l on l.proposition_id = p.id
      where p.id = $1`,
    [id],
  );
  return rows[0];
}

async function equipmentOf(db: Queryable, id: number): Promise<EquipmentRow[]> {
  const { rows } = await db.query<EquipmentRow>(
    `select e.id, e.kind, e.brand, e.name, pe.price_cents
       from retailer_proposition_equipment pe join equipment e on e.id = pe.equipment_id
      where pe.proposition_id = $1 order by e.kind, e.id`,
    [id],
  );
  return rows;
}

/** The proposal `id` when it is addressed to `user`; a 403 otherwise, whether or not it exists. */
async function ownProposition(db: Queryable, user: SessionUser, id: number) {
  const row = await loadProposition(db, id);
  if (!row || row.user_id !== user.id) throw forbidden();
  return row;
}

async function propositionBody(db: Queryable, row: PropositionRow) {
  const equipment = await equipmentOf(db, row.id);
  return {
    id: row.id,
    status: row.expired ? 'expired' : row.status,
    validUntil: row.valid_until,
    createdAt: row.created_at,
    message: row.message,
    store: {
      id: row.store_id,
      name: row.store_name,
      street: row.store_street,
      postalCode: row.store_postal_code,
      city: row.store_city,
      phone: row.store_phone,
    },
    bike: bikeSummary({ ...row, id: row.bike_id, price_cents: row.catalogue_price_cents }),
    size: {
      id: row.size_id,
      label: row.size_label,
      minHeightCm: row.min_height_cm,
      maxHeightCm: row.max_height_cm,
    },
    bikePriceCents: row.bike_price_cents,
    equipment: equipment.map((item) => ({
      id: item.id,
      kind: item.kind,
      brand: item.brand,
      name: item.name,
      priceCents: item.price_cents,
    })),
    totalPriceCents: equipment.reduce((sum, item) => sum + item.price_cents, row.bike_price_cents),
    answeredAt: row.answered_at,
    declineReason: row.decline_reason,
    declineComment: row.decline_comment,
    leaseRequest:
      row.lease_id === null
        ? null
        : { id: row.lease_id, status: row.lease_status, monthlyRentCents: row.lease_rent_cents },
  };
}

/** 409 unless the proposal still waits for an answer. */
function checkAnswerable(row: PropositionRow): void {
  if (row.status !== 'pending') {
    throw new ApiError(409, 'PROPOSAL_ANSWERED', 'This proposal has already been answered.');
  }
  if (row.expired) {
    throw new ApiError(409, 'PROPOSAL_EXPIRED', 'This proposal is no longer valid.');
  }
}

export const proposalHandlers: Handlers = {
  async getRetailerProposition({ db, user, params }) {
    const row = await ownProposition(db, requireUser(user), idParam(params));
    return ok(await propositionBody(db, row));
  },

  async acceptRetailerProposition({ db, user, params }) {
    const current = requireUser(user);
    const id = idParam(params);
    await db.transaction(async (tx) => {
      const row = await ownProposition(tx, current, id);
      checkAnswerable(row);
      if (current.clientId === null) throw forbidden();
      const equipment = await equipmentOf(tx, id);
      const rent = monthlyRent({
        bikePriceCents: row.bike_price_cents,
        equipmentPriceCents: equipment.map((item) => item.price_cents),
      });
      const { rows: names } = await tx.query<{ name: string }>(
        `select trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) as name
           from users where id = $1`,
        [current.id],
      );
      const { rows: created } = await tx.query<{ id: number }>(
        `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                             status, user_id, proposition_id)
         values ($1, $2, $3, $4, $5, 'pending-validation', $6, $7)
         returning id`,
        [
          current.clientId,
          names[0]?.name || current.email,
          `${row.brand} ${row.model}`,
          row.bike_price_cents,
          rent.rentCents,
          current.id,
          id,
        ],
      );
      // Spec section 4: the request waits for the company, its history starts here; spec section 6:
      // a fleet manager's own request is approved at once.
      await recordRiderRequest(tx, created[0]!.id, current);
      await tx.query(
        `update retailer_propositions set status = 'accepted', answered_at = now() where id = $1`,
        [id],
      );
    });
    const row = await ownProposition(db, current, id);
    return ok(await propositionBody(db, row));
  },

  async declineRetailerProposition({ db, user, params, body }) {
    const current = requireUser(user);
    const id = idParam(params);
    const input = body as { reason: string; comment?: string };
    const row = await ownProposition(db, current, id);
    checkAnswerable(row);
    const comment = input.comment?.trim() || null;
    if (input.comment !== undefined && comment === null) {
      throw validationFailed([{ field: 'body.comment', message: 'must not be blank' }]);
    }
    if (input.reason === 'other' && comment === null) {
      throw validationFailed([
        { field: 'body.comment', message: 'is required when the reason is other' },
      ]);
    }
    await db.query(
      `update retailer_propositions
          set status = 'declined', answered_at = now(), decline_reason = $2, decline_comment = $3
        where id = $1 and status = 'pending'`,
      [id, input.reason, comment],
    );
    return ok(await propositionBody(db, await ownProposition(db, current, id)));
  },
};
