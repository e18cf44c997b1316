import { describe, expect, it } from 'vitest';
import { guardOutcome } from './shell/guardOutcome';
import { holdsRouteRight, rightForRoute, rightNames, routeRights } from './permissions';
import type { SessionState } from './sessionAtoms';
import type { Profile } from './types';

/** Issue 15's design, transcribed: each restricted fleet route of spec 2.2 and its right. */
const expected: [string, string][] = [
  ['/dashboard', 'fleetManagement'],
  ['/employees', 'fleetManagement'],
  ['/invite', 'fleetManagement'],
  ['/approve', 'approvals'],
  ['/pendingAgreements', 'agreements'],
  ['/signSpecificAgreements/12', 'agreements'],
  ['/invoices', 'invoices'],
  ['/exports', 'exports'],
  ['/sites', 'sites'],
  ['/sites/new', 'sites'],
  ['/sites/31', 'sites'],
  ['/sites/31/right/new', 'sites'],
];

describe('routeRights (issue 15: which right opens which fleet route)', () => {
  it('names six rights', () => {
    expect(Object.values(rightNames).sort()).toEqual(
      ['agreements', 'approvals', 'exports', 'fleetManagement', 'invoices', 'sites'].sort(),
    );
  });

  it.each(expected)('%s needs %s', (path, right) => {
    expect(rightForRoute(path)).toBe(right);
  });

  it('covers the twelve fleet routes of spec 2.2 and uses every right', () => {
    expect(Object.keys(routeRights)).toHaveLength(12);
    expect(new Set(Object.values(routeRights))).toEqual(new Set(Object.values(rightNames)));
  });

  it.each([
    '/',
    '/profile',
    '/my-rent',
    '/sponsorship',
    '/payment',
    '/dashboards',
    '/invite/extra',
    '/sites/31/right',
    '/signSpecificAgreements',
  ])('%s needs no right', (path) => {
    expect(rightForRoute(path)).toBeNull();
  });

  it.each(['/Dashboard', '/DASHBOARD/', '/dash%62oard', '/sites/31/right/new?x=1', '//invoices'])(
    'matches %s as the router would (case, trailing slash, escapes, query)',
    (path) => {
      expect(rightForRoute(path)).not.toBeNull();
    },
  );

  it("counts a right only on the user's own client (spec section 5)", () => {
    const manager = { clientId: 7, rights: [{ name: 'invoices', clientId: 7 }] };
    expect(holdsRouteRight(manager, '/invoices')).toBe(true);
    expect(holdsRouteRight(manager, '/exports')).toBe(false);
    expect(holdsRouteRight({ ...manager, clientId: 9 }, '/invoices')).toBe(false);
    expect(holdsRouteRight({ clientId: 7, rights: null }, '/profile')).toBe(true);
  });
});

const profile = (overrides: Partial<Profile>): Profile => ({
  id: 1,
  role: 'rider',
  isGroupClient: false,
  language: 'fr',
  clientTheme: null,
  isApproved: true,
  rights: null,
  retailer: null,
  clientId: 7,
  firstName: 'Sophie',
  lastName: 'Durand',
  email: 'manager@acme.test',
  emailConfirmed: true,
  approvalRefusal: null,
  ...overrides,
});
const session = (p: Profile): SessionState => ({
  authenticated: true,
  profile: p,
  wrongConnection: false,
  redirectPath: null,
  profileLoaded: true,
});
const route = (pathname: string) => ({
  access: 'private' as const,
  restricted: true,
  pathname,
  groupAffiliatedPath: '/group-affiliated',
});

describe('guardOutcome with rights (issue 15, on top of spec 2.1)', () => {
  it('an approved rider without rights: restricted page on every fleet route, not elsewhere', () => {
    const camille = session(profile({ rights: [] }));
    for (const [path] of expected) expect(guardOutcome(camille, route(path))).toBe('restricted');
    expect(guardOutcome(camille, route('/user-profile/needs'))).toBe('route');
  });

  it('a manager holding the six rights on their client opens every fleet route', () => {
    const rights = Object.values(rightNames).map((name) => ({ name, clientId: 7 }));
    const sophie = session(profile({ rights }));
    for (const [path] of expected) expect(guardOutcome(sophie, route(path))).toBe('route');
  });

  it('spec 2.1 still applies first: not approved and without rights is restricted anywhere restricted', () => {
    const pending = session(profile({ isApproved: false, rights: [] }));
    expect(guardOutcome(pending, route('/user-profile/needs'))).toBe('restricted');
  });
});
