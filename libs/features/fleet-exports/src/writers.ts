/**
 * The files of /exports written a chunk of rows at a time ("Large employers": a company of 100,000
 * employees). A writer takes the rows of each page the API answers as soon as it comes, turns them
 * into the file's bytes and keeps those as a Blob (held by the browser, outside the JavaScript
 * heap), so the memory the writer uses while a file is made is one page's rows, whatever the number
 * of rows; the file is the Blobs put end to end.
 *
 * They run in the route's worker (exportWriter.ts), off the page's main thread (data.ts says why,
 * with the figures).
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
