/**
 * The files of /exports written a chunk of rows at a time ("Large employers": a company of 100,000
 * employees). A writer takes the rows of each page the API answers as soon as it comes, turns them
 * into the file's bytes and keeps those as a Blob (held by the browser, outside the page's
 * JavaScript heap), so the memory the page uses while a file is made is one page's rows, whatever
 * the number of rows; the file is the Blobs put end to end.
 *
 * On the page's main thread, not in a worker: measured (tools/scripts/exports-bench.mjs, README
 * "/exports"), a chunk of 200 rows costs the main thread a few milliseconds even as a workbook (its
 * XML deflated), far under a 100 ms frame, and a worker would add a copy of every row between the
 * threads, a script of its own for the CSP and Trusted Types, and nothing the page can feel.
 */
import { csvHeader, csvLines, type ColumnType } from './files';

/** A column as the writers need it: no function, only how to write its values. */
export interface SheetColumn {
  header: string;
  type: ColumnType;
  /** The XLSX column's width, in characters. */
  width: number;
}

export type SheetValue = string | number | null;

/** A file being written: `write` each chunk of rows (one value per column), then `finish`. */
export interface FileWriter {
  write(rows: readonly (readonly SheetValue[])[]): void;
  finish(): Blob;
}

/** The CSV file of `csvOf` (files.ts), chunk by chunk: the same bytes, whatever the chunks. */
export function csvWriter(columns: readonly SheetColumn[]): FileWriter {
  const parts: Blob[] = [new Blob([csvHeader(columns)])];
  return {
    write(rows) {
      if (rows.length > 0) parts.push(new Blob([csvLines(columns, rows)]));
    },
    finish: () => new Blob(parts, { type: 'text/csv;charset=utf-8' }),
  };
}
