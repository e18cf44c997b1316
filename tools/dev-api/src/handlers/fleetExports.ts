/**
 * /exports (issue 15): the client's leases for the manager's files — every request, whatever became
 * of it, with the money split the company's contribution settings give (as /approve shows it). The
 * browser writes the CSV or XLSX file; the employees' file reads listFleetEmployees and the rent
 * scale getMonthlyRents. Right `exports` on the client or its group (access.ts).
 *
 * Served a page at a time ("Large employers"), by keyset on the request's time and id — the order
 * of the file, newest first — from the index of migration 031 (never OFFSET), as the employees'
 * list is (fleetEmployees.ts).
 */
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { fleetLeasesFrom, policyColumns, sharesOf } from '../contributionPolicy.ts';
import { ok, type Handlers } from '../context.ts';
import { decodeCursor, encodeCursor, type KeyType } from '../listPages.ts';
import { exactTotalUpTo } from './fleetEmployees.ts';

interface LeaseRow {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
  employee_number: string | null;
  bike: string;
  status: string;
  requested_on: string;
  started_on: string | null;
  ends_on: string | null;
  bike_price_cents: number;
  monthly_rent_cents: number;
  rate: string | null;
  cap_cents: number | null;
  /** The request's time as the database writes it (microseconds kept): the cursor's first key. */
  created_key: string;
}

/** The leases' one order (the latest request first): a cursor's keys are the request's time and id. */
const leaseSort = '-createdAt';
const leaseKeyTypes: KeyType[] = ['timestamp', 'int'];

export const fleetExportHandlers: Handlers = {
  async listFleetLeases({ db, user, params, query }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.exports);
    // The contract has checked the values and set the default (limit 50).
    const limit = Number(query['limit'] ?? 50);
    const cursor = query['cursor'];
    const after =
      typeof cursor === 'string' ? decodeCursor(cursor, leaseSort, leaseKeyTypes) : undefined;
    const values: unknown[] = [client.id, limit + 1];
    if (after) values.push(after[0], Number(after[1]));
    // A request made before its rider had an account keeps the name given then: its first word is
    // read as the first name, the rest as the last name.
    const { rows } = await db.query<LeaseRow>(
      `select l.id,
              coalesce(u.first_name, split_part(l.rider_name, ' ', 1)) as first_name,
              coalesce(u.last_name,
                       nullif(trim(substr(l.rider_name, length(split_part(l.rider_name, ' ', 1)) + 1)), ''))
                as last_name,
              u.email, u.employee_number,
              coalesce(b.brand || ' ' || b.model, l.bike_model, '') as bike,
              l.status,
              to_char(l.created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as requested_on,
              to_char(l.started_on, 'YYYY-MM-DD') as started_on,
              case when l.started_on is null then null
                   when l.status = 'ended' and l.ended_at is not null
                     then to_char(l.ended_at at time zone 'Europe/Paris', 'YYYY-MM-DD')
                   else to_char(l.started_on + interval '36 months' - interval '1 day', 'YYYY-MM-DD')
              end as ends_on,
              coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents,
              l.monthly_rent_cents,
              ${policyColumns},
              to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
                as created_key
         ${fleetLeasesFrom}
        where l.client_id = $1
          ${after ? 'and (l.created_at, l.id) < ($3::timestamptz, $4::int)' : ''}
        order by l.created_at desc, l.id desc
        limit $2`,
      values,
    );
    // Counted up to one more than the exact figure, from the client's index: never every lease.
    const counted =
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from (select 1 from leases where client_id = $1 limit $2) c',
          [client.id, exactTotalUpTo + 1],
        )
      ).rows[0]?.n ?? 0;
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return ok({
      items: items.map((row) => {
        const share = sharesOf(row);
        return {
          id: row.id,
          riderFirstName: row.first_name,
          riderLastName: row.last_name,
          email: row.email,
          employeeNumber: row.employee_number,
          bike: row.bike,
          status: row.status,
          requestedOn: row.requested_on,
          startedOn: row.started_on,
          endsOn: row.ends_on,
          bikePriceCents: row.bike_price_cents,
          monthlyRentCents: row.monthly_rent_cents,
          employerContributionCents: share.employerCents,
          riderShareCents: share.riderCents,
        };
      }),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor(leaseSort, [last.created_key, String(last.id)])
          : null,
      total: Math.min(counted, exactTotalUpTo),
      totalExact: counted <= exactTotalUpTo,
    });
  },
};
