/**
 * The employees' table of /employees as plain functions (issue 15): a few thousand rows searched,
 * filtered, sorted and cut into pages in the browser, fast enough on a slow phone that a keystroke
 * or a sort stays under 100 ms of main-thread work (measured: apps/rider-web/e2e/
 * fleet-employees-perf.spec.ts). Each row's search text and sort keys are computed once
 * (`indexEmployees`), so a keystroke is one pass of `includes` and a sort compares plain strings
 * (a collator's compare, 22,000 times for 2,000 rows, cost more than the whole budget on a slowed
 * phone).
 */
import type { Schemas } from '@velo/api-sdk';

export type FleetEmployee = Schemas['FleetEmployee'];
export type EmployeeStatus = FleetEmployee['status'];

/** The statuses in the programme's order (the filter's options and the status column's sort). */
export const employeeStatuses: readonly EmployeeStatus[] = [
  'not-registered',
  'awaiting-approval',
  'account-refused',
  'registered',
  'request-pending',
  'lease-in-progress',
  'active',
  'ended',
];

export const sortColumns = ['name', 'email', 'employeeNumber', 'status', 'leaseEndsOn'] as const;
export type SortColumn = (typeof sortColumns)[number];
export interface EmployeeSort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

/** Rows a page shows: what a screen holds, and few enough that a sort redraws at once. */
export const pageSize = 25;

/** A row of the table: the employee with what searching and sorting need, computed once. */
export type IndexedEmployee = FleetEmployee & {
  /** Unique in the list (the address), the table's row key. */
  id: string;
  name: string;
  /** Lower-cased, without accents: name, address and number. */
  searchText: string;
  statusRank: number;
  /** The text columns' sort keys (`sortKey`): compared as plain strings, in French order. */
  keys: { name: string; email: string; employeeNumber: string | null };
};

/** Lower-cased, accents and surrounding spaces removed: "Éloïse " and "eloise" match. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** "Dubois Léa", last name first as a list of people is read; the address when there is no name. */
export function displayName(employee: Pick<FleetEmployee, 'firstName' | 'lastName' | 'email'>) {
  const name = [employee.lastName, employee.firstName].filter(Boolean).join(' ');
  return name === '' ? employee.email : name;
}

/**
 * A text's sort key: compared with `<`, keys order texts as a French reader does — without case or
 * accents (É with E), numbers by value (A-2 before A-12: each run of digits padded to 12).
 */
export function sortKey(text: string): string {
  return foldText(text).replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

export function indexEmployees(employees: readonly FleetEmployee[]): IndexedEmployee[] {
  return employees.map((employee) => {
    const name = displayName(employee);
    return {
      ...employee,
      id: employee.email,
      name,
      searchText: foldText(
        `${name} ${employee.firstName ?? ''} ${employee.email} ${employee.employeeNumber ?? ''}`,
      ),
      statusRank: employeeStatuses.indexOf(employee.status),
      keys: {
        name: sortKey(name),
        email: sortKey(employee.email),
        employeeNumber: employee.employeeNumber === null ? null : sortKey(employee.employeeNumber),
      },
    };
  });
}

export interface EmployeeQuery {
  search: string;
  /** null: every status. */
  status: EmployeeStatus | null;
  sort: EmployeeSort;
}

/** The rows matching the search (every word, anywhere) and the status. */
export function filterEmployees(
  rows: readonly IndexedEmployee[],
  search: string,
  status: EmployeeStatus | null,
): IndexedEmployee[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return rows.filter(
    (row) =>
      (status === null || row.status === status) &&
      words.every((word) => row.searchText.includes(word)),
  );
}

/**
 * Sorted copy; ties keep the list's order (by name). Missing values (no number, no lease end) go
 * last whichever the direction: a manager sorting by end of lease wants the next ends first.
 */
export function sortEmployees(
  rows: readonly IndexedEmployee[],
  sort: EmployeeSort,
): IndexedEmployee[] {
  const direction = sort.direction === 'descending' ? -1 : 1;
  const value = (row: IndexedEmployee): string | number | null => {
    switch (sort.column) {
      case 'name':
        return row.keys.name;
      case 'email':
        return row.keys.email;
      case 'employeeNumber':
        return row.keys.employeeNumber;
      case 'status':
        return row.statusRank;
      case 'leaseEndsOn':
        return row.leaseEndsOn;
    }
  };
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) return a.index - b.index;
      return a.key === null ? 1 : -1;
    }
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return order === 0 ? a.index - b.index : direction * order;
  });
  return keyed.map(({ row }) => row);
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of page `page` (1-based, clamped to the pages there are). */
export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; page: number } {
  const last = pageCount(rows.length);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current };
}

/** How many employees of each status (the filter says them). */
export function countByStatus(rows: readonly FleetEmployee[]): Record<EmployeeStatus, number> {
  const counts = Object.fromEntries(employeeStatuses.map((status) => [status, 0])) as Record<
    EmployeeStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
