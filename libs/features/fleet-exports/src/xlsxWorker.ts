/**
 * The /exports workbook writer, off the page's main thread (xlsx.ts). A module worker of the app's
 * own origin, so the Content-Security-Policy (`script-src 'self'`) lets it run; it answers one
 * request with the workbook, or with `null` if writing failed.
 */
import { workbookOf, type SheetColumn, type SheetValue } from './xlsx';

export interface WorkbookRequest {
  sheet: string;
  columns: SheetColumn[];
  rows: SheetValue[][];
}

self.addEventListener('message', (event: MessageEvent<WorkbookRequest>) => {
  const { sheet, columns, rows } = event.data;
  workbookOf(sheet, columns, rows).then(
    (blob) => self.postMessage(blob),
    () => self.postMessage(null),
  );
});
