import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  employeeStatuses,
  filterEmployees,
  foldText,
  indexEmployees,
  pageCount,
  pageOf,
  pageSize,
  sortEmployees,
  sortKey,
  type FleetEmployee,
} from './employees';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const person = (
  lastName: string | null,
  firstName: string | null,
  extra: Partial<FleetEmployee> = {},
): FleetEmployee => ({
  email: `${foldText(firstName ?? 'x')}.${foldText(lastName ?? 'y')}@acme.test`.replace(/\s/g, ''),
  firstName,
  lastName,
  employeeNumber: null,
  status: 'registered',
  bike: null,
  leaseEndsOn: null,
  ...extra,
});

const people = indexEmployees([
  person('Lefèvre', 'Éloïse', {
    employeeNumber: 'A-12',
    status: 'active',
    leaseEndsOn: '2027-03-31',
  }),
  person('Dubois', 'Léa', { employeeNumber: 'A-2', status: 'not-registered' }),
  person('Martin', 'Hugo', {
    employeeNumber: 'A-100',
    status: 'active',
    leaseEndsOn: '2026-12-31',
  }),
  person('Durand', 'Chloé', { status: 'request-pending' }),
]);

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('the employees table', () => {
  it('searches every word without case or accents, in names, addresses and numbers', () => {
    expect(names(filterEmployees(people, 'eloise', null))).toEqual(['Lefèvre Éloïse']);
    expect(names(filterEmployees(people, '  LEFEVRE  éloïse ', null))).toEqual(['Lefèvre Éloïse']);
    expect(names(filterEmployees(people, 'a-100', null))).toEqual(['Martin Hugo']);
    expect(names(filterEmployees(people, 'hugo.martin@', null))).toEqual(['Martin Hugo']);
    expect(names(filterEmployees(people, 'léa hugo', null))).toEqual([]);
    expect(filterEmployees(people, '', null)).toHaveLength(4);
  });

  it('filters by status, with the search', () => {
    expect(names(filterEmployees(people, '', 'active'))).toEqual(['Lefèvre Éloïse', 'Martin Hugo']);
    expect(names(filterEmployees(people, 'martin', 'active'))).toEqual(['Martin Hugo']);
    expect(filterEmployees(people, 'martin', 'ended')).toEqual([]);
  });

  it('sorts names in French order, numbers as numbers, statuses in the programme’s order', () => {
    expect(names(sortEmployees(people, { column: 'name', direction: 'ascending' }))).toEqual([
      'Dubois Léa',
      'Durand Chloé',
      'Lefèvre Éloïse',
      'Martin Hugo',
    ]);
    expect(
      sortEmployees(people, { column: 'employeeNumber', direction: 'ascending' }).map(
        (row) => row.employeeNumber,
      ),
    ).toEqual(['A-2', 'A-12', 'A-100', null]);
    expect(
      sortEmployees(people, { column: 'status', direction: 'descending' }).map((row) => row.status),
    ).toEqual(['active', 'active', 'request-pending', 'not-registered']);
  });

  it('missing values go last whichever the direction: the next ends of lease come first', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = sortEmployees(people, { column: 'leaseEndsOn', direction });
      expect(sorted.slice(2).map((row) => row.leaseEndsOn)).toEqual([null, null]);
    }
    expect(sortEmployees(people, { column: 'leaseEndsOn', direction: 'ascending' })[0]?.name).toBe(
      'Martin Hugo',
    );
  });

  it('sort keys follow a French reader: no case, no accents, numbers by value', () => {
    const words = ['Éric', 'eric 10', 'Eric 9', 'Zoé', 'Émile', 'emma', 'A-100', 'a-12', 'A-2'];
    const byKey = [...words].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    expect(byKey).toEqual([...words].sort(collator.compare));
  });

  it('names someone without a name by their address', () => {
    const [row] = indexEmployees([person(null, null, { email: 'anonyme@acme.test' })]);
    expect(row?.name).toBe('anonyme@acme.test');
  });

  it('cuts pages of 25, the page asked for kept within the pages there are', () => {
    const rows = Array.from({ length: 2000 }, (_, index) => index);
    expect(pageCount(rows.length)).toBe(80);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(rows, 2).rows[0]).toBe(25);
    expect(pageOf(rows, 99)).toMatchObject({ page: 80 });
    expect(pageOf(rows, 0)).toMatchObject({ page: 1 });
    expect(pageOf([], 3)).toEqual({ rows: [], page: 1 });
  });

  it('counts each status', () => {
    expect(countByStatus(people)).toEqual({
      'not-registered': 1,
      'awaiting-approval': 0,
      'account-refused': 0,
      registered: 0,
      'request-pending': 1,
      'lease-in-progress': 0,
      active: 2,
      ended: 0,
    });
  });
});

const employee = fc.record({
  email: fc.emailAddress(),
  firstName: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
  lastName: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
  employeeNumber: fc.option(fc.stringMatching(/^A-[0-9]{1,4}$/), { nil: null }),
  status: fc.constantFrom(...employeeStatuses),
  bike: fc.constant(null),
  leaseEndsOn: fc.option(
    fc
      .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    { nil: null },
  ),
});
const list = fc.uniqueArray(employee, { selector: (row) => row.email, maxLength: 120 });
const sort = fc.record({
  column: fc.constantFrom('name', 'email', 'employeeNumber', 'status', 'leaseEndsOn' as const),
  direction: fc.constantFrom('ascending' as const, 'descending' as const),
});

describe('the employees table, properties', () => {
  it('property: a sort keeps every row once, and its order holds between neighbours', () => {
    fc.assert(
      fc.property(list, sort, (rows, order) => {
        const sorted = sortEmployees(indexEmployees(rows), order);
        expect(sorted.map((row) => row.email).sort()).toEqual(rows.map((row) => row.email).sort());
        for (let index = 1; index < sorted.length; index += 1) {
          const before = sorted[index - 1];
          const after = sorted[index];
          if (!before || !after) continue;
          const key = (row: typeof before) =>
            order.column === 'status'
              ? row.statusRank
              : order.column === 'leaseEndsOn'
                ? row.leaseEndsOn
                : row.keys[order.column];
          const a = key(before);
          const b = key(after);
          if (a === null || b === null) {
            // Missing values only after the others.
            expect(a === null && b !== null).toBe(false);
            continue;
          }
          const compared = a < b ? -1 : a > b ? 1 : 0;
          expect(order.direction === 'ascending' ? compared <= 0 : compared >= 0).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('property: the search keeps exactly the rows holding every word; the pages hold them all', () => {
    fc.assert(
      fc.property(list, fc.string({ maxLength: 6 }), (rows, search) => {
        const indexed = indexEmployees(rows);
        const found = filterEmployees(indexed, search, null);
        const words = foldText(search).split(/\s+/).filter(Boolean);
        expect(found).toEqual(
          indexed.filter((row) => words.every((word) => row.searchText.includes(word))),
        );
        const pages = pageCount(found.length);
        const paged = Array.from({ length: pages }, (_, index) => pageOf(found, index + 1).rows);
        expect(paged.flat()).toEqual(found);
        expect(paged.every((page) => page.length <= pageSize)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
