/**
 * What the files' writer worker of /exports does (exportWorker.ts wires it to the worker's
 * messages; a test runs it in-process): it receives a file's rows a page at a time, as the API
 * answered them, turns each into the file's values (the columns of files.ts) and writes them
 * (writers.ts: CSV, or the workbook of xlsx.ts), answering `written` after each page so that the
 * page sends the next one only then (never more than a page waits in the worker); then the file.
 */
import {
  employeeColumns,
  leaseColumns,
  rentColumns,
  type Dataset,
  type ExportColumn,
  type ExportFormat,
} from './files';
import { csvWriter, type FileWriter } from './writers';
import { workbookWriter } from './xlsx';

export type ToWriter =
  | { kind: 'start'; dataset: Dataset; format: ExportFormat; sheet: string }
  | { kind: 'rows'; page: number; items: unknown[] }
  | { kind: 'finish' };

export type FromWriter =
  | { kind: 'written'; page: number; rows: number }
  | { kind: 'file'; blob: Blob }
  | { kind: 'failed' };

const columnsOf: Record<Dataset, readonly ExportColumn<never>[]> = {
  employees: employeeColumns,
  leases: leaseColumns,
  rents: rentColumns,
};

/** A writer's state between messages, and what it does with each. */
export function exportWriter(post: (message: FromWriter) => void) {
  let columns: readonly ExportColumn<unknown>[] = [];
  let writer: FileWriter | null = null;
  let rows = 0;
  return (message: ToWriter) => {
    try {
      switch (message.kind) {
        case 'start': {
          columns = columnsOf[message.dataset] as readonly ExportColumn<unknown>[];
          const sheetColumns = columns.map(({ header, type, width }) => ({ header, type, width }));
          writer =
            message.format === 'csv'
              ? csvWriter(sheetColumns)
              : workbookWriter(message.sheet, sheetColumns);
          rows = 0;
          return;
        }
        case 'rows': {
          if (!writer) throw new Error('rows before start');
          writer.write(message.items.map((item) => columns.map((column) => column.value(item))));
          rows += message.items.length;
          post({ kind: 'written', page: message.page, rows });
          return;
        }
        case 'finish': {
          if (!writer) throw new Error('finish before start');
          post({ kind: 'file', blob: writer.finish() });
          writer = null;
          return;
        }
      }
    } catch {
      writer = null;
      post({ kind: 'failed' });
    }
  };
}
