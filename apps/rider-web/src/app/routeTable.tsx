import type { ShellRouteObject } from '@velo/auth/shell';
import type { RouteContext } from '@velo/data';
import { createAboutRoutes } from '@velo/feature-about';
import { createBikeChoiceRoutes } from '@velo/feature-bike-choice';
import { createFleetAgreementRoutes } from '@velo/feature-fleet-agreements';
import { createFleetApprovalRoutes } from '@velo/feature-fleet-approvals';
import { createFleetDashboardRoutes } from '@velo/feature-fleet-dashboard';
import { createFleetEmployeeRoutes } from '@velo/feature-fleet-employees';
import { createFleetExportRoutes } from '@velo/feature-fleet-exports';
import { createFleetInvitationRoutes } from '@velo/feature-fleet-invitations';
import { createFleetInvoiceRoutes } from '@velo/feature-fleet-invoices';
import { createFleetSiteRoutes } from '@velo/feature-fleet-sites';
import { createHomeRoutes } from '@velo/feature-home';
import { createIncidentRoutes } from '@velo/feature-incidents';
import { createLeaseRoutes } from '@velo/feature-lease';
import { createOnboardingRoutes } from '@velo/feature-onboarding';
import { createProfileRoutes } from '@velo/feature-profile';
import { createProposalRoutes } from '@velo/feature-proposals';
import { createRegistrationRoutes } from '@velo/feature-registration';
import { createRentRoutes } from '@velo/feature-rent';
import { createSignInRoutes } from '@velo/feature-sign-in';
import { createSponsorshipRoutes } from '@velo/feature-sponsorship';
import { createTestRideRoutes } from '@velo/feature-test-rides';
import { lazyRoute } from '@velo/data';
import type { JourneyLinks } from '@velo/leasing-ui';
import type { RouteObject } from 'react-router-dom';

/** The three lists of the shell (spec section 2.1), composed from the features' routes. */
export interface RouteLists {
  privateRoutes: ShellRouteObject[];
  privateActiveRoutes: ShellRouteObject[];
  publicRoutes: RouteObject[];
}

/**
 * Where the journey tracker's links lead (home page and /my-offer): the catalogue to choose again,
 * and the screens of the rider's actions (confirm the equipment, sign, pay).
 */
const journeyLinks: JourneyLinks = {
  chooseAgain: '/bikes',
  confirmEquipment: '/my-offer',
  signVoucher: '/onboarding',
  pay: '/payment',
};

/** Spec section 2.2, transcribed: each feature gives its routes, the table puts them in their list. */
export function createRouteTable(context: RouteContext): RouteLists {
  const home = createHomeRoutes(context, { journeyLinks });
  const signIn = createSignInRoutes(context);
  const registration = createRegistrationRoutes(context);
  const about = createAboutRoutes();
  const testRides = createTestRideRoutes(context, {
    // Build configuration (tools/vite/geoServices.ts), the same the CSP names.
    geocodingUrl: import.meta.env.VITE_GEOCODING_URL,
    mapTilesUrl: import.meta.env.VITE_MAP_TILES_URL,
  });
  const bikeChoice = createBikeChoiceRoutes(context);
  const proposals = createProposalRoutes(context);
  const lease = createLeaseRoutes(context, { journeyLinks });
  const profile = createProfileRoutes(context);
  const incidents = createIncidentRoutes(context);
  const rent = createRentRoutes(context);
  const fleetDashboard = createFleetDashboardRoutes(context);
  const fleetInvoices = createFleetInvoiceRoutes(context);
  const fleetExports = createFleetExportRoutes(context);
  const fleetApprovals = createFleetApprovalRoutes(context);
  const fleetSites = createFleetSiteRoutes(context);
  const fleetAgreements = createFleetAgreementRoutes(context);
  const fleetEmployees = createFleetEmployeeRoutes(context);
  const fleetInvitations = createFleetInvitationRoutes(context);
  // The bike check follows its feature flag (spec section 1), read from @velo/site-config by default.
  const sponsorship = createSponsorshipRoutes(context);
  // The same address-lookup service as the stores search (build configuration).
  const onboarding = createOnboardingRoutes(context, {
    geocodingUrl: import.meta.env.VITE_GEOCODING_URL,
  });
  return {
    /**
     * Private routes (login required). `restricted` marks the routes "marked restricted"; the shell
     * shows the restricted page on them to an account that is not approved and has no rights.
     */
    privateRoutes: [
      // Not restricted.
      { ...home.home, restricted: false },
      { ...profile.profile, restricted: false },
      { ...home.groupAffiliated, restricted: false },
      { ...rent.myRent, restricted: false },
      // Issue 14's net-cost view of the rider's lease, a page under /my-rent (not restricted either).
      { ...rent.netCost, restricted: false },
      { ...lease.myOffer, restricted: false },
      // Not in the table of spec 2.2: reporting an incident on the leased bike (issue 14), like /my-rent.
      { ...incidents.incidents, restricted: false },
      { ...incidents.newIncident, restricted: false },
      // Spec section 2.3, the payment result pages: the provider brings the rider back here. Reading
      // what became of a payment needs no approval; paying does (/payment is restricted).
      { ...lease.paymentConfirmed, restricted: false },
      { ...lease.paymentFailed, restricted: false },
      { ...onboarding.onboarding, restricted: false },
      // Restricted.
      // Inviting employees, the invitation link, pausing registrations (issue 15); the guard asks for
      // `fleetManagement`.
      { ...fleetInvitations.invite, restricted: true },
      // The lease requests waiting for the company (issue 15); the guard asks for `approvals`.
      { ...fleetApprovals.approve, restricted: true },
      // The contracts waiting for the company's signature, read and signed by SMS code (issue 15);
      // the guard asks for `agreements`.
      { ...fleetAgreements.pendingAgreements, restricted: true },
      { ...fleetAgreements.signSpecificAgreement, restricted: true },
      // The company's employees, their import and allowed domains (issue 15); right `fleetManagement`.
      { ...fleetEmployees.employees, restricted: true },
      // The company's employees, leases and rent scale as CSV and XLSX files (issue 15); the guard
      // asks for `exports`.
      { ...fleetExports.exports, restricted: true },
      // The company's invoices and their PDFs (issue 15); the guard asks for `invoices`.
      { ...fleetInvoices.invoices, restricted: true },
      // The company's sites and subsidiaries, their company form, and granting a right on one of
      // them (issue 15); the guard asks for `sites`.
      { ...fleetSites.sites, restricted: true },
      { ...fleetSites.newSite, restricted: true },
      { ...fleetSites.site, restricted: true },
      { ...fleetSites.newRight, restricted: true },
      { ...sponsorship.sponsorship, restricted: true },
      // Offered while its feature flag is on (spec section 1); off, the page says it is not available.
      { ...sponsorship.bikeCheck, restricted: true },
      // The fleet manager's programme at a glance (issue 15); the guard asks for `fleetManagement`.
      { ...fleetDashboard.dashboard, restricted: true },
      { ...bikeChoice.needs, restricted: true },
      // Not in the table of spec 2.2: the catalogue of spec section 2.3, restricted like the questionnaire.
      { ...bikeChoice.catalogue, restricted: true },
      { ...bikeChoice.bike, restricted: true },
      { ...bikeChoice.offer, restricted: true },
      { ...proposals.tryBike, restricted: true },
      { ...lease.payment, restricted: true },
      // Stores near me and test rides (issue 12; routes of ours, restricted like the bike choice).
      { ...testRides.stores, restricted: true },
      { ...testRides.newTestRide, restricted: true },
      { ...testRides.myTestRides, restricted: true },
    ],
    /**
     * Private-and-active routes: the route table of section 2.2 puts none of the rider app's routes in
     * this list (the rule about an active retailer serves the retailer front end, which uses the same
     * shell). Kept as a list so a route can move here without touching the shell.
     */
    privateActiveRoutes: [],
    /** Spec section 2.2, public routes, and /retrievePassword, /resetPassword of the public-auth ones. */
    publicRoutes: [
      signIn.retrievePassword,
      signIn.resetPassword,
      registration.joinList,
      registration.joinWelcome,
      // Not in the table of spec 2.2: the link that confirms a new account's address (issue 26).
      registration.confirmEmail,
      registration.joinInvitation,
      registration.registerInvitation,
      registration.register,
      registration.noClient,
      about.vpnCheck,
      // Not in the table of spec 2.2: a registered intermediary's legal notice (spec section 1).
      about.legalNotice,
      // Not in the table of spec 2.2: the accessibility statement French law requires (RGAA 4.1).
      about.accessibility,
      // Spec section 2.2: /designSystem is public only outside prod. Vite replaces MODE at build
      // time, so a production build drops this branch and the docs app's code with it.
      ...(import.meta.env.MODE === 'production'
        ? []
        : [{ path: '/designSystem/*', ...lazyRoute(() => import('./DesignSystemPage')) }]),
    ],
  };
}
