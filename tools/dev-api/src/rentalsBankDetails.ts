/**
 * Bank details are deleted automatically 6 months after the end of the lease (spec section 9,
 * @velo/leasing `bankDetailsKept` / `bankDetailsDeletionDate`). A production platform runs this purge
 * every day; the dev API runs it at start (rentalsSeed.ts) and once at the start of each request of
 * the operations that read or show bank details — the account, the onboarding, the documents and the
 * rentals: `purgingBankDetailsFirst` wraps their handlers in one place (handlers/index.ts), so a
 * database left alone for months is purged as if it had run daily, whatever reads it.
 *
 * Why per request rather than a cheaper guard (once per Paris day, say): the purge's input is the
 * leases' end days, which the lessor, the reset switches and the tests change at any time; a day
 * guard would let a rental ended 6 months ago in the morning show its details until the next day.
 * The purge is one grouped query when nothing is due, cheap beside the reads it guards. And once per
 * request rather than inside each row reader (accountRow, onboardingRow, rentalBody...): a request
 * may read several of them, and every path is covered without each reader having to remember it.
 *
 * A rider with a lease still running (or a request under way) keeps them: their debits go on. What
 * the purge deletes is never logged; `bank_details_purges` keeps only the day and the end it counted
 * from.
 */
import { bankDetailsDeletionDate, bankDetailsKept, parisDate } from '@velo/leasing';
import type { Handlers } from './context.ts';
import type { Queryable } from './db.ts';

/** Deletes the bank details due for deletion on `today` (Paris); returns how many riders lost theirs. */
export async function purgeExpiredBankDetails(
  db: Queryable,
  today = parisDate(new Date()),
): Promise<number> {
  const { rows } = await db.query<{ user_id: number; ended_on: string | null }>(
    `select b.user_id,
            to_char(max((l.ended_at at time zone 'Europe/Paris')::date), 'YYYY-MM-DD') as ended_on
       from rider_bank_details b
       join leases l on l.user_id = b.user_id
      group by b.user_id
     having bool_and(l.status in ('ended', 'cancelled', 'refused'))
        and bool_or(l.status = 'ended' and l.ended_at is not null)`,
  );
  let purged = 0;
  for (const row of rows) {
    if (row.ended_on === null || bankDetailsKept(row.ended_on, today)) continue;
    // The day they were due: a daily purge would have deleted them then.
    const deletedOn = bankDetailsDeletionDate(row.ended_on);
    await db.query('delete from rider_bank_details where user_id = $1', [row.user_id]);
    await db.query(
      `insert into bank_details_purges (user_id, deleted_on, lease_ended_on) values ($1, $2, $3)
       on conflict (user_id) do update set deleted_on = excluded.deleted_on,
                                           lease_ended_on = excluded.lease_ended_on`,
      [row.user_id, deletedOn, row.ended_on],
    );
    purged += 1;
  }
  return purged;
}

/**
 * The same handlers, each purging the bank details due for deletion on the request's day (the
 * server's clock, `settings.now`) before it runs (see this module's comment for why here).
 */
export function purgingBankDetailsFirst(handlers: Handlers): Handlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [
      operationId,
      async (context) => {
        await purgeExpiredBankDetails(
          context.db,
          parisDate(context.settings.now?.() ?? new Date()),
        );
        return handler(context);
      },
    ]),
  );
}
