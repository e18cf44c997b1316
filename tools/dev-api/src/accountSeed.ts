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
import { putRiders, seedOnce, type SeedPersona } from './seedRiders.ts';

export const accountSeedVersion = 'seed:account-v1';

export interface AccountPersona extends SeedPersona {
  address: string;
  postalCode: string;
  city: string;
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

async function putPersonas(db: Queryable): Promise<void> {
  const ids = await putRiders(db, accountPersonas, { joinedAgo: '120 days', existing: 'reset' });
  for (const persona of accountPersonas) {
    const userId = ids.get(persona.email);
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
  return seedOnce(db, accountSeedVersion, putPersonas);
}

/** Dev mode only: the personas back as seeded (recreated if deleted). Answers their e-mails. */
export async function resetAccountPersonas(db: Database): Promise<{ emails: string[] }> {
  await db.transaction(putPersonas);
  return { emails: accountPersonas.map((persona) => persona.email) };
}
