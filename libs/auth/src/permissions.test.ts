import { describe, expect, it } from 'vitest';
import { hasRight } from './permissions';

const manager = {
  clientId: 7,
  rights: [
    { name: 'FLEET_MANAGEMENT', clientId: 7 },
    { name: 'EXPORTS', clientId: 9 },
  ],
};

describe('hasRight (spec sections 5 and 6)', () => {
  it('is false without a rights list or without a clientId', () => {
    expect(hasRight({ clientId: 7, rights: null }, 'FLEET_MANAGEMENT')).toBe(false);
    expect(hasRight({ rights: manager.rights }, 'FLEET_MANAGEMENT')).toBe(false);
    expect(hasRight(null, 'FLEET_MANAGEMENT')).toBe(false);
  });

  it("counts a right for the user's own client", () => {
    expect(hasRight(manager, 'FLEET_MANAGEMENT')).toBe(true);
  });

  it('does not count a right held for another client', () => {
    expect(hasRight(manager, 'EXPORTS')).toBe(false);
  });

  it('counts a right for an explicitly given client', () => {
    expect(hasRight(manager, 'EXPORTS', 9)).toBe(true);
    expect(hasRight(manager, 'FLEET_MANAGEMENT', 9)).toBe(false);
  });

  it('is false with an empty rights list', () => {
    expect(hasRight({ clientId: 7, rights: [] }, 'FLEET_MANAGEMENT')).toBe(false);
  });
});
