/**
 * The demo's incidents (issue 14), seeded once per database (marker `seed:incidents-v1`) after the
 * lease journey's seed, dated relative to the seeding day:
 * - livre@acme.test (Antoine Fabre, bike delivered): a damage reported 12 days ago with one photo,
 *   `in-review` since 10 days.
 *
 * Dev mode only (`registerIncidentsDev`), so a tester or the e2e suite plays the insurer and reruns:
 * - `POST /__dev/incidents/{id}/status` `{ status, note? }`: the insurer moves the incident; `accepted`
 *   fixes the franchise with @velo/leasing; `documents-missing` and `refused` need the `note`;
 * - `POST /__dev/incidents/reset`: the personas' incidents back to the seeded one (answers its id).
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from './db.ts';
import { ApiError, validationFailed, type FieldError } from './errors.ts';
import {
  franchiseOf,
  incidentBody,
  incidentStatuses,
  loadIncident,
  runningRental,
  type IncidentStatus,
} from './incidents.ts';

export const incidentsSeedVersion = 'seed:incidents-v1';
/** The riders whose incidents the reset puts back as seeded. */
export const incidentPersonas = ['livre@acme.test'] as const;

/** A 2 × 2 grey PNG: the seeded photo (its bytes only need to be a real PNG). */
const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAADklEQVR4nGNoAAMGCAUAKg4GARWeQtcAAAAASUVORK5CYII=',
  'base64',
);

async function seedAntoine(db: Queryable): Promise<number | null> {
  const { rows: users } = await db.query<{ id: number }>('select id from users where email = $1', [
    incidentPersonas[0],
  ]);
  const userId = users[0]?.id;
  if (userId === undefined) return null;
  const rental = await runningRental(db, userId);
  if (!rental) return null;
  const { rows } = await db.query<{ id: number }>(
    `insert into incidents (lease_id, user_id, kind, status, occurred_on, place, description,
                            reported_at, updated_at)
     values ($1, $2, 'damage', 'in-review', current_date - 12, $3, $4,
             now() - interval '12 days', now() - interval '10 days')
     returning id`,
    [
      rental.id,
      userId,
      'Rue de la Roquette, 75011 Paris',
      'En freinant sur des pavés mouillés, le vélo a glissé : garde-boue arrière fendu et ' +
        'rétroviseur gauche arraché. Le cadre et les freins semblent intacts, le vélo roule encore.',
    ],
  );
  const id = rows[0]!.id;
  await db.query(
    `insert into incident_documents (incident_id, kind, file_name, media_type, content)
     values ($1, 'photo', 'garde-boue-arriere.png', 'image/png', $2)`,
    [id, photoPng],
  );
  return id;
}

export async function seedIncidents(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    incidentsSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedAntoine(tx);
    await tx.query('insert into schema_migrations (name) values ($1)', [incidentsSeedVersion]);
  });
  return true;
}

/** The personas' incidents back to the seeded one; answers its id (null without a running rental). */
export async function resetIncidents(db: Database): Promise<{ inReview: number | null }> {
  return db.transaction(async (tx) => {
    await tx.query(
      `delete from incidents where user_id in (select id from users where email = any($1))`,
      [[...incidentPersonas]],
    );
    return { inReview: await seedAntoine(tx) };
  });
}

const send = (reply: { code(status: number): { send(body: unknown): unknown } }, error: ApiError) =>
  reply.code(error.status).send(error.toBody());

export function registerIncidentsDev(app: FastifyInstance, db: Database): void {
  app.post<{ Params: { id: string } }>(
    '/__dev/incidents/:id/status',
    { config: { takesBody: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fields: FieldError[] = [];
      if (!Number.isSafeInteger(id) || id < 1) {
        fields.push({ field: 'path.id', message: 'must be a positive integer' });
      }
      const status = body['status'];
      if (typeof status !== 'string' || !(incidentStatuses as readonly string[]).includes(status)) {
        fields.push({
          field: 'body.status',
          message: `must be one of ${incidentStatuses.join(', ')}`,
        });
      }
      const note = typeof body['note'] === 'string' ? body['note'].trim() : '';
      if (
        (status === 'documents-missing' || status === 'refused') &&
        (note.length < 1 || note.length > 500)
      ) {
        fields.push({ field: 'body.note', message: 'is required (1 to 500 characters)' });
      }
      if (fields.length > 0) return send(reply, validationFailed(fields));
      const row = await loadIncident(db, id);
      if (!row) return send(reply, new ApiError(404, 'NOT_FOUND', 'No such incident.'));
      const { rows } = await db.query<{ bike_price_cents: number }>(
        'select l.bike_price_cents from incidents i join leases l on l.id = i.lease_id where i.id = $1',
        [id],
      );
      const moved = status as IncidentStatus;
      // Accepted: the rider owes the franchise (spec section 3), @velo/leasing's rule on the bike's price.
      const franchise =
        moved === 'accepted' ? franchiseOf(rows[0]!.bike_price_cents) : row.franchise_cents;
      await db.query(
        `update incidents set status = $2, note = $3, franchise_cents = $4, updated_at = now()
          where id = $1`,
        [id, moved, note === '' ? null : note, franchise],
      );
      return incidentBody(db, (await loadIncident(db, id))!);
    },
  );

  app.post('/__dev/incidents/reset', async () => resetIncidents(db));
}
