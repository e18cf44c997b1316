/**
 * /invite (issue 15): the company's invitation link (`/join/:qName/:inviteToken`, read by
 * checkClientToken), inviting employees by e-mail (each gets the link, and becomes one of the
 * company's eligible employees), pausing or resuming registrations (spec section 4; while on hold
 * the link says so and register answers 403 REGISTRATIONS_ON_HOLD) and the employees' equipment
 * choice (spec section 4; while on hold confirming it answers 409 EQUIPMENT_CHOICE_ON_HOLD,
 * leaseJourney.ts). Each call needs the
 * `fleetManagement` right on the client or its group (access.ts).
 */
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { ok, type HandlerContext, type Handlers, type Settings } from '../context.ts';
import type { Queryable } from '../db.ts';
import { randomToken } from '../tokens.ts';

interface InvitationRow {
  id: number;
  name: string;
  q_name: string;
  invite_token: string | null;
  registrations_on_hold: boolean;
  equipment_choice_on_hold: boolean;
}

const body = (row: InvitationRow & { invite_token: string }) => ({
  clientId: row.id,
  name: row.name,
  qName: row.q_name,
  inviteToken: row.invite_token,
  registrationsOnHold: row.registrations_on_hold,
  equipmentChoiceOnHold: row.equipment_choice_on_hold,
});

/** The client's invitation; a client without a link gets one now, the same ever after. */
async function invitation(db: Queryable, clientId: number) {
  await db.query('update clients set invite_token = $2 where id = $1 and invite_token is null', [
    clientId,
    randomToken(24),
  ]);
  const { rows } = await db.query<InvitationRow & { invite_token: string }>(
    `select id, name, q_name, invite_token, registrations_on_hold, equipment_choice_on_hold
       from clients where id = $1`,
    [clientId],
  );
  const row = rows[0];
  if (!row) throw new Error(`client ${clientId} vanished`);
  return row;
}

/**
 * The link an employee opens: the app's /join/:qName/:inviteToken. The configured app, or a local
 * page's own origin in dev (as the sponsorship's share link).
 */
export function invitationLink(
  settings: Settings,
  origin: string | undefined,
  row: { q_name: string; invite_token: string },
): string {
  const configured = new URL(settings.webUrl);
  const path = configured.pathname.replace(/\/$/, '');
  let base = `${configured.origin}${path}`;
  if (origin) {
    try {
      const url = new URL(origin);
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
        base = `${url.origin}${path}`;
    } catch {
      // Not a URL: the configured app.
    }
  }
  return `${base}/join/${encodeURIComponent(row.q_name)}/${encodeURIComponent(row.invite_token)}`;
}

/** One of the employer's two pauses of spec section 4, switched on or off (idempotent). */
async function setPause(
  { db, user, params, body: sent }: HandlerContext,
  column: 'registrations_on_hold' | 'equipment_choice_on_hold',
  field: 'registrationsOnHold' | 'equipmentChoiceOnHold',
) {
  const client = await clientWithRight(db, user, idParam(params), fleetRights.fleetManagement);
  const onHold = (sent as Record<typeof field, boolean>)[field];
  await db.query(`update clients set ${column} = $2 where id = $1`, [client.id, onHold]);
  return ok(body(await invitation(db, client.id)));
}

export const fleetInvitationHandlers: Handlers = {
  async getClientInvitation({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.fleetManagement);
    return ok(body(await invitation(db, client.id)));
  },

  async inviteEmployees({ db, user, params, body: sent, settings, origin }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.fleetManagement);
    const emails = [
      ...new Set((sent as { emails: string[] }).emails.map((email) => email.trim().toLowerCase())),
    ];
    const row = await invitation(db, client.id);
    // Only this company's own accounts count as registered: an address with an account at another
    // company is answered as a new one, so a manager learns nothing about other companies' users.
    const registered = new Set(
      (
        await db.query<{ email: string }>(
          'select email from users where email = any($1::text[]) and client_id = $2',
          [emails, client.id],
        )
      ).rows.map((user) => user.email),
    );
    const invited = emails.filter((email) => !registered.has(email));
    await db.transaction(async (tx) => {
      for (const email of invited) {
        await tx.query(
          `insert into eligible_employees (client_id, email) values ($1, $2)
           on conflict (client_id, email) do nothing`,
          [client.id, email],
        );
      }
    });
    // Sent once the addresses are recorded: an e-mail never names a company that has no trace of it.
    const link = invitationLink(settings, origin, row);
    for (const email of invited) settings.onInvitation?.(email, link);
    return ok({ invited, alreadyRegistered: emails.filter((email) => registered.has(email)) });
  },

  setRegistrationsOnHold: (context) =>
    setPause(context, 'registrations_on_hold', 'registrationsOnHold'),

  setEquipmentChoiceOnHold: (context) =>
    setPause(context, 'equipment_choice_on_hold', 'equipmentChoiceOnHold'),
};
