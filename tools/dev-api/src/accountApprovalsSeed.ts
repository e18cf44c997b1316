/**
 * Issue 27's accounts for /approve's "Comptes en attente de validation" (one at a time), besides
 * `pending@acme.test` (Lucas Bernard, seed.ts), the account waiting at Acme:
 * - attente@nantes.holding.test, Gwenaëlle Le Floch (employee number N-0226), waiting at Holding
 *   Atlantique Nantes for 3 days: the group manager (gestion@holding.test) sees her with her company;
 * - inscription@bordeaux.holding.test, Théo Lacoste (no employee number), waiting at Holding
 *   Atlantique Bordeaux for a day;
 * - refusee@bordeaux.holding.test, Inès Charpentier, refused by the group manager 6 days ago with a
 *   motive: her home page says so and what to do.
 *
 * Seeded once per database (marker `seed:account-approvals-v1`), after every other seed, so no other
 * seeded id or figure moves (none is at Acme, whose fleet figures are fixed). Fixed data, no
 * randomness, times relative to the seed day; password `velo-demo-2026`. In dev mode
 * `POST /__dev/account-approvals/reset` puts them, and Lucas, back as seeded.
 */
import type { Database, Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';
import { demoPassword } from './personas.ts';
import { seedOnce } from './seedRiders.ts';

export const accountApprovalsSeedVersion = 'seed:account-approvals-v1';

export interface ApprovalPersona {
  email: string;
  firstName: string;
  lastName: string;
  employeeNumber: string | null;
  client: string;
  /** Days before seeding when the account asked its company. */
  requestedDaysAgo: number;
  /** Refused by the group manager this many days before seeding, with this motive. */
  refused: { daysAgo: number; motive: string } | null;
  what: string;
}

export const approvalPersonas: readonly ApprovalPersona[] = [
  {
    email: 'attente@nantes.holding.test',
    firstName: 'Gwenaëlle',
    lastName: 'Le Floch',
    employeeNumber: 'N-0226',
    client: 'holding-nantes',
    requestedDaysAgo: 3,
    refused: null,
    what: 'account of Holding Atlantique Nantes waiting for its approval (the group manager sees it)',
  },
  {
    email: 'inscription@bordeaux.holding.test',
    firstName: 'Théo',
    lastName: 'Lacoste',
    employeeNumber: null,
    client: 'holding-bordeaux',
    requestedDaysAgo: 1,
    refused: null,
    what: 'account of Holding Atlantique Bordeaux waiting for its approval, no employee number',
  },
  {
    email: 'refusee@bordeaux.holding.test',
    firstName: 'Inès',
    lastName: 'Charpentier',
    employeeNumber: 'B-0047',
    client: 'holding-bordeaux',
    requestedDaysAgo: 9,
    refused: {
      daysAgo: 6,
      motive: 'Le programme vélo est ouvert aux salariés après leur période d’essai.',
    },
    what: 'account of Holding Atlantique Bordeaux the company refused: her home page says why',
  },
];

/** The account of seed.ts that waits at Acme, put back waiting by the reset too. */
const acmeWaitingEmail = 'pending@acme.test';

async function putPersonas(db: Queryable, passwordHash: string): Promise<void> {
  for (const persona of approvalPersonas) {
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                          approval_requested_at, employee_number, language, created_at,
                          approval_refused_at, approval_refusal_motive, approval_decided_by)
       values ($1, $2, $3, $4, 'rider', (select id from clients where q_name = $5), false,
               now() - make_interval(days => $6::int), $7, 'fr',
               now() - make_interval(days => $6::int, hours => 1),
               case when $8::int is null then null else now() - make_interval(days => $8::int) end,
               $9::text,
               case when $8::int is null then null
                    else (select id from users where email = 'gestion@holding.test') end)
       on conflict (email) do update set password_hash = $2, first_name = $3, last_name = $4,
         client_id = excluded.client_id, is_approved = false,
         approval_requested_at = excluded.approval_requested_at, employee_number = $7,
         email_confirmed_at = now(), approval_refused_at = excluded.approval_refused_at,
         approval_refusal_motive = excluded.approval_refusal_motive,
         approval_decided_by = excluded.approval_decided_by`,
      [
        persona.email,
        passwordHash,
        persona.firstName,
        persona.lastName,
        persona.client,
        persona.requestedDaysAgo,
        persona.employeeNumber,
        persona.refused?.daysAgo ?? null,
        persona.refused?.motive ?? null,
      ],
    );
  }
}

/** Seeds once; returns whether it did. Needs the demo seed (the group and its subsidiaries). */
export async function seedAccountApprovals(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  return seedOnce(db, accountApprovalsSeedVersion, (tx) => putPersonas(tx, passwordHash));
}

/**
 * Tests and dev mode: the personas above as seeded, and Lucas Bernard waiting at Acme again (his
 * request's date kept). Answers their e-mails.
 */
export async function resetAccountApprovals(db: Database): Promise<{ emails: string[] }> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await putPersonas(tx, passwordHash);
    await tx.query(
      `update users set is_approved = false, approval_refused_at = null,
                        approval_refusal_motive = null, approval_decided_by = null,
                        approval_requested_at = coalesce(approval_requested_at, now())
        where email = $1`,
      [acmeWaitingEmail],
    );
  });
  return { emails: [...approvalPersonas.map((persona) => persona.email), acmeWaitingEmail] };
}
