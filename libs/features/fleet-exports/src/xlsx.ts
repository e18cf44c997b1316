/**
 * The XLSX workbook of an export (issue 15): one sheet, the header row in bold and kept in view,
 * each column typed — text as text (a matricule `00042` stays `00042`, a name starting with `=` is
 * no formula), amounts as numbers of euros with two decimals, dates as date cells. Written with
 * write-excel-file (MIT), in a worker of the /exports route (xlsxWorker.ts): the page stays
 * responsive while a 2,000-row workbook is written, and the library is fetched only then.
 */
import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/browser';
import type { ColumnType } from './files';

/** A column as the workbook needs it: what the worker receives (no functions cross to it). */
export interface SheetColumn {
  header: string;
  type: ColumnType;
  width: number;
}

export type SheetValue = string | number | null;

/** `2026-11-26` → midnight UTC that day: the library counts a date cell's days from UTC. */
function calendarDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
}

const euroFormat = '#,##0.00\\ "€"';
const dateFormat = 'dd/mm/yyyy';

function cellOf(type: ColumnType, value: SheetValue): Cell {
  if (value === null || value === '') return null;
  switch (type) {
    case 'integer':
      return { type: Number, value: Number(value), format: '0' };
    case 'euros':
      return { type: Number, value: Number(value) / 100, format: euroFormat };
    case 'date': {
      const date = calendarDate(String(value));
      return date ? { type: Date, value: date, format: dateFormat } : String(value);
    }
    case 'text':
      return { type: String, value: String(value), format: '@' };
  }
}

/** The sheet's rows: the headers, then one row per item. */
export function sheetOf(columns: readonly SheetColumn[], rows: readonly SheetValue[][]): SheetData {
  return [
    columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column, index) => cellOf(column.type, row[index] ?? null))),
  ];
}

/** The workbook as a file, its one sheet named `sheet`. */
export function workbookOf(
  sheet: string,
  columns: readonly SheetColumn[],
  rows: readonly SheetValue[][],
): Promise<Blob> {
  return writeExcelFile(sheetOf(columns, rows), {
    sheet,
    columns: columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  }).toBlob();
}
