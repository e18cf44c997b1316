/**
 * Issue 15's acceptance: "a manager of another client gets 403 from the API on every fleet endpoint
 * (one test walks them all)". The endpoints come from the contract itself — every operation tagged
 * as a client, dashboard or allowed-domain call — so an endpoint added to those tags is walked
 * without touching this file (or fails here until it is given a valid request). Only the reads any
 * member of a client makes (a rider's home and /group-affiliated) are left out, by name.
 *
 * Each call is walked four times:
 * - as the manager of Holding Atlantique Nantes, against Acme: 403 FORBIDDEN, nothing changed;
 * - as Camille, a rider of Acme without rights, against Acme: 403 FORBIDDEN, nothing changed;
 * - as Sophie, Acme's manager, against Acme: allowed (the requests are well formed, so the 403s
 *   above come from the rights and from nothing else);
 * - as the group manager, against the subsidiary Nantes: allowed (a right on the group reaches it).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingForApproval } from '../src/accountApproval.ts';
import { bundledDocumentPath } from '../src/contract.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';

/** The contract's tags of the fleet calls (spec section 7, "Clients"); tags not used yet are harmless. */
const fleetTags = new Set(['clients', 'dashboards', 'allowed-domains', 'allowedDomains']);

/**
 * Reads every member of a client makes — its offer, contribution and banner on the rider's home,
 * its subsidiaries on /group-affiliated, its rent scale, the client itself — answered to its riders
 * and 403 to anyone else (tests/access.test.ts). Not fleet endpoints.
 */
const memberReads = new Set([
  'getClient',
  'getActiveCommercialOffer',
  'getSponsorshipCommercialOffer',
  'getEmployerContributionAndFmdValue',
  'getBannerLink',
  'getSubsidiaries',
  'getMonthlyRents',
]);

/** A call with no client in it: the manager's own scope, never another client's. */
const ownScopeOperations = new Set(['getFleetManagementDashboard']);

interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean }[];
  hasBody: boolean;
}

function fleetOperations(): ContractOperation[] {
  const document = JSON.parse(readFileSync(bundledDocumentPath, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const result: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as {
        operationId?: string;
        tags?: string[];
        parameters?: { name: string; in: string; required?: boolean }[];
        requestBody?: unknown;
      };
      if (!operation.operationId || !operation.tags?.some((tag) => fleetTags.has(tag))) continue;
      result.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return result.filter((operation) => !memberReads.has(operation.operationId));
}

const operations = fleetOperations();
const clientOperations = operations.filter((op) => !ownScopeOperations.has(op.operationId));

let server: RunningDevApi;
let otherManager: Browser;
let camille: Browser;
let sophie: Browser;
let groupManager: Browser;
let admin: Browser;
const ids = { acme: 0, holding: 0, nantes: 0, bordeaux: 0 };
/** The SMS codes the server sent (the company's signature of a contract). */
const sentCodes: { code: string; leaseRequestId: number }[] = [];

/** The client a call is aimed at, and what its request needs from it. */
interface Target {
  clientId: number;
  /** For calls on a group (the group dashboard): the target's group, or the target when it is none. */
  groupId: number;
  /** Another client of the same manager, for the calls on several clients. */
  otherClientIds: number[];
  domainId: number;
  /** The client's latest invoice. */
  invoiceId: number;
  /** The client's lease requests waiting for the company, the newest first. */
  pendingRequestIds: number[];
  /** The client's leases waiting for its signature (read afresh: a signature takes one out). */
  agreementIds: number[];
  /** The client's accounts waiting for its approval (read afresh: a decision takes one out). */
  waitingAccountIds: number[];
  /** A user of the client, who receives and loses a right (/sites/:clientId/right/new). */
  rightUser: { id: number; email: string };
  form: Record<string, unknown>;
}

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(sql);
  return id;
}

async function targetOf(clientId: number, groupId: number | null, others: number[]) {
  // A valid company form: the client's own, as an admin reads it.
  const response = await admin.fetch(`/api/clients/${clientId}`);
  const client = (await response.json()) as Record<string, unknown>;
  const form = Object.fromEntries(
    [
      'name',
      'qName',
      'groupClientId',
      'isService',
      'isPartner',
      'isECommerceRetailer',
      'email',
      'mobilePhone',
      'postalCode',
      'siret',
      'siren',
      'vatIdentifier',
    ].map((key) => [key, client[key]]),
  );
  return {
    clientId,
    groupId: groupId ?? clientId,
    otherClientIds: others,
    domainId: await idOf(
      'select id from client_allowed_domains where client_id = $1 order by id limit 1',
      [clientId],
    ),
    invoiceId: await idOf(
      'select id from invoices where client_id = $1 order by issued_at desc limit 1',
      [clientId],
    ),
    pendingRequestIds: (
      await server.db.query<{ id: number }>(
        `select id from leases where client_id = $1 and status = 'pending-validation'
          order by id desc limit 2`,
        [clientId],
      )
    ).rows.map((row) => row.id),
    agreementIds: (
      await server.db.query<{ id: number }>(
        `select id from leases where client_id = $1 and status = 'equipment-confirmed'
          order by id limit 2`,
        [clientId],
      )
    ).rows.map((row) => row.id),
    waitingAccountIds: (
      await server.db.query<{ id: number }>(
        `select u.id from users u where u.client_id = $1 and ${waitingForApproval('u')}
          order by u.approval_requested_at, u.id`,
        [clientId],
      )
    ).rows.map((row) => row.id),
    rightUser: (
      await server.db.query<{ id: number; email: string }>(
        `select id, email from users where client_id = $1 and role = 'rider'
          order by (email = 'compta@acme.test') desc, id limit 1`,
        [clientId],
      )
    ).rows[0] ?? { id: 0, email: 'personne@exemple.test' },
    form,
  } satisfies Target;
}

/** Path and query values, by parameter name. A new required parameter fails here until named. */
function parameterValue(operation: ContractOperation, name: string, target: Target): string {
  if (name === 'id') {
    if (operation.operationId === 'deleteClientAllowedDomain') return String(target.domainId);
    // An account's decision (issue 27): the account is what access is checked on, by its company.
    if (operation.path.startsWith('/api/v2/accounts/')) return String(target.waitingAccountIds[0]);
    if (operation.path.includes('/group/')) return String(target.groupId);
    return String(target.clientId);
  }
  if (name === 'clientId') return String(target.clientId);
  if (name === 'invoiceId') return String(target.invoiceId);
  // Read afresh for each call: the approval walked before the refusal took its request out.
  if (name === 'requestId') return String(target.pendingRequestIds[0]);
  if (name === 'leaseId') return String(target.agreementIds[0]);
  if (name === 'filter') return JSON.stringify({ clientId: target.clientId });
  if (name === 'clientIds') return JSON.stringify([target.clientId, ...target.otherClientIds]);
  if (name === 'equipments') return 'true';
  if (name === 'userId') return String(target.rightUser.id);
  // Granted by grantClientRight just before (the contract lists it first), then revoked.
  if (name === 'right') return 'exports';
  throw new Error(`${operation.operationId}: give parameter "${name}" a value in this test`);
}

/** A valid body per call (the access check comes after validation). */
function bodyOf(operation: ContractOperation, target: Target, run: string): unknown {
  switch (operation.operationId) {
    case 'createClient':
      // A subsidiary under the target (or its group): `sites` on that group is what it takes.
      return {
        ...target.form,
        name: `Filiale ${run}`,
        qName: `filiale-${run}`,
        groupClientId: target.groupId,
      };
    case 'updateClient':
      return target.form;
    case 'toggleClientApprobation':
      return { approbation: true };
    case 'postEligibleEmployees':
      return { employees: [{ email: `nouvelle.recrue.${run}@exemple.test` }] };
    case 'refuseLeaseRequest':
      return { motive: 'Budget vélo de l’année atteint.' };
    case 'refuseAccount':
      return { motive: 'Contrat de moins de six mois.' };
    case 'inviteEmployees':
      return { emails: [`invitee.${run}@exemple.test`] };
    case 'setRegistrationsOnHold':
      // Left open: a paused company would refuse the other suites' registrations.
      return { registrationsOnHold: false };
    case 'setEquipmentChoiceOnHold':
      // Left open too: a pause would refuse the other suites' equipment confirmations.
      return { equipmentChoiceOnHold: false };
    case 'createClientAllowedDomain':
      return { domain: `${run}.exemple.test`, clientId: target.clientId };
    case 'grantClientRight':
      return { email: target.rightUser.email, name: 'exports' };
    case 'sendCompanyAgreementCode':
      return { consent: true };
    case 'signCompanyAgreement':
      // The code sendCompanyAgreementCode (walked just before) sent for this lease.
      return {
        code:
          sentCodes.filter((sms) => sms.leaseRequestId === target.agreementIds[0]).at(-1)?.code ??
          '000000',
      };
    default:
      throw new Error(`${operation.operationId}: give it a valid body in this test`);
  }
}

async function call(browser: Browser, operation: ContractOperation, target: Target, run: string) {
  let path = operation.path.replace(/{(\w+)}/g, (_, name: string) =>
    encodeURIComponent(parameterValue(operation, name, target)),
  );
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, parameterValue(operation, parameter.name, target));
    }
  }
  if ([...query].length > 0) path += `?${query.toString()}`;
  const body = operation.hasBody ? bodyOf(operation, target, run) : undefined;
  const response = await browser.fetch(path, {
    method: operation.method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  // A document (an invoice's PDF) is not read as JSON: its type is enough here.
  if (response.headers.get('content-type')?.startsWith('application/pdf')) {
    return { status: response.status, body: 'application/pdf' };
  }
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** What a refused call must leave as it was: Acme's data, in one row. */
async function acmeState() {
  const { rows } = await server.db.query(
    `select c.name, c.approbation, c.q_name, c.registrations_on_hold,
            (select count(*)::int from clients) as clients,
            (select count(*)::int from eligible_employees where client_id = c.id) as eligible,
            (select count(*)::int from users u
              where u.client_id = c.id and ${waitingForApproval('u')}) as waiting,
            (select string_agg(domain, ',' order by domain) from client_allowed_domains
              where client_id = c.id) as domains
       from clients c where c.id = $1`,
    [ids.acme],
  );
  return rows[0];
}

const allClientsDashboard = '/api/v2/clients/fleet-management-dashboard';
const forbiddenBody = { code: 'FORBIDDEN', message: 'This account may not perform this call.' };

beforeAll(async () => {
  server = await startDevApi({
    validateResponses: true,
    settings: { onSignatureCode: (sms) => sentCodes.push(sms) },
  });
  [otherManager, camille, sophie, groupManager, admin] = await Promise.all([
    logIn(server.url, 'manager@nantes.holding.test'),
    logIn(server.url, 'rider@acme.test'),
    logIn(server.url, 'manager@acme.test'),
    logIn(server.url, 'gestion@holding.test'),
    logIn(server.url, 'admin@velo.test'),
  ]);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const qName = key === 'acme' || key === 'holding' ? key : `holding-${key}`;
    ids[key] = await idOf('select id from clients where q_name = $1', [qName]);
  }
  // Two requests waiting at Nantes, for the group manager's approval and refusal.
  await server.db.query(
    `insert into leases (client_id, rider_name, bike_model, bike_price_cents, monthly_rent_cents,
                         status, created_at)
     values ($1, 'Yann Le Goff', 'Moustache Lundi 27', 289900, 8900, 'pending-validation', now()),
            ($1, 'Maëlle Tanguy', 'Gazelle Ultimate C8', 319900, 9800, 'pending-validation', now())`,
    [ids.nantes],
  );
  // A second account waiting at Acme and at Nantes, besides the seeded ones, for the refusals.
  await server.db.query(
    `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                        approval_requested_at)
     select v.email, u.password_hash, v.first_name, v.last_name, 'rider', v.client_id, false, now()
       from users u,
            (values ('baptiste.renaud@acme.test', 'Baptiste', 'Renaud', $1::int),
                    ('soizic.guillou@nantes.holding.test', 'Soizic', 'Guillou', $2::int))
              as v(email, first_name, last_name, client_id)
      where u.email = 'rider@acme.test'`,
    [ids.acme, ids.nantes],
  );
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('every fleet endpoint needs its right (issue 15)', () => {
  it('walks the fleet calls of the contract', () => {
    // The calls of spec section 7 there today; a new one joins the walk by its tag.
    expect(operations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        'getClientFleetManagementDashboard',
        'getFleetManagementDashboard',
        'getGroupFleetManagementDashboard',
        'postEligibleEmployees',
        'listFleetEmployees',
        'listFleetLeases',
        'listClientAllowedDomains',
        'createClientAllowedDomain',
        'deleteClientAllowedDomain',
        'toggleClientApprobation',
        'getAgreementsReady',
        'getAgreementsReadyMultiClient',
        'getClientInvoices',
        'getClientInvoicePdf',
        'listPendingLeaseRequests',
        'approveLeaseRequest',
        'refuseLeaseRequest',
        'getClientInvitation',
        'inviteEmployees',
        'setRegistrationsOnHold',
        'setEquipmentChoiceOnHold',
        'createClient',
        'updateClient',
        'checkClientValidity',
        'listClientRights',
        'grantClientRight',
        'revokeClientRight',
        'getCompanyAgreement',
        'getCompanyAgreementPdf',
        'sendCompanyAgreementCode',
        'signCompanyAgreement',
        'listPendingAccounts',
        'approveAccount',
        'refuseAccount',
      ]),
    );
    expect(operations.some((operation) => memberReads.has(operation.operationId))).toBe(false);
  });

  it.each(clientOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s: 403 to the manager of another client and to a rider without rights, nothing changed',
    async (_, operation) => {
      const acme = await targetOf(ids.acme, null, []);
      const before = await acmeState();
      for (const [who, browser] of [
        ['manager of Nantes', otherManager],
        ['Camille', camille],
      ] as const) {
        const answer = await call(browser, operation, acme, 'refus');
        expect({ who, ...answer }).toEqual({ who, status: 403, body: forbiddenBody });
      }
      expect(await acmeState()).toEqual(before);
    },
  );

  it("the all-clients dashboard: the other client's manager sees only his own, Camille none", async () => {
    const mine = await otherManager.fetch(allClientsDashboard);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { clientIds: number[] }).clientIds).toEqual([ids.nantes]);
    const none = await camille.fetch(allClientsDashboard);
    expect(none.status).toBe(403);
  });

  it.each(clientOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s: allowed to Acme’s manager on Acme and to the group manager on a subsidiary',
    async (_, operation) => {
      const walks = [
        [sophie, await targetOf(ids.acme, null, []), 'acme'],
        [groupManager, await targetOf(ids.nantes, ids.holding, [ids.bordeaux]), 'groupe'],
      ] as const;
      for (const [browser, target, run] of walks) {
        const answer = await call(browser, operation, target, run);
        // The group dashboard of a client that is no group is a 404 of its own (tests/access.test.ts);
        // a subsidiary under a company that is no group is refused (tests/security/smaller.test.ts).
        const allowed =
          answer.status < 300 ||
          (operation.operationId === 'getGroupFleetManagementDashboard' &&
            target.groupId === target.clientId &&
            answer.status === 404) ||
          (operation.operationId === 'createClient' &&
            target.groupId === target.clientId &&
            answer.status === 403);
        expect(allowed, `${operation.operationId} as ${run}: ${JSON.stringify(answer)}`).toBe(true);
      }
    },
  );

  it('the group manager reads the group, each subsidiary and the whole group, never Acme', async () => {
    const group = await groupManager.fetch(allClientsDashboard);
    expect(group.status).toBe(200);
    const { clientIds } = (await group.json()) as { clientIds: number[] };
    expect(clientIds).toEqual(expect.arrayContaining([ids.holding, ids.nantes, ids.bordeaux]));
    expect(clientIds).not.toContain(ids.acme);
    const nantes = await groupManager.fetch(
      `/api/v2/clients/${ids.nantes}/fleet-management-dashboard`,
    );
    expect(nantes.status).toBe(200);
    const acme = await groupManager.fetch(`/api/v2/clients/${ids.acme}/fleet-management-dashboard`);
    expect(acme.status).toBe(403);
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
