/**
 * From a bike to a request (issue 28; contract openapi/paths/offer-requests.yaml): the stores that
 * offer a bike, and a rider's request for an offer sent to one of them. The dev API plays the store
 * and answers at once with a proposal (offerRequests.ts), read at /try-bike/:id.
 */
import { idParam, requireUser } from '../access.ts';
import { created, ok, type Handlers } from '../context.ts';
import { forbidden, notFound, validationFailed } from '../errors.ts';
import { answerOfferRequest, storeOffers } from '../offerRequests.ts';
import { listStoresOffering } from './stores.ts';

interface OfferRequestInput {
  storeId: number;
  bikeModelId: number;
  sizeId: number;
  equipmentIds: number[];
  message?: string;
}

export const offerRequestHandlers: Handlers = {
  async listBikeModelStores({ db, user, params }) {
    requireUser(user);
    const id = idParam(params);
    const { rows } = await db.query('select 1 from bike_models where id = $1', [id]);
    if (rows.length === 0) throw notFound('bike model');
    return ok(await listStoresOffering(db, id));
  },

  async createOfferRequest({ db, user, body }) {
    const current = requireUser(user);
    if (current.role !== 'rider' || !current.isApproved) throw forbidden();
    const input = body as OfferRequestInput;
    const message = input.message?.trim() || null;
    if (input.message !== undefined && message === null) {
      throw validationFailed([{ field: 'body.message', message: 'must not be blank' }]);
    }
    const { rows: bikes } = await db.query<{ category: string }>(
      'select category from bike_models where id = $1',
      [input.bikeModelId],
    );
    const bike = bikes[0];
    if (!bike) {
      throw validationFailed([{ field: 'body.bikeModelId', message: 'is not a known bike' }]);
    }
    if (!(await storeOffers(db, input.storeId, input.bikeModelId))) {
      throw validationFailed([
        { field: 'body.storeId', message: 'is not an open store that offers this bike' },
      ]);
    }
    const { rows: sizes } = await db.query(
      'select 1 from bike_sizes where id = $1 and bike_model_id = $2',
      [input.sizeId, input.bikeModelId],
    );
    if (sizes.length === 0) {
      throw validationFailed([{ field: 'body.sizeId', message: 'is not a size of this bike' }]);
    }
    const { rows: fitting } = await db.query<{ id: number }>(
      `select id from equipment where id = any($1::int[])
          and (compatible_categories is null or $2 = any(compatible_categories))`,
      [input.equipmentIds, bike.category],
    );
    if (fitting.length !== input.equipmentIds.length) {
      throw validationFailed([
        { field: 'body.equipmentIds', message: 'holds equipment unknown or not fitting this bike' },
      ]);
    }
    const request = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; created_at: Date | string }>(
        `insert into offer_requests (user_id, store_id, bike_model_id, bike_size_id, equipment_ids, message)
         values ($1, $2, $3, $4, $5::int[], $6)
         returning id, created_at`,
        [current.id, input.storeId, input.bikeModelId, input.sizeId, input.equipmentIds, message],
      );
      const row = rows[0]!;
      const proposalId = await answerOfferRequest(tx, row.id);
      return { ...row, proposalId };
    });
    const { rows: stores } = await db.query<{ name: string }>(
      'select name from stores where id = $1',
      [input.storeId],
    );
    return created({
      id: request.id,
      store: { id: input.storeId, name: stores[0]?.name ?? '' },
      bikeModelId: input.bikeModelId,
      sizeId: input.sizeId,
      equipmentIds: input.equipmentIds,
      message,
      createdAt: new Date(request.created_at).toISOString(),
      proposalId: request.proposalId,
    });
  },
};
