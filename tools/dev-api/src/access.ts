/**
 * Who may read or manage a client. The specification leaves the rule "not shown" (section 2.3); this
 * is the dev API's design, documented in the README:
 * - a member reads their own client, the subsidiaries of their group, and any client they hold a
 *   right on;
 * - a manager holds the `fleetManagement` right on the client or on its group (or is an admin).
 */
import type { SessionUser } from './context.ts';
import type { Queryable } from './db.ts';
import { ApiError, forbidden, notFound, unauthorized } from './errors.ts';
import { fleetManagementRight } from './auth/sessions.ts';

export interface ClientRef {
  id: number;
  group_client_id: number | null;
  is_group: boolean;
}

export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw unauthorized();
  return user;
}

export async function findClient(db: Queryable, id: number): Promise<ClientRef> {
  const { rows } = await db.query<ClientRef>(
    'select id, group_client_id, is_group from clients where id = $1',
    [id],
  );
  const client = rows[0];
  if (!client) throw notFound('client');
  return client;
}

export function manages(user: SessionUser, client: ClientRef): boolean {
  if (user.role === 'admin') return true;
  return user.rights.some(
    (right) =>
      right.name === fleetManagementRight &&
      (right.clientId === client.id || right.clientId === client.group_client_id),
  );
}

export function isMember(user: SessionUser, client: ClientRef): boolean {
  if (manages(user, client)) return true;
  if (user.clientId === client.id) return true;
  if (user.clientId !== null && user.clientId === client.group_client_id) return true;
  return user.rights.some((right) => right.clientId === client.id);
}

/** Loads the client (404 when unknown) and checks the user may read it (403 otherwise). */
export async function readableClient(
  db: Queryable,
  user: SessionUser | undefined,
  id: number,
): Promise<ClientRef> {
  const current = requireUser(user);
  const client = await findClient(db, id);
  if (!isMember(current, client)) throw forbidden();
  return client;
}

/** Loads the client (404 when unknown) and checks the user manages it (403 otherwise). */
export async function managedClient(
  db: Queryable,
  user: SessionUser | undefined,
  id: number,
): Promise<ClientRef> {
  const current = requireUser(user);
  const client = await findClient(db, id);
  if (!manages(current, client)) throw forbidden();
  return client;
}

/** Every client the user manages: those of their rights and, for a group, its subsidiaries. */
export async function managedClientIds(db: Queryable, user: SessionUser): Promise<number[]> {
  if (user.role === 'admin') {
    const { rows } = await db.query<{ id: number }>('select id from clients order by id');
    return rows.map((row) => row.id);
  }
  const roots = user.rights
    .filter((right) => right.name === fleetManagementRight)
    .map((right) => right.clientId);
  if (roots.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `select id from clients where id = any($1::int[]) or group_client_id = any($1::int[]) order by id`,
    [roots],
  );
  return rows.map((row) => row.id);
}

export function idParam(params: Record<string, unknown>): number {
  const id = params['id'];
  if (typeof id !== 'number')
    throw new ApiError(400, 'VALIDATION_FAILED', 'Bad id.', [
      { field: 'path.id', message: 'must be integer' },
    ]);
  return id;
}
