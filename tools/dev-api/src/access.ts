/**
 * Who may read or manage a client. The specification leaves the rule "not shown" (section 2.3); this
 * is the dev API's design, documented in the README:
 * - a member reads their own client, the subsidiaries of their group, and any client they hold a
 *   right on (or whose group they hold a right on);
 * - each fleet endpoint needs its right (issue 15: `fleetRights`) on the client it touches or on that
 *   client's group, so a group manager reaches the subsidiaries; an admin passes. Otherwise 403,
 *   whether the client exists or not.
 */
import type { SessionUser } from './context.ts';
import type { Queryable } from './db.ts';
import { ApiError, forbidden, notFound, unauthorized } from './errors.ts';
import { fleetManagementRight, fleetRights, type FleetRight } from './auth/sessions.ts';

export { fleetRights, type FleetRight };

export interface ClientRef {
  id: number;
  group_client_id: number | null;
  is_group: boolean;
  /**
   * A group's companies, in id order (null for a company), read with the client: a group's list
   * covers them (handlers/fleetEmployees.ts, `companyScope`), which took a query of its own on
   * every page.
   */
  companies?: number[] | null;
}

export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw unauthorized();
  return user;
}

/** The client, or undefined when no client has this id. */
export async function loadClient(db: Queryable, id: number): Promise<ClientRef | undefined> {
  const { rows } = await db.query<ClientRef>(
    `select c.id, c.group_client_id, c.is_group,
            case when c.is_group then array(
              select s.id from clients s where s.group_client_id = c.id order by s.id) end as companies
       from clients c where c.id = $1`,
    [id],
  );
  return rows[0];
}

/** Whether the user holds `right` on the client or on its group (issue 15); an admin always does. */
export function holdsRight(user: SessionUser, client: ClientRef, right: FleetRight): boolean {
  if (user.role === 'admin') return true;
  return user.rights.some(
    (held) =>
      held.name === right &&
      (held.clientId === client.id || held.clientId === client.group_client_id),
  );
}

/** Runs the client's programme: the `fleetManagement` right on it or on its group. */
export function manages(user: SessionUser, client: ClientRef): boolean {
  return holdsRight(user, client, fleetRights.fleetManagement);
}

export function isMember(user: SessionUser, client: ClientRef): boolean {
  if (user.role === 'admin') return true;
  if (user.clientId === client.id) return true;
  if (user.clientId !== null && user.clientId === client.group_client_id) return true;
  return user.rights.some(
    (right) => right.clientId === client.id || right.clientId === client.group_client_id,
  );
}

/** Whether the user may read any client id at all, so that learning an id does not exist leaks nothing. */
export function seesEveryClient(user: SessionUser): boolean {
  return user.role === 'admin';
}

/**
 * Access first, existence second: for an id the user may not read, the answer is 403 whether the
 * client exists or not, so no one can list the ids that exist; a 404 only ever answers an id the
 * user would be allowed to read (an admin, who may read any).
 */
async function accessibleClient(
  db: Queryable,
  user: SessionUser | undefined,
  id: number,
  allowed: (user: SessionUser, client: ClientRef) => boolean,
  unknown: () => ApiError = () => notFound('client'),
): Promise<ClientRef> {
  const current = requireUser(user);
  const client = await loadClient(db, id);
  if (client ? !allowed(current, client) : !seesEveryClient(current)) throw forbidden();
  if (!client) throw unknown();
  return client;
}

/** The client if the user may read it: 403 otherwise, known or not; 404 only to an admin. */
export function readableClient(
  db: Queryable,
  user: SessionUser | undefined,
  id: number,
  unknown?: () => ApiError,
): Promise<ClientRef> {
  return accessibleClient(db, user, id, isMember, unknown);
}

/** The client if the user manages it: 403 otherwise, known or not; 404 only to an admin. */
export function managedClient(
  db: Queryable,
  user: SessionUser | undefined,
  id: number,
  unknown?: () => ApiError,
): Promise<ClientRef> {
  return accessibleClient(db, user, id, manages, unknown);
}

/**
 * The client if the user holds `right` (or one of the rights given) on it or on its group (issue 15):
 * 403 otherwise, known or not; 404 only to an admin.
 */
export function clientWithRight(
  db: Queryable,
  user: SessionUser | undefined,
  id: number,
  right: FleetRight | readonly FleetRight[],
  unknown?: () => ApiError,
): Promise<ClientRef> {
  const rights: readonly FleetRight[] = typeof right === 'string' ? [right] : right;
  return accessibleClient(
    db,
    user,
    id,
    (current, client) => rights.some((one) => holdsRight(current, client, one)),
    unknown,
  );
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
