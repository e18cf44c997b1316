/**
 * The lease journey's personas (issue 13, lease-design §6): riders of Acme at every stage, each with a
 * lease request made from an accepted store proposal, its history and consistent dates, played
 * through @velo/leasing's state machine (`applyLeaseTransition`), so a seeded request is one the
 * journey could have produced. Seeded once per database (marker `seed:lease-journey-v1`), after the
 * demo, stores, catalogue and proposals seeds; bikes are picked with `seededRandom`, so every fresh
 * database holds the same requests. Dates are relative to the moment of seeding.
 *
 * In dev mode `POST /__dev/lease-journey/reset` deletes the personas' requests, proposals and
 * payments and seeds them again (the users stay, with their ids; their onboarding goes back to its
 * seed, onboardingSeed.ts), so the e2e journey can run again on one database.
 */
import type { Database, Queryable } from './db.ts';
import { applyLeaseTransition, recordLeaseCreation, type LeaseEvent } from './leaseJourney.ts';
import { resetOnboardingPersonas } from './onboardingSeed.ts';
import { hashPassword } from './passwords.ts';
import { seededRandom, type Random } from './random.ts';
import { demoPassword } from './seed.ts';
import { leaseEventActor, monthlyRent } from '@velo/leasing';

export const leaseJourneySeedVersion = 'seed:lease-journey-v1';
/** Acme's per-bike envelope (bike + equipment incl. tax): 4 000 €. */
export const acmeBikeEnvelopeCents = 400_000;
export const refusalMotive =
  'Le budget vélo 2026 de l’entreprise est atteint : nouvelle campagne en janvier.';

type Step = [event: LeaseEvent, hoursAgo: number];

export interface JourneyPersona {
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  employeeNumber: string;
  what: string;
  /** Hours before seeding the request was made; null for a rider with a proposal only. */
  requestedHoursAgo: number | null;
  steps: Step[];
  delivery?: 'store' | 'home';
}

const day = 24;

export const journeyPersonas: JourneyPersona[] = [
  {
    email: 'attente@acme.test',
    firstName: 'Nathalie',
    lastName: 'Girard',
    mobilePhone: '+33612457890',
    employeeNumber: 'A-2101',
    what: 'lease request waiting for Acme’s validation',
    requestedHoursAgo: 3,
    steps: [],
  },
  {
    email: 'refus@acme.test',
    firstName: 'Julien',
    lastName: 'Morel',
    mobilePhone: '+33623568901',
    employeeNumber: 'A-2102',
    what: 'lease request refused by Acme, with its motive',
    requestedHoursAgo: 6 * day,
    steps: [['refuse', 5 * day]],
  },
  {
    email: 'valide@acme.test',
    firstName: 'Inès',
    lastName: 'Benali',
    mobilePhone: '+33634679012',
    employeeNumber: 'A-2103',
    what: 'lease request approved: the equipment to confirm',
    requestedHoursAgo: 4 * day,
    steps: [['approve', 3 * day]],
  },
  {
    email: 'signature@acme.test',
    firstName: 'Thomas',
    lastName: 'Lefèvre',
    mobilePhone: '+33645780123',
    employeeNumber: 'A-2104',
    what: 'contract signed by Acme: onboarding and the SMS-code signature to do',
    requestedHoursAgo: 12 * day,
    delivery: 'store',
    steps: [
      ['approve', 11 * day],
      ['confirmEquipment', 10 * day],
      ['signContract', 9 * day],
    ],
  },
  {
    email: 'paiement@acme.test',
    firstName: 'Manon',
    lastName: 'Rousseau',
    mobilePhone: '+33656891234',
    employeeNumber: 'A-2105',
    what: 'pickup voucher issued, 50 € of home delivery to pay',
    requestedHoursAgo: 20 * day,
    delivery: 'home',
    steps: [
      ['approve', 19 * day],
      ['confirmEquipment', 18 * day],
      ['signContract', 17 * day],
      ['signVoucher', 3 * day],
      ['issuePickupVoucher', 3 * day],
    ],
  },
  {
    email: 'livre@acme.test',
    firstName: 'Antoine',
    lastName: 'Fabre',
    mobilePhone: '+33767902345',
    employeeNumber: 'A-2106',
    what: 'bike delivered, lease running',
    requestedHoursAgo: 60 * day,
    delivery: 'store',
    steps: [
      ['approve', 59 * day],
      ['confirmEquipment', 57 * day],
      ['signContract', 56 * day],
      ['signVoucher', 54 * day],
      ['issuePickupVoucher', 54 * day],
      ['deliver', 47 * day],
    ],
  },
  {
    email: 'parcours@acme.test',
    firstName: 'Hugo',
    lastName: 'Mercier',
    mobilePhone: '+33678013456',
    employeeNumber: 'A-2107',
    what: 'a pending proposal from Cycles du Marais: the whole journey to walk',
    requestedHoursAgo: null,
    steps: [],
  },
];

async function one<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (rows[0] === undefined) throw new Error(`lease journey seed: nothing for ${sql}`);
  return rows[0];
}

interface Offer {
  bikeId: number;
  sizeId: number;
  bikePriceCents: number;
  equipment: { id: number; price_cents: number }[];
}

/**
 * A bike of the catalogue for one persona: an electric one with its size M (or first size), at the
 * store's price (5 % off), with a helmet and a lock, within Acme's envelope.
 */
async function offerFor(db: Queryable, random: Random): Promise<Offer> {
  const helmet = await one<{ id: number; price_cents: number }>(
    db,
    `select id, price_cents from equipment where kind = 'helmet' order by id limit 1`,
  );
  const lock = await one<{ id: number; price_cents: number }>(
    db,
    `select id, price_cents from equipment where kind = 'lock' order by id limit 1`,
  );
  const { rows: bikes } = await db.query<{ id: number; price_cents: number }>(
    `select id, price_cents from bike_models
      where is_electric and price_cents + $1 <= $2 and price_cents >= 150000 order by id`,
    [helmet.price_cents + lock.price_cents, acmeBikeEnvelopeCents],
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
    equipment: [helmet, lock],
  };
}

async function insertProposal(
  db: Queryable,
  userId: number,
  storeId: number,
  offer: Offer,
  createdHoursAgo: number,
  accepted: boolean,
  message: string | null,
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `insert into retailer_propositions (user_id, store_id, bike_model_id, bike_size_id, bike_price_cents,
                                        message, valid_until, created_at, status, answered_at)
     values ($1, $2, $3, $4, $5, $6,
             ((now() - make_interval(hours => $7::int)) at time zone 'Europe/Paris')::date + 14,
             now() - make_interval(hours => $7::int),
             $8, case when $8 = 'accepted' then now() - make_interval(hours => $9::int) end)
     returning id`,
    [
      userId,
      storeId,
      offer.bikeId,
      offer.sizeId,
      offer.bikePriceCents,
      message,
      createdHoursAgo,
      accepted ? 'accepted' : 'pending',
      Math.max(createdHoursAgo - 48, 0),
    ],
  );
  for (const item of offer.equipment) {
    await db.query(
      `insert into retailer_proposition_equipment (proposition_id, equipment_id, price_cents)
       values ($1, $2, $3)`,
      [id, item.id, item.price_cents],
    );
  }
  return id;
}

async function seedJourneys(db: Queryable, now: Date): Promise<void> {
  const random = seededRandom(13);
  const acme = await one<{ id: number }>(db, `select id from clients where q_name = 'acme'`);
  const marais = await one<{ id: number }>(
    db,
    `select id from stores where closed_on is null order by (name = 'Cycles du Marais') desc, id limit 1`,
  );
  await db.query(`update client_settings set bike_envelope_cents = $2 where client_id = $1`, [
    acme.id,
    acmeBikeEnvelopeCents,
  ]);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  for (const persona of journeyPersonas) {
    const user = await one<{ id: number }>(db, 'select id from users where email = $1', [
      persona.email,
    ]);
    const offer = await offerFor(db, random);
    if (persona.requestedHoursAgo === null) {
      // The e2e journey starts from this proposal (proposal created yesterday, valid 14 days).
      await insertProposal(
        db,
        user.id,
        marais.id,
        offer,
        day,
        false,
        `Bonjour ${persona.firstName}, voici le vélo essayé chez nous, en taille M, avec un casque et un antivol.`,
      );
      continue;
    }
    // The proposal came two days before the request; the rider accepted it then.
    const proposal = await insertProposal(
      db,
      user.id,
      marais.id,
      offer,
      persona.requestedHoursAgo + 48,
      true,
      null,
    );
    const rent = monthlyRent({
      bikePriceCents: offer.bikePriceCents,
      equipmentPriceCents: offer.equipment.map((item) => item.price_cents),
    });
    const bike = await one<{ name: string }>(
      db,
      `select brand || ' ' || model as name from bike_models where id = $1`,
      [offer.bikeId],
    );
    const createdAt = hoursAgo(persona.requestedHoursAgo);
    const { id } = await one<{ id: number }>(
      db,
      `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                           status, user_id, proposition_id, created_at)
       values ($1, $2, $3, $4, $5, 'pending-validation', $6, $7, $8) returning id`,
      [
        acme.id,
        `${persona.firstName} ${persona.lastName}`,
        bike.name,
        offer.bikePriceCents,
        rent.rentCents,
        user.id,
        proposal,
        createdAt,
      ],
    );
    await recordLeaseCreation(db, id, createdAt);
    for (const [index, [event, ago]] of persona.steps.entries()) {
      // Steps of the same hour keep their order a minute apart.
      const at = new Date(hoursAgo(ago).getTime() + index * 60_000);
      await applyLeaseTransition(db, id, event, leaseEventActor(event), {
        at,
        ...(event === 'refuse' ? { motive: refusalMotive } : {}),
        ...(event === 'confirmEquipment' ? { delivery: persona.delivery ?? 'store' } : {}),
      });
    }
  }
}

async function insertUsers(db: Queryable, hashes: string[]): Promise<void> {
  for (const [index, persona] of journeyPersonas.entries()) {
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          approval_requested_at, employee_number, mobile_phone, created_at)
       values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = 'acme'), true,
               now() - interval '90 days', $5, $6, now() - interval '90 days')
       on conflict (email) do nothing`,
      [
        persona.email,
        hashes[index],
        persona.firstName,
        persona.lastName,
        persona.employeeNumber,
        persona.mobilePhone,
      ],
    );
  }
}

/** Seeds once; returns whether it did. Needs the demo, stores, catalogue and proposals seeds. */
export async function seedLeaseJourney(db: Database, now = new Date()): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    leaseJourneySeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  const hashes = await Promise.all(journeyPersonas.map(() => hashPassword(demoPassword)));
  await db.transaction(async (tx) => {
    await insertUsers(tx, hashes);
    await seedJourneys(tx, now);
    await tx.query('insert into schema_migrations (name) values ($1)', [leaseJourneySeedVersion]);
  });
  return true;
}

/**
 * Dev mode only: the journey personas back to their seeded stage (their requests, proposals and
 * payments deleted and seeded again, dated from now). Answers each persona's lease request ids.
 */
export async function resetLeaseJourney(db: Database, now = new Date()) {
  await db.transaction(async (tx) => {
    const emails = journeyPersonas.map((persona) => persona.email);
    await tx.query(
      `delete from leases where user_id in (select id from users where email = any($1::text[]))`,
      [emails],
    );
    await tx.query(
      `delete from retailer_propositions
        where user_id in (select id from users where email = any($1::text[]))`,
      [emails],
    );
    await seedJourneys(tx, now);
    // Their onboarding too (signature evidence, locked contact information): issue 13's e2e re-runs.
    await resetOnboardingPersonas(tx);
  });
  return journeyLeaseIds(db);
}

/** Each journey persona's lease request ids (newest first) and pending proposal ids. */
export async function journeyLeaseIds(db: Queryable) {
  const { rows } = await db.query<{ email: string; leases: number[]; proposals: number[] }>(
    `select u.email,
            coalesce((select array_agg(l.id order by l.created_at desc, l.id desc) from leases l
                       where l.user_id = u.id), '{}') as leases,
            coalesce((select array_agg(p.id order by p.id) from retailer_propositions p
                       where p.user_id = u.id and p.status = 'pending'), '{}') as proposals
       from users u where u.email = any($1::text[]) order by u.email`,
    [journeyPersonas.map((persona) => persona.email)],
  );
  return Object.fromEntries(
    rows.map((row) => [row.email, { leaseRequests: row.leases, proposals: row.proposals }]),
  );
}
