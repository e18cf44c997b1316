import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentArea, navigationAreas, visibleAreas } from './areas';

const rider = { clientId: 7, rights: [] };
const manager = { clientId: 7, rights: [{ name: 'fleetManagement', clientId: 7 }] };

describe("the rider's navigation areas", () => {
  it('lists Accueil, Choisir mon vélo, Mon offre, Ma location, Mon profil for a rider', () => {
    expect(visibleAreas(rider, null).map((area) => area.id)).toEqual([
      'home',
      'bikeChoice',
      'offer',
      'rent',
      'profile',
    ]);
  });

  it('adds fleet management for a fleet manager, by right or by the login flag', () => {
    expect(visibleAreas(manager, null).map((area) => area.id)).toContain('fleet');
    expect(visibleAreas(rider, { hasFleetManagementRights: true }).at(-1)?.id).toBe('fleet');
    // A right for another client does not count (spec section 6).
    const elsewhere = { clientId: 7, rights: [{ name: 'fleetManagement', clientId: 8 }] };
    expect(visibleAreas(elsewhere, null).map((area) => area.id)).not.toContain('fleet');
  });

  it('marks the area of the current path, including the paths below it', () => {
    expect(currentArea('/')?.id).toBe('home');
    expect(currentArea('/try-bike/12')?.id).toBe('bikeChoice');
    // The catalogue, a bike, the stores and the test rides are all steps of choosing a bike.
    for (const path of [
      '/bikes',
      '/bikes/41',
      '/user-profile/needs',
      '/stores',
      '/test-rides/new',
    ]) {
      expect(currentArea(path)?.id, path).toBe('bikeChoice');
    }
    expect(currentArea('/sites/3/right/new')?.id).toBe('fleet');
    expect(currentArea('/my-rent')?.id).toBe('rent');
    expect(currentArea('/login')).toBeUndefined();
    expect(currentArea('/profiles')).toBeUndefined();
  });

  it('property: a path belongs to at most one area', () => {
    const segment = fc.constantFrom(
      ...navigationAreas.flatMap((area) => area.paths.map((path) => path.slice(1))),
      'x',
      '12',
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), (segments) => {
        const pathname = `/${segments.join('/')}`;
        const owners = navigationAreas.filter((area) =>
          area.paths.some((path) =>
            path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
          ),
        );
        expect(owners.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });
});
