/**
 * The link that confirms an account's e-mail address (issue 26): sent at registration, on request
 * (`resendEmailConfirmation`) and when the address changes (`updateAccount`). Until it is followed
 * the account is neither approved by its work domain nor given a right granted by e-mail.
 */
import type { Settings } from '../context.ts';
import type { Queryable } from '../db.ts';
import { digest, randomToken } from '../tokens.ts';

/** How long the link that confirms a new account's e-mail address lives, unless settings say. */
export const emailConfirmationTtlMs = 24 * 60 * 60 * 1000;

/**
 * Sends the link that confirms the address of account `userId` (issue 26): a single-use token kept
 * only as its digest. `key`, not `token`: the rider app treats a `token` parameter as a session.
 */
export async function sendEmailConfirmation(
  db: Queryable,
  settings: Settings,
  userId: number,
  email: string,
): Promise<void> {
  const token = randomToken();
  await db.query(
    `insert into email_confirmation_tokens (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))`,
    [digest(token), userId, settings.emailConfirmationTtlMs ?? emailConfirmationTtlMs],
  );
  const link = `${settings.webUrl}/confirmEmail?key=${encodeURIComponent(token)}`;
  if (settings.onEmailConfirmationLink) settings.onEmailConfirmationLink(email, link);
  // No mail server in dev: like the reset links, the link goes to the console.
  else console.log(`[dev-api] E-mail confirmation for ${email}: ${link}`);
}

/**
 * Marks the account's address unconfirmed and spends its links not used yet, then sends a link to
 * `email`: an earlier link was sent to an earlier address and must not confirm this one.
 */
export async function reconfirmEmail(
  db: Queryable,
  settings: Settings,
  userId: number,
  email: string,
): Promise<void> {
  await db.query('update users set email_confirmed_at = null where id = $1', [userId]);
  await db.query(
    'update email_confirmation_tokens set used_at = now() where user_id = $1 and used_at is null',
    [userId],
  );
  await sendEmailConfirmation(db, settings, userId, email);
}
