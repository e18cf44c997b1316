import { describe, expect, it } from 'vitest';
import { apiSortOf, columnSortFrom, columnSortOf } from './ListParams';

/** The invoices' table: two columns sort by one field. */
const fields = { month: 'month', excl: 'amount', incl: 'amount', state: 'status' } as const;

describe("a table's sort and the API's `sort` in the address", () => {
  it('names the column’s field, `-` first when descending', () => {
    expect(apiSortOf({ column: 'state', direction: 'ascending' }, fields)).toBe('status');
    expect(apiSortOf({ column: 'incl', direction: 'descending' }, fields)).toBe('-amount');
  });

  it('reads it back to the column, the first of two with one field', () => {
    expect(columnSortOf('-month', fields)).toEqual({ column: 'month', direction: 'descending' });
    expect(columnSortOf('amount', fields)).toEqual({ column: 'excl', direction: 'ascending' });
  });

  it('reads nothing from a missing or unknown sort, so the screen falls back on its first view', () => {
    expect(columnSortOf(null, fields)).toBeUndefined();
    expect(columnSortOf('', fields)).toBeUndefined();
    expect(columnSortOf('-', fields)).toBeUndefined();
    expect(columnSortOf('--month', fields)).toBeUndefined();
    expect(columnSortOf('excl', fields)).toBeUndefined();
  });

  it('goes there and back for every column whose field is its own', () => {
    for (const column of ['month', 'state'] as const) {
      for (const direction of ['ascending', 'descending'] as const) {
        expect(columnSortOf(apiSortOf({ column, direction }, fields), fields)).toEqual({
          column,
          direction,
        });
      }
    }
  });
});

describe("a table's new sort", () => {
  it('is one of the columns the table sorts by, in the direction asked', () => {
    expect(columnSortFrom({ column: 'incl', direction: 'descending' }, fields)).toEqual({
      column: 'incl',
      direction: 'descending',
    });
  });

  it('is nothing for a column the table does not sort by, nor for a name of every object', () => {
    expect(columnSortFrom({ column: 'pdf', direction: 'ascending' }, fields)).toBeUndefined();
    expect(columnSortFrom({ column: 'toString', direction: 'ascending' }, fields)).toBeUndefined();
    expect(columnSortFrom({ column: 0, direction: 'ascending' }, fields)).toBeUndefined();
  });
});
