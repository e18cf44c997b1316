/**
 * The employees' table of /employees as plain functions ("Large employers"): the server sorts,
 * filters, searches and pages the list (`GET /api/v2/clients/{id}/employees`, by cursor); the screen
 * keeps what it shows in the address — the sort, the status, the search and the cursors of the pages
 * before the one shown — so a link, a reload and the browser's Back and Forward show the same page.
 */
import type { FleetEmployeesSort, Schemas } from '@velo/api-sdk';
import { cursorsFrom, withCursors } from '@velo/leasing-ui/ListPages';
import { apiSortOf, columnSortOf, type ColumnSort } from '@velo/leasing-ui/ListParams';
import { searchFrom, searchParam } from '@velo/leasing-ui/ListSearch';

export type FleetEmployee = Schemas['FleetEmployee'];
export type EmployeePage = Schemas['FleetEmployeePage'];
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

/** The table's sortable columns and the API's sort field of each. */
export const sortFields = {
  name: 'lastName',
  email: 'email',
  employeeNumber: 'employeeNumber',
  status: 'status',
  leaseEndsOn: 'leaseEndsOn',
} as const;
export type SortColumn = keyof typeof sortFields;
export const sortColumns = Object.keys(sortFields) as SortColumn[];

export type EmployeeSort = ColumnSort<SortColumn>;

/** Rows a page shows: what a screen holds, and few enough that a page redraws at once. */
export const pageSize = 25;

/** The search parameters of the address (`client` is the company switch's, @velo/auth's). */
export const viewParams = {
  sort: 'sort',
  status: 'status',
  search: searchParam,
  cursor: 'cursor',
} as const;

/** What the table shows, as the address says it. */
export interface EmployeesView {
  sort: EmployeeSort;
  /** null: every status. */
  status: EmployeeStatus | null;
  /** The search as typed (trimmed), '' for none. */
  search: string;
  /**
   * The cursors that lead to the page shown, one per page before it: none on the first page, the
   * first page's `nextCursor` on the second… The page shown is the last one's.
   */
  cursors: string[];
}

export const firstView: EmployeesView = {
  sort: { column: 'name', direction: 'ascending' },
  status: null,
  search: '',
  cursors: [],
};

/** The API's sort for the table's. */
export function apiSort(sort: EmployeeSort): FleetEmployeesSort {
  return apiSortOf(sort, sortFields);
}

const isStatus = (value: string | null): value is EmployeeStatus =>
  employeeStatuses.includes(value as EmployeeStatus);

/** The view an address asks for; what is not understood falls back to the first view's. */
export function viewFrom(params: URLSearchParams): EmployeesView {
  const status = params.get(viewParams.status);
  return {
    sort: columnSortOf(params.get(viewParams.sort), sortFields) ?? firstView.sort,
    status: isStatus(status) ? status : null,
    search: searchFrom(params, viewParams.search),
    cursors: cursorsFrom(params, viewParams.cursor),
  };
}

/**
 * The address's search parameters for a view, the others (the company) kept as they are; the
 * first view's values are left out, so /employees is the first page by name.
 */
export function paramsFrom(view: EmployeesView, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of Object.values(viewParams)) params.delete(name);
  const sort = apiSort(view.sort);
  if (sort !== apiSort(firstView.sort)) params.set(viewParams.sort, sort);
  if (view.status !== null) params.set(viewParams.status, view.status);
  if (view.search !== '') params.set(viewParams.search, view.search);
  return withCursors(params, view.cursors, viewParams.cursor);
}

/** "Dubois Léa", last name first as a list of people is read; the address when there is no name. */
export function displayName(employee: Pick<FleetEmployee, 'firstName' | 'lastName' | 'email'>) {
  const name = [employee.lastName, employee.firstName].filter(Boolean).join(' ');
  return name === '' ? employee.email : name;
}
