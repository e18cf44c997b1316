/**
 * From a bike to a request (issue 28): which partner stores offer which bike models, and the offer
 * requests a rider sends a store from a bike's page.
 *
 * The dev API plays the store: it answers a request at once with a proposal of the bike in the size
 * asked, with the equipment asked, at catalogue prices, valid 14 days (the issue 12 proposals'
 * table and shape, `insertProposal` of proposalsSeed.ts), so the demo goes from the catalogue to
 * /try-bike/:id without leaving the app. `POST /__dev/proposals/reset` removes the demo personas'
 * requests and those proposals.
 */
import type { Database, Queryable } from './db.ts';
import { insertProposal } from './proposalsSeed.ts';
import { one } from './seedRiders.ts';

export const storeModelsSeedVersion = 'seed:store-models-v1';
/** How long a store's answer stays valid. */
export const answerValidDays = 14;

/**
 * Seeds once which open stores offer each model: as many as the model's `retailersCount` (all of
 * them when it counts more), drawn by a fixed hash of the pair, so the same stores come back on
 * every fresh database and the catalogue's count agrees with /stores filtered by the model. Needs
 * the stores and catalogue seeds.
 */
export async function seedStoreModels(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    storeModelsSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into store_bike_models (store_id, bike_model_id)
       select store_id, bike_model_id from (
         select s.id as store_id, b.id as bike_model_id, b.retailers_count,
                row_number() over (partition by b.id order by md5(s.id || ':' || b.id)) as rank
           from bike_models b cross join stores s
          where s.closed_on is null
       ) ranked
       where rank <= retailers_count`,
    );
    await tx.query('insert into schema_migrations (name) values ($1)', [storeModelsSeedVersion]);
  });
  return true;
}

/** Whether open store `storeId` offers model `bikeModelId`. */
export async function storeOffers(
  db: Queryable,
  storeId: number,
  bikeModelId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from store_bike_models m join stores s on s.id = m.store_id
      where m.store_id = $1 and m.bike_model_id = $2 and s.closed_on is null`,
    [storeId, bikeModelId],
  );
  return rows.length > 0;
}

/**
 * The store answers request `requestId` with its proposal (the dev API plays the store), and the
 * request points to it. Returns the proposal's id.
 */
export async function answerOfferRequest(db: Queryable, requestId: number): Promise<number> {
  const request = await one<{
    user_id: number;
    store_id: number;
    bike_model_id: number;
    bike_size_id: number;
    equipment_ids: number[];
    first_name: string | null;
    price_cents: number;
    model: string;
    size_label: string;
  }>(
    db,
    `select r.user_id, r.store_id, r.bike_model_id, r.bike_size_id, r.equipment_ids, u.first_name,
            b.price_cents, b.brand || ' ' || b.model as model, z.label as size_label
       from offer_requests r
       join users u on u.id = r.user_id
       join bike_models b on b.id = r.bike_model_id
       join bike_sizes z on z.id = r.bike_size_id
      where r.id = $1`,
    [requestId],
  );
  const { rows: equipment } = await db.query<{ id: number; price_cents: number }>(
    'select id, price_cents from equipment where id = any($1::int[]) order by id',
    [request.equipment_ids],
  );
  const greeting = request.first_name ? `Bonjour ${request.first_name}, voici` : 'Voici';
  const size = request.size_label === 'unique' ? 'taille unique' : `taille ${request.size_label}`;
  const proposalId = await insertProposal(db, {
    user: request.user_id,
    store: request.store_id,
    bike: {
      bikeId: request.bike_model_id,
      priceCents: request.price_cents,
      sizeId: request.bike_size_id,
    },
    discountPercent: 0,
    equipment,
    validDays: answerValidDays,
    daysAgo: 0,
    message: `${greeting} notre offre pour le ${request.model} en ${size}, comme demandé.`,
  });
  await db.query('update offer_requests set proposition_id = $2 where id = $1', [
    requestId,
    proposalId,
  ]);
  return proposalId;
}
