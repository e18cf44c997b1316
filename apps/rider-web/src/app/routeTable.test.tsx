import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import type { RouteContext } from '@velo/data';
import { createRouteTable } from './routeTable';

// The table only composes route objects: nothing is called while it is built.
const context = {
  api: {},
  store: createStore(),
  notify: () => undefined,
} as unknown as RouteContext;
const { privateRoutes, privateActiveRoutes, publicRoutes } = createRouteTable(context);

/** Spec section 2.2, transcribed: the rider app's route table. */
const specRestricted = [
  '/invite',
  '/approve',
  '/pendingAgreements',
  '/signSpecificAgreements/:bikeId',
  '/employees',
  '/exports',
  '/invoices',
  '/sites',
  '/sites/new',
  '/sites/:id',
  '/sites/:clientId/right/new',
  '/sponsorship',
  '/bikeCheck',
  '/dashboard',
  '/user-profile/needs',
  '/try-bike/:retailerPropositionId',
  '/payment',
];
/** Routes of ours (not in the table of spec 2.2), private and restricted. */
const addedRestricted = [
  '/bikes',
  '/bikes/:bikeId',
  '/bikes/:bikeId/offer',
  '/stores',
  '/test-rides/new',
  '/test-rides',
];
/**
 * Ours by path, private and not restricted: spec section 2.3's payment result pages, and issue 14's
 * net-cost view of the lease and incident reports (a rider with a bike, like /my-rent).
 */
const addedOpenPrivate = [
  '/payment/confirmed',
  '/payment/failed',
  '/my-rent/net-cost',
  '/incidents',
  '/incidents/new',
];
const specOpenPrivate = [
  '/',
  '/profile',
  '/group-affiliated',
  '/my-rent',
  '/my-offer',
  '/onboarding',
];
const specPublic = [
  '/join/:qName/list',
  '/join/welcome',
  '/join/:qName/:inviteToken',
  '/register/:qName/:inviteToken',
  '/register',
  '/register/noClient',
];

describe('route table (spec section 2.2)', () => {
  it('has every private route, with the restricted flag the specification gives it', () => {
    const restricted = privateRoutes.filter((route) => route.restricted).map((route) => route.path);
    const open = privateRoutes.filter((route) => !route.restricted).map((route) => route.path);
    expect(restricted.sort()).toEqual([...specRestricted, ...addedRestricted].sort());
    expect(open.sort()).toEqual([...specOpenPrivate, ...addedOpenPrivate].sort());
    expect(privateActiveRoutes).toEqual([]);
  });

  it('has every public route, the password pages and the VPN check with its fixed identifier', () => {
    const paths = publicRoutes.map((route) => route.path);
    for (const path of [...specPublic, '/retrievePassword', '/resetPassword', '/confirmEmail'])
      expect(paths).toContain(path);
    expect(paths.some((path) => /^\/vpn-check\/[0-9a-f-]{36}$/.test(path ?? ''))).toBe(true);
  });

  it('mounts /designSystem outside prod (this is a test build)', () => {
    expect(publicRoutes.map((route) => route.path)).toContain('/designSystem/*');
  });

  it('adds the legal notice a registered intermediary must show (spec section 1)', () => {
    expect(publicRoutes.map((route) => route.path)).toContain('/legal-notice');
  });

  it('loads every built screen lazily, each its own chunk, and its data by a loader', () => {
    const withLoader = [...privateRoutes, ...publicRoutes]
      .filter(
        (route) =>
          typeof route.loader === 'function' ||
          (typeof route.lazy === 'object' && typeof route.lazy.loader === 'function'),
      )
      .map((route) => route.path);
    expect(withLoader).toEqual(
      expect.arrayContaining([
        '/',
        '/group-affiliated',
        '/my-offer',
        '/payment',
        '/payment/confirmed',
        '/payment/failed',
        '/resetPassword',
        '/join/:qName/list',
        '/join/:qName/:inviteToken',
        '/register/:qName/:inviteToken',
        // Issue 15: the fleet manager's dashboard.
        '/dashboard',
      ]),
    );
    const lazy = [...privateRoutes, ...publicRoutes].filter(
      (route) => 'lazy' in route && route.lazy,
    );
    expect(lazy.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/group-affiliated',
        '/retrievePassword',
        '/resetPassword',
        '/join/:qName/list',
      ]),
    );
  });
});
