/**
 * Grand Groupe (issue "Large employers"): a large company to try the fleet side on, seeded only when
 * asked (`VELO_SEED_LARGE=100000 npm start`, main.ts): the group client Grand Groupe, five
 * subsidiaries in five French towns, `employees` people spread over them at every status the
 * employees' list shows (handlers/fleetEmployees.ts), and its HR manager `rh@grandgroupe.test`,
 * holding the six fleet rights on the group.
 *
 * Set-based: one `generate_series(1, N)` makes every person (a temporary table), and one statement
 * per table copies them; each column is derived from the row number `n` (names from arrays indexed
 * by modulo, status from a permutation of each thousand rows), so two databases seeded with the same
 * N hold the same people, and no JavaScript loop runs per employee. Dates are relative to the seed
 * day. Seeded once per database (marker `seed:grand-groupe-v1`): a persistent database keeps what it
 * got, whatever N a later start asks for.
 */
import { leaseStatuses } from '@velo/leasing';
import { fleetRights } from './auth/sessions.ts';
import type { Database, Queryable } from './db.ts';
import { bikes } from './fleetNames.ts';
import { largeFirstNames, largeLastNames, mailPart } from './largeEmployerNames.ts';
import { euros } from './money.ts';
import { hashPassword } from './passwords.ts';
import { demoPassword } from './personas.ts';
import { scaleRentCents } from './rents.ts';

export const largeEmployerSeedVersion = 'seed:grand-groupe-v1';

/** The most employees VELO_SEED_LARGE may ask for (employee numbers have seven digits). */
export const largeEmployerMaxEmployees = 1_000_000;

interface Company {
  qName: string;
  name: string;
  email: string;
  postalCode: string;
  siren: string;
  siretSuffix: string;
  vatKey: string;
  domain: string;
}

/** The group client. Its invitation lets riders join and choose their company. */
export const grandGroupe = {
  qName: 'grandgroupe',
  name: 'Grand Groupe',
  email: 'mobilite@grandgroupe.test',
  postalCode: '92400',
  siren: '812345676',
  siretSuffix: '00017',
  vatKey: '19',
  domain: 'grandgroupe.test',
  inviteToken: 'grandgroupe-invite-2026',
} as const satisfies Company & { inviteToken: string };

/**
 * The five subsidiaries and their share of the employees, in twentieths (Lyon 30 %, Lille and
 * Nantes 20 % each, Toulouse and Strasbourg 15 % each).
 */
export const grandGroupeCompanies: readonly (Company & { twentieths: number })[] = [
  {
    qName: 'grandgroupe-lyon',
    name: 'Grand Groupe Lyon',
    email: 'rh-lyon@grandgroupe.test',
    postalCode: '69003',
    siren: '812345718',
    siretSuffix: '00017',
    vatKey: '48',
    domain: 'lyon.grandgroupe.test',
    twentieths: 6,
  },
  {
    qName: 'grandgroupe-lille',
    name: 'Grand Groupe Lille',
    email: 'rh-lille@grandgroupe.test',
    postalCode: '59000',
    siren: '812345809',
    siretSuffix: '00014',
    vatKey: '30',
    domain: 'lille.grandgroupe.test',
    twentieths: 4,
  },
  {
    qName: 'grandgroupe-nantes',
    name: 'Grand Groupe Nantes',
    email: 'rh-nantes@grandgroupe.test',
    postalCode: '44000',
    siren: '812345999',
    siretSuffix: '00013',
    vatKey: '18',
    domain: 'nantes.grandgroupe.test',
    twentieths: 4,
  },
  {
    qName: 'grandgroupe-toulouse',
    name: 'Grand Groupe Toulouse',
    email: 'rh-toulouse@grandgroupe.test',
    postalCode: '31000',
    siren: '812346021',
    siretSuffix: '00015',
    vatKey: '84',
    domain: 'toulouse.grandgroupe.test',
    twentieths: 3,
  },
  {
    qName: 'grandgroupe-strasbourg',
    name: 'Grand Groupe Strasbourg',
    email: 'rh-strasbourg@grandgroupe.test',
    postalCode: '67000',
    siren: '812346153',
    siretSuffix: '00016',
    vatKey: '92',
    domain: 'strasbourg.grandgroupe.test',
    twentieths: 3,
  },
];

/** The group's HR manager: the six fleet rights on the group, so every subsidiary. */
export const largeEmployerPersona = {
  email: 'rh@grandgroupe.test',
  firstName: 'Élodie',
  lastName: 'Béranger',
  what: 'HR manager of Grand Groupe (VELO_SEED_LARGE): the six rights on the group and its five companies',
} as const;

/** The status the employees' list shows (openapi/paths/fleet-employees.yaml, FleetEmployeeStatus). */
export type ListedStatus =
  | 'not-registered'
  | 'awaiting-approval'
  | 'account-refused'
  | 'registered'
  | 'request-pending'
  | 'lease-in-progress'
  | 'active'
  | 'ended';

interface Situation {
  /** Where the employee stands in the employees' list. */
  listed: ListedStatus;
  /** Has an account (role rider of the subsidiary). */
  account: boolean;
  /** The account is approved (false: waiting for the company's approval, or refused). */
  approved: boolean;
  /** The company refused the account (issue 27, `refuseAccount`): it stays unapproved. */
  refused?: true;
  /** The status of the employee's lease request, if any. */
  lease: string | null;
  /** Share of the employees, per thousand. */
  perMille: number;
}

/**
 * Every situation an employee of Grand Groupe is seeded in, and its share: 53 % only on the
 * eligible list, 17 % registered without a bike (a few after a refused or withdrawn request),
 * 3 % waiting for their account's approval, 2 % whose account the company refused, 3 % with a
 * request waiting for the company, 4 % with an approved lease on its way (each stage from the
 * equipment to the pickup), 15 % riding and 3 % whose lease has ended.
 */
export const largeEmployeeSituations: readonly Situation[] = [
  { listed: 'not-registered', account: false, approved: false, lease: null, perMille: 530 },
  { listed: 'registered', account: true, approved: true, lease: null, perMille: 160 },
  { listed: 'registered', account: true, approved: true, lease: 'refused', perMille: 5 },
  { listed: 'registered', account: true, approved: true, lease: 'cancelled', perMille: 5 },
  { listed: 'awaiting-approval', account: true, approved: false, lease: null, perMille: 30 },
  // Twenty a thousand: consecutive in the permutation, they fall on every twentieth, so each
  // company has its share of them in every full thousand.
  {
    listed: 'account-refused',
    account: true,
    approved: false,
    refused: true,
    lease: null,
    perMille: 20,
  },
  {
    listed: 'request-pending',
    account: true,
    approved: true,
    lease: 'pending-validation',
    perMille: 30,
  },
  { listed: 'lease-in-progress', account: true, approved: true, lease: 'approved', perMille: 10 },
  {
    listed: 'lease-in-progress',
    account: true,
    approved: true,
    lease: 'equipment-confirmed',
    perMille: 8,
  },
  {
    listed: 'lease-in-progress',
    account: true,
    approved: true,
    lease: 'contract-signed',
    perMille: 6,
  },
  {
    listed: 'lease-in-progress',
    account: true,
    approved: true,
    lease: 'voucher-signed',
    perMille: 5,
  },
  {
    listed: 'lease-in-progress',
    account: true,
    approved: true,
    lease: 'awaiting-payment',
    perMille: 5,
  },
  {
    listed: 'lease-in-progress',
    account: true,
    approved: true,
    lease: 'ready-for-pickup',
    perMille: 6,
  },
  { listed: 'active', account: true, approved: true, lease: 'active', perMille: 150 },
  { listed: 'ended', account: true, approved: true, lease: 'ended', perMille: 30 },
];

/** The stages a request goes through, in order: which of its moments a seeded lease has. */
const stages: readonly string[] = leaseStatuses.filter(
  (status) => status !== 'refused' && status !== 'cancelled',
);

/** Why the company refused an account (one in three refusals says nothing). */
const accountRefusalMotives = [
  'Le programme vélo est ouvert aux salariés après leur période d’essai.',
  'Votre contrat ne vous ouvre pas encore le programme vélo.',
];

const refusalMotives = [
  'Le budget vélo de l’entreprise pour cette année est atteint.',
  'Le vélo choisi dépasse l’enveloppe prévue par le programme.',
  'Votre contrat se termine avant la fin de la location de 36 mois.',
];

/** The situation of each row number, by its place in a permutation of the thousand (1-based). */
function situationPerMille(): number[] {
  const total = largeEmployeeSituations.reduce((sum, situation) => sum + situation.perMille, 0);
  if (total !== 1000) throw new Error(`large employer seed: shares add up to ${total}‰`);
  return largeEmployeeSituations.flatMap((situation, index) =>
    Array.from({ length: situation.perMille }, () => index + 1),
  );
}

/** The subsidiary of each twentieth (1-based indexes of `grandGroupeCompanies`). */
function companyPerTwentieth(): number[] {
  const table = grandGroupeCompanies.flatMap((company, index) =>
    Array.from({ length: company.twentieths }, () => index + 1),
  );
  if (table.length !== 20) throw new Error('large employer seed: shares are not twentieths');
  return table;
}

/**
 * Every employee, one row each, derived from the row number n (1…$1):
 * - situation: a permutation of each thousand rows (n × 7919 mod 1000, 7919 prime to 1000), so
 *   every full thousand holds the exact shares of `largeEmployeeSituations`;
 * - subsidiary: n × 7 mod 20 in the table of twentieths;
 * - names: n runs through every (first, last) pair once per cycle of F × L rows (first name
 *   n mod F, last name shifted by 13 per first name, so the pairs mix); the address is
 *   `first.last@<subsidiary domain>`, numbered from the second cycle on (`first.last2@…`), hence
 *   unique;
 * - employee number `GG-0000001`…
 */
const peopleSql = `
  create temp table grand_groupe_people on commit drop as
  select p.n, c.id as client_id, s.account, s.approved, s.refused, s.lease as lease_status,
         ($6::text[])[p.f + 1] as first_name, ($8::text[])[p.l + 1] as last_name,
         ($7::text[])[p.f + 1] || '.' || ($9::text[])[p.l + 1]
           || case when p.cycle = 0 then '' else (p.cycle + 1)::text end
           || '@' || c.domain as email,
         'GG-' || lpad(p.n::text, 7, '0') as employee_number,
         -- Active: delivered 0–35 months ago (some end soon); ended: delivered 37–60 months ago,
         -- so that its 36 months are over whatever the day of the month.
         case s.lease when 'active' then (p.n * 13 % 36)::int
                      when 'ended' then (37 + p.n * 17 % 24)::int end as months_ago,
         -- A request under way was made 0–20 days ago (waiting) or 3–40 days ago (further on).
         case when s.lease = 'pending-validation' then (p.n % 21)::int
              else (3 + p.n % 38)::int end as days_ago
    from (select g.n::bigint as n,
                 (($2::int[])[1 + ((g.n::bigint - 1) * 7919 % 1000)::int]) as situation,
                 (($3::int[])[1 + ((g.n::bigint - 1) * 7 % 20)::int]) as company,
                 ((g.n - 1) % $10::int) as f,
                 (((g.n - 1) % ($10::int * $11::int)) / $10::int + 13 * ((g.n - 1) % $10::int))
                   % $11::int as l,
                 ((g.n - 1) / ($10::int * $11::int)) as cycle
            from generate_series(1, $1::int) as g(n)) p
    join unnest($4::boolean[], $5::boolean[], $15::boolean[], $12::text[]) with ordinality
         as s(account, approved, refused, lease, situation) on s.situation = p.situation
    join unnest($13::int[], $14::text[]) with ordinality as c(id, domain, company)
         on c.company = p.company`;

const leasesSql = `
  insert into leases (client_id, user_id, rider_name, bike_model, bike_price_cents,
                      monthly_rent_cents, status, created_at, approved_at, refused_at,
                      refusal_motive, equipment_confirmed_at, delivery, extra_price_excess_cents,
                      extra_home_delivery_cents, company_signed_at, voucher_signed_at,
                      pickup_voucher_issued_at, paid_at, delivered_at, started_on, ended_at,
                      cancelled_at, months_of_free_rent)
  select p.client_id, u.id, p.first_name || ' ' || p.last_name, ($2::text[])[b.bike],
         ($3::int[])[b.bike],
         case when b.equipped then ($4::int[])[b.bike] else ($5::int[])[b.bike] end,
         p.lease_status,
         t.created,
         case when t.stage >= 2 or p.lease_status = 'cancelled' then t.created + t.step end,
         case when p.lease_status = 'refused' then t.created + t.step end,
         case when p.lease_status = 'refused' then ($6::text[])[1 + (p.n % 3)::int] end,
         case when t.stage >= 3 then t.created + 2 * t.step end,
         case when t.stage >= 3 then case when t.home then 'home' else 'store' end end,
         case when t.stage >= 3 then 0 end,
         case when t.stage >= 3 then case when t.home then 5000 else 0 end end,
         case when t.stage >= 4 then t.created + 3 * t.step end,
         case when t.stage >= 5 then t.created + 4 * t.step end,
         case when t.stage >= 6 then t.created + 5 * t.step end,
         case when t.stage >= 7 and t.home then t.created + 6 * t.step end,
         d.started,
         d.started::date,
         case when p.lease_status = 'ended' then d.started + interval '36 months' end,
         case when p.lease_status = 'cancelled' then t.created + 3 * t.step end,
         3
    from grand_groupe_people p
    join users u on u.email = p.email
    cross join lateral (
      select 1 + (p.n % $1::int)::int as bike, p.n % 5 < 3 as equipped
    ) b
    cross join lateral (
      -- The day the bike was delivered (never after today), for a lease that started.
      select case when p.months_ago is null then null
                  else least(date_trunc('month', current_date)
                               - make_interval(months => p.months_ago)
                               + make_interval(days => (p.n % 20)::int),
                             (current_date - 1)::timestamptz) + interval '10 hours' end as started
    ) d
    cross join lateral (
      select coalesce(array_position($7::text[], p.lease_status), 1) as stage,
             -- Home delivery (50 €) for a third of the bikes on their way, and for those whose
             -- payment is awaited; the bikes already delivered were collected at the store.
             (p.lease_status = 'awaiting-payment'
               or (p.months_ago is null and p.n % 3 = 0)) as home,
             -- A request's moments: made 'created', each step one 'step' later, the last before now.
             case when d.started is null then now() - make_interval(days => p.days_ago + 1)
                  else d.started - interval '40 days' end as created,
             case when d.started is null then make_interval(hours => p.days_ago * 3)
                  else interval '5 days' end as step
    ) t
   where p.lease_status is not null`;

export interface LargeEmployerOptions {
  /** Told the seed's one line (how many, how long), or that the database had it already. */
  log?: ((line: string) => void) | undefined;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Seeds Grand Groupe with `employees` people once per database; answers whether it did. A
 * database seeded earlier keeps its Grand Groupe, whatever `employees` says now.
 */
export async function seedLargeEmployer(
  db: Database,
  employees: number,
  options: LargeEmployerOptions = {},
): Promise<boolean> {
  if (!Number.isInteger(employees) || employees < 1 || employees > largeEmployerMaxEmployees) {
    throw new Error(
      `large employer seed: ${employees} employees (a whole number from 1 to ${count(largeEmployerMaxEmployees)})`,
    );
  }
  if (await hasLargeEmployer(db)) {
    const held = await grandGroupeEmployees(db);
    options.log?.(
      `Grand Groupe seeded earlier, ${count(held)} employees` +
        (held === employees ? '' : ` (VELO_SEED_LARGE=${employees} changes nothing here)`),
    );
    return false;
  }
  const started = performance.now();
  // One scrypt for every generated account and the manager (they sign in with the demo password).
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    // A bulk load: the indexes of the tables it fills are built once at the end, from the rows,
    // rather than kept up to date at each of some 200,000 inserts (on PGlite, the trigram indexes
    // of migration 028 cost 9 s of CPU that way, 5.5 s built at the end).
    const rebuild = await dropIndexes(tx, ['eligible_employees', 'users', 'leases']);
    // Committed to disk before the vacuum below: a server may commit asynchronously (the throwaway
    // ones of the tests and the benchmark do), and until the commit is flushed the vacuum cannot
    // mark the rows' pages all-visible. Without that, a search's index-only scan of the riders
    // read 1,560 rows from the table anyway (a third of the page's time on a server).
    await tx.exec('set local synchronous_commit = on');
    const ids = await insertCompanies(tx);
    await insertManager(tx, passwordHash);
    await tx.query(peopleSql, [
      employees,
      situationPerMille(),
      companyPerTwentieth(),
      largeEmployeeSituations.map((situation) => situation.account),
      largeEmployeeSituations.map((situation) => situation.approved),
      largeFirstNames,
      largeFirstNames.map(mailPart),
      largeLastNames,
      largeLastNames.map(mailPart),
      largeFirstNames.length,
      largeLastNames.length,
      largeEmployeeSituations.map((situation) => situation.lease),
      ids,
      grandGroupeCompanies.map((company) => company.domain),
      largeEmployeeSituations.map((situation) => situation.refused ?? false),
    ]);
    // The triggers that keep `has_account` (migration 036) would run once a row, and update an
    // eligible line for each account inserted (47,000 new versions of its rows to vacuum): the
    // lines are written knowing who has an account instead, and the triggers are back before the
    // transaction ends.
    await tx.exec(`alter table eligible_employees disable trigger eligible_employees_has_account;
      alter table users disable trigger users_eligible_account`);
    // Everyone is on their company's list of eligible employees…
    await tx.query(
      `insert into eligible_employees (client_id, email, first_name, last_name, employee_number,
                                       added_at, has_account)
       select client_id, email, first_name, last_name, employee_number,
              now() - make_interval(days => (200 + n % 700)::int), account
         from grand_groupe_people`,
    );
    // …47 % have an account, joined before their first request (a refused one was refused by
    // rh@grandgroupe.test halfway between the request and the seed, two in three with a motive)…
    await tx.query(
      `insert into users (email, password_hash, first_name, last_name, role, client_id,
                          is_approved, approval_requested_at, employee_number, created_at,
                          approval_refused_at, approval_refusal_motive, approval_decided_by)
       select email, $1, first_name, last_name, 'rider', client_id, approved, joined, employee_number,
              joined,
              case when refused then joined + (now() - joined) / 2 end,
              case when refused and n % 3 <> 0 then ($2::text[])[1 + (n % 2)::int] end,
              case when refused then (select id from users where email = $3) end
         from grand_groupe_people,
              lateral (select now() - make_interval(days => case
                         when not approved then (n % 14)::int
                         when months_ago is not null then months_ago * 31 + 75 + (n % 30)::int
                         else days_ago + 2 + (n % 400)::int end) as joined) j
        where account`,
      [passwordHash, accountRefusalMotives, largeEmployerPersona.email],
    );
    // …and 27 % a lease request, at every stage.
    await tx.query(leasesSql, [
      bikes.length,
      bikes.map(([model]) => model),
      bikes.map(([, price]) => euros(price)),
      bikes.map(([, price]) => scaleRentCents(euros(price), true)),
      bikes.map(([, price]) => scaleRentCents(euros(price), false)),
      refusalMotives,
      stages,
    ]);
    await tx.exec(`alter table eligible_employees enable trigger eligible_employees_has_account;
      alter table users enable trigger users_eligible_account`);
    for (const definition of rebuild) await tx.exec(definition);
    await tx.query('insert into schema_migrations (name) values ($1)', [largeEmployerSeedVersion]);
  });
  // Fresh statistics, so a server plans the employees' list of one company through its indexes;
  // and a vacuum, which PGlite never runs by itself: it moves the rows just inserted from the
  // trigram indexes' pending lists (which every search would read through) into the indexes, and
  // records their size, without which the planner prices a search through them above reading the
  // whole table (migration 028).
  // The vacuum alone first, then the statistics: on a server, `vacuum (analyze)` of the three left
  // most of the riders' pages not marked all-visible (their index-only scans then read the table).
  await db.exec('vacuum eligible_employees, users, leases');
  await db.exec('analyze eligible_employees, users, leases');
  const seconds = (performance.now() - started) / 1000;
  options.log?.(`Grand Groupe seeded, ${count(employees)} employees in ${seconds.toFixed(1)} s`);
  return true;
}

/**
 * Drops the indexes of `tables` that no constraint owns (a unique or primary key stays, checked at
 * each insert); answers their definitions, to create them again.
 */
async function dropIndexes(tx: Queryable, tables: readonly string[]): Promise<string[]> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`,
    [tables],
  );
  for (const row of rows) await tx.exec(`drop index ${row.name}`);
  return rows.map((row) => row.definition);
}

/** The group and its five companies, with their domains and programme; answers the companies' ids. */
async function insertCompanies(tx: Queryable): Promise<number[]> {
  const group = grandGroupe;
  const { rows } = await tx.query<{ id: number }>(
    `insert into clients (q_name, name, is_group, email, mobile_phone, postal_code, siret, siren,
                          vat_identifier, invite_token)
     values ($1, $2, true, $3, '+33645120000', $4, $5, $6, $7, $8)
     returning id`,
    [
      group.qName,
      group.name,
      group.email,
      group.postalCode,
      group.siren + group.siretSuffix,
      group.siren,
      `FR${group.vatKey}${group.siren}`,
      group.inviteToken,
    ],
  );
  const groupId = rows[0]?.id;
  if (groupId === undefined) throw new Error('large employer seed: no group');
  const { rows: companies } = await tx.query<{ id: number; q_name: string }>(
    `insert into clients (q_name, name, group_client_id, email, mobile_phone, postal_code, siret,
                          siren, vat_identifier)
     select c.q_name, c.name, $1, c.email, '+3364512' || lpad(c.n::text, 4, '0'), c.postal_code,
            c.siret, c.siren, c.vat
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
            with ordinality as c(q_name, name, email, postal_code, siret, siren, vat, n)
      order by c.n
     returning id, q_name`,
    [
      groupId,
      grandGroupeCompanies.map((company) => company.qName),
      grandGroupeCompanies.map((company) => company.name),
      grandGroupeCompanies.map((company) => company.email),
      grandGroupeCompanies.map((company) => company.postalCode),
      grandGroupeCompanies.map((company) => company.siren + company.siretSuffix),
      grandGroupeCompanies.map((company) => company.siren),
      grandGroupeCompanies.map((company) => `FR${company.vatKey}${company.siren}`),
    ],
  );
  const idOf = new Map(companies.map((company) => [company.q_name, company.id]));
  // Ids in the order of `grandGroupeCompanies`, which the people's subsidiary indexes.
  const ids = grandGroupeCompanies.map((company) => {
    const id = idOf.get(company.qName);
    if (id === undefined) throw new Error(`large employer seed: no ${company.qName}`);
    return id;
  });
  await tx.query(
    `insert into client_allowed_domains (client_id, domain)
     select * from unnest($1::int[], $2::text[])`,
    [
      [groupId, ...ids],
      [group.domain, ...grandGroupeCompanies.map((company) => company.domain)],
    ],
  );
  // The subsidiaries inherit the group's contribution (50 %, at most 50 € a month) and its offer.
  await tx.query(
    `insert into client_settings (client_id, employer_contribution_rate,
                                  monthly_employer_contribution_cap_cents,
                                  fleet_management_dashboard_enabled, banner_url, banner_label)
     values ($1, 0.5, 5000, true, 'https://grandgroupe.test/rse/velo', 'Le vélo de fonction chez Grand Groupe')`,
    [groupId],
  );
  await tx.query(
    `insert into commercial_offers (client_id, kind, name, start_date, end_date, months_of_free_rent)
     values ($1, 'standard', 'Offre Grand Groupe : 3 mois de loyer offerts',
             (date_trunc('month', current_date) - interval '3 months')::date, null, 3)`,
    [groupId],
  );
  return ids;
}

/** rh@grandgroupe.test: the six fleet rights on the group. */
async function insertManager(tx: Queryable, passwordHash: string): Promise<void> {
  const persona = largeEmployerPersona;
  await tx.query(
    `with manager as (
       insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          employee_number, created_at)
       values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = $5), true, 'GG-RH-001',
               now() - interval '3 years')
       returning id, client_id
     )
     insert into user_rights (user_id, name, client_id)
     select manager.id, r.name, manager.client_id from manager, unnest($6::text[]) as r(name)`,
    [
      persona.email,
      passwordHash,
      persona.firstName,
      persona.lastName,
      grandGroupe.qName,
      Object.values(fleetRights),
    ],
  );
}

/** Whether the database holds Grand Groupe (the demo logins list its manager then). */
export async function hasLargeEmployer(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('select 1 from schema_migrations where name = $1', [
    largeEmployerSeedVersion,
  ]);
  return rows.length > 0;
}

/** How many employees Grand Groupe's companies list (0 without Grand Groupe). */
export async function grandGroupeEmployees(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n
       from eligible_employees e join clients c on c.id = e.client_id
      where c.group_client_id = (select id from clients where q_name = $1)`,
    [grandGroupe.qName],
  );
  return rows[0]?.n ?? 0;
}
