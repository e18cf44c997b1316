/**
 * Store proposals of the demo (issue 12): seeded once per database (marker `seed:proposals-v1` in
 * `schema_migrations`), after the demo, stores and catalogue seeds, from fixed choices (the first
 * matching rows of the deterministic catalogue and store list), so the same proposals come back on
 * every fresh database:
 *
 * - rider@acme.test (Camille): `pending` (the demo proposal, from Cycles du Marais: an electric city
 *   bike in M with a helmet and a lock, valid 14 days), `pendingToDecline` (another pending one, from
 *   Presqu’île Vélos in Lyon: an electric longtail with a lock, for the decline journey) and `expired` (pending, its day passed 3 days ago);
 * - manager@acme.test (Sophie): `otherRider`, pending (another rider's: Camille gets a 403).
 *
 * On a fresh database their ids are 1, 2, 3 and 4. In dev mode `POST /__dev/proposals/reset` puts
 * them back in place (the e2e suite accepts and declines them), answering their ids.
 */
import type { Database, Queryable } from './db.ts';
import { insertProposalEquipment, one } from './seedRiders.ts';

export const proposalsSeedVersion = 'seed:proposals-v1';
export const demoProposalPersonas = ['rider@acme.test', 'manager@acme.test'] as const;

export interface SeededProposals {
  pending: number;
  pendingToDecline: number;
  expired: number;
  otherRider: number;
}

/** Days of validity from today of each seeded proposal: the expired one ended 3 days ago. */
const validDays: Record<keyof SeededProposals, number> = {
  pending: 14,
  pendingToDecline: 10,
  expired: -3,
  otherRider: 14,
};

async function userId(db: Queryable, email: string): Promise<number> {
  return (await one<{ id: number }>(db, 'select id from users where email = $1', [email])).id;
}

/** The first open store of that name, else the first open store after `skip` others. */
async function storeId(db: Queryable, name: string, skip: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'select id from stores where name = $1 and closed_on is null order by id limit 1',
    [name],
  );
  if (rows[0]) return rows[0].id;
  return (
    await one<{ id: number }>(
      db,
      'select id from stores where closed_on is null order by id offset $1 limit 1',
      [skip],
    )
  ).id;
}

/**
 * The first bike of a category, electric or not as asked when there is one, with its size `label`
 * or, failing that, its first size.
 */
async function bikeOf(db: Queryable, category: string, electric: boolean, label: string) {
  const bike = await one<{ id: number; price_cents: number }>(
    db,
    `select id, price_cents from bike_models where category = $1
      order by (is_electric = $2) desc, id limit 1`,
    [category, electric],
  );
  const size = await one<{ id: number }>(
    db,
    `select id from bike_sizes where bike_model_id = $1 order by (label = $2) desc, position limit 1`,
    [bike.id, label],
  );
  return { bikeId: bike.id, priceCents: bike.price_cents, sizeId: size.id };
}

async function firstEquipment(db: Queryable, kind: string) {
  return one<{ id: number; price_cents: number }>(
    db,
    'select id, price_cents from equipment where kind = $1 order by id limit 1',
    [kind],
  );
}

interface ProposalSeed {
  user: number;
  store: number;
  bike: { bikeId: number; priceCents: number; sizeId: number };
  /** The store's discount on the catalogue price, in percent. */
  discountPercent: number;
  equipment: { id: number; price_cents: number }[];
  validDays: number;
  message: string | null;
  /** Days since the store made it (the seeded ones: 2). */
  daysAgo?: number;
}

/** A store's proposal to a rider: the seeded ones, and a store's answer to an offer request. */
export async function insertProposal(db: Queryable, seed: ProposalSeed): Promise<number> {
  const price = Math.round((seed.bike.priceCents * (100 - seed.discountPercent)) / 100);
  const { id } = await one<{ id: number }>(
    db,
    `insert into retailer_propositions (user_id, store_id, bike_model_id, bike_size_id,
                                        bike_price_cents, message, valid_until, created_at)
     values ($1, $2, $3, $4, $5, $6, current_date + $7::int, now() - make_interval(days => $8::int))
     returning id`,
    [
      seed.user,
      seed.store,
      seed.bike.bikeId,
      seed.bike.sizeId,
      price,
      seed.message,
      seed.validDays,
      seed.daysAgo ?? 2,
    ],
  );
  await insertProposalEquipment(db, id, seed.equipment);
  return id;
}

async function insertDemoProposals(db: Queryable): Promise<SeededProposals> {
  const camille = await userId(db, 'rider@acme.test');
  const sophie = await userId(db, 'manager@acme.test');
  const marais = await storeId(db, 'Cycles du Marais', 0);
  const other = await storeId(db, 'Presqu’île Vélos', 1);
  const cityBike = await bikeOf(db, 'city', true, 'M');
  const cargo = await bikeOf(db, 'longtail', true, 'unique');
  const folding = await bikeOf(db, 'folding', false, 'unique');
  const helmet = await firstEquipment(db, 'helmet');
  const lock = await firstEquipment(db, 'lock');
  return {
    pending: await insertProposal(db, {
      user: camille,
      store: marais,
      bike: cityBike,
      discountPercent: 5,
      equipment: [helmet, lock],
      validDays: validDays.pending,
      message:
        'Bonjour Camille, voici le vélo essayé samedi, en taille M, avec un casque et un antivol.',
    }),
    pendingToDecline: await insertProposal(db, {
      user: camille,
      store: other,
      bike: cargo,
      discountPercent: 0,
      equipment: [lock],
      validDays: validDays.pendingToDecline,
      message: null,
    }),
    expired: await insertProposal(db, {
      user: camille,
      store: marais,
      bike: folding,
      discountPercent: 0,
      equipment: [],
      validDays: validDays.expired,
      message: null,
    }),
    otherRider: await insertProposal(db, {
      user: sophie,
      store: marais,
      bike: cityBike,
      discountPercent: 0,
      equipment: [helmet],
      validDays: validDays.otherRider,
      message: null,
    }),
  };
}

/** Seeds once; returns whether it did. Needs the demo, stores and catalogue seeds. */
export async function seedProposals(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    proposalsSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await insertDemoProposals(tx);
    await tx.query('insert into schema_migrations (name) values ($1)', [proposalsSeedVersion]);
  });
  return true;
}

/** The demo proposals' ids, or null when they are not all there (read by the e2e suite). */
export async function demoProposalIds(db: Queryable): Promise<SeededProposals | null> {
  const idsOf = async (email: string) =>
    (
      await db.query<{ id: number }>(
        `select p.id from retailer_propositions p join users u on u.id = p.user_id
          where u.email = $1 order by p.id`,
        [email],
      )
    ).rows.map((row) => row.id);
  const [pending, pendingToDecline, expired] = await idsOf('rider@acme.test');
  const [otherRider] = await idsOf('manager@acme.test');
  if (
    pending === undefined ||
    pendingToDecline === undefined ||
    expired === undefined ||
    otherRider === undefined
  ) {
    return null;
  }
  return { pending, pendingToDecline, expired, otherRider };
}

/**
 * Dev mode only: the demo personas' proposals back to their seeded state, in place (same ids, so
 * tests running side by side keep their pages), their lease requests from proposals deleted and
 * their days moved to today's. The offer requests they sent from a bike's page (issue 28) go, with
 * the proposals the stores answered them with and the lease requests accepting those created. The
 * e2e journeys that accept or decline can then run again.
 */
export async function resetDemoProposals(db: Database): Promise<SeededProposals> {
  return db.transaction(async (tx) => {
    const { rows: answers } = await tx.query<{ proposition_id: number }>(
      `delete from offer_requests r using users u
        where u.id = r.user_id and u.email = any($1::text[])
        returning r.proposition_id`,
      [demoProposalPersonas],
    );
    const answered = answers.map((row) => row.proposition_id).filter((id) => id !== null);
    await tx.query('delete from leases where proposition_id = any($1::int[])', [answered]);
    await tx.query('delete from retailer_propositions where id = any($1::int[])', [answered]);
    const ids = await demoProposalIds(tx);
    if (ids === null) return insertDemoProposals(tx);
    const all = Object.values(ids);
    await tx.query('delete from leases where proposition_id = any($1::int[])', [all]);
    for (const [key, id] of Object.entries(ids) as [keyof SeededProposals, number][]) {
      await tx.query(
        `update retailer_propositions
            set status = 'pending', answered_at = null, decline_reason = null,
                decline_comment = null, valid_until = current_date + $2::int
          where id = $1`,
        [id, validDays[key]],
      );
    }
    return ids;
  });
}
