import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleContract, bundlePath, generateTypes, typesPath } from '../scripts/contract.ts';
import { readBundle } from '../scripts/specCoverage.ts';

const STALE = 'stale: run `npm run generate -w @velo/api-sdk` and commit the result';

describe('generated artefacts', () => {
  it(
    'openapi/bundled/openapi.json and src/generated/api.ts match openapi/',
    { timeout: 60_000 },
    async () => {
      const bundle = await bundleContract();
      expect(readFileSync(bundlePath, 'utf8'), `openapi/bundled/openapi.json is ${STALE}`).toBe(
        bundle,
      );
      const types = await generateTypes(bundle);
      expect(readFileSync(typesPath, 'utf8'), `src/generated/api.ts is ${STALE}`).toBe(types);
    },
  );
});

type Operation = {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
};

function operations(): Array<{ path: string; method: string; operation: Operation }> {
  const document = readBundle() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('the contract decisions shared by the team', () => {
  it('has exactly the agreed operationIds', () => {
    expect(
      operations()
        .map(({ operation }) => operation.operationId)
        .sort(),
    ).toEqual(
      [
        // Issue 28: the company lookup, a group-affiliated rider's choice, offer requests, the stores of a model, the equipment-choice pause.
        'findCompany',
        'chooseGroupCompany',
        'createOfferRequest',
        'listBikeModelStores',
        'setEquipmentChoiceOnHold',
        'login',
        'register',
        'logout',
        'retrievePassword',
        'resetPassword',
        'confirmEmail',
        'checkUserToken',
        'getGroupList',
        'checkClientToken',
        'getProfile',
        'getClient',
        'updateClient',
        'createClient',
        'checkClientValidity',
        'toggleClientApprobation',
        'getActiveCommercialOffer',
        'getSponsorshipCommercialOffer',
        'getClientFleetManagementDashboard',
        'getFleetManagementDashboard',
        'getGroupFleetManagementDashboard',
        'postEligibleEmployees',
        'listFleetEmployees',
        'listFleetLeases',
        'getMonthlyRents',
        'listClientAllowedDomains',
        'deleteClientAllowedDomain',
        'createClientAllowedDomain',
        'getAgreementsReady',
        'getAgreementsReadyMultiClient',
        'getClientInvoices',
        'getClientInvoicePdf',
        'listPendingLeaseRequests',
        'approveLeaseRequest',
        'refuseLeaseRequest',
        'listPendingAccounts',
        'approveAccount',
        'refuseAccount',
        'listPendingAgreements',
        'getCompanyAgreement',
        'getCompanyAgreementPdf',
        'sendCompanyAgreementCode',
        'signCompanyAgreement',
        'getClientInvitation',
        'inviteEmployees',
        'setRegistrationsOnHold',
        'listClientRights',
        'grantClientRight',
        'revokeClientRight',
        'getSubsidiaries',
        'getEmployerContributionAndFmdValue',
        'getClientTheme',
        'getBannerLink',
        'getCommuteQuestionnaire',
        'saveCommuteQuestionnaire',
        'updateCommuteQuestionnaire',
        'deleteCommuteQuestionnaire',
        'listBikeModels',
        'getBikeModel',
        'listEquipment',
        'listStoresNear',
        'getStore',
        'listTestRideSlots',
        'listMyTestRides',
        'bookTestRide',
        'cancelTestRide',
        'getRetailerProposition',
        'acceptRetailerProposition',
        'declineRetailerProposition',
        'listLeaseRequests',
        'getLeaseRequest',
        'confirmLeaseEquipment',
        'cancelLeaseRequest',
        'startExtraContributionPayment',
        'getPayment',
        'getOnboarding',
        'updatePersonalInformation',
        'saveCharter',
        'saveBankDetails',
        'listLeaseDocuments',
        'getLeaseDocument',
        'getLeaseDocumentPdf',
        'sendSignatureCode',
        'verifySignatureCode',
        'getMySponsorship',
        'useSponsorCode',
        'listBikeCheckStores',
        'listBikeCheckSlots',
        'listMyBikeChecks',
        'bookBikeCheck',
        'cancelBikeCheck',
        'listRentals',
        'getRental',
        'chooseEndOfLease',
        'startBuyoutPayment',
        'requestEarlyEnd',
        'listRevisionSlots',
        'bookRevision',
        'getServiceVoucher',
        'getIncidentCover',
        'listIncidents',
        'reportIncident',
        'getIncident',
        'sendIncidentDocuments',
        'getAccount',
        'updateAccount',
        'deleteAccount',
        'setAccountLanguage',
        'changePassword',
        'resendEmailConfirmation',
        'sendBankDetailsCode',
        'verifyBankDetailsCode',
      ].sort(),
    );
  });

  it('makes /auth/ public and puts /api/ behind the bearer scheme', () => {
    const document = readBundle() as { security: unknown };
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const { path, operation } of operations()) {
      if (path === '/auth/logout') {
        // Public, and ends the session of the token it carries when there is one.
        expect(operation.security).toEqual([{}, { bearerAuth: [] }]);
      } else if (path.startsWith('/auth/')) expect(operation.security, path).toEqual([]);
      else if (path === '/api/v2/client-themes/') {
        // Themes the public /join/:qName pages before login: the token is optional there.
        expect(operation.security).toEqual([{ bearerAuth: [] }, {}]);
      } else if (operation.security !== undefined) {
        // State-changing calls add the XSRF pair to the bearer token (next test).
        expect(operation.security, path).toEqual([
          { bearerAuth: [], xsrfCookie: [], xsrfHeader: [] },
        ]);
      }
    }
  });

  it('requires the XSRF cookie and header on exactly the state-changing /api/ calls', () => {
    const requiring = operations()
      .filter(({ operation }) =>
        (operation.security ?? []).some((entry) => 'xsrfHeader' in (entry as object)),
      )
      .map(({ operation }) => operation.operationId)
      .sort();
    const stateChanging = operations()
      .filter(({ path, method }) => path.startsWith('/api/') && method !== 'get')
      .map(({ operation }) => operation.operationId)
      .sort();
    expect(requiring).toEqual(stateChanging);
    // Issue 28: offer requests, a group-affiliated rider's choice, the equipment-choice pause.
    expect(stateChanging).toHaveLength(50);
  });

  it('declares the WWW-Authenticate challenge on every 401', () => {
    const document = readBundle() as {
      components: { responses: Record<string, { headers?: Record<string, unknown> }> };
    };
    const headersOf = (response: Operation['responses'][string]) =>
      response.$ref === undefined
        ? response.headers
        : document.components.responses[response.$ref.split('/').pop() ?? '']?.headers;
    const without = operations()
      .filter(({ operation }) => operation.responses['401'] !== undefined)
      .filter(({ operation }) => !headersOf(operation.responses['401']!)?.['WWW-Authenticate'])
      .map(({ operation }) => operation.operationId);
    expect(without).toEqual([]);
  });

  it('declares Cache-Control: no-store on the answers carrying a token or personal data', () => {
    const noStore = operations()
      .filter(({ operation }) =>
        Object.values(operation.responses).some((response) => response.headers?.['Cache-Control']),
      )
      .map(({ operation }) => operation.operationId)
      .sort();
    expect(noStore).toEqual(
      [
        // Issue 28: they answer a ticket, a profile, a proposal, stores the rider may be near, a company's settings.
        'findCompany',
        'chooseGroupCompany',
        'createOfferRequest',
        'listBikeModelStores',
        'setEquipmentChoiceOnHold',
        'login',
        'register',
        'getProfile',
        'checkUserToken',
        'getClient',
        'createClient',
        'updateClient',
        'toggleClientApprobation',
        'getCommuteQuestionnaire',
        'saveCommuteQuestionnaire',
        'updateCommuteQuestionnaire',
        // The rider's position or bookings.
        'listStoresNear',
        'getStore',
        'listTestRideSlots',
        'listMyTestRides',
        'bookTestRide',
        // A store's proposal to one rider, and its answer.
        'getRetailerProposition',
        'acceptRetailerProposition',
        'declineRetailerProposition',
        // The rider's lease requests and payments.
        'listLeaseRequests',
        'getLeaseRequest',
        'confirmLeaseEquipment',
        'cancelLeaseRequest',
        'startExtraContributionPayment',
        'getPayment',
        // The rider's onboarding (personal information, IBAN), documents and signature.
        'getOnboarding',
        'updatePersonalInformation',
        'saveCharter',
        'saveBankDetails',
        'listLeaseDocuments',
        'getLeaseDocument',
        'getLeaseDocumentPdf',
        'sendSignatureCode',
        'verifySignatureCode',
        // The rider's sponsorship and bike checks.
        'getMySponsorship',
        'useSponsorCode',
        'listMyBikeChecks',
        'bookBikeCheck',
        // The rider's rentals: schedule, bank-details facts, revisions, voucher.
        'listRentals',
        'getRental',
        'chooseEndOfLease',
        'startBuyoutPayment',
        'requestEarlyEnd',
        'listRevisionSlots',
        'bookRevision',
        'getServiceVoucher',
        // A client's invoices (amounts and company identifiers).
        'getClientInvoices',
        'getClientInvoicePdf',
        // The riders' requests waiting for the company (names, amounts).
        'listPendingLeaseRequests',
        // The accounts waiting for the company's approval (names, addresses, employee numbers).
        'listPendingAccounts',
        // The leases waiting for the company's signature, their contract and its SMS code.
        'getAgreementsReady',
        'getAgreementsReadyMultiClient',
        'listPendingAgreements',
        'getCompanyAgreement',
        'getCompanyAgreementPdf',
        'sendCompanyAgreementCode',
        'signCompanyAgreement',
        // The company's invitation link (its token) and the addresses invited.
        'getClientInvitation',
        'inviteEmployees',
        'setRegistrationsOnHold',
        // The company's employees (names, addresses, where each one stands) and their leases.
        'listFleetEmployees',
        'listFleetLeases',
        // Who holds which right on a client (names, e-mail addresses).
        'listClientRights',
        'grantClientRight',
        // The rider's incidents: what happened, where, and the documents.
        'getIncidentCover',
        'listIncidents',
        'reportIncident',
        'getIncident',
        'sendIncidentDocuments',
        // The rider's account: profile, masked bank details, the new mandate's code.
        'getAccount',
        'updateAccount',
        'sendBankDetailsCode',
        'verifyBankDetailsCode',
      ].sort(),
    );
  });
});
