/**
 * Revisions booked at the rental's store (issue 14, spec section 9: three a year, 12 control points):
 * the store's opening hours, slot length and slot rules are those of issue 12's test rides (stores/time.ts), and a
 * slot is taken whether a test ride or a revision holds it. The revision booked is the first one not
 * done of @velo/leasing's plan.
 */
import { isoWeekday } from '@velo/leasing';
import type { Queryable } from './db.ts';
import { ApiError, notFound, validationFailed } from './errors.ts';
import { checkBookingDay, checkSlot, daySlots, parisNow, type Period } from './stores/time.ts';

interface RentalStore {
  id: number;
  slot_minutes: 30 | 45 | 60;
  closed_on: string | null;
}

/** The store that made the proposal of rental `leaseId`: the rental's store. */
export async function rentalStore(db: Queryable, leaseId: number): Promise<RentalStore> {
  const { rows } = await db.query<RentalStore>(
    `select s.id, s.slot_minutes, to_char(s.closed_on, 'YYYY-MM-DD') as closed_on
       from leases l join retailer_propositions p on p.id = l.proposition_id
       join stores s on s.id = p.store_id where l.id = $1`,
    [leaseId],
  );
  if (!rows[0]) throw notFound('store of this rental');
  return rows[0];
}

async function periodsOn(db: Queryable, storeId: number, day: string): Promise<Period[]> {
  const { rows } = await db.query<Period>(
    `select to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
       from store_opening_hours where store_id = $1 and weekday = $2 order by opens`,
    [storeId, isoWeekday(day)],
  );
  return rows;
}

/** The starts (HH:MI) of the slots a test ride or a live revision holds at the store that day. */
async function takenStarts(db: Queryable, storeId: number, day: string): Promise<Set<string>> {
  const { rows } = await db.query<{ starts_at: string }>(
    `select to_char(starts_at, 'HH24:MI') as starts_at from test_ride_bookings
      where store_id = $1 and day = $2::date and cancelled_at is null
     union
     select to_char(starts_at, 'HH24:MI') from rental_revisions
      where store_id = $1 and day = $2::date and cancelled_at is null and done_on is null`,
    [storeId, day],
  );
  return new Set(rows.map((row) => row.starts_at));
}

/** The contract's `RevisionSlots` of rental `leaseId`'s store on `day`. */
export async function revisionSlots(db: Queryable, leaseId: number, day: string, now: Date) {
  const store = await rentalStore(db, leaseId);
  const clock = parisNow(now);
  checkBookingDay(day, 'query.day', clock.day);
  const base = { storeId: store.id, day, slotMinutes: store.slot_minutes };
  if (store.closed_on !== null && store.closed_on <= day) return { ...base, slots: [] };
  const taken = await takenStarts(db, store.id, day);
  const periods = await periodsOn(db, store.id, day);
  return { ...base, slots: daySlots(periods, store.slot_minutes, day, clock, taken) };
}

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'This slot is no longer free.');
const notBookable = (message: string) => new ApiError(409, 'REVISION_NOT_BOOKABLE', message);

/**
 * Books revision `number` (the first not done, chosen by the caller from the plan) of rental
 * `leaseId` at its store on `day` at `startsAt`, in the caller's transaction.
 */
export async function bookRevisionSlot(
  db: Queryable,
  leaseId: number,
  number: number,
  input: { day: string; startsAt: string },
  now: Date,
): Promise<void> {
  const store = await rentalStore(db, leaseId);
  const clock = parisNow(now);
  if (store.closed_on !== null && store.closed_on <= input.day) {
    throw validationFailed([{ field: 'body.day', message: 'the store has closed by then' }]);
  }
  checkBookingDay(input.day, 'body.day', clock.day);
  const periods = await periodsOn(db, store.id, input.day);
  checkSlot(periods, store.slot_minutes, input, clock, slotTaken);
  const { rows: live } = await db.query(
    `select 1 from rental_revisions
      where lease_id = $1 and cancelled_at is null and done_on is null`,
    [leaseId],
  );
  if (live.length > 0) throw notBookable('A revision is booked already.');
  if ((await takenStarts(db, store.id, input.day)).has(input.startsAt)) throw slotTaken();
  // The partial unique index decides between two riders booking the same slot at once.
  const { rows } = await db.query<{ id: number }>(
    `insert into rental_revisions (lease_id, number, store_id, day, starts_at, booked_at)
     values ($1, $2, $3, $4::date, $5::time, $6)
     on conflict do nothing returning id`,
    [leaseId, number, store.id, input.day, input.startsAt, now],
  );
  if (rows.length === 0) throw slotTaken();
}
