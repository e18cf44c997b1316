/**
 * What the personas' seeds share (issues 13 and 14: lease journey, rentals, account, sponsorship):
 * - riders: approved accounts of a client with the demo password (`velo-demo-2026`);
 * - a store's offer: an electric bike of the catalogue within the company's envelope, size M (or
 *   the first size), 5 % off, with a helmet and a lock, picked with the seed's `seededRandom`;
 * - a lease request made from that accepted proposal, played through issue 13's state machine
 *   (`applyLeaseTransition`) up to the stage the persona needs, so a seeded request is one the
 *   journey could have produced.
 * - `seedOnce`: a seed runs once per database, marked in `schema_migrations`.
 */
import { leaseEventActor, monthlyRent, type LeaseEvent } from '@velo/leasing';
import type { Database, Queryable } from './db.ts';
import { applyLeaseTransition, recordLeaseCreation } from './leaseJourney.ts';
import { hashPassword } from './passwords.ts';
import type { Random } from './random.ts';
import { demoPassword } from './seed.ts';

/** The one row `sql` answers; a seed whose prerequisite is missing stops with what it looked for. */
export async function one<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (rows[0] === undefined) throw new Error(`seed: nothing for ${sql}`);
  return rows[0];
}

/**
 * Runs `seed` in one transaction unless the database holds `version` already (then answers false),
 * and records `version` with it.
 */
export async function seedOnce(
  db: Database,
  version: string,
  seed: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [version]);
  if (done.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await seed(tx);
    await tx.query('insert into schema_migrations (name) values ($1)', [version]);
  });
  return true;
}

/** A rider to seed. */
export interface SeedRider {
  email: string;
  firstName: string;
  lastName: string;
  employeeNumber: string;
  mobilePhone?: string | null;
  /** The company (`clients.q_name`): Acme unless said. */
  client?: string;
  sponsorCode?: string | null;
}

/** A demo persona: a rider with a mobile phone, and what the persona shows (the demo logins list it). */
export interface SeedPersona extends SeedRider {
  mobilePhone: string;
  what: string;
}

/**
 * Puts approved riders of their company (French, the demo password), registered `joinedAgo` (an
 * SQL interval, e.g. '90 days') before now. An account that exists is kept as it is
 * (`existing: 'keep'`) or has its password, names, employee number, mobile, language and approval
 * put back (`'reset'`). Answers the riders' ids by e-mail.
 */
export async function putRiders(
  db: Queryable,
  riders: readonly SeedRider[],
  options: { joinedAgo: string; existing: 'keep' | 'reset' },
): Promise<Map<string, number>> {
  // One hash a rider, each with its own salt: scrypt runs on libuv's thread pool, in parallel.
  const hashes = await Promise.all(riders.map(() => hashPassword(demoPassword)));
  const onConflict =
    options.existing === 'keep'
      ? 'do nothing'
      : `do update set password_hash = $2, first_name = $3, last_name = $4, employee_number = $5,
           mobile_phone = $6, language = 'fr', is_approved = true`;
  for (const [index, rider] of riders.entries()) {
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          approval_requested_at, employee_number, mobile_phone, sponsor_code,
                          language, created_at)
       values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = $7), true,
               now() - $9::interval, $5, $6, $8, 'fr', now() - $9::interval)
       on conflict (email) ${onConflict}`,
      [
        rider.email,
        hashes[index],
        rider.firstName,
        rider.lastName,
        rider.employeeNumber,
        rider.mobilePhone ?? null,
        rider.client ?? 'acme',
        rider.sponsorCode ?? null,
        options.joinedAgo,
      ],
    );
  }
  const { rows } = await db.query<{ id: number; email: string }>(
    'select id, email from users where email = any($1::text[])',
    [riders.map((rider) => rider.email)],
  );
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** A store's offer of a bike of the catalogue (`retailer_propositions`). */
export interface SeedOffer {
  bikeId: number;
  sizeId: number;
  bikePriceCents: number;
  equipment: { id: number; price_cents: number }[];
}

/**
 * An electric bike of the catalogue (at least 1 500 €) whose price with a helmet and a lock stays
 * within the company's `envelopeCents`, size M (or its first size), at the store's price (5 % off),
 * with the helmet and the lock.
 */
export async function seedOffer(
  db: Queryable,
  random: Random,
  envelopeCents: number,
): Promise<SeedOffer> {
  const equipment: SeedOffer['equipment'] = [];
  for (const kind of ['helmet', 'lock']) {
    equipment.push(
      await one(db, `select id, price_cents from equipment where kind = $1 order by id limit 1`, [
        kind,
      ]),
    );
  }
  const extras = equipment.reduce((sum, item) => sum + item.price_cents, 0);
  const { rows: bikes } = await db.query<{ id: number; price_cents: number }>(
    `select id, price_cents from bike_models
      where is_electric and price_cents + $1 <= $2 and price_cents >= 150000 order by id`,
    [extras, envelopeCents],
  );
  const bike = random.pick(bikes);
  const size = await one<{ id: number }>(
    db,
    `select id from bike_sizes where bike_model_id = $1 order by (label = 'M') desc, position limit 1`,
    [bike.id],
  );
  return {
    bikeId: bike.id,
    sizeId: size.id,
    bikePriceCents: Math.round((bike.price_cents * 95) / 100),
    equipment,
  };
}

/**
 * The store's proposal of `offer` to the rider, made at `createdAt` and valid 14 days (Paris); the
 * rider accepted it at `acceptedAt`, or has not answered yet (null). Answers its id.
 */
export async function insertProposal(
  db: Queryable,
  proposal: {
    userId: number;
    storeId: number;
    offer: SeedOffer;
    createdAt: Date;
    acceptedAt: Date | null;
    message: string | null;
  },
): Promise<number> {
  const { offer } = proposal;
  const { id } = await one<{ id: number }>(
    db,
    `insert into retailer_propositions (user_id, store_id, bike_model_id, bike_size_id, bike_price_cents,
                                        message, valid_until, created_at, status, answered_at)
     values ($1, $2, $3, $4, $5, $6, ($7::timestamptz at time zone 'Europe/Paris')::date + 14, $7,
             case when $8::timestamptz is null then 'pending' else 'accepted' end, $8)
     returning id`,
    [
      proposal.userId,
      proposal.storeId,
      offer.bikeId,
      offer.sizeId,
      offer.bikePriceCents,
      proposal.message,
      proposal.createdAt,
      proposal.acceptedAt,
    ],
  );
  await insertProposalEquipment(db, id, offer.equipment);
  return id;
}

/** The equipment of proposal `proposalId`, each at its price in the proposal. */
export async function insertProposalEquipment(
  db: Queryable,
  proposalId: number,
  equipment: readonly { id: number; price_cents: number }[],
): Promise<void> {
  for (const item of equipment) {
    await db.query(
      `insert into retailer_proposition_equipment (proposition_id, equipment_id, price_cents)
       values ($1, $2, $3)`,
      [proposalId, item.id, item.price_cents],
    );
  }
}

/**
 * The three weeks before a delivery at `deliveredAt`, as a delivered lease went through them: the
 * store's proposal 23 days before, the request 21 days before, then the company's approval, the
 * equipment confirmed, the contract signed by the company and the voucher by the rider, the pickup
 * voucher issued, and the delivery. Add steps after it (the end) to `steps`.
 */
export function deliveredJourney(deliveredAt: Date) {
  const day = (offset: number) => new Date(deliveredAt.getTime() + offset * 86_400_000);
  const steps: [LeaseEvent, Date][] = [
    ['approve', day(-20)],
    ['confirmEquipment', day(-19)],
    ['signContract', day(-18)],
    ['signVoucher', day(-16)],
    ['issuePickupVoucher', day(-16)],
    ['deliver', deliveredAt],
  ];
  return { proposedAt: day(-23), requestedAt: day(-21), steps };
}

/**
 * Store `storeId`'s proposal of `offer` made at `proposedAt`, which the rider accepted at
 * `requestedAt` by making the lease request, at the rent @velo/leasing computes; then each step of
 * `steps` at its time (steps of the same time keep their order a minute apart): with the refusal's
 * `motive`, and the delivery mode chosen when the equipment is confirmed (`delivery`, the store
 * unless said). Answers the request's id.
 */
export async function seedLeaseRequest(
  db: Queryable,
  request: {
    clientId: number;
    userId: number;
    riderName: string;
    storeId: number;
    offer: SeedOffer;
    proposedAt: Date;
    requestedAt: Date;
    /** The commercial offer's free months recorded on the lease (null: not recorded). */
    monthsOfFreeRent: number | null;
    steps: readonly (readonly [LeaseEvent, Date])[];
    motive?: string;
    delivery?: 'store' | 'home';
  },
): Promise<number> {
  const { offer } = request;
  const proposalId = await insertProposal(db, {
    userId: request.userId,
    storeId: request.storeId,
    offer,
    createdAt: request.proposedAt,
    acceptedAt: request.requestedAt,
    message: null,
  });
  const rent = monthlyRent({
    bikePriceCents: offer.bikePriceCents,
    equipmentPriceCents: offer.equipment.map((item) => item.price_cents),
  });
  const bike = await one<{ name: string }>(
    db,
    `select brand || ' ' || model as name from bike_models where id = $1`,
    [offer.bikeId],
  );
  const { id } = await one<{ id: number }>(
    db,
    `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                         status, user_id, proposition_id, created_at, months_of_free_rent)
     values ($1, $2, $3, $4, $5, 'pending-validation', $6, $7, $8, $9) returning id`,
    [
      request.clientId,
      request.riderName,
      bike.name,
      offer.bikePriceCents,
      rent.rentCents,
      request.userId,
      proposalId,
      request.requestedAt,
      request.monthsOfFreeRent,
    ],
  );
  await recordLeaseCreation(db, id, request.requestedAt);
  for (const [index, [event, at]] of request.steps.entries()) {
    await applyLeaseTransition(db, id, event, leaseEventActor(event), {
      at: new Date(at.getTime() + index * 60_000),
      ...(event === 'refuse' && request.motive !== undefined ? { motive: request.motive } : {}),
      ...(event === 'confirmEquipment' ? { delivery: request.delivery ?? 'store' } : {}),
    });
  }
  return id;
}
