/** Every operation handler, keyed by the contract's operationId. */
import type { Handlers } from '../context.ts';
import { purgingBankDetailsFirst } from '../rentalsBankDetails.ts';
import { accountHandlers } from './account.ts';
import { accountApprovalHandlers } from './accountApprovals.ts';
import { authHandlers } from './auth.ts';
import { catalogueHandlers } from './catalogue.ts';
import { clientProgrammeHandlers } from './clientProgramme.ts';
import { clientHandlers } from './clients.ts';
import { companyLookupHandlers } from './companyLookup.ts';
import { dashboardHandlers } from './dashboards.ts';
import { documentHandlers } from './documents.ts';
import { domainHandlers } from './domains.ts';
import { fleetAgreementHandlers } from './fleetAgreements.ts';
import { fleetApprovalHandlers } from './fleetApprovals.ts';
import { fleetEmployeeHandlers } from './fleetEmployees.ts';
import { fleetExportHandlers } from './fleetExports.ts';
import { fleetInvitationHandlers } from './fleetInvitations.ts';
import { fleetInvoiceHandlers } from './fleetInvoices.ts';
import { fleetSiteHandlers } from './fleetSites.ts';
import { incidentHandlers } from './incidents.ts';
import { leaseHandlers } from './leases.ts';
import { offerRequestHandlers } from './offerRequests.ts';
import { onboardingHandlers } from './onboarding.ts';
import { profileHandlers } from './profile.ts';
import { proposalHandlers } from './proposals.ts';
import { rentalHandlers } from './rentals.ts';
import { sponsorshipHandlers } from './sponsorship.ts';
import { storeHandlers } from './stores.ts';
import { themeHandlers } from './themes.ts';

export const handlers: Handlers = {
  ...authHandlers,
  ...companyLookupHandlers,
  ...profileHandlers,
  ...clientHandlers,
  ...clientProgrammeHandlers,
  ...dashboardHandlers,
  ...domainHandlers,
  ...fleetInvoiceHandlers,
  ...fleetApprovalHandlers,
  ...accountApprovalHandlers,
  ...fleetAgreementHandlers,
  ...fleetSiteHandlers,
  ...fleetInvitationHandlers,
  ...fleetEmployeeHandlers,
  ...fleetExportHandlers,
  ...themeHandlers,
  ...proposalHandlers,
  ...offerRequestHandlers,
  ...storeHandlers,
  ...catalogueHandlers,
  ...leaseHandlers,
  // Spec section 9: the operations that read or show bank details purge those due for deletion
  // first, here and only here (rentalsBankDetails.ts says why).
  ...purgingBankDetailsFirst({
    ...onboardingHandlers,
    ...documentHandlers,
    ...accountHandlers,
    ...rentalHandlers,
  }),
  ...sponsorshipHandlers,
  ...incidentHandlers,
};
