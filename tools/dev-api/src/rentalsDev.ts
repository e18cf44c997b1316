/**
 * Dev mode only (beside issue 13's lease-journey switch): the rentals' personas and the lessor's side
 * of a rental, so the /my-rent e2e can choose an end of lease, book a revision or ask for an early
 * return and run again on one database.
 * - `POST /__dev/rentals/reset`: the six personas back to their seeded state, dated from now;
 *   answers each persona's rental ids;
 * - `GET /__dev/rentals`: the same ids, without resetting;
 * - `POST /__dev/rentals/{id}/buyout-paid`: the lessor records the payment of a chosen buyout (spec
 *   section 4: paid by the end date, the bike is the rider's; unpaid, the lease is extended
 *   automatically). 409 `ILLEGAL_TRANSITION` when no buyout is chosen or it is paid already.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { ApiError, validationFailed } from './errors.ts';
import { rentalBody } from './rentals.ts';
import { rentalPersonaIds, resetRentalPersonas } from './rentalsSeed.ts';

export function registerRentalsDev(app: FastifyInstance, db: Database): void {
  app.post('/__dev/rentals/reset', async () => resetRentalPersonas(db));
  app.get('/__dev/rentals', async () => rentalPersonaIds(db));
  app.post<{ Params: { id: string } }>('/__dev/rentals/:id/buyout-paid', async (request, reply) => {
    const id = Number(request.params.id);
    try {
      if (!Number.isSafeInteger(id) || id < 1) {
        throw validationFailed([{ field: 'path.id', message: 'must be a positive integer' }]);
      }
      const { rows } = await db.query<{ id: number }>(
        `update leases set buyout_paid_at = now()
            where id = $1 and status = 'active' and end_of_lease_choice = 'buyout'
              and buyout_paid_at is null
           returning id`,
        [id],
      );
      if (rows.length === 0) {
        throw new ApiError(
          409,
          'ILLEGAL_TRANSITION',
          'No unpaid buyout is chosen on this running rental.',
        );
      }
      return await rentalBody(db, id, new Date());
    } catch (error) {
      if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
      throw error;
    }
  });
}
