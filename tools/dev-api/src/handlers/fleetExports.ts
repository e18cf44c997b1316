/**
 * /exports (issue 15): the client's leases for the manager's files — every request, whatever became
 * of it, with the money split the company's contribution settings give (as /approve shows it). The
 * browser writes the CSV or XLSX file; the employees' file reads listFleetEmployees and the rent
 * scale getMonthlyRents. Right `exports` on the client or its group (access.ts).
 */
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { fleetLeasesFrom, policyColumns, sharesOf } from '../contributionPolicy.ts';
import { ok, type Handlers } from '../context.ts';

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
}

export const fleetExportHandlers: Handlers = {
  async listFleetLeases({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.exports);
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
              ${policyColumns}
         ${fleetLeasesFrom}
        where l.client_id = $1
        order by l.created_at desc, l.id desc`,
      [client.id],
    );
    return ok(
      rows.map((row) => {
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
    );
  },
};
