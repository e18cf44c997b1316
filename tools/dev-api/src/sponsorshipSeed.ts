/**
 * Sponsorship and bike-check demo (issue 14), seeded once per database (marker
 * `seed:sponsorship-v1` in `schema_migrations`), after the demo seed, from fixed choices so the same
 * codes and slots come back on every fresh database (password velo-demo-2026 for every persona):
 *
 * - parrain@acme.test (Hugo Lefebvre): code `HUGO-7Q4K`, used by two colleagues (Chloé and Thomas);
 *   the bike-check persona too;
 * - manon@acme.test (Manon Girard): code `MANON-3B8P`, has entered no code yet (the e2e suite
 *   enters a bad one, then Hugo's);
 * - chloe@acme.test (Chloé Roux) and thomas@acme.test (Thomas Fournier): Hugo's sponsees;
 * - paul@nantes.holding.test (Paul Robin, Holding Atlantique Nantes): code `PAUL-9D2M`, his company
 *   runs no sponsorship offer.
 *
 * The demo's sponsorship offer (seed.ts, "un mois de loyer offert au parrain et au filleul") becomes
 * Acme's own: spec section 3 makes the sponsorship offer a client's ("commercial offer (active,
 * sponsorship)"), so a company without one exists (Holding). The sports retailer's bike-check
 * stores (spec section 1) and a few slots taken at their counters are seeded too.
 *
 * In dev mode `POST /__dev/sponsorship/reset` puts the personas' codes and bike checks back.
 */
import { addCalendarDays } from '@velo/leasing';
import type { Database, Queryable } from './db.ts';
import { seededRandom } from './random.ts';
import { putRiders, seedOnce } from './seedRiders.ts';
import { parisNow, slotStarts } from './stores/time.ts';

export const sponsorshipSeedVersion = 'seed:sponsorship-v1';

interface SponsorshipPersona {
  email: string;
  firstName: string;
  lastName: string;
  client: string;
  code: string;
  /** The code of the colleague who sponsored them, if any. */
  sponsoredBy: string | null;
  employeeNumber: string;
}

export const sponsorshipPersonas: SponsorshipPersona[] = [
  {
    email: 'parrain@acme.test',
    firstName: 'Hugo',
    lastName: 'Lefebvre',
    client: 'acme',
    code: 'HUGO-7Q4K',
    sponsoredBy: null,
    employeeNumber: 'A-1051',
  },
  {
    email: 'manon@acme.test',
    firstName: 'Manon',
    lastName: 'Girard',
    client: 'acme',
    code: 'MANON-3B8P',
    sponsoredBy: null,
    employeeNumber: 'A-1071',
  },
  {
    email: 'chloe@acme.test',
    firstName: 'Chloé',
    lastName: 'Roux',
    client: 'acme',
    code: 'CHLOE-5T2W',
    sponsoredBy: 'HUGO-7Q4K',
    employeeNumber: 'A-1058',
  },
  {
    email: 'thomas@acme.test',
    firstName: 'Thomas',
    lastName: 'Fournier',
    client: 'acme',
    code: 'THOMAS-8H6R',
    sponsoredBy: 'HUGO-7Q4K',
    employeeNumber: 'A-1060',
  },
  {
    email: 'paul@nantes.holding.test',
    firstName: 'Paul',
    lastName: 'Robin',
    client: 'holding-nantes',
    code: 'PAUL-9D2M',
    sponsoredBy: null,
    employeeNumber: 'N-0210',
  },
];

/** The sports retailer's stores (fictitious retailer; real streets). Mon–Sat, 30-minute checks. */
const bikeCheckStores = [
  ['Sportéo Paris Bastille', '26 boulevard Beaumarchais', '75011', 'Paris', '+33143550101'],
  ['Sportéo Paris Montparnasse', '31 rue du Départ', '75014', 'Paris', '+33145380202'],
  ['Sportéo Lyon Part-Dieu', '17 rue du Docteur Bouchut', '69003', 'Lyon', '+33478600303'],
  ['Sportéo Bordeaux Mériadeck', '57 rue du Château d’Eau', '33000', 'Bordeaux', '+33556900404'],
] as const;

/** How many days ahead the seed takes slots at the stores' counters, and the share it takes. */
const takenDays = 21;
const takenShare = 0.3;

async function insertPersonas(db: Queryable): Promise<void> {
  const riders = sponsorshipPersonas.map((persona) => ({ ...persona, sponsorCode: persona.code }));
  await putRiders(db, riders, { joinedAgo: '120 days', existing: 'keep' });
}

/** The personas' sponsor links as seeded: Hugo's two sponsees, no code entered by the others. */
async function resetSponsorLinks(db: Queryable): Promise<void> {
  for (const persona of sponsorshipPersonas) {
    await db.query(
      `update users set sponsor_code = $2,
              sponsored_by = (select id from users where sponsor_code = $3),
              sponsored_at = case when $3::text is null then null else now() - interval '30 days' end
        where email = $1`,
      [persona.email, persona.code, persona.sponsoredBy],
    );
  }
}

async function insertStores(db: Queryable): Promise<void> {
  for (const [name, street, postalCode, city, phone] of bikeCheckStores) {
    await db.query(
      `insert into bike_check_stores (name, street, postal_code, city, phone, slot_minutes, opens,
                                      closes, open_weekdays)
       values ($1, $2, $3, $4, $5, 30, '09:30', '19:30', '{1,2,3,4,5,6}')`,
      [name, street, postalCode, city, phone],
    );
  }
}

/** Slots taken at the stores' counters over the next weeks, the same for a given seed day. */
async function takeCounterSlots(db: Queryable, today: string): Promise<void> {
  const random = seededRandom(20_261_214);
  const { rows } = await db.query<{ id: number }>('select id from bike_check_stores order by id');
  const starts = slotStarts([{ opens: '09:30', closes: '19:30' }], 30);
  for (const store of rows) {
    for (let offset = 1; offset <= takenDays; offset += 1) {
      const day = addCalendarDays(today, offset);
      for (const start of starts) {
        if (!random.chance(takenShare)) continue;
        const clock = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
        await db.query(
          `insert into bike_check_bookings (store_id, user_id, day, starts_at)
           values ($1, null, $2::date, $3::time)`,
          [store.id, day, clock],
        );
      }
    }
  }
}

/** Seeds once; returns whether it did. Needs the demo seed (clients and its sponsorship offer). */
export async function seedSponsorship(db: Database, now = new Date()): Promise<boolean> {
  return seedOnce(db, sponsorshipSeedVersion, async (tx) => {
    await insertPersonas(tx);
    await resetSponsorLinks(tx);
    await tx.query(
      `update commercial_offers set client_id = (select id from clients where q_name = 'acme')
        where kind = 'sponsorship' and client_id is null`,
    );
    await insertStores(tx);
    await takeCounterSlots(tx, parisNow(now).day);
  });
}

/**
 * Dev mode only: the personas' sponsor codes and links back to their seeded state, and their bike
 * checks cancelled, so the e2e journeys (a code entered, a check booked and cancelled) run again.
 */
export async function resetSponsorship(db: Database): Promise<{ reset: true }> {
  await db.transaction(async (tx) => {
    const emails = sponsorshipPersonas.map((persona) => persona.email);
    // Anyone else who entered a persona's code meanwhile (a test) lets go of it: the counts shown
    // to the personas stay the seeded ones.
    await tx.query(
      `update users set sponsored_by = null, sponsored_at = null
        where email <> all($1::text[])
          and sponsored_by in (select id from users where email = any($1::text[]))`,
      [emails],
    );
    await resetSponsorLinks(tx);
    await tx.query(
      `update bike_check_bookings set cancelled_at = now()
        where cancelled_at is null
          and user_id in (select id from users where email = any($1::text[]))`,
      [emails],
    );
  });
  return { reset: true };
}
