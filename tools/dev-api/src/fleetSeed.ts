/**
 * Issue 15's fleet data (fleet design, "Seed"): Acme France runs a programme of 2,000 eligible
 * employees at every status — eligible but not registered, registered, request pending, request
 * approved, lease running, lease ended — and has been invoiced monthly for two years.
 *
 * Runs after every other seed (seedAll.ts; only issue 26's unconfirmed persona, of another company,
 * comes later), and tops Acme up to `acmeFleetFacts`: the personas of
 * the other seeds (Camille, the lease journey's and rentals' riders…) count towards the figures, so
 * the dashboard answers exactly these numbers on a fresh database, whatever those seeds hold.
 * Deterministic (`seededRandom`), one statement per table (arrays unnested by PostgreSQL), and one
 * password hash shared by the generated accounts, so the dev API's start stays fast.
 * Seeded once per database (marker `seed:fleet-v1`).
 */
import { waitingForApproval } from './accountApproval.ts';
import type { Database, Queryable } from './db.ts';
import { euros } from './money.ts';
import { hashPassword } from './passwords.ts';
import { seededRandom } from './random.ts';
import { scaleRentCents } from './rents.ts';
import { bikes, firstNames, lastNames } from './fleetNames.ts';
import { demoPassword, personas } from './seed.ts';

export const fleetSeedVersion = 'seed:fleet-v1';

/**
 * Acme's programme after seeding, as the fleet dashboard and the employees' table count it: what e2e
 * and contract tests compare the screens and the API with.
 */
export const acmeFleetFacts = {
  /** Rows of Acme's eligible-employees list. */
  eligibleEmployees: 2000,
  /** Riders' accounts of Acme (role rider, managers included). */
  registeredRiders: 1300,
  /** Accounts whose approval is requested, plus lease requests waiting for the company. */
  pendingRequests: 90,
  /** Lease requests the company approved, bike not delivered yet. */
  approvedRequests: 60,
  activeLeases: 560,
  endedLeases: 80,
  /** One invoice a month over two years, this month's included. */
  invoices: 24,
} as const;

/** The status a generated employee is given (the employees' table shows one per row). */
export type FleetEmployeeStatus =
  'eligible' | 'registered' | 'pending-validation' | 'approved' | 'active' | 'ended';

/**
 * The generated employees' addresses: Acme's second allowed domain, so they never take an address a
 * test or a demo registers on acme.test (zoe.marchand@acme.test, say).
 */
const employeeDomain = 'acme-france.test';

/** Strips accents and anything an e-mail's local part would not carry. */
const mailPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

interface AcmeCounts {
  eligible: number;
  riders: number;
  pending: number;
  approved: number;
  active: number;
  ended: number;
}

async function acmeCounts(db: Queryable, acmeId: number): Promise<AcmeCounts> {
  const { rows } = await db.query<AcmeCounts>(
    `select
       (select count(*)::int from eligible_employees where client_id = $1) as eligible,
       (select count(*)::int from users where role = 'rider' and client_id = $1) as riders,
       (select count(*)::int from users u where u.client_id = $1 and ${waitingForApproval('u')})
         + (select count(*)::int from leases where client_id = $1 and status = 'pending-validation')
         as pending,
       (select count(*)::int from leases where client_id = $1 and status = 'approved') as approved,
       (select count(*)::int from leases where client_id = $1 and status = 'active') as active,
       (select count(*)::int from leases where client_id = $1 and status = 'ended') as ended`,
    [acmeId],
  );
  const counts = rows[0];
  if (!counts) throw new Error('fleet seed: no counts');
  return counts;
}

/** How many employees of each status to add so that Acme reaches `acmeFleetFacts`. */
export function fleetTopUp(existing: AcmeCounts): Record<FleetEmployeeStatus, number> {
  const facts = acmeFleetFacts;
  const leases = {
    'pending-validation': facts.pendingRequests - existing.pending,
    approved: facts.approvedRequests - existing.approved,
    active: facts.activeLeases - existing.active,
    ended: facts.endedLeases - existing.ended,
  };
  const withLease = Object.values(leases).reduce((sum, count) => sum + count, 0);
  const registered = facts.registeredRiders - existing.riders - withLease;
  const eligible = facts.eligibleEmployees - existing.eligible - withLease - registered;
  const topUp = { eligible, registered, ...leases };
  for (const [status, count] of Object.entries(topUp)) {
    // Another seed grew past a figure: raise `acmeFleetFacts` rather than seed a wrong dashboard.
    if (count < 0) throw new Error(`fleet seed: Acme already has more ${status} than its facts`);
  }
  return topUp;
}

interface Employee {
  email: string;
  firstName: string;
  lastName: string;
  number: string;
  status: FleetEmployeeStatus;
}

/** The generated employees, the same on every fresh database. */
function generateEmployees(
  topUp: Record<FleetEmployeeStatus, number>,
  takenEmails: Set<string>,
): Employee[] {
  const random = seededRandom(15_2000);
  const statuses = (Object.entries(topUp) as [FleetEmployeeStatus, number][]).flatMap(
    ([status, count]) => Array.from({ length: count }, () => status),
  );
  const employees: Employee[] = [];
  for (const [index, status] of random.shuffle(statuses).entries()) {
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const base = `${mailPart(firstName)}.${mailPart(lastName)}`;
    let email = `${base}@${employeeDomain}`;
    for (let n = 2; takenEmails.has(email); n += 1) email = `${base}${n}@${employeeDomain}`;
    takenEmails.add(email);
    employees.push({ email, firstName, lastName, number: `A-${5000 + index}`, status });
  }
  return employees;
}

/** Lease columns of a generated employee: dates relative to the seed day, so the months stay right. */
function leaseOf(employee: Employee, random: ReturnType<typeof seededRandom>) {
  const [bike, price] = random.pick(bikes);
  const priceCents = euros(price);
  // Active: delivered 0–35 months ago (so some end soon); ended: delivered 36–60 months ago.
  const monthsAgo =
    employee.status === 'active'
      ? random.int(0, 35)
      : employee.status === 'ended'
        ? random.int(36, 60)
        : null;
  const daysAgo = employee.status === 'pending-validation' ? random.int(0, 20) : random.int(3, 40);
  return {
    bike,
    priceCents,
    rentCents: scaleRentCents(priceCents, random.chance(0.6)),
    monthsAgo,
    daysAgo,
  };
}

/**
 * The personas of seed.ts that hold rights, on a database seeded before they or their rights existed
 * (a persistent dev database): created if missing, their rights added.
 */
async function ensureRightHolders(tx: Queryable, passwordHash: string): Promise<void> {
  for (const persona of personas.filter((candidate) => candidate.rights.length > 0)) {
    await tx.query(
      `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          is_group_client)
       select $1, $2, $3, $4, $5, (select id from clients where q_name = $6), $7, $8
       on conflict (email) do nothing`,
      [
        persona.email,
        passwordHash,
        persona.firstName,
        persona.lastName,
        persona.role,
        persona.client,
        persona.isApproved,
        persona.isGroupClient,
      ],
    );
    await tx.query(
      `insert into user_rights (user_id, name, client_id)
       select u.id, r.name, c.id
         from users u, unnest($2::text[], $3::text[]) as r(name, q_name)
         join clients c on c.q_name = r.q_name
        where u.email = $1
       on conflict do nothing`,
      [
        persona.email,
        persona.rights.map((right) => right.name),
        persona.rights.map((right) => right.client),
      ],
    );
  }
}

/** Seeds once; returns whether it did. */
export async function seedFleet(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    fleetSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  // One scrypt for every generated account (they sign in with the demo password).
  const passwordHash = await hashPassword(demoPassword);

  await db.transaction(async (tx) => {
    await ensureRightHolders(tx, passwordHash);
    const { rows: clientRows } = await tx.query<{ id: number }>(
      "select id from clients where q_name = 'acme'",
    );
    const acmeId = clientRows[0]?.id;
    if (acmeId === undefined) throw new Error('fleet seed: no Acme');
    const topUp = fleetTopUp(await acmeCounts(tx, acmeId));
    const { rows: taken } = await tx.query<{ email: string }>(
      `select email from users union select email from eligible_employees where client_id = $1`,
      [acmeId],
    );
    const employees = generateEmployees(topUp, new Set(taken.map((row) => row.email)));

    await tx.query(
      `insert into eligible_employees (client_id, email, first_name, last_name, employee_number, added_at)
       select $1, e.email, e.first_name, e.last_name, e.number,
              now() - make_interval(days => 400 + e.n::int % 300)
         from unnest($2::text[], $3::text[], $4::text[], $5::text[])
              with ordinality as e(email, first_name, last_name, number, n)`,
      [
        acmeId,
        employees.map((employee) => employee.email),
        employees.map((employee) => employee.firstName),
        employees.map((employee) => employee.lastName),
        employees.map((employee) => employee.number),
      ],
    );

    const riders = employees.filter((employee) => employee.status !== 'eligible');
    const { rows: users } = await tx.query<{ id: number; email: string }>(
      `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          approval_requested_at, employee_number)
       select r.email, $2, r.first_name, r.last_name, 'rider', $1, true,
              now() - make_interval(days => 30 + r.n::int % 500), r.number
         from unnest($3::text[], $4::text[], $5::text[], $6::text[])
              with ordinality as r(email, first_name, last_name, number, n)
       returning id, email`,
      [
        acmeId,
        passwordHash,
        riders.map((rider) => rider.email),
        riders.map((rider) => rider.firstName),
        riders.map((rider) => rider.lastName),
        riders.map((rider) => rider.number),
      ],
    );
    const userIds = new Map(users.map((user) => [user.email, user.id]));

    const random = seededRandom(15_0036);
    const withLease = riders
      .filter((rider) => rider.status !== 'registered')
      .map((rider) => ({ rider, lease: leaseOf(rider, random) }));
    await tx.query(
      `insert into leases (client_id, user_id, rider_name, bike_model, bike_price_cents,
                           monthly_rent_cents, status, created_at, approved_at, started_on,
                           delivered_at, ended_at, months_of_free_rent)
       select $1, l.user_id, l.rider_name, l.bike, l.price, l.rent, l.status,
              case when l.months_ago is null then now() - make_interval(days => l.days_ago)
                   else d.started - interval '40 days' end,
              case when l.status = 'pending-validation' then null
                   when l.months_ago is null then now() - make_interval(days => l.days_ago / 2)
                   else d.started - interval '30 days' end,
              d.started::date,
              d.started,
              case when l.status = 'ended' then d.started + interval '36 months' end,
              3
         from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[],
                     $8::int[], $9::int[])
              as l(user_id, rider_name, bike, price, rent, status, months_ago, days_ago)
         cross join lateral (
           select case when l.months_ago is null then null
                       else date_trunc('month', current_date) - make_interval(months => l.months_ago)
                            + make_interval(days => l.days_ago % 20) end as started
         ) d`,
      [
        acmeId,
        withLease.map(({ rider }) => userIds.get(rider.email) ?? null),
        withLease.map(({ rider }) => `${rider.firstName} ${rider.lastName}`),
        withLease.map(({ lease }) => lease.bike),
        withLease.map(({ lease }) => lease.priceCents),
        withLease.map(({ lease }) => lease.rentCents),
        withLease.map(({ rider }) => rider.status),
        withLease.map(({ lease }) => lease.monthsAgo),
        withLease.map(({ lease }) => lease.daysAgo),
      ],
    );

    // Each month's invoice is the rents (excluding VAT) of the leases running on its first day; the
    // two latest are not paid yet (the older of them falls due, so it shows as overdue).
    await tx.query(
      `insert into invoices (client_id, number, issued_at, due_date, amount_excl_tax_cents, status)
       select $1, 'F-' || to_char(m, 'YYYY-MM') || '-ACME', m::date, (m + interval '29 days')::date,
              greatest(1, coalesce((
                select sum(round(l.monthly_rent_cents / 1.2))::int from leases l
                 where l.client_id = $1 and l.status in ('active', 'ended') and l.started_on <= m
                   and (l.ended_at is null or l.ended_at > m)), 0)),
              case when m < date_trunc('month', current_date) - interval '1 month'
                   then 'paid' else 'unpaid' end
         from generate_series(date_trunc('month', current_date) - interval '23 months',
                              date_trunc('month', current_date), interval '1 month') as m
       on conflict (number) do nothing`,
      [acmeId],
    );
    // The group's subsidiaries are invoiced too (a year each, a handful of bikes: 475 to 665 € excl.
    // VAT a month), so the group manager's /invoices has a list for each company.
    await tx.query(
      `insert into invoices (client_id, number, issued_at, due_date, amount_excl_tax_cents, status)
       select c.id, 'F-' || to_char(m, 'YYYY-MM') || '-' || upper(replace(c.q_name, 'holding-', '')),
              m::date, (m + interval '29 days')::date,
              47500 + 9500 * ((extract(month from m)::int + length(c.q_name)) % 3),
              case when m < date_trunc('month', current_date) then 'paid' else 'unpaid' end
         from clients c,
              generate_series(date_trunc('month', current_date) - interval '11 months',
                              date_trunc('month', current_date), interval '1 month') as m
        where c.q_name in ('holding-nantes', 'holding-bordeaux')
       on conflict (number) do nothing`,
    );
    await tx.query('insert into schema_migrations (name) values ($1)', [fleetSeedVersion]);
  });
  return true;
}
