/**
 * /sites/:clientId/right/new (issue 15): who holds which right on a client, granting a right to a
 * user of the client (or of its group) named by e-mail, and revoking one. Each call needs the `sites`
 * right on the client or its group (access.ts: 403 otherwise, whether the client exists or not). The
 * company's details themselves are clients.ts's (createClient, updateClient, checkClientValidity).
 */
import { clientWithRight, idParam, type ClientRef } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { noContent, ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound, validationFailed } from '../errors.ts';

interface HolderRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  rights: string[];
}

/** The order the rights are listed in: the order of `fleetRights`, as the screens show them. */
const rightOrder: string[] = Object.values(fleetRights);

function holderBody(row: HolderRow) {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    rights: [...row.rights].sort((a, b) => rightOrder.indexOf(a) - rightOrder.indexOf(b)),
  };
}

async function holders(db: Queryable, clientId: number, userId?: number) {
  const { rows } = await db.query<HolderRow>(
    `select u.id, u.email, u.first_name, u.last_name,
            coalesce(array_agg(r.name) filter (where r.name is not null), '{}') as rights
       from users u
       left join user_rights r on r.user_id = u.id and r.client_id = $1
      where ${userId === undefined ? 'r.name is not null' : 'u.id = $2'}
      group by u.id
      order by lower(u.last_name), lower(u.first_name), u.id`,
    userId === undefined ? [clientId] : [clientId, userId],
  );
  return rows.map(holderBody);
}

/**
 * The user behind `email` if they belong to the client or to its group and confirmed that address
 * (issue 26: registering a colleague's address earns no right); none otherwise.
 */
async function clientUserId(db: Queryable, client: ClientRef, email: string) {
  const { rows } = await db.query<{ id: number }>(
    `select id from users
      where lower(email) = lower($1) and role = 'rider'
        and client_id = any($2::int[]) and email_confirmed_at is not null`,
    [email.trim(), [client.id, client.group_client_id ?? client.id]],
  );
  return rows[0]?.id;
}

export const fleetSiteHandlers: Handlers = {
  async listClientRights({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.sites);
    return ok(await holders(db, client.id));
  },

  async grantClientRight({ db, user, params, body }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.sites);
    const { email, name } = body as { email: string; name: string };
    const userId = await clientUserId(db, client, email);
    if (userId === undefined) {
      // The same answer for an unknown address and another company's: nothing to learn from it.
      throw validationFailed([{ field: 'body.email', message: 'is not a user of this client' }]);
    }
    await db.query(
      `insert into user_rights (user_id, name, client_id) values ($1, $2, $3)
       on conflict do nothing`,
      [userId, name, client.id],
    );
    const [holder] = await holders(db, client.id, userId);
    return ok(holder);
  },

  async revokeClientRight({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.sites);
    const result = await db.query(
      'delete from user_rights where user_id = $1 and name = $2 and client_id = $3',
      [params['userId'], params['right'], client.id],
    );
    if ((result.affectedRows ?? 0) === 0) throw notFound('right');
    return noContent();
  },
};
