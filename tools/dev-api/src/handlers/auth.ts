/**
 * The public /auth operations (spec section 7, "Auth"; the contract's `auth` tag), and the signed-in
 * rider's request for a new e-mail confirmation link (`resendEmailConfirmation`, the `account` tag),
 * next to the links it replaces.
 */
import { requireUser } from '../access.ts';
import { refuseCommonPassword } from '../auth/commonPasswords.ts';
import { sendEmailConfirmation } from '../auth/emailConfirmation.ts';
import { createSession, fleetManagementRight, revokeSession } from '../auth/sessions.ts';
import { asAttempt, beginAttempt, clearLoginAttempts, signedIn } from '../auth/throttle.ts';
import { created, noContent, ok, type Handler, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, notFound, validationFailed } from '../errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { digest, randomToken } from '../tokens.ts';
import { clientOfInvitation } from './companyLookup.ts';

/** Compared against when the email is unknown, so both cases take the same time. */
const unknownUserHash = hashPassword(randomToken());

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

const tokenInvalid = () =>
  new ApiError(404, 'TOKEN_INVALID', 'This link is unknown, already used or expired.');

async function loginResponse(db: Queryable, userId: number, ttlMs: number, remember = false) {
  const token = await createSession(db, userId, ttlMs, remember);
  const { rows } = await db.query<{ approval_requested_at: Date | null; managers: boolean }>(
    `select u.approval_requested_at,
            exists (select 1 from user_rights r where r.user_id = u.id and r.name = $2) as managers
       from users u where u.id = $1`,
    [userId, fleetManagementRight],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} vanished`);
  return {
    token,
    approvalRequestedAt: row.approval_requested_at?.toISOString() ?? null,
    hasFleetManagementRights: row.managers,
    userId,
  };
}

interface ClientRow {
  id: number;
  q_name: string;
  name: string;
  is_group: boolean;
  group_client_id: number | null;
  registrations_on_hold: boolean;
  work_email_login_allowed: boolean;
  approbation: boolean;
  invite_token: string | null;
}

const clientColumns = `id, q_name, name, is_group, group_client_id, registrations_on_hold,
  work_email_login_allowed, approbation, invite_token`;

async function allowedDomains(db: Queryable, clientId: number): Promise<string[]> {
  const { rows } = await db.query<{ domain: string }>(
    'select domain from client_allowed_domains where client_id = $1 order by domain',
    [clientId],
  );
  return rows.map((row) => row.domain);
}

/** Work emails follow the company's allowed domains, and the group's for a subsidiary. */
async function companyDomains(db: Queryable, client: ClientRow): Promise<string[]> {
  const own = await allowedDomains(db, client.id);
  return client.group_client_id === null
    ? own
    : [...own, ...(await allowedDomains(db, client.group_client_id))];
}

interface LoginBody {
  email: string;
  password: string;
  remember?: boolean;
}

/**
 * Registration's throttle (throttle.ts): a refusal counts against the caller's address, a success
 * does not; neither do the contract's own checks of the body, which the server makes before.
 */
const throttledRegistration =
  (register: Handler): Handler =>
  async (context) => {
    const now = context.settings.now?.() ?? new Date();
    const email = (context.body as { email: string }).email.trim().toLowerCase();
    const attempt = await beginAttempt(context.db, 'register', email, context.ip, now);
    return asAttempt(
      context.db,
      attempt,
      (error) => error !== undefined,
      () => register(context),
    );
  };

interface RegistrationBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobilePhone?: string;
  employeeNumber?: string;
  /** Spec section 5, the registration's postal code: 4 or 5 digits (the contract checks it). */
  postalCode?: string;
  language: 'fr' | 'en';
  qName?: string;
  inviteToken?: string;
  groupClientId?: number;
  sponsorCode?: string;
  termsAccepted: true;
  newsletterOptIn: boolean;
  marketingOptIn: boolean;
}

export const authHandlers: Handlers = {
  async login({ db, body, settings, ip }) {
    const { email: rawEmail, password, remember } = body as LoginBody;
    const email = rawEmail.trim().toLowerCase();
    const now = settings.now?.() ?? new Date();
    // A failure stays recorded; too many of them make the caller wait (throttle.ts).
    const attempt = await beginAttempt(db, 'login', email, ip, now);
    const { rows } = await db.query<{
      id: number;
      password_hash: string;
      client_id: number | null;
    }>('select id, password_hash, client_id from users where email = $1', [email]);
    const user = rows[0];
    const valid = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
    if (!user || !valid) {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    }
    await signedIn(db, attempt, now);
    if (user.client_id !== null) {
      // "a company may disallow work-email login" (spec section 6): the password was right, but
      // this company wants its riders to use another address.
      const client = (
        await db.query<ClientRow>(`select ${clientColumns} from clients where id = $1`, [
          user.client_id,
        ])
      ).rows[0];
      if (
        client &&
        !client.work_email_login_allowed &&
        (await companyDomains(db, client)).includes(emailDomain(email))
      ) {
        throw new ApiError(
          403,
          'WORK_EMAIL_NOT_ALLOWED',
          'This company does not allow logging in with a work e-mail.',
        );
      }
    }
    return ok(await loginResponse(db, user.id, settings.sessionTtlMs, remember === true));
  },

  register: throttledRegistration(async ({ db, body, settings }) => {
    const input = body as RegistrationBody;
    const email = input.email.trim().toLowerCase();

    let client: ClientRow | undefined;
    if (input.qName !== undefined || input.inviteToken !== undefined) {
      if (input.qName === undefined || input.inviteToken === undefined) {
        const missing = input.qName === undefined ? 'body.qName' : 'body.inviteToken';
        throw validationFailed([{ field: missing, message: 'is required with an invitation' }]);
      }
      // The company's invitation, or the ticket of a company found on /register (issue 28).
      client = await clientOfInvitation<ClientRow>(
        db,
        clientColumns,
        input.qName,
        input.inviteToken,
      );
      if (!client) {
        throw new ApiError(400, 'TOKEN_INVALID', 'This invitation link is not valid.', [
          { field: 'body.inviteToken', message: 'unknown invitation' },
        ]);
      }
    }
    if (input.groupClientId !== undefined) {
      // The subsidiary chosen in the group list; it must belong to the invitation's group.
      const subsidiary = (
        await db.query<ClientRow>(`select ${clientColumns} from clients where id = $1`, [
          input.groupClientId,
        ])
      ).rows[0];
      // Without an invitation, only a subsidiary, which its group's public list offers
      // (/join/:qName/list); any other company takes riders through its own invitation. An unknown
      // id is answered the same, so the call tells nothing of which ids exist.
      if (
        !subsidiary ||
        (client
          ? subsidiary.group_client_id !== client.id && subsidiary.id !== client.id
          : subsidiary.group_client_id === null)
      ) {
        throw validationFailed([
          { field: 'body.groupClientId', message: 'is not a company of this group' },
        ]);
      }
      client = subsidiary;
    }

    if (client?.registrations_on_hold) {
      throw new ApiError(403, 'REGISTRATIONS_ON_HOLD', 'This company has paused registrations.');
    }

    const taken = await db.query('select 1 from users where email = $1', [email]);
    if (taken.rows.length > 0) {
      throw new ApiError(409, 'EMAIL_TAKEN', 'An account already uses this e-mail.', [
        { field: 'body.email', message: 'is already used' },
      ]);
    }

    // Company emails are checked against the client's allowed domains (issue 4), unless the
    // company refuses work addresses. Whether the address proves the rider belongs to the company is
    // decided once the address is confirmed (confirmEmail).
    if (client) {
      const workEmail = (await companyDomains(db, client)).includes(emailDomain(email));
      if (workEmail && !client.work_email_login_allowed) {
        throw new ApiError(
          403,
          'WORK_EMAIL_NOT_ALLOWED',
          'This company does not allow registering with a work e-mail.',
          [{ field: 'body.email', message: 'use a personal e-mail address' }],
        );
      }
    }

    let sponsorId: number | null = null;
    if (input.sponsorCode !== undefined) {
      const sponsor = (
        await db.query<{ id: number }>('select id from users where sponsor_code = $1', [
          input.sponsorCode.trim().toUpperCase(),
        ])
      ).rows[0];
      if (!sponsor) {
        throw new ApiError(400, 'SPONSOR_CODE_INVALID', 'sponsor code not valid', [
          { field: 'body.sponsorCode', message: 'sponsor code not valid' },
        ]);
      }
      sponsorId = sponsor.id;
    }

    refuseCommonPassword(input.password, 'body.password');
    const passwordHash = await hashPassword(input.password);
    const userId = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        // Not approved, no request yet and the address not confirmed: confirmEmail decides.
        `insert into users (email, password_hash, first_name, last_name, role, language, client_id,
                            is_approved, approval_requested_at, email_confirmed_at,
                            is_group_client, mobile_phone, employee_number, newsletter_opt_in,
                            marketing_opt_in, sponsored_by)
         values ($1, $2, $3, $4, 'rider', $5, $6, false, null, null, $7, $8, $9, $10, $11, $12)
         returning id`,
        [
          email,
          passwordHash,
          input.firstName.trim(),
          input.lastName.trim(),
          input.language,
          client?.id ?? null,
          client?.is_group ?? false,
          input.mobilePhone ?? null,
          input.employeeNumber ?? null,
          input.newsletterOptIn,
          input.marketingOptIn,
          sponsorId,
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error('user not created');
      // The onboarding's personal information starts from it (issue 28).
      if (input.postalCode !== undefined) {
        await tx.query('insert into rider_onboarding (user_id, postal_code) values ($1, $2)', [
          id,
          input.postalCode,
        ]);
      }
      return id;
    });
    await sendEmailConfirmation(db, settings, userId, email);
    return created(await loginResponse(db, userId, settings.sessionTtlMs));
  }),

  async confirmEmail({ db, body }) {
    const { token } = body as { token: string };
    const confirmed = await db.transaction(async (tx) => {
      // Single use: the token is spent in the same statement that finds it.
      const spent = await tx.query<{ user_id: number }>(
        `update email_confirmation_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id`,
        [digest(token)],
      );
      const userId = spent.rows[0]?.user_id;
      if (userId === undefined) return false;
      const updated = await tx.query<{ email: string; client_id: number | null }>(
        `update users set email_confirmed_at = now()
          where id = $1 and email_confirmed_at is null returning email, client_id`,
        [userId],
      );
      const user = updated.rows[0];
      // Already confirmed (another link of the same account): nothing more to decide.
      if (!user || user.client_id === null) return true;
      const client = (
        await tx.query<ClientRow>(`select ${clientColumns} from clients where id = $1`, [
          user.client_id,
        ])
      ).rows[0];
      if (!client) return true;
      // The confirmed address now proves what it says: a work address of the company, or one of its
      // employees' list, is approved at once by a company that does not approve requests; anyone
      // else asks the company (spec section 4, "pending company validation").
      const workEmail = (await companyDomains(tx, client)).includes(emailDomain(user.email));
      const listed =
        (
          await tx.query('select 1 from eligible_employees where client_id = $1 and email = $2', [
            client.id,
            user.email,
          ])
        ).rows.length > 0;
      await tx.query(
        (workEmail || listed) && !client.approbation
          ? 'update users set is_approved = true where id = $1'
          : 'update users set approval_requested_at = now() where id = $1 and not is_approved',
        [userId],
      );
      return true;
    });
    if (!confirmed) {
      throw new ApiError(400, 'TOKEN_INVALID', 'This link is unknown, already used or expired.', [
        { field: 'body.token', message: 'unknown, used or expired' },
      ]);
    }
    return noContent();
  },

  /**
   * A new link for the signed-in account (issue 26), when the first one expired or got lost: the
   * older unused links stop working, and each link asked for counts in the throttle (3 per account
   * within fifteen minutes, throttle.ts). A confirmed address gets nothing and is not counted.
   */
  async resendEmailConfirmation({ db, settings, user, ip }) {
    const current = requireUser(user);
    const { rows } = await db.query<{ email: string; confirmed: boolean }>(
      'select email, email_confirmed_at is not null as confirmed from users where id = $1',
      [current.id],
    );
    const account = rows[0];
    if (!account) throw new Error(`user ${current.id} vanished`);
    if (account.confirmed) {
      throw new ApiError(
        409,
        'EMAIL_ALREADY_CONFIRMED',
        'This e-mail address is already confirmed.',
      );
    }
    await beginAttempt(db, 'confirmation', String(current.id), ip, settings.now?.() ?? new Date());
    await db.query(
      'update email_confirmation_tokens set used_at = now() where user_id = $1 and used_at is null',
      [current.id],
    );
    await sendEmailConfirmation(db, settings, current.id, account.email);
    return noContent();
  },

  async logout({ db, token }) {
    if (token !== undefined) await revokeSession(db, token);
    return noContent();
  },

  async retrievePassword({ db, body, settings, ip }) {
    const email = (body as { email: string }).email.trim().toLowerCase();
    // Each request counts, whether the address has an account or not (throttle.ts).
    await beginAttempt(db, 'reset', email, ip, settings.now?.() ?? new Date());
    const { rows } = await db.query<{ id: number }>('select id from users where email = $1', [
      email,
    ]);
    const user = rows[0];
    // 204 either way, so the call cannot tell which addresses have an account.
    if (user) {
      const token = randomToken();
      await db.query(
        `insert into password_reset_tokens (token_hash, user_id, expires_at)
         values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))`,
        [digest(token), user.id, settings.resetTokenTtlMs],
      );
      // `key`, not `token`: the rider app treats a `token` parameter as a session token (spec section 4).
      const link = `${settings.webUrl}/resetPassword?key=${encodeURIComponent(token)}`;
      settings.onPasswordResetLink(email, link, token);
    }
    return noContent();
  },

  async resetPassword({ db, body }) {
    const { token, password } = body as { token: string; password: string };
    refuseCommonPassword(password, 'body.password');
    const passwordHash = await hashPassword(password);
    const changed = await db.transaction(async (tx) => {
      // Single use: the token is spent in the same statement that finds it.
      const spent = await tx.query<{ user_id: number }>(
        `update password_reset_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id`,
        [digest(token)],
      );
      const userId = spent.rows[0]?.user_id;
      if (userId === undefined) return false;
      // Using a link revokes the older ones still unused.
      await tx.query(
        'update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null',
        [userId],
      );
      const updated = await tx.query<{ email: string }>(
        'update users set password_hash = $2 where id = $1 returning email',
        [userId, passwordHash],
      );
      // A new password ends every open session and lifts the login throttle of the address.
      await tx.query(
        'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null',
        [userId],
      );
      const email = updated.rows[0]?.email;
      if (email !== undefined) await clearLoginAttempts(tx, email);
      return true;
    });
    if (!changed) {
      throw new ApiError(400, 'TOKEN_INVALID', 'This link is unknown, already used or expired.', [
        { field: 'body.token', message: 'unknown, used or expired' },
      ]);
    }
    return noContent();
  },

  async checkUserToken({ db, query }) {
    const { rows } = await db.query<{ email: string }>(
      `select u.email from password_reset_tokens t join users u on u.id = t.user_id
        where t.token_hash = $1 and t.used_at is null and t.expires_at > now()`,
      [digest(String(query['token']))],
    );
    const row = rows[0];
    if (!row) throw tokenInvalid();
    return ok({ valid: true, email: row.email });
  },

  async checkClientToken({ db, query }) {
    // The company's invitation token, or a ticket of findCompany (issue 28).
    const client = await clientOfInvitation<ClientRow>(
      db,
      clientColumns,
      query['qName'],
      query['inviteToken'],
    );
    if (!client) throw tokenInvalid();
    return ok({
      clientId: client.id,
      qName: client.q_name,
      name: client.name,
      isGroupClient: client.is_group,
      registrationsOnHold: client.registrations_on_hold,
      workEmailLoginAllowed: client.work_email_login_allowed,
      allowedDomains: await companyDomains(db, client),
    });
  },

  async getGroupList({ db, query }) {
    const qName = query['qName'];
    const groupClientId = query['groupClientId'];
    // Spec section 7: "qName and optional like, or groupClientId". OpenAPI cannot require one of two
    // query parameters, so the contract documents the rule and its 400.
    if ((qName === undefined) === (groupClientId === undefined)) {
      const message = 'give exactly one of qName and groupClientId';
      throw validationFailed([
        { field: 'query.qName', message },
        { field: 'query.groupClientId', message },
      ]);
    }
    // By id, only with the group's invitation: an unknown id, a company that is no group and a
    // missing or wrong invitation get the same 404, so the call cannot list which ids exist.
    const inviteToken = query['inviteToken'];
    const { rows: groups } = await db.query<{ id: number }>(
      qName !== undefined
        ? 'select id from clients where q_name = $1'
        : `select id from clients
            where id = $1 and is_group and invite_token is not null and invite_token = $2`,
      qName !== undefined ? [qName] : [groupClientId, inviteToken ?? null],
    );
    const group = groups[0];
    if (!group) throw notFound('client');
    const like = typeof query['like'] === 'string' ? query['like'] : '';
    const { rows } = await db.query<{ id: number; q_name: string; name: string }>(
      `select id, q_name, name from clients
        where group_client_id = $1 and name ilike '%' || $2 || '%'
        order by name`,
      [group.id, like.replace(/[\\%_]/g, (char) => `\\${char}`)],
    );
    return ok(rows.map((row) => ({ id: row.id, qName: row.q_name, name: row.name })));
  },
};
