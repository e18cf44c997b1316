/**
 * The profile's personas (issue 14, rent-design §4), approved riders of Acme without any lease:
 * - profil@acme.test, Élise Perrin: changes her password and her language (e2e profile.spec.ts);
 * - supprime@acme.test, Bastien Roux: deletes his account.
 * Seeded once per database (marker `seed:account-v1`) after the demo seed. In dev mode
 * `POST /__dev/account/reset` puts them back as seeded — recreated when deleted, password
 * `velo-demo-2026`, French, contact information as below — so the e2e suite runs again on one
 * database. Fixed data, no randomness.
 */
import type { Database, Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';
import { demoPassword } from './seed.ts';

export const accountSeedVersion = 'seed:account-v1';

export interface AccountPersona {
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  employeeNumber: string;
  address: string;
  postalCode: string;
  city: string;
  what: string;
}

export const accountPersonas: AccountPersona[] = [
  {
    email: 'profil@acme.test',
    firstName: 'Élise',
    lastName: 'Perrin',
    mobilePhone: '+33687452310',
    employeeNumber: 'A-2201',
    address: '25 rue Oberkampf',
    postalCode: '75011',
    city: 'Paris',
    what: 'no lease: edits her profile, changes her password and language',
  },
  {
    email: 'supprime@acme.test',
    firstName: 'Bastien',
    lastName: 'Roux',
    mobilePhone: '+33698563421',
    employeeNumber: 'A-2202',
    address: '3 place Bellecour',
    postalCode: '69002',
    city: 'Lyon',
    what: 'no lease: deletes his account',
  },
];

async function putPersonas(db: Queryable, hashes: string[]): Promise<void> {
  for (const [index, persona] of accountPersonas.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          approval_requested_at, employee_number, mobile_phone, language, created_at)
       values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = 'acme'), true,
               now() - interval '120 days', $5, $6, 'fr', now() - interval '120 days')
       on conflict (email) do update set password_hash = $2, first_name = $3, last_name = $4,
         employee_number = $5, mobile_phone = $6, language = 'fr', is_approved = true
       returning id`,
      [
        persona.email,
        hashes[index],
        persona.firstName,
        persona.lastName,
        persona.employeeNumber,
        persona.mobilePhone,
      ],
    );
    const userId = rows[0]?.id;
    await db.query(
      `insert into rider_onboarding (user_id, address, additional_address, postal_code, city)
       values ($1, $2, null, $3, $4)
       on conflict (user_id) do update set address = $2, additional_address = null,
         postal_code = $3, city = $4`,
      [userId, persona.address, persona.postalCode, persona.city],
    );
  }
}

/** Seeds once; returns whether it did. Needs the demo seed (the Acme client). */
export async function seedAccount(db: Database): Promise<boolean> {
  const done = await db.query('select 1 from schema_migrations where name = $1', [
    accountSeedVersion,
  ]);
  if (done.rows.length > 0) return false;
  const hashes = await Promise.all(accountPersonas.map(() => hashPassword(demoPassword)));
  await db.transaction(async (tx) => {
    await putPersonas(tx, hashes);
    await tx.query('insert into schema_migrations (name) values ($1)', [accountSeedVersion]);
  });
  return true;
}

/** Dev mode only: the personas back as seeded (recreated if deleted). Answers their e-mails. */
export async function resetAccountPersonas(db: Database): Promise<{ emails: string[] }> {
  const hashes = await Promise.all(accountPersonas.map(() => hashPassword(demoPassword)));
  await db.transaction((tx) => putPersonas(tx, hashes));
  return { emails: accountPersonas.map((persona) => persona.email) };
}
