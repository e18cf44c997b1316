/**
 * The demo personas of issue 4: who signs in with the demo password, with which role, client and
 * fleet rights (seeded by seed.ts), and the invitations of the two demo clients.
 */
import { fleetRights } from './auth/sessions.ts';

export const demoPassword = 'velo-demo-2026';
/** The Acme invitation: /rider/join/acme/acme-invite-2026 and /rider/register/acme/acme-invite-2026. */
export const acmeInviteToken = 'acme-invite-2026';
export const holdingInviteToken = 'holding-invite-2026';

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  role: 'rider' | 'retailer' | 'leaser' | 'admin';
  client: string | null;
  isApproved: boolean;
  /** Days before seeding when approval was requested; null when it never had to be. */
  approvalRequestedDaysAgo: number | null;
  isGroupClient: boolean;
  rights: { name: string; client: string }[];
  retailer: boolean;
  sponsorCode: string | null;
  what: string;
}

/** The six rights of issue 15 on one client: a company's full fleet manager. */
function allFleetRights(client: string): Persona['rights'] {
  return Object.values(fleetRights).map((name) => ({ name, client }));
}

export const personas: Persona[] = [
  {
    email: 'rider@acme.test',
    firstName: 'Camille',
    lastName: 'Martin',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: 62,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: 'CAMILLE-ACME',
    what: 'approved rider of Acme (themed), no rights',
  },
  {
    email: 'rider2@acme.test',
    firstName: 'Léa',
    lastName: 'Dubois',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: 40,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'a second approved rider of Acme (sees slots the first one frees)',
  },
  {
    email: 'pending@acme.test',
    firstName: 'Lucas',
    lastName: 'Bernard',
    role: 'rider',
    client: 'acme',
    isApproved: false,
    approvalRequestedDaysAgo: 2,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'rider of Acme whose approval is still requested',
  },
  {
    email: 'manager@acme.test',
    firstName: 'Sophie',
    lastName: 'Durand',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: allFleetRights('acme'),
    retailer: false,
    sponsorCode: null,
    what: 'fleet manager of Acme: the six rights on Acme (hasFleetManagementRights true)',
  },
  {
    email: 'gestion@holding.test',
    firstName: 'Claire',
    lastName: 'Rousseau',
    role: 'rider',
    client: 'holding',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    // She runs the group: not a rider sent to choose a company on /group-affiliated.
    isGroupClient: false,
    rights: allFleetRights('holding'),
    retailer: false,
    sponsorCode: null,
    what: 'group manager: the six rights on the group Holding, reaching both subsidiaries',
  },
  {
    email: 'manager@nantes.holding.test',
    firstName: 'Karim',
    lastName: 'Haddad',
    role: 'rider',
    client: 'holding-nantes',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: allFleetRights('holding-nantes'),
    retailer: false,
    sponsorCode: null,
    what: 'fleet manager of Holding Atlantique Nantes only (403 on every fleet endpoint of Acme)',
  },
  {
    email: 'services-rh@acme.test',
    firstName: 'Nathalie',
    lastName: 'Lefèvre',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    // Shared HR services: two companies' programmes that are not one group (the all-clients
    // dashboard), whose employees, invitations, requests to approve, invoices and contracts to sign
    // she handles for both (/employees, /invite, /approve, /invoices, /pendingAgreements switch
    // between them).
    rights: ['acme', 'holding-nantes'].flatMap((client) => [
      { name: fleetRights.fleetManagement, client },
      { name: fleetRights.approvals, client },
      { name: fleetRights.invoices, client },
      { name: fleetRights.agreements, client },
    ]),
    retailer: false,
    sponsorCode: null,
    what: 'fleet management, approvals, invoices and contracts for Acme and Holding Atlantique Nantes: the dashboard of both together, each fleet screen switches between them',
  },
  {
    email: 'compta@acme.test',
    firstName: 'Margaux',
    lastName: 'Brunet',
    role: 'rider',
    client: 'acme',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'Acme accountant without rights: the manager grants her one on /sites/:clientId/right/new',
  },
  {
    email: 'group@holding.test',
    firstName: 'Julien',
    lastName: 'Petit',
    role: 'rider',
    client: 'holding',
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: true,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'rider of the group Holding (isGroupClient true, two subsidiaries)',
  },
  {
    email: 'store@partner.test',
    firstName: 'Nadia',
    lastName: 'Leroy',
    role: 'retailer',
    client: null,
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: [],
    retailer: true,
    sponsorCode: null,
    what: 'partner store (role retailer: /rider shows the wrong-connection page)',
  },
  {
    email: 'admin@velo.test',
    firstName: 'Alex',
    lastName: 'Moreau',
    role: 'admin',
    client: null,
    isApproved: true,
    approvalRequestedDaysAgo: null,
    isGroupClient: false,
    rights: [],
    retailer: false,
    sponsorCode: null,
    what: 'platform administrator (may create clients)',
  },
];
