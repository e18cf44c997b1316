import {
  fleetEmployeesApi,
  fleetEmployeesMaxLimit,
  fleetExportsApi,
  type ApiResult,
} from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import {
  employeeColumns,
  fileStems,
  leaseColumns,
  rentColumns,
  type Dataset,
  type ExportColumn,
  type ExportFormat,
  type RentLine,
} from './files';
import { csvWriter, type FileWriter, type SheetColumn, type SheetValue } from './writers';

/** What /exports shows: the manager's companies and the one whose files are made. */
export interface ExportsData {
  companies: HeldCompany[];
  company: HeldCompany | null;
}

/**
 * The right that opens /exports (libs/auth `routeRights`): here it names the companies, a group's
 * subsidiaries first (their riders and leases are theirs).
 */
const exportsRight = 'exports';

/**
 * /exports: the companies only. Nothing of a file is read before the manager asks for it — the
 * screen opens at once, and each file is the data of the moment it is made.
 */
export function exportsLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<ExportsData> => {
    const companies = await companiesHeld(context, exportsRight, request.signal);
    const company = chosenCompany(companies, new URL(request.url).searchParams.get(companyParam));
    return { companies, company };
  };
}

/** How far a file has come: the rows written, of `total` (null while the API counts no further). */
export interface ExportProgress {
  rows: number;
  total: number | null;
}

/** One page of a file's rows, as the API answers it. */
interface Page<Row> {
  items: Row[];
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}

type PageReader<Row> = (
  context: RouteContext,
  clientId: number,
  cursor: string | null,
  signal: AbortSignal,
) => Promise<ApiResult<Page<Row>>>;

/** A file: its columns and how its rows are read, a page at a time. */
interface Source {
  columns: readonly SheetColumn[];
  /** Reads every page in order, handing each page's values (one per column) to `take`. */
  read(
    context: RouteContext,
    clientId: number,
    signal: AbortSignal,
    take: (rows: SheetValue[][], page: Omit<Page<unknown>, 'items'>) => void,
  ): Promise<ApiResult<null>>;
}

/**
 * The most pages a file reads (a million rows at 200 a page), so that an API that kept answering a
 * next cursor could not keep the page reading for ever.
 */
const maxPages = 5_000;

function sourceOf<Row>(columns: readonly ExportColumn<Row>[], readPage: PageReader<Row>): Source {
  return {
    columns: columns.map(({ header, type, width }) => ({ header, type, width })),
    async read(context, clientId, signal, take) {
      let cursor: string | null = null;
      for (let page = 0; page < maxPages; page += 1) {
        const result = await readPage(context, clientId, cursor, signal);
        if (!result.ok) return result;
        const { items, ...rest } = result.data;
        take(
          items.map((row) => columns.map((column) => column.value(row))),
          rest,
        );
        cursor = result.data.nextCursor;
        if (cursor === null) return { ...result, data: null };
      }
      return { ok: false, kind: 'network', status: 500, error: undefined };
    },
  };
}

/** Both results, or the first failure. */
function both<A, B>(first: ApiResult<A>, second: ApiResult<B>): ApiResult<[A, B]> {
  if (!first.ok) return first;
  if (!second.ok) return second;
  return { ...first, data: [first.data, second.data] };
}

function map<T, U>(result: ApiResult<T>, transform: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: transform(result.data) } : result;
}

/** Each file: its columns, and its rows read from the API a page at a time when it is asked for. */
const sources: Record<Dataset, Source> = {
  // Pages of 200 (the most the API serves), in the list's first order (by name).
  employees: sourceOf(employeeColumns, (context, clientId, cursor, signal) =>
    fleetEmployeesApi(context.api).list(
      clientId,
      { limit: fleetEmployeesMaxLimit, ...(cursor === null ? {} : { cursor }) },
      { signal },
    ),
  ),
  leases: sourceOf(leaseColumns, (context, clientId, cursor, signal) =>
    fleetExportsApi(context.api).leases(
      clientId,
      { limit: fleetEmployeesMaxLimit, ...(cursor === null ? {} : { cursor }) },
      { signal },
    ),
  ),
  // The scale without the equipment, then with it (helmet, lock): a few dozen lines, one "page".
  rents: sourceOf(rentColumns, async (context, clientId, _cursor, signal) => {
    const [bare, equipped] = await Promise.all([
      context.api.clients.getMonthlyRents(clientId, { equipments: false }, { signal }),
      context.api.clients.getMonthlyRents(clientId, { equipments: true }, { signal }),
    ]);
    return map(both(bare, equipped), ([without, withEquipment]): Page<RentLine> => {
      const items = [
        ...without.rents.map((rent): RentLine => ({ ...rent, equipmentsIncluded: false })),
        ...withEquipment.rents.map((rent): RentLine => ({ ...rent, equipmentsIncluded: true })),
      ];
      return { items, nextCursor: null, total: items.length, totalExact: true };
    });
  }),
};

/** The writer of `format`: the workbook's (xlsx.ts, with fflate) fetched only when one is asked for. */
async function writerOf(format: ExportFormat, sheet: string, columns: readonly SheetColumn[]) {
  if (format === 'csv') return () => csvWriter(columns);
  const { workbookWriter } = await import('./xlsx');
  return () => workbookWriter(sheet, columns);
}

/**
 * Reads the company's rows for `dataset` page after page and writes each page into the file as it
 * comes (writers.ts); `useDownload` hands the file over. `progress` learns the rows written after
 * each page, of how many (the API's count, when it is exact); the last call is the file's row
 * count (the header not counted). `signal` cancels: the page being read is abandoned, nothing is
 * saved and nothing is said. Null when there is no file: a refusal or a fault of the API is the
 * default snackbar (the one error policy: nothing the manager can correct here), as is a workbook
 * writer that cannot be fetched (offline).
 */
export async function exportFile(
  context: RouteContext,
  clientId: number,
  dataset: Dataset,
  format: ExportFormat,
  progress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<Blob | null> {
  const source = sources[dataset];
  let makeWriter: () => FileWriter;
  try {
    makeWriter = await writerOf(format, fileStems[dataset], source.columns);
  } catch {
    // The workbook writer could not be fetched (offline, or a release replaced it).
    context.notify();
    return null;
  }
  let writer: FileWriter | null = null;
  let rows = 0;
  try {
    const read = await source.read(context, clientId, signal, (values, page) => {
      writer ??= makeWriter();
      writer.write(values);
      rows += values.length;
      progress({ rows, total: page.totalExact ? Math.max(page.total, rows) : null });
    });
    if (signal.aborted) return null;
    const outcome = settle(read, context.notify, { refusal: 'notify' });
    if (!outcome.ok) return null;
    return (writer ?? makeWriter()).finish();
  } catch {
    // The writer failed (a workbook it could not compress): no file, the default snackbar.
    if (signal.aborted) return null;
    context.notify();
    return null;
  }
}
