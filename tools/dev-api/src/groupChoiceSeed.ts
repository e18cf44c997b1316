/**
 * The persona of issue 28 who chooses her company on /group-affiliated:
 * - choix@holding.test, Manon Garnier, rider of the group Holding Atlantique (`isGroupClient`), like
 *   Julien (group@holding.test), who stays the group's rider the other checks show. She chooses
 *   Nantes or Bordeaux (`PUT /api/profile/company`), her account moves there, and she reaches home.
 *
 * Seeded once per database (marker `seed:group-choice-v1`), after every other seed, so no other
 * seeded id or figure moves. In dev mode `POST /__dev/group-affiliated/reset` puts her back in the
 * group, to choose again. Fixed data, no randomness; password `velo-demo-2026`.
 */
import type { Database, Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';
import { demoPassword } from './personas.ts';
import { seedOnce } from './seedRiders.ts';

export const groupChoiceSeedVersion = 'seed:group-choice-v1';

export const groupChoicePersona = {
  email: 'choix@holding.test',
  firstName: 'Manon',
  lastName: 'Garnier',
  group: 'holding',
  what: 'rider of the group Holding Atlantique who chooses her company on /group-affiliated',
} as const;

async function putPersona(db: Queryable): Promise<void> {
  const persona = groupChoicePersona;
  const passwordHash = await hashPassword(demoPassword);
  // Approved by the group, her address confirmed: only her company is left to choose.
  await db.query(
    `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                        is_group_client, email_confirmed_at, language)
     values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = $5), true, true, now(),
             'fr')
     on conflict (email) do update set password_hash = $2, first_name = $3, last_name = $4,
       client_id = (select id from clients where q_name = $5), is_approved = true,
       is_group_client = true, language = 'fr'`,
    [persona.email, passwordHash, persona.firstName, persona.lastName, persona.group],
  );
}

/** Seeds once; returns whether it did. Needs the demo seed (the group Holding Atlantique). */
export async function seedGroupChoice(db: Database): Promise<boolean> {
  return seedOnce(db, groupChoiceSeedVersion, putPersona);
}

/** Dev mode only: Manon back in her group, to choose her company again. Answers her e-mail. */
export async function resetGroupChoice(db: Database): Promise<{ emails: string[] }> {
  await db.transaction(putPersona);
  return { emails: [groupChoicePersona.email] };
}
