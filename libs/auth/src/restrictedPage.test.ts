import { describe, expect, it } from 'vitest';
import { showsRestrictedPage } from './permissions';

const right = { name: 'FLEET_MANAGEMENT', clientId: 7 };

describe('restricted page rules (spec section 2.1)', () => {
  it.each([
    // restricted, approved, rights, expected
    [true, false, null, true],
    [true, false, [], true],
    [true, false, [right], false],
    [true, true, null, false],
    [false, false, null, false],
    [false, true, [right], false],
  ] as const)(
    'private route: restricted=%s approved=%s rights=%j → restricted page %s (restricted AND not approved AND no rights)',
    (restricted, isApproved, rights, expected) => {
      const profile = { isApproved, rights: rights === null ? null : [...rights], retailer: null };
      expect(showsRestrictedPage('private', restricted, profile)).toBe(expected);
    },
  );

  const active = { isActive: true };
  const inactive = { isActive: false };
  it.each([
    // restricted, approved, retailer, rights, expected
    [true, true, active, [right], true],
    [false, false, active, [right], true],
    [false, true, null, [right], true],
    [false, true, inactive, null, true],
    [false, true, inactive, [], true],
    [false, true, inactive, [right], false],
    [false, true, active, null, false],
    [false, true, active, [right], false],
  ] as const)(
    'private-and-active route: restricted=%s approved=%s retailer=%j rights=%j → restricted page %s (restricted OR not approved OR no retailer OR (inactive retailer AND no rights))',
    (restricted, isApproved, retailer, rights, expected) => {
      const profile = {
        isApproved,
        retailer: retailer === null ? null : { ...retailer },
        rights: rights === null ? null : [...rights],
      };
      expect(showsRestrictedPage('privateActive', restricted, profile)).toBe(expected);
    },
  );
});
