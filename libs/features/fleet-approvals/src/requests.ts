/**
 * The lease requests' table of /approve as plain functions ("Large employers"): the server sorts and
 * pages the requests (`GET /api/v2/clients/{id}/lease-requests/pending`, by cursor); the screen
 * keeps what it shows in the address — the sort, the search and the cursors of the pages before the
 * one shown —
 * so a link, a reload and the browser's Back and Forward show the same page. The company is the
 * switch's (`?client=`, @velo/auth's `companyParam`), the accounts' page their own (`?accounts=`).
 */
import type { PendingLeaseRequestsSort, Schemas } from '@velo/api-sdk';
import { cursorsFrom, withCursors } from '@velo/leasing-ui/ListPages';
import { apiSortOf, columnSortOf, type ColumnSort } from '@velo/leasing-ui/ListParams';
import { searchFrom, searchParam } from '@velo/leasing-ui/ListSearch';

export type RequestsPage = Schemas['PendingLeaseRequestPage'];

/** The table's sortable columns and the API's sort field of each. */
export const requestSortFields = { riderName: 'riderName', requested: 'requestedAt' } as const;
export type RequestSortColumn = keyof typeof requestSortFields;

export type RequestSort = ColumnSort<RequestSortColumn>;

/** Rows a page shows: what a screen holds, as the employees' table. */
export const requestsPageSize = 25;

/** The search parameters of the address that are the requests table's. */
export const requestsParams = { sort: 'sort', search: searchParam, cursor: 'requests' } as const;

/** What the requests table shows, as the address says it. */
export interface RequestsView {
  sort: RequestSort;
  /** The search as typed (trimmed), '' for none: the rider's names, e-mail address, number. */
  search: string;
  /**
   * The cursors that lead to the page shown, one per page before it: none on the first page, the
   * first page's `nextCursor` on the second… The page shown is the last one's.
   */
  cursors: string[];
}

/** The longest-waiting first (the API's default). */
export const firstRequestsView: RequestsView = {
  sort: { column: 'requested', direction: 'ascending' },
  search: '',
  cursors: [],
};

/** The API's sort for the table's. */
export function apiRequestSort(sort: RequestSort): PendingLeaseRequestsSort {
  return apiSortOf(sort, requestSortFields);
}

/** The view an address asks for; what is not understood falls back to the first view's. */
export function requestsViewFrom(params: URLSearchParams): RequestsView {
  return {
    sort:
      columnSortOf(params.get(requestsParams.sort), requestSortFields) ?? firstRequestsView.sort,
    search: searchFrom(params, requestsParams.search),
    cursors: cursorsFrom(params, requestsParams.cursor),
  };
}

/**
 * The address's search parameters for a view, the others (the company, the accounts' page) kept as
 * they are; the first view's values are left out, so /approve is the first page.
 */
export function requestsParamsFrom(view: RequestsView, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of Object.values(requestsParams)) params.delete(name);
  const sort = apiRequestSort(view.sort);
  if (sort !== apiRequestSort(firstRequestsView.sort)) params.set(requestsParams.sort, sort);
  if (view.search !== '') params.set(requestsParams.search, view.search);
  return withCursors(params, view.cursors, requestsParams.cursor);
}
