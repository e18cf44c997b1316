/**
 * Reading the eligible-employees file of /employees (issue 15) before anything is sent: the lines
 * the API will receive and, for each line that cannot go, why — so the manager sees a preview and
 * the errors by line number, and imports all or nothing. The file is what a French spreadsheet
 * saves as CSV: `;` (or `,`, or a tab) between fields, UTF-8 with or without a BOM, quotes around a
 * field that holds the separator, a header line naming the columns in French or English.
 */
import { emailPattern } from '@velo/validation';

export interface ImportedEmployee {
  email: string;
  firstName?: string;
  lastName?: string;
  employeeNumber?: string;
}

export type ImportField = keyof ImportedEmployee;

export type LineProblem =
  | { code: 'emailMissing' }
  | { code: 'emailInvalid' }
  | { code: 'duplicate'; firstLine: number }
  | { code: 'tooLong'; field: 'firstName' | 'lastName' | 'employeeNumber'; max: number };

export interface ImportLine {
  /** The line's number in the file (the header is line 1), as a spreadsheet shows it. */
  line: number;
  employee: ImportedEmployee;
  problems: LineProblem[];
}

export type FileProblem = 'empty' | 'noEmailColumn' | 'tooManyLines';

export type ImportReading =
  { ok: true; lines: ImportLine[]; columns: ImportField[] } | { ok: false; problem: FileProblem };

/** The API's limit for one list (EligibleEmployeesBody.maxItems). */
export const maxImportLines = 5000;
export const maxLengths = { firstName: 100, lastName: 100, employeeNumber: 50 } as const;

const headerNames: Record<string, ImportField> = {
  email: 'email',
  mail: 'email',
  adressemail: 'email',
  adresseemail: 'email',
  courriel: 'email',
  emailaddress: 'email',
  prenom: 'firstName',
  firstname: 'firstName',
  nom: 'lastName',
  nomdefamille: 'lastName',
  lastname: 'lastName',
  surname: 'lastName',
  matricule: 'employeeNumber',
  numerodesalarie: 'employeeNumber',
  numerosalarie: 'employeeNumber',
  employeenumber: 'employeeNumber',
  employeeid: 'employeeNumber',
};

function headerField(cell: string): ImportField | undefined {
  const key = cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return headerNames[key];
}

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
function separatorOf(firstLine: string): string {
  let best = ';';
  let bestCount = 0;
  for (const candidate of [';', ',', '\t']) {
    let count = 0;
    let quoted = false;
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === candidate) count += 1;
    }
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * RFC 4180 records with their first line number: quoted fields may hold the separator, doubled
 * quotes and line breaks; CRLF, LF and CR all end a line.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = separatorOf(firstLine);
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** The file read: its lines with their problems, or what makes the whole file unreadable. */
export function readEmployeesFile(text: string): ImportReading {
  const records = parseCsv(text).filter((record) => record.cells.some((c) => c.trim() !== ''));
  const [header, ...rows] = records;
  if (!header) return { ok: false, problem: 'empty' };
  const fields = header.cells.map(headerField);
  if (!fields.includes('email')) return { ok: false, problem: 'noEmailColumn' };
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  if (rows.length > maxImportLines) return { ok: false, problem: 'tooManyLines' };
  const columns = (['email', 'lastName', 'firstName', 'employeeNumber'] as const).filter((field) =>
    fields.includes(field),
  );
  const firstLineOf = new Map<string, number>();
  const lines = rows.map(({ line, cells }): ImportLine => {
    const employee: ImportedEmployee = { email: '' };
    fields.forEach((field, column) => {
      const value = (cells[column] ?? '').trim();
      if (field === undefined || value === '') return;
      // The first column of a name wins when a file has two.
      if (field === 'email' ? employee.email === '' : employee[field] === undefined) {
        employee[field] = value;
      }
    });
    const problems: LineProblem[] = [];
    const email = employee.email.toLowerCase();
    if (email === '') problems.push({ code: 'emailMissing' });
    else if (!emailPattern.test(email) || email.length > 254)
      problems.push({ code: 'emailInvalid' });
    else {
      const first = firstLineOf.get(email);
      if (first === undefined) firstLineOf.set(email, line);
      else problems.push({ code: 'duplicate', firstLine: first });
    }
    for (const field of ['lastName', 'firstName', 'employeeNumber'] as const) {
      const value = employee[field];
      if (value !== undefined && value.length > maxLengths[field]) {
        problems.push({ code: 'tooLong', field, max: maxLengths[field] });
      }
    }
    return { line, employee: { ...employee, email }, problems };
  });
  return { ok: true, lines, columns };
}

/** The body of `POST …/eligible-employees` for lines without problems. */
export function importBody(lines: readonly ImportLine[]): { employees: ImportedEmployee[] } {
  return { employees: lines.map((line) => line.employee) };
}
