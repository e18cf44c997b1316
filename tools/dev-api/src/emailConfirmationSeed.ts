/**
 * The persona of issue 26 whose e-mail address is not confirmed yet, so the demo shows the home
 * page's notice and its "Recevoir un nouveau lien" (every other seeded account is confirmed):
 * - aconfirmer@bordeaux.holding.test, Lina Morin, rider of Holding Atlantique Bordeaux: registered
 *   two days ago, its first link lost (none is valid), neither approved nor asked for approval.
 *
 * Seeded once per database (marker `seed:email-confirmation-v1`), after every other seed, so no
 * other seeded id or figure moves (Bordeaux is none of the fleet seed's companies). In dev mode
 * `POST /__dev/email-confirmation/reset` puts her back unconfirmed: the new links she asked for are
 * spent and her throttle forgotten. Fixed data, no randomness; password `velo-demo-2026`.
 */
import type { Database, Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';
import { demoPassword } from './personas.ts';
import { seedOnce } from './seedRiders.ts';

export const emailConfirmationSeedVersion = 'seed:email-confirmation-v1';

export const unconfirmedPersona = {
  email: 'aconfirmer@bordeaux.holding.test',
  firstName: 'Lina',
  lastName: 'Morin',
  employeeNumber: 'B-0040',
  client: 'holding-bordeaux',
  what: 'rider of Holding Atlantique Bordeaux whose e-mail address is not confirmed yet (asks for a new link)',
} as const;

async function putPersona(db: Queryable): Promise<void> {
  const persona = unconfirmedPersona;
  const passwordHash = await hashPassword(demoPassword);
  // Not confirmed, so neither approved nor asked for approval (confirmEmail decides, auth.ts).
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                        approval_requested_at, email_confirmed_at, employee_number, language,
                        created_at)
     values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = $5), false, null, null,
             $6, 'fr', now() - interval '2 days')
     on conflict (email) do update set password_hash = $2, first_name = $3, last_name = $4,
       is_approved = false, approval_requested_at = null, email_confirmed_at = null,
       employee_number = $6, language = 'fr'
     returning id`,
    [
      persona.email,
      passwordHash,
      persona.firstName,
      persona.lastName,
      persona.client,
      persona.employeeNumber,
    ],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error('seed: the unconfirmed persona was not created');
  await db.query(
    'update email_confirmation_tokens set used_at = now() where user_id = $1 and used_at is null',
    [userId],
  );
  await db.query(`delete from auth_attempts where kind = 'confirmation' and subject = $1`, [
    String(userId),
  ]);
}

/** Seeds once; returns whether it did. Needs the demo seed (Holding Atlantique Bordeaux). */
export async function seedEmailConfirmation(db: Database): Promise<boolean> {
  return seedOnce(db, emailConfirmationSeedVersion, putPersona);
}

/** Dev mode only: Lina back unconfirmed, as seeded. Answers her e-mail. */
export async function resetEmailConfirmation(db: Database): Promise<{ emails: string[] }> {
  await db.transaction(putPersona);
  return { emails: [unconfirmedPersona.email] };
}
