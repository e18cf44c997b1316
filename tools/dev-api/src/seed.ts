/**
 * Demo data: the personas of issue 4 and a realistic French programme for every endpoint.
 * Seeding runs once per database (recorded in `schema_migrations` as `seed:demo-v1`), so what users
 * create or change afterwards is never overwritten on restart. Dates are relative to the day of
 * seeding, so the offers run and the invoices fall due whatever the day.
 */
import type { Database, Queryable } from './db.ts';
import { fleetRights } from './auth/sessions.ts';
import { euros } from './money.ts';
import { hashPassword } from './passwords.ts';
import { scaleRentCents } from './rents.ts';

export const seedVersion = 'seed:demo-v1';
export const demoPassword = 'velo-demo-2026';
/** The Acme invitation: /rider/join/acme/acme-invite-2026 and /rider/register/acme/acme-invite-2026. */
export const acmeInviteToken = 'acme-invite-2026';
export const holdingInviteToken = 'holding-invite-2026';

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  role: 'rider' | 'retailer' | 'leaser' | 'admin';
  client: string | null;
  isApproved: boolean;
  /** Days before seeding when approval was requested; null when it never had to be. */
  approvalRequestedDaysAgo: number | null;
  isGroupClient: boolean;
  rights: { name: string; client: string }[];
  retailer: boolean;
  sponsorCode: string | null;
  what: string;
}

/** The six rights of issue 15 on one client: a company's full fleet manager. */
function allFleetRights(client: string): Persona['rights'] {
  return Object.values(fleetRights).map((name) => ({ name, client }));
}

export const personas: Persona[] = [
  {
    email: 'rider@acme.test',
    firstName: 'Camille',
    lastName: 'Martin',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: 62,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: 'CAMILLE-ACME',
    what: 'approved rider of Acme (themed), no rights',
  },
  {
    email: 'rider2@acme.test',
    firstName: 'Léa',
    lastName: 'Dubois',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: 40,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'a second approved rider of Acme (sees slots the first one frees)',
  },
  {
    email: 'pending@acme.test',
    firstName: 'Lucas',
    lastName: 'Bernard',
    role: 'rider',
    client: 'acme',
    isApproved: false,
    approvalRequestedDaysAgo: 2,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'rider of Acme whose approval is still requested',
  },
  {
    email: 'manager@acme.test',
    firstName: 'Sophie',
    lastName: 'Durand',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: allFleetRights('acme'),
    retailer: false,
    sponsorCode: null,
    what: 'fleet manager of Acme: the six rights on Acme (hasFleetManagementRights true)',
  },
  {
    email: 'gestion@holding.test',
    firstName: 'Claire',
    lastName: 'Rousseau',
    role: 'rider',
    client: 'holding',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    // She runs the group: not a rider sent to choose a company on /group-affiliated.
    isGroupClient: false,
    rights: allFleetRights('holding'),
    retailer: false,
    sponsorCode: null,
    what: 'group manager: the six rights on the group Holding, reaching both subsidiaries',
  },
  {
    email: 'manager@nantes.holding.test',
    firstName: 'Karim',
    lastName: 'Haddad',
    role: 'rider',
    client: 'holding-nantes',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: allFleetRights('holding-nantes'),
    retailer: false,
    sponsorCode: null,
    what: 'fleet manager of Holding Atlantique Nantes only (403 on every fleet endpoint of Acme)',
  },
  {
    email: 'services-rh@acme.test',
    firstName: 'Nathalie',
    lastName: 'Lefèvre',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    // Shared HR services: two companies' programmes that are not one group (the all-clients dashboard).
    rights: [
      { name: fleetRights.fleetManagement, client: 'acme' },
      { name: fleetRights.fleetManagement, client: 'holding-nantes' },
    ],
    retailer: false,
    sponsorCode: null,
    what: 'fleet manager of Acme and of Holding Atlantique Nantes: the dashboard of both together',
  },
  {
    email: 'compta@acme.test',
    firstName: 'Margaux',
    lastName: 'Brunet',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'Acme accountant without rights: the manager grants her one on /sites/:clientId/right/new',
  },
  {
    email: 'group@holding.test',
    firstName: 'Julien',
    lastName: 'Petit',
    role: 'rider',
    client: 'holding',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: true,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'rider of the group Holding (isGroupClient true, two subsidiaries)',
  },
  {
    email: 'store@partner.test',
    firstName: 'Nadia',
    lastName: 'Leroy',
    role: 'retailer',
    client: null,
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: [],
    retailer: true,
    sponsorCode: null,
    what: 'partner store (role retailer: /rider shows the wrong-connection page)',
  },
  {
    email: 'admin@velo.test',
    firstName: 'Alex',
    lastName: 'Moreau',
    role: 'admin',
    client: null,
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'platform administrator (may create clients)',
  },
];

// Shade 10 is the darkest and 90 the lightest (the light primary colour of spec section 3), as
// @velo/ui's theme contract reads a client theme.
const gradient = (shades: string[]) =>
  Object.fromEntries(shades.map((colour, index) => [String((index + 1) * 10), colour]));

const acmeTheme = {
  primaryGradient: gradient([
    '#43206b',
    '#5b2d90',
    '#7643b3',
    '#9061c9',
    '#ad88d8',
    '#c9b0e6',
    '#e2d5f2',
    '#f3eefa',
    '#f7f3fc',
  ]),
  secondaryGradient: gradient([
    '#135440',
    '#1b7257',
    '#24916f',
    '#2fb38a',
    '#74d3b3',
    '#a6e4cf',
    '#d2f2e7',
    '#eefaf6',
    '#0c4a37',
  ]),
};

const holdingTheme = {
  primaryGradient: gradient([
    '#1a3e6d',
    '#235493',
    '#2f6db8',
    '#4a89d3',
    '#75a7e0',
    '#a4c5ec',
    '#cfe0f5',
    '#eaf2fb',
    '#f2f7fd',
  ]),
  secondaryGradient: gradient([
    '#7d4b08',
    '#a8650b',
    '#d17f0f',
    '#f59a1b',
    '#ffb347',
    '#ffcd85',
    '#ffe4bf',
    '#fff5e6',
    '#5a3606',
  ]),
};

interface ClientSeed {
  qName: string;
  name: string;
  group: string | null;
  isGroup: boolean;
  email: string;
  mobilePhone: string;
  postalCode: string;
  siren: string;
  siretSuffix: string;
  vatKey: string;
  inviteToken: string | null;
  domains: string[];
}

const clients: ClientSeed[] = [
  {
    qName: 'acme',
    name: 'Acme France',
    group: null,
    isGroup: false,
    email: 'rh@acme.test',
    mobilePhone: '+33612345678',
    postalCode: '75011',
    siren: '732829320',
    siretSuffix: '00074',
    vatKey: '44',
    inviteToken: acmeInviteToken,
    domains: ['acme.test', 'acme-france.test'],
  },
  {
    qName: 'holding',
    name: 'Groupe Holding Atlantique',
    group: null,
    isGroup: true,
    email: 'mobilite@holding.test',
    mobilePhone: '+33698765432',
    postalCode: '44000',
    siren: '552081317',
    siretSuffix: '00012',
    vatKey: '58',
    inviteToken: holdingInviteToken,
    domains: ['holding.test'],
  },
  {
    qName: 'holding-nantes',
    name: 'Holding Atlantique Nantes',
    group: 'holding',
    isGroup: false,
    email: 'rh-nantes@holding.test',
    mobilePhone: '+33640506070',
    postalCode: '44200',
    siren: '413948219',
    siretSuffix: '00035',
    vatKey: '21',
    inviteToken: null,
    domains: ['nantes.holding.test'],
  },
  {
    qName: 'holding-bordeaux',
    name: 'Holding Atlantique Bordeaux',
    group: 'holding',
    isGroup: false,
    email: 'rh-bordeaux@holding.test',
    mobilePhone: '+33750607080',
    postalCode: '33000',
    siren: '489377904',
    siretSuffix: '00027',
    vatKey: '73',
    inviteToken: null,
    domains: ['bordeaux.holding.test'],
  },
];

const eligible: Record<string, [string, string, string, string][]> = {
  acme: [
    ['camille.martin@acme.test', 'Camille', 'Martin', 'A-1042'],
    ['lea.dubois@acme.test', 'Léa', 'Dubois', 'A-1043'],
    ['hugo.lefebvre@acme.test', 'Hugo', 'Lefebvre', 'A-1051'],
    ['chloe.roux@acme.test', 'Chloé', 'Roux', 'A-1058'],
    ['thomas.fournier@acme.test', 'Thomas', 'Fournier', 'A-1060'],
    ['manon.girard@acme.test', 'Manon', 'Girard', 'A-1071'],
    ['antoine.bonnet@acme.test', 'Antoine', 'Bonnet', 'A-1077'],
    ['ines.lambert@acme.test', 'Inès', 'Lambert', 'A-1080'],
    ['mathis.fontaine@acme.test', 'Mathis', 'Fontaine', 'A-1094'],
    ['sarah.chevalier@acme.test', 'Sarah', 'Chevalier', 'A-1102'],
  ],
  'holding-nantes': [
    ['paul.robin@nantes.holding.test', 'Paul', 'Robin', 'N-0210'],
    ['emma.garnier@nantes.holding.test', 'Emma', 'Garnier', 'N-0214'],
    ['louis.faure@nantes.holding.test', 'Louis', 'Faure', 'N-0220'],
  ],
  'holding-bordeaux': [
    ['jade.andre@bordeaux.holding.test', 'Jade', 'André', 'B-0031'],
    ['nathan.mercier@bordeaux.holding.test', 'Nathan', 'Mercier', 'B-0035'],
  ],
};

// Statuses of @velo/leasing's lifecycle (migration 007): the fleet dashboards' leases, named in text.
type LeaseStatus = 'pending-validation' | 'equipment-confirmed' | 'active' | 'ended';
const leases: Record<string, [string, string, number, LeaseStatus, number][]> = {
  // rider, bike, price, status, months since start
  acme: [
    ['Camille Martin', 'Moustache Lundi 27.3', 3499, 'active', 5],
    ['Léa Dubois', 'Gazelle Ultimate C380 HMB', 3799, 'active', 11],
    ['Hugo Lefebvre', 'Riese & Müller Load 75 Touring', 7299, 'active', 8],
    ['Chloé Roux', 'Decathlon Elops LD 920 E', 1999, 'active', 3],
    ['Thomas Fournier', 'O2feel iSwan Explorer Boost 6.1', 2799, 'active', 14],
    ['Manon Girard', 'Tern GSD S10', 5999, 'active', 20],
    ['Antoine Bonnet', 'Cube Kathmandu Hybrid Pro 750', 3299, 'active', 2],
    ['Inès Lambert', 'Peugeot eC01 D7', 2399, 'equipment-confirmed', 0],
    ['Mathis Fontaine', 'Moustache Samedi 29 Trail 4', 4999, 'equipment-confirmed', 0],
    ['Sarah Chevalier', 'Brompton Electric C Line', 3590, 'pending-validation', 0],
    ['Marc Vincent', 'Gitane e-Salsa', 1799, 'ended', 37],
    ['Julie Morel', 'Lapierre e-Urban 4.4', 2499, 'ended', 36],
  ],
  'holding-nantes': [
    ['Paul Robin', 'Arcade e-Cargo Wagon', 4290, 'active', 6],
    ['Emma Garnier', 'Moustache Friday 27.3', 3199, 'active', 9],
    ['Louis Faure', 'Kalkhoff Endeavour 3.B Move', 2999, 'equipment-confirmed', 0],
  ],
  'holding-bordeaux': [
    ['Jade André', 'Urban Arrow Family Cargo Line', 6490, 'active', 4],
    ['Nathan Mercier', 'Decathlon Rockrider E-ST 500', 1699, 'pending-validation', 0],
  ],
};

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
