/**
 * One full export of a company's employees, written in Node the way /exports writes it in the page,
 * with the process's memory sampled: part of `npm run bench` (apps/rider-web/scripts/exportsBench.mjs),
 * run in a
 * process of its own so that its peak is the writer's alone. Not a test.
 *
 *   tsx libs/features/fleet-exports/scripts/exportWriterRun.ts <api> <token> <clientId> <csv|xlsx> <pages|whole>
 *
 * `pages`: what ships (libs/features/fleet-exports/src/writers.ts, xlsx.ts) — each page of 200 rows
 * written into the file as it comes and kept as a Blob. `whole`: what /exports did before, for the
 * comparison — every page read into one array, then the file built at once (the CSV with `csvOf`,
 * the workbook with write-excel-file). Prints one line of JSON: rows, bytes, time, and the peak of
 * the JavaScript heap and of the resident memory above what the process held before the export.
 */
import writeExcelFile, { type Cell } from 'write-excel-file/node';
import { csvOf, employeeColumns, type ColumnType, type FleetEmployee } from '../src/files.ts';
import { csvWriter, type FileWriter } from '../src/writers.ts';
import { workbookWriter } from '../src/xlsx.ts';

const [api, token, clientId, format, mode] = process.argv.slice(2);
if (!api || !token || !clientId || (format !== 'csv' && format !== 'xlsx')) {
  console.error('usage: exportWriterRun.ts <api> <token> <clientId> <csv|xlsx> <pages|whole>');
  process.exit(2);
}

interface Page {
  items: FleetEmployee[];
  nextCursor: string | null;
}

async function readPage(cursor: string | null): Promise<Page> {
  const query = new URLSearchParams({ limit: '200', ...(cursor ? { cursor } : {}) });
  const response = await fetch(`${api}/api/v2/clients/${clientId}/employees?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`page ${cursor ?? 'first'}: ${response.status}`);
  return (await response.json()) as Page;
}

global.gc?.();
const before = process.memoryUsage();
const peak = { heap: before.heapUsed, rss: before.rss };
const sample = () => {
  const now = process.memoryUsage();
  peak.heap = Math.max(peak.heap, now.heapUsed);
  peak.rss = Math.max(peak.rss, now.rss);
};
const sampler = setInterval(sample, 10);
const started = performance.now();
const columns = employeeColumns.map(({ header, type, width }) => ({ header, type, width }));
let rows = 0;
let bytes = 0;

/** write-excel-file's cells, as /exports wrote them before (its xlsx.ts then). */
function oldCell(type: ColumnType, value: string | number | null): Cell {
  if (value === null || value === '') return null;
  if (type === 'date') {
    const [year, month, day] = String(value).split('-').map(Number);
    return { type: Date, value: new Date(Date.UTC(year!, month! - 1, day!)), format: 'dd/mm/yyyy' };
  }
  return { type: String, value: String(value), format: '@' };
}

if (mode === 'whole') {
  const everyone: FleetEmployee[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    everyone.push(...page.items);
    cursor = page.nextCursor;
    sample();
  } while (cursor !== null);
  rows = everyone.length;
  if (format === 'csv') {
    const text = csvOf(employeeColumns, everyone);
    sample();
    bytes = new Blob([text]).size;
  } else {
    const sheet = [
      columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
      ...everyone.map((row) =>
        employeeColumns.map((column) => oldCell(column.type, column.value(row))),
      ),
    ];
    sample();
    const buffer = await writeExcelFile(sheet, {
      columns: columns.map((column) => ({ width: column.width })),
      stickyRowsCount: 1,
    }).toBuffer();
    sample();
    bytes = buffer.length;
  }
} else {
  const writer: FileWriter =
    format === 'csv' ? csvWriter(columns) : workbookWriter('salaries', columns);
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    writer.write(page.items.map((row) => employeeColumns.map((column) => column.value(row))));
    rows += page.items.length;
    cursor = page.nextCursor;
    sample();
  } while (cursor !== null);
  bytes = writer.finish().size;
}
sample();
clearInterval(sampler);
const mb = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10;
console.log(
  JSON.stringify({
    format,
    mode,
    rows,
    bytes,
    ms: Math.round(performance.now() - started),
    heapPeakMb: mb(peak.heap - before.heapUsed),
    rssPeakMb: mb(peak.rss - before.rss),
  }),
);
