import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importBody, maxImportLines, parseCsv, readEmployeesFile } from './csvImport';

const bom = '\uFEFF';

describe('reading the employees file', () => {
  it('reads a French spreadsheet’s CSV: BOM, semicolons, CRLF, quoted fields', () => {
    const file = `${bom}E-mail;Nom;Prénom;Matricule\r\nlea.dubois@acme.fr;Dubois;Léa;A-1\r\n"hugo.martin@acme.fr";"Martin; dit ""Hugo""";Hugo;A-2\r\n`;
    const reading = readEmployeesFile(file);
    expect(reading).toEqual({
      ok: true,
      columns: ['email', 'lastName', 'firstName', 'employeeNumber'],
      lines: [
        {
          line: 2,
          employee: {
            email: 'lea.dubois@acme.fr',
            lastName: 'Dubois',
            firstName: 'Léa',
            employeeNumber: 'A-1',
          },
          problems: [],
        },
        {
          line: 3,
          employee: {
            email: 'hugo.martin@acme.fr',
            lastName: 'Martin; dit "Hugo"',
            firstName: 'Hugo',
            employeeNumber: 'A-2',
          },
          problems: [],
        },
      ],
    });
  });

  it('takes commas or tabs, English headers, columns in any order, blank lines skipped', () => {
    const reading = readEmployeesFile('first name,email\n\nIrène,IRENE.roux@acme.fr\n');
    expect(reading).toMatchObject({
      ok: true,
      lines: [{ line: 3, employee: { email: 'irene.roux@acme.fr', firstName: 'Irène' } }],
    });
    expect(readEmployeesFile('courriel\tmatricule\nzoe@acme.fr\tB-7')).toMatchObject({
      ok: true,
      lines: [{ employee: { email: 'zoe@acme.fr', employeeNumber: 'B-7' } }],
    });
  });

  it('says what is wrong on each line, by its number in the file', () => {
    const reading = readEmployeesFile(
      [
        'email;nom;matricule',
        'lea.dubois@acme.fr;Dubois;A-1',
        'jean.dupont@;Dupont;A-2',
        ';Sans adresse;A-3',
        'LEA.DUBOIS@acme.fr;Dubois;A-4',
        `paul@acme.fr;${'x'.repeat(101)};${'9'.repeat(51)}`,
      ].join('\n'),
    );
    expect(reading.ok && reading.lines.map(({ line, problems }) => ({ line, problems }))).toEqual([
      { line: 2, problems: [] },
      { line: 3, problems: [{ code: 'emailInvalid' }] },
      { line: 4, problems: [{ code: 'emailMissing' }] },
      { line: 5, problems: [{ code: 'duplicate', firstLine: 2 }] },
      {
        line: 6,
        problems: [
          { code: 'tooLong', field: 'lastName', max: 100 },
          { code: 'tooLong', field: 'employeeNumber', max: 50 },
        ],
      },
    ]);
  });

  it('counts lines as a spreadsheet shows them, a quoted line break included', () => {
    expect(parseCsv('a;b\n"x\ny";z\nlast;one').map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('refuses a file it cannot read as a whole', () => {
    expect(readEmployeesFile('')).toEqual({ ok: false, problem: 'empty' });
    expect(readEmployeesFile(`${bom}email;nom\n`)).toEqual({ ok: false, problem: 'empty' });
    expect(readEmployeesFile('nom;prénom\nDubois;Léa')).toEqual({
      ok: false,
      problem: 'noEmailColumn',
    });
    const huge = [
      'email',
      ...Array.from({ length: maxImportLines + 1 }, (_, i) => `p${i}@acme.fr`),
    ];
    expect(readEmployeesFile(huge.join('\n'))).toEqual({ ok: false, problem: 'tooManyLines' });
  });
});

const cell = fc.string({ maxLength: 20 }).filter((text) => text.trim() === text);
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

describe('reading the employees file, properties', () => {
  it('property: any table written as CSV with quotes reads back the same, whatever the separator', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(';', ',', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (rows, separator, newline) => {
          const header = ['email', 'nom', 'prénom'];
          const text = [header, ...rows].map((row) => row.map(quote).join(separator)).join(newline);
          const read = parseCsv(`${bom}${text}`).map((record) => record.cells);
          expect(read).toEqual([header, ...rows]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: a file of distinct valid addresses has no problem and sends every line', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}\.[a-z]{1,8}$/), {
          minLength: 1,
          maxLength: 50,
        }),
        (locals) => {
          const reading = readEmployeesFile(
            ['email', ...locals.map((l) => `${l}@acme.fr`)].join('\n'),
          );
          expect(reading.ok).toBe(true);
          if (!reading.ok) return;
          expect(reading.lines.every((line) => line.problems.length === 0)).toBe(true);
          expect(importBody(reading.lines).employees.map((e) => e.email)).toEqual(
            locals.map((l) => `${l}@acme.fr`),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
