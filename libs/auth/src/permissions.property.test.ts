// @vitest-environment node
// Pure functions: no DOM needed, and Node's native WHATWG URL is much faster than jsdom's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRight, holdsRouteRight, rightForRoute, routeRights, type Right } from './permissions';

const runs = { numRuns: 1000 };
const rightName = fc.constantFrom(
  'fleetManagement',
  'approvals',
  'agreements',
  'invoices',
  'exports',
  'sites',
  'OTHER',
);
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

const pattern = fc.constantFrom(...Object.keys(routeRights));
const paramValue = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
/** A concrete path of a pattern: its parameters filled, its letters' case shuffled, maybe a trailing slash. */
const concretePath = fc
  .tuple(
    pattern,
    fc.array(paramValue, { minLength: 3, maxLength: 3 }),
    fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    fc.boolean(),
  )
  .map(([template, values, upper, slash]) => {
    let index = 0;
    const filled = template
      .split('/')
      .map((segment) => (segment.startsWith(':') ? (values[index++] ?? 'x') : segment))
      .join('/');
    const cased = [...filled]
      .map((char, at) => (upper[at % upper.length] ? char.toUpperCase() : char.toLowerCase()))
      .join('');
    return { template, path: slash ? `${cased}/` : cased };
  });
const fleetRoots = new Set(Object.keys(routeRights).map((key) => key.split('/')[1]?.toLowerCase()));

describe('routeRights properties (issue 15)', { timeout: 60_000 }, () => {
  it('property: any spelling of a fleet route finds the right of its pattern', () => {
    fc.assert(
      fc.property(concretePath, ({ template, path }) => {
        // '/sites/new' also fits '/sites/:id': both need the same right, which is what matters.
        expect(rightForRoute(path)).toBe(routeRights[template]);
      }),
      runs,
    );
  });

  it('property: a path outside the fleet area needs no right', () => {
    fc.assert(
      fc.property(fc.array(paramValue, { minLength: 1, maxLength: 4 }), (segments) => {
        fc.pre(!fleetRoots.has(segments[0]?.toLowerCase()));
        expect(rightForRoute(`/${segments.join('/')}`)).toBeNull();
      }),
      runs,
    );
  });

  it("property: a fleet route opens exactly when its right is held on the user's own client", () => {
    fc.assert(
      fc.property(concretePath, rights, clientId, ({ template, path }, list, own) => {
        const needed = routeRights[template] ?? '';
        expect(holdsRouteRight({ rights: list, clientId: own }, path)).toBe(
          holds(list, needed, own),
        );
      }),
      runs,
    );
  });
});
