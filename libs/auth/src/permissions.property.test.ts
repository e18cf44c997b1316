// @vitest-environment node
// Pure functions: no DOM needed, and Node's native WHATWG URL is much faster than jsdom's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRight, type Right } from './permissions';

const runs = { numRuns: 1000 };
const rightName = fc.constantFrom('FLEET_MANAGEMENT', 'EXPORTS', 'INVOICES', 'SITES');
const clientId = fc.integer({ min: 1, max: 6 });
const right = fc.record({ name: rightName, clientId });
const rights = fc.array(right, { maxLength: 8 });

const holds = (list: readonly Right[], name: string, client: number) =>
  list.some((r) => r.name === name && r.clientId === client);

// 1000 runs each: generous time-out so a busy shared machine cannot fail them.
describe('hasRight properties (spec sections 5 and 6)', { timeout: 60_000 }, () => {
  it('property: false without a rights list or without a clientId', () => {
    fc.assert(
      fc.property(
        fc.option(rights, { nil: null }),
        rightName,
        fc.option(clientId, { nil: undefined }),
        (list, name, explicit) => {
          expect(hasRight({ rights: list, clientId: null }, name, explicit)).toBe(false);
          expect(hasRight({ rights: list }, name, explicit)).toBe(false);
          expect(hasRight({ rights: null, clientId: 3 }, name, explicit)).toBe(false);
        },
      ),
      runs,
    );
  });

  it("property: without an explicit client, true exactly when a right of that name exists for the user's client", () => {
    fc.assert(
      fc.property(rights, clientId, rightName, (list, own, name) => {
        expect(hasRight({ rights: list, clientId: own }, name)).toBe(holds(list, name, own));
      }),
      runs,
    );
  });

  it('property: with an explicit client, true exactly when a right of that name exists for that client', () => {
    fc.assert(
      fc.property(rights, clientId, clientId, rightName, (list, own, explicit, name) => {
        expect(hasRight({ rights: list, clientId: own }, name, explicit)).toBe(
          holds(list, name, explicit),
        );
      }),
      runs,
    );
  });

  it('property: an empty rights list grants nothing', () => {
    fc.assert(
      fc.property(
        clientId,
        rightName,
        fc.option(clientId, { nil: undefined }),
        (own, name, explicit) => {
          expect(hasRight({ rights: [], clientId: own }, name, explicit)).toBe(false);
        },
      ),
      runs,
    );
  });
});
