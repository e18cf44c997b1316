import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiSort,
  displayName,
  employeeStatuses,
  firstView,
  paramsFrom,
  sortColumns,
  viewFrom,
  type EmployeesView,
} from './employees';
import { maxSearchLength } from '@velo/leasing-ui/ListSearch';

const view = (search: string) => viewFrom(new URLSearchParams(search));

describe('the address of the employees table', () => {
  it('/employees alone is the first page by name, every status, no search', () => {
    expect(view('')).toEqual(firstView);
    expect(paramsFrom(firstView, new URLSearchParams()).toString()).toBe('');
  });

  it('reads the sort, the status, the search and the cursors of the pages before', () => {
    expect(
      view('?sort=-leaseEndsOn&status=active&q=+H%C3%A9l%C3%A8ne+&cursor=abc&cursor=d-_e'),
    ).toEqual({
      sort: { column: 'leaseEndsOn', direction: 'descending' },
      status: 'active',
      search: 'Hélène',
      cursors: ['abc', 'd-_e'],
    });
    expect(view('?sort=lastName').sort).toEqual({ column: 'name', direction: 'ascending' });
    expect(view('?sort=-email').sort).toEqual({ column: 'email', direction: 'descending' });
  });

  it('falls back to the first view’s value for what it does not understand', () => {
    expect(view('?sort=firstName&status=retired&cursor=not%20a%20cursor&cursor=ok')).toEqual(
      firstView,
    );
    expect(view(`?q=${'x'.repeat(150)}`).search).toHaveLength(maxSearchLength);
  });

  it('writes the view, keeping the company, leaving out the first view’s values', () => {
    const params = paramsFrom(
      {
        sort: { column: 'status', direction: 'descending' },
        status: 'not-registered',
        search: 'léa dubois',
        cursors: ['c1', 'c2'],
      },
      new URLSearchParams('client=12&cursor=old&q=old'),
    );
    expect(params.toString()).toBe(
      'client=12&sort=-status&status=not-registered&q=l%C3%A9a+dubois&cursor=c1&cursor=c2',
    );
    expect(
      paramsFrom({ ...firstView, cursors: ['c1'] }, new URLSearchParams('client=12')).toString(),
    ).toBe('client=12&cursor=c1');
  });

  it('names the API’s sort of each column', () => {
    expect(sortColumns.map((column) => apiSort({ column, direction: 'ascending' }))).toEqual([
      'lastName',
      'email',
      'employeeNumber',
      'status',
      'leaseEndsOn',
    ]);
    expect(apiSort({ column: 'name', direction: 'descending' })).toBe('-lastName');
  });

  it('names someone without a name by their address', () => {
    expect(displayName({ firstName: null, lastName: null, email: 'anonyme@acme.test' })).toBe(
      'anonyme@acme.test',
    );
    expect(displayName({ firstName: 'Léa', lastName: 'Dubois', email: 'x@acme.test' })).toBe(
      'Dubois Léa',
    );
  });
});

const cursor = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const anyView: fc.Arbitrary<EmployeesView> = fc.record({
  sort: fc.record({
    column: fc.constantFrom(...sortColumns),
    direction: fc.constantFrom('ascending' as const, 'descending' as const),
  }),
  status: fc.option(fc.constantFrom(...employeeStatuses), { nil: null }),
  search: fc
    .string({ maxLength: maxSearchLength })
    .map((text) => text.trim())
    .filter((text) => text.length <= maxSearchLength),
  cursors: fc.array(cursor, { maxLength: 5 }),
});

describe('the address of the employees table, properties', () => {
  it('property: a view written to the address reads back the same, the company kept', () => {
    fc.assert(
      fc.property(anyView, fc.integer({ min: 1, max: 99 }), (shown, client) => {
        const params = paramsFrom(shown, new URLSearchParams({ client: String(client) }));
        expect(viewFrom(new URLSearchParams(params.toString()))).toEqual(shown);
        expect(params.get('client')).toBe(String(client));
      }),
      { numRuns: 300 },
    );
  });
});
