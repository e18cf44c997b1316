/**
 * Dev mode only (beside issue 13's /__dev/lease-journey/reset): the rentals' personas back to their
 * seeded state, dated from now, so the /my-rent e2e can choose an end of lease, book a revision or
 * ask for an early return and run again on one database.
 * - `POST /__dev/rentals/reset`: answers each persona's rental ids;
 * - `GET /__dev/rentals`: the same ids, without resetting.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { rentalPersonaIds, resetRentalPersonas } from './rentalsSeed.ts';

export function registerRentalsDev(app: FastifyInstance, db: Database): void {
  app.post('/__dev/rentals/reset', async () => resetRentalPersonas(db));
  app.get('/__dev/rentals', async () => rentalPersonaIds(db));
}
