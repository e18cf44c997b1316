import {
  fleetEmployeesApi,
  fleetEmployeesMaxLimit,
  fleetExportsApi,
  type ApiResult,
} from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { settle, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import { fileStems, type Dataset, type ExportFormat, type RentLine } from './files';
import type { FromWriter, ToWriter } from './exportWriter';
import exportWorkerUrl from './exportWorker.ts?worker&url';
import { workerScriptUrl } from './workerScript';

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

type PageReader = (
  context: RouteContext,
  clientId: number,
  cursor: string | null,
  signal: AbortSignal,
) => Promise<ApiResult<Page<unknown>>>;

/**
 * The most pages a file reads (a million rows at 200 a page), so that an API that kept answering a
 * next cursor could not keep the page reading for ever.
 */
const maxPages = 5_000;

/** Both results, or the first failure. */
function both<A, B>(first: ApiResult<A>, second: ApiResult<B>): ApiResult<[A, B]> {
  if (!first.ok) return first;
  if (!second.ok) return second;
  return { ...first, data: [first.data, second.data] };
}

function map<T, U>(result: ApiResult<T>, transform: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: transform(result.data) } : result;
}

/** How each file's rows are read from the API, a page at a time, when it is asked for. */
const readers: Record<Dataset, PageReader> = {
  // Pages of 200 (the most the API serves), in the list's first order (by name).
  employees: (context, clientId, cursor, signal) =>
    fleetEmployeesApi(context.api).list(
      clientId,
      { limit: fleetEmployeesMaxLimit, ...(cursor === null ? {} : { cursor }) },
      { signal },
    ),
  leases: (context, clientId, cursor, signal) =>
    fleetExportsApi(context.api).leases(
      clientId,
      { limit: fleetEmployeesMaxLimit, ...(cursor === null ? {} : { cursor }) },
      { signal },
    ),
  // The scale without the equipment, then with it (helmet, lock): a few dozen lines, one "page".
  rents: async (context, clientId, _cursor, signal) => {
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
  },
};

/**
 * The files' writer in a worker of this route (exportWorker.ts: the CSV and the workbook, with
 * fflate; fetched on the first file, never by another route), so that the page's main thread only
 * reads the pages and shows the progress. Measured (apps/rider-web/scripts/exportsBench.mjs, README
 * "/exports"): writing on the main thread, 100,000 employees on a 4× slowed CPU gave 17 frames over
 * 100 ms for the CSV and 54 for the workbook. `write` resolves once the worker has written the page,
 * so no more than one page waits for it. Every browser the app supports has module workers.
 */
function writerWorker(dataset: Dataset, format: ExportFormat) {
  const worker = new Worker(workerScriptUrl(exportWorkerUrl), { type: 'module' });
  let waiting: { resolve: (message: FromWriter) => void; reject: (error: Error) => void } | null =
    null;
  let broken = false;
  const answer = (message: FromWriter | null) => {
    if (message === null) broken = true;
    const current = waiting;
    waiting = null;
    if (!current) return;
    if (message === null || message.kind === 'failed') {
      current.reject(new Error('The file could not be written.'));
    } else current.resolve(message);
  };
  worker.addEventListener('message', (event: MessageEvent<FromWriter>) => answer(event.data));
  // The worker's script could not be fetched (offline, or a release replaced it) or failed.
  worker.addEventListener('error', () => answer(null));
  const send = (message: ToWriter) =>
    new Promise<FromWriter>((resolve, reject) => {
      if (broken) {
        reject(new Error('The file writer failed.'));
        return;
      }
      waiting = { resolve, reject };
      worker.postMessage(message);
    });
  worker.postMessage({
    kind: 'start',
    dataset,
    format,
    sheet: fileStems[dataset],
  } satisfies ToWriter);
  let page = 0;
  return {
    write: async (items: unknown[]) => {
      const written = await send({ kind: 'rows', page: (page += 1), items });
      return written.kind === 'written' ? written.rows : 0;
    },
    finish: async () => {
      const file = await send({ kind: 'finish' });
      if (file.kind !== 'file') throw new Error('The file could not be written.');
      return file.blob;
    },
    close: () => worker.terminate(),
  };
}

/** At most this often the page redraws the progress (a page of rows comes every few dozen ms). */
const progressEveryMs = 250;

/**
 * Reads the company's rows for `dataset` page after page and hands each page to the writer worker
 * as it comes, reading the next page while the worker writes this one; `useDownload` hands the
 * file over. `progress` learns the rows written (at most every 250 ms, and after the last page),
 * of how many (the API's count, when it is exact); the last call is the file's row count (the
 * header not counted). `signal` cancels: the page being read is abandoned, the worker stopped,
 * nothing is saved and nothing is said. Null when there is no file: a refusal or a fault of the
 * API is the default snackbar (the one error policy: nothing the manager can correct here), as is
 * a writer that cannot be fetched (offline) or fails.
 */
export async function exportFile(
  context: RouteContext,
  clientId: number,
  dataset: Dataset,
  format: ExportFormat,
  progress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<Blob | null> {
  const writer = writerWorker(dataset, format);
  let shownAt = 0;
  let writing: Promise<number> = Promise.resolve(0);
  try {
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page += 1) {
      const result = await readers[dataset](context, clientId, cursor, signal);
      if (signal.aborted) return null;
      const outcome = settle(result, context.notify, { refusal: 'notify' });
      if (!outcome.ok) return null;
      const { items, nextCursor, total, totalExact } = outcome.data;
      // The previous page written first: one page at a time in the worker.
      await writing;
      writing = writer.write(items).then((rows) => {
        const now = Date.now();
        if (now - shownAt >= progressEveryMs || nextCursor === null) {
          shownAt = now;
          progress({ rows, total: totalExact ? Math.max(total, rows) : null });
        }
        return rows;
      });
      // Handled where it is awaited; a failure meanwhile is no unhandled rejection.
      writing.catch(() => undefined);
      cursor = nextCursor;
      if (cursor === null) {
        await writing;
        if (signal.aborted) return null;
        return await writer.finish();
      }
    }
    context.notify();
    return null;
  } catch {
    if (signal.aborted) return null;
    context.notify();
    return null;
  } finally {
    // A write still under way when the reading stopped (a fault, a cancel) ends with the worker.
    writer.close();
  }
}
