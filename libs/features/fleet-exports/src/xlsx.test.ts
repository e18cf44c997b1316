// @vitest-environment node
// (jsdom's typed arrays come from another realm, which the zip writer would not recognise.)
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { leaseColumns, type FleetLease } from './files';
import { workbookOf } from './xlsx';

const sheetColumns = leaseColumns.map(({ header, type, width }) => ({ header, type, width }));
const rowsOf = (leases: FleetLease[]) =>
  leases.map((one) => leaseColumns.map((column) => column.value(one)));

const lease: FleetLease = {
  id: 418,
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

/** The workbook's parts, read back as the spreadsheet would. */
async function partsOf(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  return {
    names: Object.keys(files),
    workbook: text('xl/workbook.xml'),
    sheet: text('xl/worksheets/sheet1.xml'),
    strings: text('xl/sharedStrings.xml'),
  };
}

describe('the XLSX workbook of /exports', () => {
  it('one named sheet, French headers, numbers, dates and text each typed', async () => {
    const parts = await partsOf(await workbookOf('locations', sheetColumns, rowsOf([lease])));
    expect(parts.names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
    expect(parts.workbook).toContain('name="locations"');
    expect(parts.strings).toContain('Prix du vélo TTC (€)');
    expect(parts.strings).toContain('Léa');
    // The lease number and the amounts are numbers: 418, 2899 euros, 89.9 euros.
    const row2 = /<row r="2"[^>]*>(.*?)<\/row>/s.exec(parts.sheet)?.[1] ?? '';
    const cells = [...row2.matchAll(/<c r="([A-Z]+)2"([^>]*)>(.*?)<\/c>/gs)].map((match) => ({
      column: match[1],
      attributes: match[2] ?? '',
      value: /<v>(.*?)<\/v>/.exec(match[3] ?? '')?.[1],
    }));
    const cell = (column: string) => cells.find((found) => found.column === column);
    expect(cell('A')?.value).toBe('418');
    expect(cell('A')?.attributes).not.toContain('t="s"');
    expect(cell('K')?.value).toBe('2899');
    expect(cell('L')?.value).toBe('89.9');
    // The request date is a date cell: days since 1899-12-30 (45708 = 20 February 2025).
    expect(cell('H')?.value).toBe('45708');
    // Text stays text: a name starting with "=" is a shared string, never a formula.
    expect(cell('B')?.attributes).toContain('t="s"');
    expect(parts.sheet).not.toContain('<f>');
    // No end yet: the cell is left out or empty.
    expect(cell('J')?.value).toBeUndefined();
  });
});
