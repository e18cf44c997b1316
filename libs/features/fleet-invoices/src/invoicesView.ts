/**
 * What /invoices shows, as its address says it ("Large employers"): the server sorts and pages the
 * invoices (`GET /api/v2/clients/{id}/invoices`, by cursor) and filters them by status; the address
 * keeps the sort, the status and the cursors of the pages before the one shown (`@velo/leasing-ui/ListPages`), besides the company
 * (`?client=`), so a link, a reload, Back and Forward show the same page.
 */
import type { FleetInvoicesSort, Schemas } from '@velo/api-sdk';
import { cursorsFrom, withCursors } from '@velo/leasing-ui/ListPages';
import { apiSortOf, columnSortOf, type ColumnSort } from '@velo/leasing-ui/ListParams';

export type Invoice = Schemas['Invoice'];
export type InvoicePage = Schemas['InvoicePage'];
export type InvoiceStatus = Invoice['status'];

/** The statuses the contract defines, in a bill's life: to pay, late, paid (the filter's options). */
export const invoiceStatuses: readonly InvoiceStatus[] = ['unpaid', 'overdue', 'paid'];

/** Invoices a page shows: a year of one company's. */
export const pageSize = 12;

/** The table's sortable columns and the API's sort field of each (both amounts sort alike). */
export const sortFields = {
  month: 'month',
  dueDate: 'dueDate',
  amountExclTaxCents: 'amount',
  amountInclTaxCents: 'amount',
  state: 'status',
} as const;
export type SortColumn = keyof typeof sortFields;

export type InvoiceSort = ColumnSort<SortColumn>;

export interface InvoicesView {
  sort: InvoiceSort;
  /** The status kept (the API's `status`); null: every status. */
  status: InvoiceStatus | null;
  /** The cursors that lead to the page shown, one per page before it. */
  cursors: string[];
}

/** The newest month first, as the API's default. */
export const firstSort: InvoiceSort = { column: 'month', direction: 'descending' };

export const sortParam = 'sort';
export const statusParam = 'status';

const isStatus = (value: string | null): value is InvoiceStatus =>
  invoiceStatuses.includes(value as InvoiceStatus);

/** The API's sort for the table's. */
export function apiSort(sort: InvoiceSort): FleetInvoicesSort {
  return apiSortOf(sort, sortFields);
}

/** The view an address asks for; what is not understood falls back to the newest month first. */
export function viewFrom(params: URLSearchParams): InvoicesView {
  const status = params.get(statusParam);
  return {
    sort: columnSortOf(params.get(sortParam), sortFields) ?? firstSort,
    status: isStatus(status) ? status : null,
    cursors: cursorsFrom(params),
  };
}

/**
 * The address's parameters for a view, the company kept; the default sort and every status are
 * left out.
 */
export function paramsFrom(view: InvoicesView, current: URLSearchParams): URLSearchParams {
  const params = withCursors(current, view.cursors);
  params.delete(sortParam);
  params.delete(statusParam);
  const sort = apiSort(view.sort);
  if (sort !== apiSort(firstSort)) params.set(sortParam, sort);
  if (view.status !== null) params.set(statusParam, view.status);
  return params;
}
