// @vitest-environment node
// (The workbook's zip writer wants this realm's typed arrays; jsdom's come from another.)
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  csvOf,
  employeeColumns,
  leaseColumns,
  type ExportColumn,
  type FleetEmployee,
  type FleetLease,
} from './files';
import { exportWriter, type FromWriter } from './exportWriter';
import { csvWriter, type FileWriter, type SheetColumn, type SheetValue } from './writers';
import { workbookWriter } from './xlsx';

const statuses = ['not-registered', 'registered', 'active', 'ended'] as const;

/** A person of the employees' list, made from a number (accents, quotes, `;` and formulas among them). */
const employeeOf = (n: number): FleetEmployee => ({
  email: `salarie.${n}@grandgroupe.test`,
  company: { id: 1 + (n % 5), name: `Grand Groupe ${['Lyon', 'Lille', 'Nantes'][n % 3]}` },
  firstName: n % 7 === 0 ? null : ['Hélène', 'Zoé "Zo"', 'Anne;Marie', '=Loïc'][n % 4]!,
  lastName: n % 7 === 0 ? null : `Nom-${n} <${n % 2 ? 'é' : '&'}>`,
  employeeNumber: n % 3 === 0 ? null : String(n).padStart(7, '0'),
  status: statuses[n % statuses.length]!,
  bike: n % 4 === 2 ? 'Moustache Lundi 27' : null,
  leaseEndsOn: n % 4 === 2 ? `2028-0${1 + (n % 9)}-1${n % 10}` : null,
});

const columnsOf = <Row>(columns: readonly ExportColumn<Row>[]): SheetColumn[] =>
  columns.map(({ header, type, width }) => ({ header, type, width }));
const valuesOf = <Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]) =>
  rows.map((row) => columns.map((column) => column.value(row)));

/** The file's text, its byte-order mark kept (`Blob.text()` drops it). */
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

/** Writes `rows` into `writer` in chunks of the given sizes (the last one repeated to the end). */
function writeInChunks(writer: FileWriter, rows: SheetValue[][], sizes: number[]): Blob {
  let start = 0;
  for (let chunk = 0; start < rows.length; chunk += 1) {
    const size = Math.max(1, sizes[Math.min(chunk, sizes.length - 1)] ?? 1);
    writer.write(rows.slice(start, start + size));
    start += size;
  }
  return writer.finish();
}

/** The workbook's sheet, read back: each row's cells by column letter, as texts. */
async function sheetRows(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  const decode = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const sheet = text('xl/worksheets/sheet1.xml');
  const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/gs)].map((row) => ({
    number: Number(row[1]),
    cells: Object.fromEntries(
      [
        ...(row[2] ?? '').matchAll(/<c r="([A-Z]+)\d+" s="(\d+)"( t="inlineStr")?>(.*?)<\/c>/gs),
      ].map((cell) => [
        cell[1],
        {
          style: Number(cell[2]),
          inline: Boolean(cell[3]),
          value: decode(
            /<v>(.*?)<\/v>/.exec(cell[4] ?? '')?.[1] ??
              /<t[^>]*>(.*?)<\/t>/s.exec(cell[4] ?? '')?.[1] ??
              '',
          ),
        },
      ]),
    ),
  }));
  return { names: Object.keys(files), text, sheet, rows };
}

describe('the CSV file written a chunk at a time', () => {
  it('the same bytes as the whole file at once, for any chunk sizes', async () => {
    const people = Array.from({ length: 37 }, (_, n) => employeeOf(n));
    const whole = csvOf(employeeColumns, people);
    for (const sizes of [[1], [5], [36], [37], [200], [3, 1, 10]]) {
      const blob = writeInChunks(
        csvWriter(columnsOf(employeeColumns)),
        valuesOf(employeeColumns, people),
        sizes,
      );
      expect(await textOf(blob), `chunks of ${sizes.join(', ')}`).toBe(whole);
      expect(blob.type).toBe('text/csv;charset=utf-8');
    }
  });

  it('property: every row once, in order, whatever the rows and the chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 10_000 }), { maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 1, maxLength: 6 }),
        async (numbers, sizes) => {
          const people = numbers.map(employeeOf);
          const blob = writeInChunks(
            csvWriter(columnsOf(employeeColumns)),
            valuesOf(employeeColumns, people),
            sizes,
          );
          expect(await textOf(blob)).toBe(csvOf(employeeColumns, people));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('no rows: the header line alone', async () => {
    const blob = csvWriter(columnsOf(leaseColumns)).finish();
    expect(await textOf(blob)).toBe(csvOf(leaseColumns, []));
  });
});

const lease: FleetLease = {
  id: 418,
  company: { id: 12, name: 'Holding Atlantique – Nantes' },
  riderFirstName: 'Léa',
  riderLastName: '=Dubois',
  email: 'lea.dubois@acme.test',
  employeeNumber: '00042',
  bike: 'Moustache Lundi 27',
  status: 'active',
  requestedOn: '2025-02-20',
  startedOn: '2025-03-01',
  endsOn: null,
  bikePriceCents: 289_900,
  monthlyRentCents: 8_990,
  employerContributionCents: 4_495,
  riderShareCents: 4_495,
};

describe('the XLSX workbook written a chunk at a time', () => {
  it('one named sheet, French headers in bold and frozen, numbers, dates and text each typed', async () => {
    const writer = workbookWriter('locations', columnsOf(leaseColumns));
    writer.write(valuesOf(leaseColumns, [lease]));
    const blob = writer.finish();
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { names, text, sheet, rows } = await sheetRows(blob);
    expect(names).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    );
    expect(text('xl/workbook.xml')).toContain('name="locations"');
    expect(text('xl/styles.xml')).toContain('formatCode="dd/mm/yyyy"');
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toContain('<col min="1" max="1" width="13" customWidth="1"/>');
    const [header, row] = rows;
    expect(header?.cells['K']).toEqual({ style: 1, inline: true, value: 'Prix du vélo TTC (€)' });
    // The lease number and the amounts are numbers: 418, 2899 euros, 89.9 euros.
    expect(row?.cells['A']).toEqual({ style: 3, inline: false, value: '418' });
    expect(row?.cells['K']).toEqual({ style: 4, inline: false, value: '2899' });
    expect(row?.cells['L']).toEqual({ style: 4, inline: false, value: '89.9' });
    // The request date is a date cell: days since 1899-12-30 (45708 = 20 February 2025).
    expect(row?.cells['H']).toEqual({ style: 5, inline: false, value: '45708' });
    // Text stays text: a name starting with "=" is a text cell, never a formula; 00042 keeps its zeros.
    expect(row?.cells['B']).toEqual({ style: 2, inline: true, value: '=Dubois' });
    expect(row?.cells['E']).toEqual({ style: 2, inline: true, value: '00042' });
    expect(sheet).not.toContain('<f>');
    // No end yet: no cell.
    expect(row?.cells['J']).toBeUndefined();
    // The lease's company last, as text (a group's workbook holds every company's leases).
    expect(header?.cells['O']).toEqual({ style: 1, inline: true, value: 'Entreprise' });
    expect(row?.cells['O']).toEqual({
      style: 2,
      inline: true,
      value: 'Holding Atlantique – Nantes',
    });
  });

  it('every row once, in order, with the same texts as the CSV, for several chunk sizes', async () => {
    const people = Array.from({ length: 450 }, (_, n) => employeeOf(n));
    const values = valuesOf(employeeColumns, people);
    const csvRows = csvOf(employeeColumns, people)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    for (const sizes of [[1], [7], [200], [450], [1000], [199, 2, 50]]) {
      const { rows } = await sheetRows(
        writeInChunks(workbookWriter('salaries', columnsOf(employeeColumns)), values, sizes),
      );
      expect(rows.map((row) => row.number)).toEqual(
        Array.from({ length: people.length + 1 }, (_, index) => index + 1),
      );
      // The e-mail (column C) of each row, in order; the names as written, markup and all.
      expect(rows.slice(1).map((row) => row.cells['C']?.value)).toEqual(
        people.map((person) => person.email),
      );
      expect(rows.slice(1).map((row) => row.cells['A']?.value ?? null)).toEqual(
        people.map((person) => person.lastName),
      );
      expect(rows[0]?.cells['H']?.value).toBe(csvRows[0]?.split(';')[7]);
    }
  });

  it('a workbook of no rows is the header alone', async () => {
    const { rows } = await sheetRows(workbookWriter('loyers', columnsOf(leaseColumns)).finish());
    expect(rows).toHaveLength(1);
  });
});

describe('the writer worker’s messages (exportWriter.ts)', () => {
  it('start, pages answered one by one with the rows written so far, then the file', async () => {
    const answers: FromWriter[] = [];
    const handle = exportWriter((message) => answers.push(message));
    const people = Array.from({ length: 5 }, (_, n) => employeeOf(n));
    handle({ kind: 'start', dataset: 'employees', format: 'csv', sheet: 'salaries' });
    handle({ kind: 'rows', page: 1, items: people.slice(0, 3) });
    handle({ kind: 'rows', page: 2, items: people.slice(3) });
    handle({ kind: 'finish' });
    expect(answers.slice(0, 2)).toEqual([
      { kind: 'written', page: 1, rows: 3 },
      { kind: 'written', page: 2, rows: 5 },
    ]);
    const file = answers[2];
    expect(file?.kind).toBe('file');
    if (file?.kind === 'file') {
      expect(await textOf(file.blob)).toBe(csvOf(employeeColumns, people));
    }
  });

  it('rows before a start, or a finish after the file: failed, never a file', () => {
    const answers: FromWriter[] = [];
    const handle = exportWriter((message) => answers.push(message));
    handle({ kind: 'rows', page: 1, items: [] });
    handle({ kind: 'start', dataset: 'rents', format: 'xlsx', sheet: 'loyers-mensuels' });
    handle({ kind: 'finish' });
    handle({ kind: 'finish' });
    expect(answers.map((answer) => answer.kind)).toEqual(['failed', 'file', 'failed']);
  });
});
