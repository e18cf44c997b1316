/**
 * What a rider's bookings at a store share (issue 12's test rides, issue 14's bike checks; the
 * slots' rules are time.ts'): taking a slot, and cancelling. On cancelling, access comes first —
 * another rider's booking and no booking at all are the same 403 — then a booking already
 * cancelled, or whose slot has started, is no upcoming one (404).
 */
import type { Queryable } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import { parisNow, slotStarted } from './time.ts';

/** Cancels booking `id` of `table` for rider `userId`; `what` names it in the 404. */
export async function cancelUpcomingBooking(
  db: Queryable,
  table: 'test_ride_bookings' | 'bike_check_bookings',
  id: number,
  userId: number,
  what: string,
): Promise<void> {
  const { rows } = await db.query<{
    user_id: number | null;
    day: string;
    starts_at: string;
    cancelled: boolean;
  }>(
    `select user_id, to_char(day, 'YYYY-MM-DD') as day, to_char(starts_at, 'HH24:MI') as starts_at,
            cancelled_at is not null as cancelled
       from ${table} where id = $1`,
    [id],
  );
  const booking = rows[0];
  if (!booking || booking.user_id !== userId) throw forbidden();
  if (booking.cancelled || slotStarted(booking.day, booking.starts_at, parisNow())) {
    throw notFound(what);
  }
  await db.query(
    `update ${table} set cancelled_at = now() where id = $1 and cancelled_at is null`,
    [id],
  );
}

/**
 * Books the slot for rider `userId` at store `storeId`; answers the booking's id. The partial unique
 * index decides between two riders booking the same slot at once: the second gets `slotTaken()`.
 */
export async function insertBooking(
  db: Queryable,
  table: 'test_ride_bookings' | 'bike_check_bookings',
  storeId: number,
  userId: number,
  input: { day: string; startsAt: string },
  slotTaken: () => Error,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into ${table} (store_id, user_id, day, starts_at)
     values ($1, $2, $3::date, $4::time)
     on conflict (store_id, day, starts_at) where cancelled_at is null do nothing
     returning id`,
    [storeId, userId, input.day, input.startsAt],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw slotTaken();
  return id;
}
