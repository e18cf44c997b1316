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
import type { LeaseEvent } from '@velo/leasing';
import type { Database, Queryable } from './db.ts';
import { resetOnboardingPersonas } from './onboardingSeed.ts';
import { seededRandom } from './random.ts';
import {
  insertProposal,
  one,
  putRiders,
  seedLeaseRequest,
  seedOffer,
  seedOnce,
  type SeedPersona,
} from './seedRiders.ts';

export const leaseJourneySeedVersion = 'seed:lease-journey-v1';
/** Acme's per-bike envelope (bike + equipment incl. tax): 4 000 €. */
export const acmeBikeEnvelopeCents = 400_000;
export const refusalMotive =
  'Le budget vélo 2026 de l’entreprise est atteint : nouvelle campagne en janvier.';

type Step = [event: LeaseEvent, hoursAgo: number];

export interface JourneyPersona extends SeedPersona {
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
    const offer = await seedOffer(db, random, acmeBikeEnvelopeCents);
    if (persona.requestedHoursAgo === null) {
      // The e2e journey starts from this proposal (proposal created yesterday, valid 14 days).
      await insertProposal(db, {
        userId: user.id,
        storeId: marais.id,
        offer,
        createdAt: hoursAgo(day),
        acceptedAt: null,
        message: `Bonjour ${persona.firstName}, voici le vélo essayé chez nous, en taille M, avec un casque et un antivol.`,
      });
      continue;
    }
    // The proposal came two days before the request; the rider accepted it then.
    await seedLeaseRequest(db, {
      clientId: acme.id,
      userId: user.id,
      riderName: `${persona.firstName} ${persona.lastName}`,
      storeId: marais.id,
      offer,
      proposedAt: hoursAgo(persona.requestedHoursAgo + 48),
      requestedAt: hoursAgo(persona.requestedHoursAgo),
      monthsOfFreeRent: null,
      steps: persona.steps.map(([event, ago]) => [event, hoursAgo(ago)] as const),
      motive: refusalMotive,
      delivery: persona.delivery ?? 'store',
    });
  }
}

/** Seeds once; returns whether it did. Needs the demo, stores, catalogue and proposals seeds. */
export async function seedLeaseJourney(db: Database, now = new Date()): Promise<boolean> {
  return seedOnce(db, leaseJourneySeedVersion, async (tx) => {
    await putRiders(tx, journeyPersonas, { joinedAgo: '90 days', existing: 'keep' });
    await seedJourneys(tx, now);
  });
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
    // The caps on SMS codes start afresh too (their sends by lease went with the leases).
    await tx.query(
      `delete from sms_code_sends
        where user_id in (select id from users where email = any($1::text[]))`,
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
