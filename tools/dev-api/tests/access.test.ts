/**
 * Access before existence (contract: the Forbidden and NotFound responses): for an id the user may
 * not read, every operation answers 403 whether the id exists or not, with the same body, so no one
 * can list the ids that exist; 404 only answers ids the user would be allowed to read (an admin).
 * Every `{id}` operation of the contract is covered, and so are the client ids carried in a query
 * or a body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from '../src/contract.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';

const contract = Contract.load();
const unknownId = 987_654;
let server: RunningDevApi;
let rider: Browser;
let admin: Browser;
let manager: Browser;
let acmeId: number;
let holdingId: number;
let holdingDomainId: number;
let acmeDomainId: number;

const companyForm = {
  name: 'Acme France',
  qName: 'acme',
  groupClientId: null,
  isService: false,
  isPartner: false,
  isECommerceRetailer: false,
  email: 'rh@acme.test',
  mobilePhone: '+33612345678',
  postalCode: '75011',
  siret: '73282932000074',
  siren: '732829320',
  vatIdentifier: 'FR44732829320',
};

/** A valid body for each `{id}` operation that takes one (the access check comes after validation). */
const bodies: Record<string, unknown> = {
  sendIncidentDocuments: {
    documents: [
      {
        kind: 'police-report',
        fileName: 'recepisse-plainte.pdf',
        mediaType: 'application/pdf',
        contentBase64: 'JVBERi0xLjcK',
      },
    ],
  },
  updateClient: companyForm,
  toggleClientApprobation: { approbation: true },
  refuseLeaseRequest: { motive: 'Budget vélo de l’année atteint.' },
  refuseAccount: { motive: 'Contrat de moins de six mois.' },
  sendCompanyAgreementCode: { consent: true },
  signCompanyAgreement: { code: '123456' },
  inviteEmployees: { emails: ['quelqu.un@acme.test'] },
  setRegistrationsOnHold: { registrationsOnHold: false },
  setEquipmentChoiceOnHold: { equipmentChoiceOnHold: false },
  grantClientRight: { email: 'compta@acme.test', name: 'exports' },
  postEligibleEmployees: { employees: [{ email: 'quelqu.un@acme.test' }] },
  declineRetailerProposition: { reason: 'too-expensive' },
  confirmLeaseEquipment: { delivery: 'store' },
  sendSignatureCode: { consent: true },
  verifySignatureCode: { code: '123456' },
  chooseEndOfLease: { choice: 'extend' },
  requestEarlyEnd: { kind: 'return', situation: 'dismissal' },
  bookRevision: { day: '2030-01-07', startsAt: '10:00' },
};

/** A store's proposal is read and answered by the rider it is addressed to, and by nobody else. */
const proposalOperations = [
  'getRetailerProposition',
  'acceptRetailerProposition',
  'declineRetailerProposition',
];

/**
 * A lease request, and a payment of its extra contribution, are read and changed by the rider who
 * made the request, and by nobody else (issue 13).
 */
const leaseOperations = [
  'getLeaseRequest',
  'confirmLeaseEquipment',
  'cancelLeaseRequest',
  'startExtraContributionPayment',
  'getPayment',
];

/**
 * A lease request's documents and their signature by SMS code: the request's rider only (issue 13).
 */
const documentOperations = [
  'listLeaseDocuments',
  'getLeaseDocument',
  'getLeaseDocumentPdf',
  'sendSignatureCode',
  'verifySignatureCode',
];

/**
 * The catalogue and the partner stores are the same for every signed-in rider: nothing to hide, so
 * an unknown id is a plain 404 (and a known one is answered).
 */
const sharedReadOperations = [
  'getStore',
  'listTestRideSlots',
  'getBikeModel',
  'listBikeModelStores',
  'listBikeCheckSlots',
];

/** A test-ride booking is cancelled by the rider who booked it, and by nobody else. */
const bookingOperations = ['cancelTestRide', 'cancelBikeCheck'];

/**
 * A rental — a lease whose bike was delivered — is read and changed by its rider only (issue 14,
 * the lease requests' rule).
 */
const rentalOperations = [
  'getRental',
  'chooseEndOfLease',
  'startBuyoutPayment',
  'requestEarlyEnd',
  'listRevisionSlots',
  'bookRevision',
  'getServiceVoucher',
];

/**
 * An incident on the leased bike is read, and its missing documents sent, by the rider who reported
 * it and by nobody else (issue 14).
 */
const incidentOperations = ['getIncident', 'sendIncidentDocuments'];

const idOperations = contract.operations.filter((operation) => operation.path.includes('{id}'));

async function call(browser: Browser, operationId: string, id: number) {
  const operation = idOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(operationId);
  const body = bodies[operationId];
  const path =
    operation.path
      .replace('{id}', String(id))
      .replace('{kind}', 'direct-debit-mandate')
      // A client's invoice or lease request: the client is what access is checked on.
      .replace('{invoiceId}', '1')
      .replace('{requestId}', '1')
      .replace('{leaseId}', '1')
      // A right on a client: the client is what access is checked on.
      .replace('{userId}', '1')
      .replace('{right}', 'exports') +
    (operationId === 'listRevisionSlots' ? '?day=2030-01-07' : '');
  const response = await browser.fetch(path, {
    method: operation.method.toUpperCase(),
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(sql);
  return id;
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  [rider, admin, manager] = await Promise.all([
    logIn(server.url, 'rider@acme.test'),
    logIn(server.url, 'admin@velo.test'),
    logIn(server.url, 'manager@acme.test'),
  ]);
  acmeId = await idOf('select id from clients where q_name = $1', ['acme']);
  holdingId = await idOf('select id from clients where q_name = $1', ['holding']);
  holdingDomainId = await idOf('select id from client_allowed_domains where domain = $1', [
    'holding.test',
  ]);
  acmeDomainId = await idOf('select id from client_allowed_domains where domain = $1', [
    'acme.test',
  ]);
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('access is checked before existence', () => {
  it('covers every {id} operation of the contract, with a body for those that take one', () => {
    expect(idOperations.map((operation) => operation.operationId).sort()).toEqual(
      [
        'getClient',
        'updateClient',
        'checkClientValidity',
        'toggleClientApprobation',
        'getActiveCommercialOffer',
        'getClientFleetManagementDashboard',
        'getGroupFleetManagementDashboard',
        'postEligibleEmployees',
        'listFleetEmployees',
        'listFleetLeases',
        'getMonthlyRents',
        'deleteClientAllowedDomain',
        'getAgreementsReady',
        'getClientInvoices',
        'getClientInvoicePdf',
        'listPendingLeaseRequests',
        'approveLeaseRequest',
        'refuseLeaseRequest',
        'listPendingAccounts',
        'listPendingAgreements',
        'approveAccount',
        'refuseAccount',
        'getCompanyAgreement',
        'getCompanyAgreementPdf',
        'sendCompanyAgreementCode',
        'signCompanyAgreement',
        'getClientInvitation',
        'inviteEmployees',
        'setRegistrationsOnHold',
        'setEquipmentChoiceOnHold',
        'listClientRights',
        'grantClientRight',
        'revokeClientRight',
        'getSubsidiaries',
        'getEmployerContributionAndFmdValue',
        'getBannerLink',
        ...proposalOperations,
        ...leaseOperations,
        ...documentOperations,
        ...rentalOperations,
        ...incidentOperations,
        ...sharedReadOperations,
        ...bookingOperations,
      ].sort(),
    );
    for (const operation of idOperations) {
      expect(operation.validateBody === undefined, operation.operationId).toBe(
        !(operation.operationId in bodies),
      );
    }
  });

  it.each(proposalOperations)(
    '%s: 403 with the same body for an unknown proposal and another rider’s, for an admin too',
    async (operationId) => {
      // Sophie's pending proposal (the proposals seed) is another rider's to Camille.
      const foreignId = await idOf(
        `select p.id from retailer_propositions p join users u on u.id = p.user_id
          where u.email = $1 order by p.id limit 1`,
        ['manager@acme.test'],
      );
      const forbiddenBody = {
        code: 'FORBIDDEN',
        message: 'This account may not perform this call.',
      };
      expect(await call(rider, operationId, unknownId)).toEqual({
        status: 403,
        body: forbiddenBody,
      });
      expect(await call(rider, operationId, foreignId)).toEqual({
        status: 403,
        body: forbiddenBody,
      });
      expect(await call(admin, operationId, unknownId)).toEqual({
        status: 403,
        body: forbiddenBody,
      });
    },
  );

  it.each(leaseOperations)(
    '%s: 403 with the same body for an unknown id and another rider’s, for an admin too',
    async (operationId) => {
      // Nathalie's lease request (the lease journey seed), and a payment of Manon's, are foreign to Camille.
      const foreignLease = await idOf(
        `select l.id from leases l join users u on u.id = l.user_id where u.email = $1 limit 1`,
        ['attente@acme.test'],
      );
      const foreignId =
        operationId === 'getPayment'
          ? await idOf(
              `insert into payments (lease_id, amount_cents, token, return_origin)
               select l.id, 5000, md5(random()::text), 'http://127.0.0.1:4173/rider'
                 from leases l join users u on u.id = l.user_id where u.email = $1
               returning id`,
              ['paiement@acme.test'],
            )
          : foreignLease;
      const forbiddenBody = {
        code: 'FORBIDDEN',
        message: 'This account may not perform this call.',
      };
      for (const [browser, id] of [
        [rider, unknownId],
        [rider, foreignId],
        [admin, unknownId],
      ] as const) {
        expect(await call(browser, operationId, id)).toEqual({ status: 403, body: forbiddenBody });
      }
    },
  );

  it.each(documentOperations)(
    '%s: 403 with the same body for an unknown request and another rider’s, for an admin too',
    async (operationId) => {
      // Manon's signed request (the lease journey and onboarding seeds) is foreign to Camille.
      const foreignId = await idOf(
        `select l.id from leases l join users u on u.id = l.user_id where u.email = $1 limit 1`,
        ['paiement@acme.test'],
      );
      const forbiddenBody = {
        code: 'FORBIDDEN',
        message: 'This account may not perform this call.',
      };
      for (const [browser, id] of [
        [rider, unknownId],
        [rider, foreignId],
        [admin, unknownId],
      ] as const) {
        expect(await call(browser, operationId, id)).toEqual({ status: 403, body: forbiddenBody });
      }
    },
  );

  it.each(rentalOperations)(
    '%s: 403 with the same body for an unknown rental and another rider’s, for an admin too',
    async (operationId) => {
      // Julien's rental (the rentals seed, month 14) is foreign to Camille.
      const foreignId = await idOf(
        `select l.id from leases l join users u on u.id = l.user_id where u.email = $1 limit 1`,
        ['mois14@acme.test'],
      );
      const forbiddenBody = {
        code: 'FORBIDDEN',
        message: 'This account may not perform this call.',
      };
      for (const [browser, id] of [
        [rider, unknownId],
        [rider, foreignId],
        [admin, unknownId],
      ] as const) {
        expect(await call(browser, operationId, id)).toEqual({ status: 403, body: forbiddenBody });
      }
    },
  );

  it.each(incidentOperations)(
    '%s: 403 with the same body for an unknown incident and another rider’s, for an admin too',
    async (operationId) => {
      // Antoine's seeded incident (the incidents seed) is foreign to Camille.
      const foreignId = await idOf(
        `select i.id from incidents i join users u on u.id = i.user_id where u.email = $1 limit 1`,
        ['livre@acme.test'],
      );
      const forbiddenBody = {
        code: 'FORBIDDEN',
        message: 'This account may not perform this call.',
      };
      for (const [browser, id] of [
        [rider, unknownId],
        [rider, foreignId],
        [admin, unknownId],
      ] as const) {
        expect(await call(browser, operationId, id)).toEqual({ status: 403, body: forbiddenBody });
      }
    },
  );

  it.each(
    idOperations
      .map((operation) => operation.operationId)
      .filter(
        (operationId) =>
          ![
            ...proposalOperations,
            ...leaseOperations,
            ...documentOperations,
            ...rentalOperations,
            ...incidentOperations,
            ...sharedReadOperations,
            ...bookingOperations,
          ].includes(operationId),
      ),
  )(
    '%s: 403 with the same body for an unknown id and a foreign one; 404 only for an admin',
    async (operationId) => {
      // Holding's id and domain are foreign to an Acme rider, whatever the operation.
      const foreignId = operationId === 'deleteClientAllowedDomain' ? holdingDomainId : holdingId;
      const unknown = await call(rider, operationId, unknownId);
      const foreign = await call(rider, operationId, foreignId);
      expect(unknown).toEqual({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'This account may not perform this call.' },
      });
      expect(foreign).toEqual(unknown);
      expect(await call(admin, operationId, unknownId)).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
    },
  );

  it.each(['approveAccount', 'refuseAccount'])(
    '%s: 403 with the same body for another client’s waiting account and an unknown one',
    async (operationId) => {
      // Gwenaëlle waits at Holding Atlantique Nantes (issue 27's seed): not Acme's manager's to decide.
      const foreignId = await idOf('select id from users where email = $1', [
        'attente@nantes.holding.test',
      ]);
      const unknown = await call(manager, operationId, unknownId);
      expect(unknown).toEqual({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'This account may not perform this call.' },
      });
      expect(await call(manager, operationId, foreignId)).toEqual(unknown);
      // Still waiting: the refused calls changed nothing.
      const { rows } = await server.db.query<{ is_approved: boolean; refused: boolean }>(
        `select is_approved, approval_refused_at is not null as refused from users where id = $1`,
        [foreignId],
      );
      expect(rows[0]).toEqual({ is_approved: false, refused: false });
    },
  );

  it('a store or a bike, the same for every rider: answered when it exists, 404 otherwise', async () => {
    const storeId = await idOf(
      'select id from stores where closed_on is null order by id limit 1',
      [],
    );
    const bikeId = await idOf('select id from bike_models order by id limit 1', []);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const status = async (path: string) => (await rider.fetch(path)).status;
    expect(await status(`/api/v2/stores/${storeId}`)).toBe(200);
    expect(await status(`/api/v2/stores/${unknownId}`)).toBe(404);
    expect(await status(`/api/v2/stores/${storeId}/test-ride-slots?day=${day}`)).toBe(200);
    expect(await status(`/api/v2/stores/${unknownId}/test-ride-slots?day=${day}`)).toBe(404);
    expect(await status(`/api/v2/bike-models/${bikeId}`)).toBe(200);
    expect(await status(`/api/v2/bike-models/${unknownId}`)).toBe(404);
    // The sports retailer's bike-check stores (issue 14): the same for every rider too.
    const checkStoreId = await idOf('select id from bike_check_stores order by id limit 1', []);
    expect(await status(`/api/v2/bike-check/stores/${checkStoreId}/slots?day=${day}`)).toBe(200);
    expect(await status(`/api/v2/bike-check/stores/${unknownId}/slots?day=${day}`)).toBe(404);
  });

  it('cancelTestRide: 403 with the same body for an unknown booking and another rider’s', async () => {
    const storeId = await idOf(
      'select id from stores where closed_on is null order by id limit 1',
      [],
    );
    // Sophie's booking, written straight into the database: Camille may not learn it exists.
    const sophies = await idOf(
      `insert into test_ride_bookings (store_id, user_id, day, starts_at)
       values ($1, (select id from users where email = 'manager@acme.test'),
               current_date + 30, '23:59') returning id`,
      [storeId],
    );
    const unknown = await call(rider, 'cancelTestRide', unknownId);
    expect(unknown).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'This account may not perform this call.' },
    });
    expect(await call(rider, 'cancelTestRide', sophies)).toEqual(unknown);
    expect(await call(admin, 'cancelTestRide', sophies)).toEqual(unknown);
    // Still booked: the refused call changed nothing.
    const { rows } = await server.db.query<{ cancelled_at: string | null }>(
      'select cancelled_at from test_ride_bookings where id = $1',
      [sophies],
    );
    expect(rows[0]?.cancelled_at).toBeNull();
  });

  it('cancelBikeCheck: 403 with the same body for an unknown booking and another rider’s', async () => {
    const storeId = await idOf('select id from bike_check_stores order by id limit 1', []);
    // Sophie's bike check, written straight into the database: Camille may not learn it exists.
    const sophies = await idOf(
      `insert into bike_check_bookings (store_id, user_id, day, starts_at)
       values ($1, (select id from users where email = 'manager@acme.test'),
               current_date + 30, '19:00') returning id`,
      [storeId],
    );
    const unknown = await call(rider, 'cancelBikeCheck', unknownId);
    expect(unknown).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'This account may not perform this call.' },
    });
    expect(await call(rider, 'cancelBikeCheck', sophies)).toEqual(unknown);
    expect(await call(admin, 'cancelBikeCheck', sophies)).toEqual(unknown);
    const { rows } = await server.db.query<{ cancelled_at: string | null }>(
      'select cancelled_at from bike_check_bookings where id = $1',
      [sophies],
    );
    expect(rows[0]?.cancelled_at).toBeNull();
  });

  it('an id the user may read is answered, found or a 404 of its own', async () => {
    // Acme is no group: its manager may read it, so "no such group" is theirs to learn.
    expect(await call(manager, 'getGroupFleetManagementDashboard', acmeId)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect((await call(manager, 'getClient', acmeId)).status).toBe(200);
    expect((await call(rider, 'getClient', acmeId)).status).toBe(200);
    // A rider reads Acme but does not manage it: 403, as for an unknown id.
    expect((await call(rider, 'getClientInvoices', acmeId)).status).toBe(403);
    expect((await call(rider, 'deleteClientAllowedDomain', acmeDomainId)).status).toBe(403);
  });

  it('client ids in a query or a body follow the same rule', async () => {
    const forbidden = { status: 403, code: 'FORBIDDEN' };
    const asked = async (browser: Browser, path: string, init?: RequestInit) => {
      const response = await browser.fetch(path, init);
      const body = (await response.json()) as { code: string; fields?: { field: string }[] };
      return { status: response.status, code: body.code, fields: body.fields?.map((f) => f.field) };
    };
    const filter = (id: number) =>
      `/api/clientAllowedDomains?filter=${encodeURIComponent(JSON.stringify({ clientId: id }))}`;
    const multi = (id: number) =>
      `/api/v2/clients/getAgreementsReadyMultiClient?clientIds=${encodeURIComponent(`[${id}]`)}`;
    const createDomain = (id: number): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'nouveau.test', clientId: id }),
    });
    const createClient = (id: number): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...companyForm, qName: 'filiale', groupClientId: id }),
    });
    for (const id of [unknownId, holdingId]) {
      expect(await asked(manager, filter(id))).toMatchObject(forbidden);
      expect(await asked(manager, multi(id))).toMatchObject(forbidden);
      expect(await asked(manager, '/api/clientAllowedDomains', createDomain(id))).toMatchObject(
        forbidden,
      );
      expect(await asked(manager, '/api/clients', createClient(id))).toMatchObject(forbidden);
    }
    const unknownTo = (field: string) => ({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [field],
    });
    expect(await asked(admin, filter(unknownId))).toEqual(unknownTo('query.filter'));
    expect(await asked(admin, multi(unknownId))).toEqual(unknownTo('query.clientIds'));
    expect(await asked(admin, '/api/clientAllowedDomains', createDomain(unknownId))).toEqual(
      unknownTo('body.clientId'),
    );
    expect(await asked(admin, '/api/clients', createClient(unknownId))).toEqual(
      unknownTo('body.groupClientId'),
    );
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
