/**
 * Dev mode only (beside /__dev/faults): the switch that plays the other parties of the lease journey
 * (issue 13), so a tester or the e2e suite walks the whole journey:
 * - `POST /__dev/lease-requests/{id}/events` `{ event, motive? }`: the company approves, refuses with
 *   a motive or signs the contract, the store delivers, time lapses an approval; through the same
 *   state machine as the rider's calls (409 ILLEGAL_TRANSITION with its reason, 400 without a motive);
 * - `GET /__dev/lease-requests?email=`: that user's requests, newest first, as the rider reads them;
 * - `POST /__dev/lease-journey/reset`: the journey personas back to their seeded stage.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { ApiError, validationFailed } from './errors.ts';
import { applyLeaseTransition } from './leaseJourney.ts';
import { leaseRequestBody } from './leaseRequests.ts';
import { journeyLeaseIds, resetLeaseJourney } from './leaseJourneySeed.ts';

/** The events the switch plays, with the party each belongs to. */
const playable = {
  approve: 'company',
  refuse: 'company',
  signContract: 'company',
  deliver: 'store',
  lapse: 'time',
} as const;

type Playable = keyof typeof playable;

const send = (reply: { code(status: number): { send(body: unknown): unknown } }, error: ApiError) =>
  reply.code(error.status).send(error.toBody());

export function registerLeaseJourneyDev(app: FastifyInstance, db: Database): void {
  app.post<{ Params: { id: string } }>(
    '/__dev/lease-requests/:id/events',
    { config: { takesBody: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fields = [];
      if (!Number.isSafeInteger(id) || id < 1)
        fields.push({ field: 'path.id', message: 'must be a positive integer' });
      const event = body['event'];
      if (typeof event !== 'string' || !(event in playable)) {
        fields.push({
          field: 'body.event',
          message: `must be one of ${Object.keys(playable).join(', ')}`,
        });
      }
      const motive = body['motive'];
      if (motive !== undefined && typeof motive !== 'string') {
        fields.push({ field: 'body.motive', message: 'must be a string' });
      }
      if (fields.length > 0) return send(reply, validationFailed(fields));
      try {
        const played = event as Playable;
        await db.transaction((tx) =>
          applyLeaseTransition(tx, id, played, playable[played], {
            ...(typeof motive === 'string' ? { motive } : {}),
          }),
        );
        return await leaseRequestBody(db, id);
      } catch (error) {
        if (error instanceof ApiError) return send(reply, error);
        throw error;
      }
    },
  );

  app.get<{ Querystring: { email?: string } }>('/__dev/lease-requests', async (request, reply) => {
    const email = (request.query.email ?? '').trim().toLowerCase();
    if (email === '') {
      return send(reply, validationFailed([{ field: 'query.email', message: 'is required' }]));
    }
    const { rows } = await db.query<{ id: number }>(
      `select l.id from leases l join users u on u.id = l.user_id
        where u.email = $1 and l.proposition_id is not null
        order by l.created_at desc, l.id desc`,
      [email],
    );
    return Promise.all(rows.map((row) => leaseRequestBody(db, row.id)));
  });

  app.post('/__dev/lease-journey/reset', async () => resetLeaseJourney(db));
  app.get('/__dev/lease-journey', async () => journeyLeaseIds(db));
}
