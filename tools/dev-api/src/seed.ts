/**
 * Demo data: the personas of issue 4 and a realistic French programme for every endpoint.
 * Seeding runs once per database (recorded in `schema_migrations` as `seed:demo-v1`), so what users
 * create or change afterwards is never overwritten on restart. Dates are relative to the day of
 * seeding, so the offers run and the invoices fall due whatever the day.
 */
import type { Database, Queryable } from './db.ts';
import { euros } from './money.ts';
import { hashPassword } from './passwords.ts';
import { scaleRentCents } from './rents.ts';
import { acmeTheme, clients, eligible, holdingTheme, leases } from './demoClients.ts';
import { demoPassword, personas } from './personas.ts';

export { acmeInviteToken, demoPassword, holdingInviteToken, personas } from './personas.ts';
export type { Persona } from './personas.ts';

export const seedVersion = 'seed:demo-v1';

/** Monthly rent of a 36-month lease, in cents, from @velo/leasing's model (see rents.ts). */
function monthlyRentCents(priceCents: number, withEquipments: boolean): number {
  return scaleRentCents(priceCents, withEquipments);
}

async function idOf(db: Queryable, qName: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from clients where q_name = $1', [
    qName,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`seed: no client ${qName}`);
  return id;
}

/** Seeds once; returns whether it did. */
export async function seed(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [seedVersion]);
  if (done.rows.length > 0) return false;
  // Hash outside the transaction: scrypt runs on libuv's thread pool, in parallel.
  const hashes = await Promise.all(personas.map(() => hashPassword(demoPassword)));

  await db.transaction(async (tx) => {
    for (const client of clients) {
      await tx.query(
        `insert into clients (q_name, name, group_client_id, is_group, email, mobile_phone, postal_code,
                              siret, siren, vat_identifier, invite_token)
         values ($1, $2, (select id from clients where q_name = $3), $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          client.qName,
          client.name,
          client.group,
          client.isGroup,
          client.email,
          client.mobilePhone,
          client.postalCode,
          client.siren + client.siretSuffix,
          client.siren,
          `FR${client.vatKey}${client.siren}`,
          client.inviteToken,
        ],
      );
      const id = await idOf(tx, client.qName);
      for (const domain of client.domains) {
        await tx.query('insert into client_allowed_domains (client_id, domain) values ($1, $2)', [
          id,
          domain,
        ]);
      }
      for (const [email, firstName, lastName, number] of eligible[client.qName] ?? []) {
        await tx.query(
          `insert into eligible_employees (client_id, email, first_name, last_name, employee_number)
           values ($1, $2, $3, $4, $5)`,
          [id, email, firstName, lastName, number],
        );
      }
      for (const [rider, bike, price, status, monthsAgo] of leases[client.qName] ?? []) {
        await tx.query(
          `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                               status, started_on)
           values ($1, $2, $3, $4, $5, $6,
                   case when $6 in ('active', 'ended')
                        then (date_trunc('month', current_date) - make_interval(months => $7))::date end)`,
          [id, rider, bike, euros(price), monthlyRentCents(euros(price), true), status, monthsAgo],
        );
      }
    }

    const acme = await idOf(tx, 'acme');
    const holding = await idOf(tx, 'holding');
    await tx.query(
      `insert into client_settings (client_id, employer_contribution_rate,
         monthly_employer_contribution_cap_cents, fleet_management_dashboard_enabled, theme, banner_url,
         banner_label)
       values ($1, 0.5, 6000, true, $2, 'https://intranet.acme.test/mobilite/velo', 'Notre programme vélo de fonction'),
              ($3, 0.4, null, true, $4, 'https://holding.test/rse/mobilite-douce', 'La mobilité douce chez Holding Atlantique')`,
      [acme, JSON.stringify(acmeTheme), holding, JSON.stringify(holdingTheme)],
    );

    await tx.query(
      `insert into commercial_offers (client_id, kind, name, start_date, end_date, months_of_free_rent)
       values ($1, 'standard', 'Offre Vélotaf Acme : 3 mois de loyer offerts',
               (date_trunc('month', current_date) - interval '2 months')::date,
               (date_trunc('month', current_date) + interval '10 months' - interval '1 day')::date, 3),
              ($1, 'standard', 'Offre de lancement Acme',
               (date_trunc('month', current_date) - interval '26 months')::date,
               (date_trunc('month', current_date) - interval '14 months' - interval '1 day')::date, 3),
              ($2, 'standard', 'Offre groupe Holding Atlantique',
               (date_trunc('month', current_date) - interval '5 months')::date, null, 3),
              (null, 'sponsorship', 'Parrainage : un mois de loyer offert au parrain et au filleul',
               (date_trunc('month', current_date) - interval '1 month')::date,
               (date_trunc('month', current_date) + interval '6 months' - interval '1 day')::date, 1)`,
      [acme, holding],
    );

    for (let price = 1000; price <= 8000; price += 500) {
      const priceCents = euros(price);
      await tx.query(
        `insert into rent_scale (bike_price_cents, monthly_rent_cents, monthly_rent_with_equipments_cents)
         values ($1, $2, $3)`,
        [priceCents, monthlyRentCents(priceCents, false), monthlyRentCents(priceCents, true)],
      );
    }

    // Acme's invoices, monthly over two years, come with the fleet seed (fleetSeed.ts, issue 15).

    const { rows: stores } = await tx.query<{ id: number }>(
      `insert into retailers (name, is_active) values ('Cycles du Marais', true) returning id`,
    );
    const storeId = stores[0]?.id ?? null;

    for (const [index, persona] of personas.entries()) {
      const clientId = persona.client === null ? null : await idOf(tx, persona.client);
      const { rows } = await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, role, client_id, retailer_id,
                            is_approved, approval_requested_at, is_group_client, sponsor_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8,
                 case when $9::int is null then null else now() - make_interval(days => $9::int) end,
                 $10, $11)
         returning id`,
        [
          persona.email,
          hashes[index],
          persona.firstName,
          persona.lastName,
          persona.role,
          clientId,
          persona.retailer ? storeId : null,
          persona.isApproved,
          persona.approvalRequestedDaysAgo,
          persona.isGroupClient,
          persona.sponsorCode,
        ],
      );
      const userId = rows[0]?.id;
      for (const right of persona.rights) {
        await tx.query('insert into user_rights (user_id, name, client_id) values ($1, $2, $3)', [
          userId,
          right.name,
          await idOf(tx, right.client),
        ]);
      }
    }

    await tx.query('insert into schema_migrations (name) values ($1)', [seedVersion]);
  });
  return true;
}

/**
 * Dev mode only (`POST /__dev/demo-lease-requests/reset`): the demo companies' seeded requests
 * waiting for the company (Sarah Chevalier at Acme, Nathan Mercier at Holding Atlantique Bordeaux)
 * back to waiting, their decisions forgotten, so an end-to-end journey that decides one can run
 * again. Answers how many it put back.
 */
export async function resetDemoLeaseRequests(db: Database): Promise<{ reset: number }> {
  const waiting = Object.entries(leases).flatMap(([qName, list]) =>
    list
      .filter(([, , , status]) => status === 'pending-validation')
      .map(([rider]) => ({ qName, rider })),
  );
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `select l.id from leases l
         join clients c on c.id = l.client_id
         join unnest($1::text[], $2::text[]) as w(q_name, rider)
           on w.q_name = c.q_name and w.rider = l.rider_name
        where l.user_id is null`,
      [waiting.map((one) => one.qName), waiting.map((one) => one.rider)],
    );
    const ids = rows.map((row) => row.id);
    await tx.query('delete from lease_events where lease_id = any($1::int[])', [ids]);
    await tx.query(
      `update leases set status = 'pending-validation', approved_at = null, refused_at = null,
                         refusal_motive = null
        where id = any($1::int[])`,
      [ids],
    );
    return { reset: ids.length };
  });
}
