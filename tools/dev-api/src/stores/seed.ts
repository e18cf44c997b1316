/**
 * Seeds the partner stores, their opening hours and the slots already taken, once per database
 * (marker `seed:stores-v1` in `schema_migrations`), from a fixed seed: the same stores and the same
 * taken slots (relative to the day of seeding) on every start.
 */
import { addCalendarDays, isoWeekday } from '@velo/leasing';
import type { Database, Queryable } from '../db.ts';
import { seededRandom, type Random } from '../random.ts';
import { placeOfPostcode } from './places.ts';
import { storeSeeds, type StoreSeed } from './storeList.ts';
import { parisNow, slotStarts, toClock, type Period } from './time.ts';

export const storesSeedVersion = 'seed:stores-v1';
const seedNumber = 20_261_123;
/** How many days ahead the seed takes slots. */
const takenDays = 21;

/** A weekday's periods per ISO weekday (index 0 Monday); an empty list is a closed day. */
export function drawOpeningHours(random: Random): Period[][] {
  const closedOnMonday = random.chance(0.35);
  const lunchBreak = random.chance(0.5);
  const opens = random.pick(['09:00', '09:30', '10:00']);
  const closes = random.pick(['18:30', '19:00', '19:30']);
  const weekday: Period[] = lunchBreak
    ? [
        { opens, closes: '12:30' },
        { opens: '14:00', closes },
      ]
    : [{ opens, closes }];
  const saturday: Period[] = [{ opens: random.pick(['09:00', '09:30', '10:00']), closes: '18:00' }];
  return [closedOnMonday ? [] : weekday, weekday, weekday, weekday, weekday, saturday, []];
}

/** Area code digit of French landlines by département (1 Île-de-France … 5 south-west). */
function areaDigit(postcode: string): number {
  const department = postcode.slice(0, 2);
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(department)) return 1;
  if (['14', '17', '29', '35', '37', '44', '45', '49', '56', '72', '76', '86'].includes(department))
    return 2;
  if (['21', '25', '51', '54', '57', '59', '67', '80'].includes(department)) return 3;
  if (
    ['06', '13', '15', '26', '34', '38', '42', '63', '66', '69', '73', '74', '84'].includes(
      department,
    )
  )
    return 4;
  return 5;
}

async function insertStore(
  tx: Queryable,
  store: StoreSeed,
  random: Random,
  today: string,
): Promise<void> {
  const slotMinutes = store.retailer ? 30 : random.pick([30, 30, 45, 60] as const);
  const phone = random.chance(0.9)
    ? `+33${areaDigit(store.postcode)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`
    : null;
  const { rows } = await tx.query<{ id: number }>(
    `insert into stores (retailer_id, name, street, postal_code, city, latitude, longitude, phone,
                         slot_minutes, closed_on)
     values ((select id from retailers where name = $1), $2, $3, $4,
             $5, $6, $7, $8, $9, $10::date)
     returning id`,
    [
      store.retailer ?? null,
      store.name,
      store.street,
      store.postcode,
      cityOf(store.postcode),
      store.latitude,
      store.longitude,
      phone,
      slotMinutes,
      store.closedDaysAgo === undefined ? null : addCalendarDays(today, -store.closedDaysAgo),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`seed: store ${store.name}`);
  const hours = drawOpeningHours(random);
  for (const [index, periods] of hours.entries()) {
    for (const period of periods) {
      await tx.query(
        'insert into store_opening_hours (store_id, weekday, opens, closes) values ($1, $2, $3, $4)',
        [id, index + 1, period.opens, period.closes],
      );
    }
  }
  if (store.closedDaysAgo !== undefined) return;
  // Slots already taken by riders booking elsewhere (the store's phone, other platforms).
  const taken: [string, string][] = [];
  for (let offset = 0; offset < takenDays; offset += 1) {
    const day = addCalendarDays(today, offset);
    const periods = hours[isoWeekday(day) - 1] ?? [];
    for (const start of slotStarts(periods, slotMinutes)) {
      if (random.chance(0.3)) taken.push([day, toClock(start)]);
    }
  }
  if (taken.length === 0) return;
  await tx.query(
    `insert into test_ride_bookings (store_id, user_id, day, starts_at)
     select $1, null, t.day, t.starts_at
       from unnest($2::date[], $3::time[]) as t(day, starts_at)`,
    [id, taken.map(([day]) => day), taken.map(([, start]) => start)],
  );
}

function cityOf(postcode: string): string {
  const place = placeOfPostcode(postcode);
  if (!place) throw new Error(`seed: no place for postal code ${postcode}`);
  return place.city;
}

/** Seeds once; returns whether it did. Needs the retailers of the demo seed. */
export async function seedStores(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    storesSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  const random = seededRandom(seedNumber);
  const today = parisNow().day;
  await db.transaction(async (tx) => {
    for (const store of storeSeeds) await insertStore(tx, store, random, today);
    await tx.query('insert into schema_migrations (name) values ($1)', [storesSeedVersion]);
  });
  return true;
}
