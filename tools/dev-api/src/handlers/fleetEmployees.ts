/**
 * /employees (issue 15): the company's people as its fleet manager sees them, one row each — the
 * eligible-employees list joined with the client's riders, and where each one stands (the
 * `FleetEmployeeStatus` of openapi/paths/fleet-employees.yaml). One query for the whole list: the
 * screen sorts, searches and filters a few thousand rows itself. Right `fleetManagement` (or
 * `exports`, for the employees' file) on the client or its group (access.ts).
 */
import { leaseStatuses } from '@velo/leasing';
import { waitingForApproval } from '../accountApproval.ts';
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { ok, type Handlers } from '../context.ts';

interface EmployeeRow {
  email: string;
  first_name: string | null;
  last_name: string | null;
  employee_number: string | null;
  status: string;
  bike: string | null;
  lease_ends_on: string | null;
}

/**
 * Lease statuses between the company's approval and the delivery, read from the state machine's
 * order (@velo/leasing) rather than copied: 'approved' … 'ready-for-pickup'.
 */
export const onTheWay = leaseStatuses.slice(
  leaseStatuses.indexOf('approved'),
  leaseStatuses.indexOf('ready-for-pickup') + 1,
);

/**
 * The list, for the client $1 ($2: `onTheWay`). Exported for tests/fleetEmployeesPlan.test.ts, which
 * checks on a PostgreSQL server that a large employer's table is not read whole for another client
 * (the index of migration 021 on users' client).
 */
export const employeesListQuery = `with people as (
     select coalesce(e.email, u.email) as email,
            coalesce(u.first_name, e.first_name) as first_name,
            coalesce(u.last_name, e.last_name) as last_name,
            coalesce(u.employee_number, e.employee_number) as employee_number,
            u.id as user_id, u.role, u.is_approved, u.approval_requested_at,
            u.approval_refused_at, u.email_confirmed_at
       from (select * from eligible_employees where client_id = $1) e
       full join (select * from users where client_id = $1 and role = 'rider') u
         on u.email = e.email
   )
   select p.email, p.first_name, p.last_name, p.employee_number,
          case when p.user_id is null then 'not-registered'
               when l.status = 'pending-validation' then 'request-pending'
               when l.status = any($2::text[]) then 'lease-in-progress'
               when l.status = 'active' then 'active'
               when l.status = 'ended' then 'ended'
               when not p.is_approved and p.approval_refused_at is not null then 'account-refused'
               when ${waitingForApproval('p')} then 'awaiting-approval'
               else 'registered' end as status,
          case when l.status is null then null
               else coalesce(b.brand || ' ' || b.model, l.bike_model) end as bike,
          case when l.status = 'active' and l.started_on is not null
               then to_char(l.started_on + interval '36 months' - interval '1 day', 'YYYY-MM-DD')
          end as lease_ends_on
     from people p
     left join lateral (
       select * from leases
        where user_id = p.user_id and client_id = $1
          and status not in ('refused', 'cancelled')
        order by created_at desc, id desc
        limit 1
     ) l on true
     left join retailer_propositions rp on rp.id = l.proposition_id
     left join bike_models b on b.id = rp.bike_model_id
    order by lower(p.last_name) nulls last, lower(p.first_name) nulls last, p.email`;

export const fleetEmployeeHandlers: Handlers = {
  async listFleetEmployees({ db, user, params }) {
    // The list of /employees, and the employees' file of /exports.
    const client = await clientWithRight(db, user, idParam(params), [
      fleetRights.fleetManagement,
      fleetRights.exports,
    ]);
    const { rows } = await db.query<EmployeeRow>(employeesListQuery, [client.id, onTheWay]);
    return ok(
      rows.map((row) => ({
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        employeeNumber: row.employee_number,
        status: row.status,
        bike: row.bike,
        leaseEndsOn: row.lease_ends_on,
      })),
    );
  },
};
