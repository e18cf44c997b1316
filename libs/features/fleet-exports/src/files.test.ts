import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byteOrderMark,
  csvOf,
  csvText,
  employeeColumns,
  fileName,
  frenchDate,
  frenchEuros,
  leaseColumns,
  type ExportColumn,
  type FleetEmployee,
  type FleetLease,
} from './files';

/** A CSV parser as a spreadsheet reads the file: `;` between fields, quotes around some. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(byteOrderMark)).toBe(true);
  const body = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

const sophie: FleetEmployee = {
  email: 'lea.dubois@acme.test',
  company: { id: 7, name: 'Acme France' },
  firstName: 'Léa',
  lastName: 'Dubois',
  employeeNumber: '00042',
  status: 'active',
  bike: 'Moustache Lundi 27',
  leaseEndsOn: '2028-03-31',
};

const lease: FleetLease = {
  id: 418,
  company: { id: 7, name: 'Acme France' },
  riderFirstName: 'Léa',
  riderLastName: 'Dubois',
  email: 'lea.dubois@acme.test',
  employeeNumber: null,
  bike: 'Moustache Lundi 27',
  status: 'ended',
  requestedOn: '2025-02-20',
  startedOn: '2025-03-01',
  endsOn: '2026-10-15',
  bikePriceCents: 289_900,
  monthlyRentCents: 8_990,
  employerContributionCents: 4_495,
  riderShareCents: 4_495,
};

describe('the CSV files of /exports', () => {
  it('a French spreadsheet’s CSV: BOM, `;`, CRLF, French headers, decimal comma, dd/mm/yyyy', () => {
    const text = csvOf(leaseColumns, [lease]);
    expect(text.startsWith(byteOrderMark)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      [
        'N° de location',
        'Nom',
        'Prénom',
        'E-mail',
        'Matricule',
        'Vélo',
        'Statut',
        'Demandée le',
        'Début',
        'Fin',
        'Prix du vélo TTC (€)',
        'Loyer mensuel TTC (€)',
        'Part employeur (€)',
        'Part salarié (€)',
        'Entreprise',
      ],
      [
        '418',
        'Dubois',
        'Léa',
        'lea.dubois@acme.test',
        '',
        'Moustache Lundi 27',
        'Terminée',
        '20/02/2025',
        '01/03/2025',
        '15/10/2026',
        '2899,00',
        '89,90',
        '44,95',
        '44,95',
        'Acme France',
      ],
    ]);
  });

  it('the employees’ status in French words, an empty end of lease left empty', () => {
    const rows = parseCsv(
      csvOf(employeeColumns, [sophie, { ...sophie, status: 'not-registered', leaseEndsOn: null }]),
    );
    expect(rows[1]).toEqual([
      'Dubois',
      'Léa',
      'lea.dubois@acme.test',
      '00042',
      'Location en cours',
      'Moustache Lundi 27',
      '31/03/2028',
      'Acme France',
    ]);
    expect(rows[2]?.[4]).toBe('Pas encore inscrit');
    expect(rows[2]?.[6]).toBe('');
  });

  it('never a formula: a name starting with = + - @ is written as text', () => {
    for (const value of ['=HYPERLINK("x")', '+33', '-1', '@SUM(A1)']) {
      expect(csvText(value).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    }
    expect(csvText('Anne-Sophie')).toBe('Anne-Sophie');
  });

  it('any text comes back as written (bar the apostrophe before a formula)', () => {
    const column: ExportColumn<string> = {
      header: 'Texte',
      type: 'text',
      width: 10,
      value: (v) => v,
    };
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { maxLength: 8 }),
        (values) => {
          const rows = parseCsv(csvOf([column], values)).slice(1);
          expect(rows.map((row) => row[0])).toEqual(
            values.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
          );
        },
      ),
    );
  });

  it('amounts and dates as French spreadsheets read them', () => {
    expect(frenchEuros(0)).toBe('0,00');
    expect(frenchEuros(5)).toBe('0,05');
    expect(frenchEuros(1_234_567)).toBe('12345,67');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(Math.round(Number(frenchEuros(cents).replace(',', '.')) * 100)).toBe(cents);
      }),
    );
    expect(frenchDate('2026-11-26')).toBe('26/11/2026');
  });

  it('names the file after what it holds, the company and the day in Paris', () => {
    const lateEvening = new Date('2026-11-26T23:30:00Z');
    expect(fileName('employees', 'Acme France', 'xlsx', lateEvening)).toBe(
      'salaries-acme-france-2026-11-27.xlsx',
    );
    expect(fileName('rents', 'Holding Atlantique – Nantes', 'csv', lateEvening)).toBe(
      'loyers-mensuels-holding-atlantique-nantes-2026-11-27.csv',
    );
    expect(fileName('leases', 'Éléphant & Cie', 'csv', new Date('2026-06-01T08:00:00Z'))).toBe(
      'locations-elephant-cie-2026-06-01.csv',
    );
  });
});
