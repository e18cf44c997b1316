/**
 * The allowed e-mail domains of a client (spec sections 3 and 7), used to recognise work e-mails.
 * Managed under the `fleetManagement` right (issue 15: /employees), on the client or its group.
 */
import { clientWithRight, fleetRights, idParam, requireUser, seesEveryClient } from '../access.ts';
import { created, noContent, ok, type Handlers } from '../context.ts';
import { forbidden, notFound, validationFailed } from '../errors.ts';
import { unknownClient } from './clients.ts';

interface DomainRow {
  id: number;
  domain: string;
  client_id: number;
}

const domainBody = (row: DomainRow) => ({
  id: row.id,
  domain: row.domain,
  clientId: row.client_id,
});

export const domainHandlers: Handlers = {
  async listClientAllowedDomains({ db, user, query }) {
    // The contract's pattern guarantees {"clientId": <positive integer>}.
    const { clientId } = JSON.parse(String(query['filter'])) as { clientId: number };
    const client = await clientWithRight(db, user, clientId, fleetRights.fleetManagement, () =>
      unknownClient('query.filter'),
    );
    const { rows } = await db.query<DomainRow>(
      'select id, domain, client_id from client_allowed_domains where client_id = $1 order by domain',
      [client.id],
    );
    return ok(rows.map(domainBody));
  },

  async createClientAllowedDomain({ db, user, body }) {
    const input = body as { domain: string; clientId: number };
    const client = await clientWithRight(
      db,
      user,
      input.clientId,
      fleetRights.fleetManagement,
      () => unknownClient('body.clientId'),
    );
    const { rows } = await db.query<DomainRow>(
      `insert into client_allowed_domains (client_id, domain) values ($1, $2)
       on conflict (client_id, domain) do nothing returning id, domain, client_id`,
      [client.id, input.domain.toLowerCase()],
    );
    const row = rows[0];
    if (!row) throw validationFailed([{ field: 'body.domain', message: 'is already allowed' }]);
    return created(domainBody(row));
  },

  async deleteClientAllowedDomain({ db, user, params }) {
    const current = requireUser(user);
    const { rows } = await db.query<DomainRow>(
      'select id, domain, client_id from client_allowed_domains where id = $1',
      [idParam(params)],
    );
    const row = rows[0];
    // Access first: an unknown domain id is a 403 like a domain of another client, except for an
    // admin, who may see any (a manager deleting twice gets 403 the second time).
    if (!row) throw seesEveryClient(current) ? notFound('allowed domain') : forbidden();
    await clientWithRight(db, user, row.client_id, fleetRights.fleetManagement);
    await db.query('delete from client_allowed_domains where id = $1', [row.id]);
    return noContent();
  },
};
