/**
 * The demo's incidents (issue 14), seeded once per database (marker `seed:incidents-v1`) after the
 * lease journey's seed, dated relative to the seeding day:
 * - livre@acme.test (Antoine Fabre, bike delivered): a damage reported 12 days ago with one photo,
 *   `in-review` since 10 days.
 * - plainte@acme.test (Léa Marchand, created here: bike delivered 80 days ago at Cycles du Marais): a
 *   damage by vandalism reported 6 days ago with two photos, `documents-missing` since 4 days — the
 *   insurer waits for the police report (vandalism is covered on a filed complaint).
 *
 * Dev mode only (`registerIncidentsDev`), so a tester or the e2e suite plays the insurer and reruns:
 * - `POST /__dev/incidents/{id}/status` `{ status, note?, missingDocuments? }`: the insurer moves the
 *   incident; `accepted` fixes the franchise with @velo/leasing; `documents-missing` and `refused`
 *   need the `note`; `documents-missing` waits for `missingDocuments` (default: the kind's own
 *   document, a police report for a theft or a breakdown, photos for a damage);
 * - `POST /__dev/incidents/reset`: the personas' incidents back to the seeded one (answers its id).
 */
import { leaseEventActor, monthlyRent } from '@velo/leasing';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from './db.ts';
import { ApiError, validationFailed, type FieldError } from './errors.ts';
import {
  franchiseOf,
  incidentBody,
  incidentStatuses,
  incidentDocumentKinds,
  loadIncident,
  runningRental,
  type IncidentStatus,
} from './incidents.ts';
import { applyLeaseTransition, recordLeaseCreation, type LeaseEvent } from './leaseJourney.ts';
import { hashPassword } from './passwords.ts';
import { demoPassword } from './seed.ts';

export const incidentsSeedVersion = 'seed:incidents-v2';
/** The riders whose incidents the reset puts back as seeded. */
export const incidentPersonas = ['livre@acme.test', 'plainte@acme.test'] as const;

/** The rider created here, whose claim waits for her police report. */
export const waitingPersona = {
  email: 'plainte@acme.test',
  firstName: 'Léa',
  lastName: 'Marchand',
  mobilePhone: '+33689124567',
  employeeNumber: 'A-2201',
  deliveredDaysAgo: 80,
} as const;

/** What the insurer wrote when it asked for the police report. */
export const waitingNote =
  'Pour un acte de vandalisme, l’assureur demande le récépissé du dépôt de plainte.';

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

async function one<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (rows[0] === undefined) throw new Error(`incidents seed: nothing for ${sql}`);
  return rows[0];
}

/**
 * Léa: an Acme rider whose bike was delivered 80 days ago (the first electric bike of the catalogue
 * in size M, with no equipment, at the first open store), so her lease runs whatever the seed day.
 * Created once; deterministic (no random choice, dates relative to the seeding day).
 */
async function createLea(db: Queryable): Promise<void> {
  const persona = waitingPersona;
  const exists = await db.query('select 1 from users where email = $1', [persona.email]);
  if (exists.rows.length > 0) return;
  const user = await one<{ id: number }>(
    db,
    `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                        approval_requested_at, employee_number, mobile_phone, created_at)
     values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = 'acme'), true,
             now() - interval '200 days', $5, $6, now() - interval '200 days')
     returning id`,
    [
      persona.email,
      await hashPassword(demoPassword),
      persona.firstName,
      persona.lastName,
      persona.employeeNumber,
      persona.mobilePhone,
    ],
  );
  const acme = await one<{ id: number }>(db, `select id from clients where q_name = 'acme'`);
  const store = await one<{ id: number }>(
    db,
    `select id from stores where closed_on is null order by (name = 'Cycles du Marais') desc, id limit 1`,
  );
  const bike = await one<{ id: number; price_cents: number; name: string }>(
    db,
    `select id, price_cents, brand || ' ' || model as name from bike_models
      where is_electric and price_cents between 150000 and 380000 order by id limit 1`,
  );
  const size = await one<{ id: number }>(
    db,
    `select id from bike_sizes where bike_model_id = $1 order by (label = 'M') desc, position limit 1`,
    [bike.id],
  );
  const deliveredAt = new Date(Date.now() - persona.deliveredDaysAgo * 86_400_000);
  const day = (offset: number) => new Date(deliveredAt.getTime() + offset * 86_400_000);
  const proposal = await one<{ id: number }>(
    db,
    `insert into retailer_propositions (user_id, store_id, bike_model_id, bike_size_id, bike_price_cents,
                                        valid_until, created_at, status, answered_at)
     values ($1, $2, $3, $4, $5, ($6::timestamptz at time zone 'Europe/Paris')::date + 14, $6, 'accepted', $7)
     returning id`,
    [user.id, store.id, bike.id, size.id, bike.price_cents, day(-23), day(-21)],
  );
  const rent = monthlyRent({ bikePriceCents: bike.price_cents, equipmentPriceCents: [] });
  const lease = await one<{ id: number }>(
    db,
    `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                         status, user_id, proposition_id, created_at)
     values ($1, $2, $3, $4, $5, 'pending-validation', $6, $7, $8) returning id`,
    [
      acme.id,
      `${persona.firstName} ${persona.lastName}`,
      bike.name,
      bike.price_cents,
      rent.rentCents,
      user.id,
      proposal.id,
      day(-21),
    ],
  );
  await recordLeaseCreation(db, lease.id, day(-21));
  const steps: [LeaseEvent, Date][] = [
    ['approve', day(-20)],
    ['confirmEquipment', day(-19)],
    ['signContract', day(-18)],
    ['signVoucher', day(-16)],
    ['issuePickupVoucher', day(-16)],
    ['deliver', deliveredAt],
  ];
  for (const [index, [event, at]] of steps.entries()) {
    await applyLeaseTransition(db, lease.id, event, leaseEventActor(event), {
      at: new Date(at.getTime() + index * 60_000),
      ...(event === 'confirmEquipment' ? { delivery: 'store' as const } : {}),
    });
  }
}

/** Léa's claim: a vandalised bike, two photos sent, the insurer waiting for the police report. */
async function seedLea(db: Queryable): Promise<number | null> {
  const { rows: users } = await db.query<{ id: number }>('select id from users where email = $1', [
    waitingPersona.email,
  ]);
  const userId = users[0]?.id;
  if (userId === undefined) return null;
  const rental = await runningRental(db, userId);
  if (!rental) return null;
  const { rows } = await db.query<{ id: number }>(
    `insert into incidents (lease_id, user_id, kind, status, occurred_on, place, description,
                            reported_at, updated_at, note, missing_documents)
     values ($1, $2, 'damage', 'documents-missing', current_date - 7, $3, $4,
             now() - interval '6 days', now() - interval '4 days', $5, array['police-report'])
     returning id`,
    [
      rental.id,
      userId,
      'Parvis de la gare Montparnasse, 75015 Paris',
      'Vélo retrouvé vandalisé au stationnement de la gare : écran de la batterie brisé, câble ' +
        'de frein avant sectionné, selle lacérée. Il ne roule plus en sécurité.',
      waitingNote,
    ],
  );
  const id = rows[0]!.id;
  for (const name of ['ecran-batterie.png', 'cable-frein.png']) {
    await db.query(
      `insert into incident_documents (incident_id, kind, file_name, media_type, content)
       values ($1, 'photo', $2, 'image/png', $3)`,
      [id, name, photoPng],
    );
  }
  return id;
}

export async function seedIncidents(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    incidentsSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    // v1 seeded Antoine's only: a database seeded then gets Léa now, Antoine's incident untouched.
    const v1 = await tx.query('select 1 from schema_migrations where name = $1', [
      'seed:incidents-v1',
    ]);
    if (v1.rows.length === 0) await seedAntoine(tx);
    await createLea(tx);
    await seedLea(tx);
    await tx.query('insert into schema_migrations (name) values ($1)', [incidentsSeedVersion]);
  });
  return true;
}

/**
 * The personas' incidents back to the seeded ones; answers their ids (null without a running
 * rental): Antoine's in review, Léa's waiting for her police report.
 */
export async function resetIncidents(
  db: Database,
): Promise<{ inReview: number | null; documentsMissing: number | null }> {
  return db.transaction(async (tx) => {
    await tx.query(
      `delete from incidents where user_id in (select id from users where email = any($1))`,
      [[...incidentPersonas]],
    );
    return { inReview: await seedAntoine(tx), documentsMissing: await seedLea(tx) };
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
      const asked = body['missingDocuments'];
      if (
        asked !== undefined &&
        (!Array.isArray(asked) ||
          asked.length === 0 ||
          asked.some((kind) => !(incidentDocumentKinds as readonly unknown[]).includes(kind)))
      ) {
        fields.push({
          field: 'body.missingDocuments',
          message: `must list some of ${incidentDocumentKinds.join(', ')}`,
        });
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
      const missing =
        moved !== 'documents-missing'
          ? []
          : Array.isArray(asked)
            ? [...new Set(asked as string[])]
            : [row.kind === 'damage' ? 'photo' : 'police-report'];
      await db.query(
        `update incidents set status = $2, note = $3, franchise_cents = $4,
                              missing_documents = $5, updated_at = now()
          where id = $1`,
        [id, moved, note === '' ? null : note, franchise, missing],
      );
      return incidentBody(db, (await loadIncident(db, id))!);
    },
  );

  app.post('/__dev/incidents/reset', async () => resetIncidents(db));
}
