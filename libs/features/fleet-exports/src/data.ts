import { fleetEmployeesApi, fleetExportsApi, type ApiResult } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import type { WorkbookRequest } from './xlsxWorker';
import {
  csvOf,
  employeeColumns,
  fileStems,
  leaseColumns,
  rentColumns,
  type Dataset,
  type ExportColumn,
  type ExportFormat,
  type RentLine,
} from './files';
import { workerScriptUrl } from './workerScript';
import xlsxWorkerUrl from './xlsxWorker.ts?worker&url';

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

/**
 * Writes the workbook in a worker of this route (xlsxWorker.ts, with write-excel-file: fetched on
 * the first workbook, never by another route), so that the page stays responsive meanwhile. Every
 * browser the app supports has module workers; without one the press ends in the default snackbar.
 */
async function writeWorkbook(request: WorkbookRequest): Promise<Blob> {
  const worker = new Worker(workerScriptUrl(xlsxWorkerUrl), { type: 'module' });
  try {
    return await new Promise<Blob>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<Blob | null>) => {
        if (event.data) resolve(event.data);
        else reject(new Error('The workbook could not be written.'));
      });
      worker.addEventListener('error', () => reject(new Error('The workbook writer failed.')));
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}

/** A file's content, read when it is asked for, ready to be written in either format. */
interface Table {
  rows: number;
  write: (format: ExportFormat, sheet: string) => Promise<Blob>;
}

function tableOf<Row>(columns: readonly ExportColumn<Row>[]) {
  return (rows: readonly Row[]): Table => ({
    rows: rows.length,
    write: async (format, sheet) =>
      format === 'csv'
        ? new Blob([csvOf(columns, rows)], { type: 'text/csv;charset=utf-8' })
        : writeWorkbook({
            sheet,
            columns: columns.map(({ header, type, width }) => ({ header, type, width })),
            rows: rows.map((row) => columns.map((column) => column.value(row))),
          }),
  });
}

/** Both results, or the first failure. */
function both<A, B>(first: ApiResult<A>, second: ApiResult<B>): ApiResult<[A, B]> {
  if (!first.ok) return first;
  if (!second.ok) return second;
  return { ...first, data: [first.data, second.data] };
}

type Reader = (context: RouteContext, clientId: number) => Promise<ApiResult<Table>>;

/** Each file's content, read from the API when it is asked for. */
const readers: Record<Dataset, Reader> = {
  employees: async (context, clientId) => {
    const api = fleetEmployeesApi(context.api);
    return map(await api.all(clientId), tableOf(employeeColumns));
  },
  leases: async (context, clientId) => {
    const api = fleetExportsApi(context.api);
    return map(await api.leases(clientId), tableOf(leaseColumns));
  },
  rents: async (context, clientId) => {
    // The scale without the equipment, then with it (helmet, lock).
    const [bare, equipped] = await Promise.all([
      context.api.clients.getMonthlyRents(clientId, { equipments: false }),
      context.api.clients.getMonthlyRents(clientId, { equipments: true }),
    ]);
    return map(both(bare, equipped), ([without, withEquipment]) =>
      tableOf(rentColumns)([
        ...without.rents.map((rent): RentLine => ({ ...rent, equipmentsIncluded: false })),
        ...withEquipment.rents.map((rent): RentLine => ({ ...rent, equipmentsIncluded: true })),
      ]),
    );
  },
};

function map<T, U>(result: ApiResult<T>, transform: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: transform(result.data) } : result;
}

/**
 * Reads the company's data for `dataset` and writes the file in the browser; `useDownload` hands it
 * over, and `counted` learns how many rows it holds (the header not counted). Null when there is no
 * file: a refusal or a fault of the API is the default snackbar (the one error policy: nothing the
 * manager can correct here), as is a workbook writer that cannot be fetched (offline).
 */
export async function exportFile(
  context: RouteContext,
  clientId: number,
  dataset: Dataset,
  format: ExportFormat,
  counted: (rows: number) => void,
): Promise<Blob | null> {
  const outcome = settle(await readers[dataset](context, clientId), context.notify, {
    refusal: 'notify',
  });
  if (!outcome.ok) return null;
  try {
    const blob = await outcome.data.write(format, fileStems[dataset]);
    counted(outcome.data.rows);
    return blob;
  } catch {
    // The workbook writer could not be fetched (offline, or a release replaced it) or failed.
    context.notify();
    return null;
  }
}
