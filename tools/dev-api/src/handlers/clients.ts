/**
 * The client operations of spec section 7 ("Clients"): a client itself, its group and subsidiaries.
 * Its programme (offers, employees, rents, agreements, invoices) is clientProgramme.ts; dashboards
 * and allowed domains have their own files.
 */
import {
  clientWithRight,
  fleetRights,
  holdsRight,
  idParam,
  loadClient,
  managedClientIds,
  readableClient,
  requireUser,
} from '../access.ts';
import { created, ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, forbidden, validationFailed } from '../errors.ts';

interface ClientRow {
  id: number;
  name: string;
  q_name: string;
  group_client_id: number | null;
  is_group: boolean;
  is_service: boolean;
  is_partner: boolean;
  is_ecommerce_retailer: boolean;
  email: string;
  mobile_phone: string;
  postal_code: string;
  siret: string;
  siren: string;
  vat_identifier: string | null;
  approbation: boolean;
  registrations_on_hold: boolean;
  work_email_login_allowed: boolean;
}

export interface ClientInput {
  name: string;
  qName: string;
  groupClientId?: number | null;
  isService: boolean;
  isPartner: boolean;
  isECommerceRetailer: boolean;
  email: string;
  mobilePhone: string;
  postalCode: string;
  siret: string;
  siren: string;
  vatIdentifier: string | null;
}

export async function clientBody(db: Queryable, id: number) {
  const { rows } = await db.query<ClientRow>('select * from clients where id = $1', [id]);
  const row = rows[0];
  if (!row) throw new Error(`client ${id} vanished`);
  const domains = await db.query<{ id: number; domain: string; client_id: number }>(
    'select id, domain, client_id from client_allowed_domains where client_id = $1 order by domain',
    [id],
  );
  return {
    id: row.id,
    name: row.name,
    qName: row.q_name,
    groupClientId: row.group_client_id,
    isGroupClient: row.is_group,
    isService: row.is_service,
    isPartner: row.is_partner,
    isECommerceRetailer: row.is_ecommerce_retailer,
    email: row.email,
    mobilePhone: row.mobile_phone,
    postalCode: row.postal_code,
    siret: row.siret,
    siren: row.siren,
    vatIdentifier: row.vat_identifier,
    approbation: row.approbation,
    registrationsOnHold: row.registrations_on_hold,
    workEmailLoginAllowed: row.work_email_login_allowed,
    allowedDomains: domains.rows.map((domain) => ({
      id: domain.id,
      domain: domain.domain,
      clientId: domain.client_id,
    })),
  };
}

/** Rules of spec section 5 the schema cannot say on its own. */
function checkClientInput(input: ClientInput): void {
  const fields = [];
  const exempt = input.isService || input.isPartner || input.isECommerceRetailer;
  if (input.vatIdentifier === null && !exempt) {
    // "The VAT identifier is required unless the company is a service, partner or e-commerce retailer."
    fields.push({ field: 'body.vatIdentifier', message: 'is required for this company' });
  }
  if (input.vatIdentifier?.startsWith('FR') && input.vatIdentifier.slice(4) !== input.siren) {
    fields.push({
      field: 'body.vatIdentifier',
      message: 'must be FR, 2 figures and the SIREN',
    });
  }
  if (!input.siret.startsWith(input.siren)) {
    fields.push({ field: 'body.siret', message: 'must start with the SIREN' });
  }
  if (fields.length > 0) throw validationFailed(fields);
}

async function qNameTaken(db: Queryable, qName: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from clients where lower(q_name) = lower($1) and id <> $2',
    [qName, exceptId ?? 0],
  );
  return rows.length > 0;
}

/** A client id in a body or query that names no client (told only to who may read any id). */
export const unknownClient = (field: string) =>
  validationFailed([{ field, message: 'is not a known client' }]);

const qNameTakenError = () =>
  validationFailed([{ field: 'body.qName', message: 'is already used by another client' }]);

interface SettingsRow {
  employer_contribution_rate: string;
  monthly_employer_contribution_cap_cents: number | null;
  fleet_management_dashboard_enabled: boolean;
  banner_url: string | null;
  banner_label: string | null;
}

export async function clientSettings(db: Queryable, clientId: number, groupId: number | null) {
  // A subsidiary without settings of its own follows its group's.
  const { rows } = await db.query<SettingsRow>(
    `select * from client_settings where client_id = any($1::int[])
      order by (client_id = $2) desc limit 1`,
    [[clientId, groupId ?? clientId], clientId],
  );
  return rows[0];
}

export const clientHandlers: Handlers = {
  async createClient({ db, user, body }) {
    const current = requireUser(user);
    const input = body as ClientInput;
    const groupId = input.groupClientId ?? null;
    // Admins and the leasing company create clients, under any group; whoever holds the `sites` right
    // on a group may add a subsidiary (issue 15). Anyone else gets 403, whether the group they name
    // exists or not, and so does the `sites` right on a company that is no group: running a
    // company's sites does not make it a group.
    const group = groupId === null ? undefined : await loadClient(db, groupId);
    const createsAny = current.role === 'admin' || current.role === 'leaser';
    if (!createsAny && !(group?.is_group && holdsRight(current, group, fleetRights.sites))) {
      throw forbidden();
    }
    if (groupId !== null && !group) throw unknownClient('body.groupClientId');
    checkClientInput(input);
    if (await qNameTaken(db, input.qName, null)) throw qNameTakenError();
    if (group && group.group_client_id !== null) {
      throw validationFailed([{ field: 'body.groupClientId', message: 'is itself a subsidiary' }]);
    }
    const id = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `insert into clients (name, q_name, group_client_id, is_service, is_partner,
                              is_ecommerce_retailer, email, mobile_phone, postal_code, siret, siren,
                              vat_identifier)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          input.name.trim(),
          input.qName,
          groupId,
          input.isService,
          input.isPartner,
          input.isECommerceRetailer,
          input.email.toLowerCase(),
          input.mobilePhone,
          input.postalCode,
          input.siret,
          input.siren,
          input.vatIdentifier,
        ],
      );
      const newId = inserted.rows[0]?.id;
      if (newId === undefined) throw new Error('client not created');
      if (groupId !== null)
        await tx.query('update clients set is_group = true where id = $1', [groupId]);
      return newId;
    });
    return created(await clientBody(db, id));
  },

  async getClient({ db, user, params }) {
    const client = await readableClient(db, user, idParam(params));
    return ok(await clientBody(db, client.id));
  },

  async updateClient({ db, user, params, body }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.sites);
    const input = body as ClientInput;
    checkClientInput(input);
    if (await qNameTaken(db, input.qName, client.id)) throw qNameTakenError();
    const groupId =
      input.groupClientId === undefined ? client.group_client_id : input.groupClientId;
    if (groupId === client.id) {
      throw validationFailed([
        { field: 'body.groupClientId', message: 'cannot be the client itself' },
      ]);
    }
    if (groupId !== null && groupId !== client.group_client_id) {
      // Moving under a group needs the `sites` right on it too; 403 for a group without it, known
      // or not.
      const group = await clientWithRight(db, user, groupId, fleetRights.sites, () =>
        unknownClient('body.groupClientId'),
      );
      // Only an admin or the leasing company turns a company into a group (as createClient).
      const current = requireUser(user);
      if (!group.is_group && current.role !== 'admin' && current.role !== 'leaser') {
        throw forbidden();
      }
      if (group.group_client_id !== null || client.is_group) {
        throw validationFailed([{ field: 'body.groupClientId', message: 'groups do not nest' }]);
      }
    }
    await db.query(
      `update clients set name = $2, q_name = $3, group_client_id = $4, is_service = $5,
              is_partner = $6, is_ecommerce_retailer = $7, email = $8, mobile_phone = $9,
              postal_code = $10, siret = $11, siren = $12, vat_identifier = $13
        where id = $1`,
      [
        client.id,
        input.name.trim(),
        input.qName,
        groupId,
        input.isService,
        input.isPartner,
        input.isECommerceRetailer,
        input.email.toLowerCase(),
        input.mobilePhone,
        input.postalCode,
        input.siret,
        input.siren,
        input.vatIdentifier,
      ],
    );
    if (groupId !== null)
      await db.query('update clients set is_group = true where id = $1', [groupId]);
    return ok(await clientBody(db, client.id));
  },

  async checkClientValidity({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.sites);
    const body = await clientBody(db, client.id);
    const exempt = body.isService || body.isPartner || body.isECommerceRetailer;
    const missingFields: string[] = [];
    if (body.vatIdentifier === null && !exempt) missingFields.push('vatIdentifier');
    if (body.allowedDomains.length === 0 && !body.isGroupClient)
      missingFields.push('allowedDomains');
    const settings = await clientSettings(db, client.id, client.group_client_id);
    if (!settings) missingFields.push('employerContributionRate');
    return ok({ clientId: client.id, isValid: missingFields.length === 0, missingFields });
  },

  async toggleClientApprobation({ db, user, params, body }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.approvals);
    const { approbation } = body as { approbation: boolean };
    await db.transaction(async (tx) => {
      await tx.query('update clients set approbation = $2 where id = $1', [client.id, approbation]);
      if (!approbation) {
        // Without approbation, requests still waiting are approved (spec section 6: a request
        // approved automatically); an account the company refused (issue 27) stays refused.
        await tx.query(
          `update users set is_approved = true
            where client_id = $1 and not is_approved and approval_requested_at is not null
              and approval_refused_at is null`,
          [client.id],
        );
      }
    });
    return ok(await clientBody(db, client.id));
  },

  async getSubsidiaries({ db, user, params }) {
    // A member read: a group's riders choose their company from it on /group-affiliated (spec 2.1).
    const client = await readableClient(db, user, idParam(params));
    const { rows } = await db.query<{ id: number; q_name: string; name: string }>(
      'select id, q_name, name from clients where group_client_id = $1 order by name',
      [client.id],
    );
    return ok(rows.map((row) => ({ id: row.id, qName: row.q_name, name: row.name })));
  },
};

export async function managedIdsOrForbidden(
  db: Queryable,
  user: Parameters<typeof managedClientIds>[1],
) {
  const ids = await managedClientIds(db, user);
  if (ids.length === 0) throw new ApiError(403, 'FORBIDDEN', 'This account manages no client.');
  return ids;
}
