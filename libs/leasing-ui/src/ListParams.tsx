import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cursorParam } from './ListPages';
import * as styles from './ListSearch.css';

/**
 * A fleet list's filters kept in the address, without the search field (`ListSearch`): a screen
 * that only filters (/invoices) loads no text field.
 */

/**
 * The address's parameters with `value` under `param` (none for null or ''), the list's page
 * cursors (`pages`) dropped — a new search or filter starts at its first page — and the others
 * (company, sort, another list's) kept as they are.
 */
export function withListParam(
  params: URLSearchParams,
  param: string,
  value: string | null,
  pages: readonly string[] = [cursorParam],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const page of pages) next.delete(page);
  if (value === null || value === '') next.delete(param);
  else next.set(param, value);
  return next;
}

/** A table's sort: one of its columns and the direction (react-aria's `SortDescriptor`, narrowed). */
export interface ColumnSort<Column extends string> {
  column: Column;
  direction: 'ascending' | 'descending';
}

/** The API's `sort` for a table's sort: the column's field (`fields`), `-` first when descending. */
export function apiSortOf<Column extends string, Field extends string>(
  sort: ColumnSort<Column>,
  fields: Readonly<Record<Column, Field>>,
): Field | `-${Field}` {
  const field = fields[sort.column];
  return sort.direction === 'descending' ? `-${field}` : field;
}

/**
 * The table's sort that an API `sort` read from the address names (`-` first: descending), or
 * undefined when it names none of the columns' fields; of two columns sorted by one field (the
 * invoices' two amounts), the first.
 */
export function columnSortOf<Column extends string>(
  raw: string | null,
  fields: Readonly<Record<Column, string>>,
): ColumnSort<Column> | undefined {
  const value = raw ?? '';
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  const column = (Object.keys(fields) as Column[]).find((candidate) => fields[candidate] === field);
  return column ? { column, direction: descending ? 'descending' : 'ascending' } : undefined;
}

/**
 * A table's new sort (react-aria's `onSortChange`) as one of its columns' sorts, or undefined for a
 * column the table does not sort by.
 */
export function columnSortFrom<Column extends string>(
  descriptor: { column: string | number; direction: ColumnSort<Column>['direction'] },
  fields: Readonly<Record<Column, string>>,
): ColumnSort<Column> | undefined {
  const column = String(descriptor.column);
  return Object.hasOwn(fields, column)
    ? { column: column as Column, direction: descriptor.direction }
    : undefined;
}

/** What the history entry of a list's view says: the address it came from (`ListPages`' Back). */
interface PagingState {
  pagedFrom?: string;
}

/**
 * Shows the list with other address parameters: a new history entry (Back comes back here), or in
 * place of this one (a search as it is typed); the scroll stays where it is.
 */
export function useShowListParams() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (params: URLSearchParams, how: 'push' | 'replace' = 'push') => {
      void navigate(
        { search: `?${params}` },
        {
          replace: how === 'replace',
          preventScrollReset: true,
          state: how === 'push' ? ({ pagedFrom: location.search } satisfies PagingState) : null,
        },
      );
    },
    [location.search, navigate],
  );
}

/** A list's search field and filters, side by side when there is room. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
