import { lazyWithRetry } from '@velo/auth';
import type { ShellRouteObject } from '@velo/auth/shell';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotAvailablePage } from '../pages/misc/NotAvailablePage';

/**
 * A route whose screen is its own chunk. A chunk that fails to load reloads the page once, then
 * reaches the shell's error page (spec section 4, "Lazy-loaded chunk failure").
 */
function lazyScreen(
  importer: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy'> {
  const load = lazyWithRetry(importer);
  return {
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/**
 * The VPN-check route (spec section 2.2: a public route with a fixed identifier in its path), which a
 * company's network team opens to confirm the app is reachable through their VPN or proxy.
 */
export const vpnCheckPath = '/vpn-check/5d0c6f1e-9a4b-4c8e-b3f2-7e1a2d9c4b60';

/** A route of the table whose screen is not built yet (README, "Routes not built yet"). */
function notBuilt(path: string, titleId: string, restricted: boolean): ShellRouteObject {
  return { path, restricted, element: <NotAvailablePage titleId={titleId} /> };
}

/**
 * Spec section 2.2, private routes (login required). `restricted` marks the routes "marked
 * restricted"; the shell shows the restricted page on them to an account that is not approved and has
 * no rights (section 2.1).
 */
export const privateRoutes: ShellRouteObject[] = [
  // Not restricted.
  { path: '/', restricted: false, ...lazyScreen(() => import('../pages/home/HomePage')) },
  notBuilt('/profile', 'routes.profile', false),
  {
    path: '/group-affiliated',
    restricted: false,
    ...lazyScreen(() => import('../pages/misc/GroupAffiliatedPage')),
  },
  notBuilt('/my-rent', 'routes.myRent', false),
  notBuilt('/my-offer', 'routes.myOffer', false),
  notBuilt('/onboarding', 'routes.onboarding', false),
  // Restricted.
  notBuilt('/invite', 'routes.invite', true),
  notBuilt('/approve', 'routes.approve', true),
  notBuilt('/pendingAgreements', 'routes.pendingAgreements', true),
  notBuilt('/signSpecificAgreements/:bikeId', 'routes.signSpecificAgreements', true),
  notBuilt('/employees', 'routes.employees', true),
  notBuilt('/exports', 'routes.exports', true),
  notBuilt('/invoices', 'routes.invoices', true),
  notBuilt('/sites', 'routes.sites', true),
  notBuilt('/sites/new', 'routes.sitesNew', true),
  notBuilt('/sites/:id', 'routes.site', true),
  notBuilt('/sites/:clientId/right/new', 'routes.siteRightNew', true),
  notBuilt('/sponsorship', 'routes.sponsorship', true),
  notBuilt('/bikeCheck', 'routes.bikeCheck', true),
  notBuilt('/dashboard', 'routes.dashboard', true),
  notBuilt('/user-profile/needs', 'routes.needs', true),
  notBuilt('/try-bike/:retailerPropositionId', 'routes.tryBike', true),
  notBuilt('/payment', 'routes.payment', true),
];

/**
 * Private-and-active routes: the route table of section 2.2 puts none of the rider app's routes in
 * this list (the rule about an active retailer serves the retailer front end, which uses the same
 * shell). Kept as a list so a route can move here without touching the shell.
 */
export const privateActiveRoutes: ShellRouteObject[] = [];

/** Spec section 2.2, public routes, and /retrievePassword, /resetPassword of the public-auth ones. */
export const publicRoutes: RouteObject[] = [
  { path: '/retrievePassword', ...lazyScreen(() => import('../pages/auth/RetrievePasswordPage')) },
  { path: '/resetPassword', ...lazyScreen(() => import('../pages/auth/ResetPasswordPage')) },
  { path: '/join/:qName/list', ...lazyScreen(() => import('../pages/register/JoinListPage')) },
  { path: '/join/welcome', ...lazyScreen(() => import('../pages/register/JoinWelcomePage')) },
  {
    path: '/join/:qName/:inviteToken',
    ...lazyScreen(() => import('../pages/register/InvitationPage')),
  },
  {
    path: '/register/:qName/:inviteToken',
    ...lazyScreen(() => import('../pages/register/InvitationPage')),
  },
  { path: '/register', ...lazyScreen(() => import('../pages/register/RegistrationInfoPage')) },
  { path: '/register/noClient', ...lazyScreen(() => import('../pages/register/NoClientPage')) },
  { path: vpnCheckPath, ...lazyScreen(() => import('../pages/misc/VpnCheckPage')) },
  // Spec section 2.2: /designSystem is public only outside prod. Vite replaces MODE at build time, so a
  // production build drops this branch and the docs app's code with it.
  ...(import.meta.env.MODE === 'production'
    ? []
    : [{ path: '/designSystem/*', ...lazyScreen(() => import('../pages/misc/DesignSystemPage')) }]),
];
