/**
 * The rentals' personas (issue 14, rent-design §2): six riders of Acme whose bike was delivered at
 * different moments, so every stage of a running lease can be seen — month 3 (free months, first
 * debit next), month 14 (early return possible), month 34 (end-of-lease choice open), the extension
 * running, a lease ended five months ago (bank details still kept) and one ended seven months ago
 * (bank details deleted, spec section 9).
 *
 * Each lease is played through issue 13's state machine (`applyLeaseTransition`) from an accepted
 * store proposal, dated RELATIVE to the seed day (so the lease months stay right whatever the day),
 * with a bike of the catalogue picked by `seededRandom`: every fresh database holds the same
 * rentals. Seeded once per database (marker `seed:rentals-v1`), after the demo, stores, catalogue,
 * proposals and lease-journey seeds; `POST /__dev/rentals/reset` (dev mode) seeds them again.
 */
import {
  addCalendarDays,
  addMonths,
  leaseEndDate,
  parisDate,
  revisionPlan,
  type EndOfLeaseChoice,
} from '@velo/leasing';
import type { Database, Queryable } from './db.ts';
import { acmeBikeEnvelopeCents } from './leaseJourneySeed.ts';
import { seededRandom } from './random.ts';
import { purgeExpiredBankDetails } from './rentalsBankDetails.ts';
import {
  deliveredJourney,
  one,
  putRiders,
  seedLeaseRequest,
  seedOffer,
  seedOnce,
  type SeedOffer,
  type SeedPersona,
} from './seedRiders.ts';

export const rentalsSeedVersion = 'seed:rentals-v1';

export interface RentalPersona extends SeedPersona {
  /** The delivery day: `months` months and `days` days before the seed day. */
  started: { months: number; days: number };
  /** Ended (returned at the end of month 36) this many months before the seed day; null: running. */
  endedMonthsAgo: number | null;
  revisionsDone: number;
  choice: EndOfLeaseChoice | null;
  /** Bank details of the SEPA mandate (a valid demo IBAN); the purge deletes them 6 months after the end. */
  bank: { iban: string; bic: string };
}

export const rentalPersonas: RentalPersona[] = [
  {
    email: 'mois3@acme.test',
    firstName: 'Inès',
    lastName: 'Moreau',
    mobilePhone: '+33611223344',
    employeeNumber: 'A-3103',
    what: 'rental in month 3: three free months, the first direct debit is month 4',
    started: { months: 2, days: 10 },
    endedMonthsAgo: null,
    revisionsDone: 0,
    choice: null,
    bank: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  },
  {
    email: 'mois14@acme.test',
    firstName: 'Julien',
    lastName: 'Garnier',
    mobilePhone: '+33622334455',
    employeeNumber: 'A-3114',
    what: 'rental in month 14: four revisions done, early return possible',
    started: { months: 13, days: 10 },
    endedMonthsAgo: null,
    revisionsDone: 4,
    choice: null,
    bank: { iban: 'FR7630004008190001234567879', bic: 'BNPAFRPP' },
  },
  {
    email: 'mois34@acme.test',
    firstName: 'Claire',
    lastName: 'Lambert',
    mobilePhone: '+33633445566',
    employeeNumber: 'A-3134',
    what: 'rental in month 34: the end-of-lease choice is open, nothing chosen yet',
    started: { months: 33, days: 10 },
    endedMonthsAgo: null,
    revisionsDone: 8,
    choice: null,
    bank: { iban: 'FR7620041010050500013260210', bic: 'PSSTFRPPPAR' },
  },
  {
    email: 'prolonge@acme.test',
    firstName: 'Marc',
    lastName: 'Chevalier',
    mobilePhone: '+33644556677',
    employeeNumber: 'A-3140',
    what: 'lease started 40 months ago, two-year extension running at the reduced rent',
    started: { months: 40, days: 10 },
    endedMonthsAgo: null,
    revisionsDone: 9,
    choice: 'extend',
    bank: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  },
  {
    email: 'fin5@acme.test',
    firstName: 'Nadia',
    lastName: 'Roux',
    mobilePhone: '+33655667788',
    employeeNumber: 'A-3205',
    what: 'lease ended 5 months ago (bike returned): bank details kept until 6 months after the end',
    started: { months: 41, days: 0 },
    endedMonthsAgo: 5,
    revisionsDone: 9,
    choice: 'return',
    bank: { iban: 'FR7630004008190001234567879', bic: 'BNPAFRPP' },
  },
  {
    email: 'fin7@acme.test',
    firstName: 'Paul',
    lastName: 'Fontaine',
    mobilePhone: '+33666778899',
    employeeNumber: 'A-3207',
    what: 'lease ended 7 months ago (bike returned): bank details deleted automatically',
    started: { months: 43, days: 0 },
    endedMonthsAgo: 7,
    revisionsDone: 9,
    choice: 'return',
    bank: { iban: 'FR7620041010050500013260210', bic: 'PSSTFRPPPAR' },
  },
];

/** The delivery day of a persona, from the seed day (Paris). */
export function personaStartedOn(persona: RentalPersona, today: string): string {
  if (persona.endedMonthsAgo !== null) {
    // The lease ended (end of month 36) `endedMonthsAgo` months ago: it started 36 months before.
    return addMonths(addCalendarDays(addMonths(today, -persona.endedMonthsAgo), 1), -36);
  }
  return addCalendarDays(addMonths(today, -persona.started.months), -persona.started.days);
}

/** 10:00 UTC of a Paris day: the same Paris day, summer or winter. */
const morningOf = (day: string) => new Date(`${day}T10:00:00Z`);

async function seedRental(
  db: Queryable,
  persona: RentalPersona,
  offer: SeedOffer,
  today: string,
  clientId: number,
  storeId: number,
): Promise<void> {
  const user = await one<{ id: number }>(db, 'select id from users where email = $1', [
    persona.email,
  ]);
  const startedOn = personaStartedOn(persona, today);
  const deliveredAt = morningOf(startedOn);
  const day = (offset: number) => new Date(deliveredAt.getTime() + offset * 86_400_000);
  // The journey before the delivery: proposal accepted, request, approval... three weeks.
  const journey = deliveredJourney(deliveredAt);
  if (persona.endedMonthsAgo !== null) {
    journey.steps.push(['end', new Date(`${leaseEndDate(startedOn)}T16:00:00Z`)]);
  }
  const leaseId = await seedLeaseRequest(db, {
    ...journey,
    clientId,
    userId: user.id,
    riderName: `${persona.firstName} ${persona.lastName}`,
    storeId,
    offer,
    monthsOfFreeRent: 3,
    delivery: 'store',
  });
  if (persona.choice !== null) {
    // Chosen three weeks after the window opened (start of month 34).
    await db.query(
      `update leases set end_of_lease_choice = $2, end_of_lease_chosen_at = $3 where id = $1`,
      [leaseId, persona.choice, morningOf(addCalendarDays(addMonths(startedOn, 33), 21))],
    );
  }
  // The revisions done, each three weeks into its period (or by today for the one in progress).
  const plan = revisionPlan(startedOn, 0, today);
  for (const revision of plan.slice(0, persona.revisionsDone)) {
    const doneOn = [addCalendarDays(revision.from, 21), addCalendarDays(today, -3)].sort()[0]!;
    await db.query(
      `insert into rental_revisions (lease_id, number, store_id, day, starts_at, booked_at, done_on)
       values ($1, $2, $3, $4::date, '10:00', $5, $4::date)`,
      [leaseId, revision.number, storeId, doneOn, morningOf(addCalendarDays(doneOn, -10))],
    );
  }
  const signedDay = startedOn.replaceAll('-', '');
  await db.query(
    `insert into rider_bank_details (user_id, iban, bic, holder_name, mandate_reference, updated_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      user.id,
      persona.bank.iban,
      persona.bank.bic,
      `${persona.firstName} ${persona.lastName}`,
      `VELO-RUM-${String(user.id).padStart(6, '0')}-${signedDay}`,
      day(-17),
    ],
  );
}

async function seedRentals(db: Queryable, now: Date): Promise<void> {
  const today = parisDate(now);
  const random = seededRandom(14);
  const acme = await one<{ id: number }>(db, `select id from clients where q_name = 'acme'`);
  const store = await one<{ id: number }>(
    db,
    `select id from stores where closed_on is null order by (name = 'Cycles du Marais') desc, id limit 1`,
  );
  for (const persona of rentalPersonas) {
    const offer = await seedOffer(db, random, acmeBikeEnvelopeCents);
    await seedRental(db, persona, offer, today, acme.id, store.id);
  }
  // Spec section 9: the purge that deletes the bank details 6 months after the end (Paul's).
  await purgeExpiredBankDetails(db, today);
}

/** Seeds once; returns whether it did. Needs the demo, stores, catalogue and lease-journey seeds. */
export async function seedRentalPersonas(db: Database, now = new Date()): Promise<boolean> {
  const seeded = await seedOnce(db, rentalsSeedVersion, async (tx) => {
    await putRiders(tx, rentalPersonas, { joinedAgo: '4 years', existing: 'keep' });
    await seedRentals(tx, now);
  });
  // Spec section 9: the purge runs at every start too (seedRentals ran it on a first one).
  if (!seeded) await purgeExpiredBankDetails(db, parisDate(now));
  return seeded;
}

/**
 * Dev mode only: the rentals' personas back to their seeded state (their leases, proposals,
 * revisions, early-end requests, bank details and purge records deleted and seeded again, dated from
 * now). Answers each persona's rental ids.
 */
export async function resetRentalPersonas(db: Database, now = new Date()) {
  await db.transaction(async (tx) => {
    const users = `(select id from users where email = any($1::text[]))`;
    const emails = rentalPersonas.map((persona) => persona.email);
    await tx.query(`delete from leases where user_id in ${users}`, [emails]);
    await tx.query(`delete from retailer_propositions where user_id in ${users}`, [emails]);
    await tx.query(`delete from rider_bank_details where user_id in ${users}`, [emails]);
    await tx.query(`delete from bank_details_purges where user_id in ${users}`, [emails]);
    await seedRentals(tx, now);
  });
  return rentalPersonaIds(db);
}

/** Each rental persona's rental ids, newest first. */
export async function rentalPersonaIds(db: Queryable): Promise<Record<string, number[]>> {
  const { rows } = await db.query<{ email: string; rentals: number[] }>(
    `select u.email,
            coalesce((select array_agg(l.id order by l.started_on desc, l.id desc) from leases l
                       where l.user_id = u.id and l.delivered_at is not null), '{}') as rentals
       from users u where u.email = any($1::text[]) order by u.email`,
    [rentalPersonas.map((persona) => persona.email)],
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.rentals]));
}
