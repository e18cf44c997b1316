/**
 * The XLSX workbook of an export (issue 15), written a chunk of rows at a time ("Large employers":
 * 100,000 employees): one sheet, the header row in bold and kept in view, each column typed — text
 * as text (a matricule `00042` stays `00042`, a name starting with `=` is no formula), amounts as
 * numbers of euros with two decimals, dates as date cells.
 *
 * Streamed rather than built whole: each chunk's XML is deflated at once by fflate's streaming zip
 * (`Zip` + `ZipDeflate`, synchronous: no worker of fflate's own, whose `blob:` URL the CSP refuses)
 * and kept as a Blob, so the writer's memory holds one chunk's rows and text, never the workbook's
 * (write-excel-file, used before, built every cell's object, then the sheet's whole XML, then the
 * zip: three copies of 100,000 rows). Strings are inline (`t="inlineStr"`): a shared-strings table
 * would have to be kept, and written, after every row. Runs in the route's writer worker
 * (exportWriter.ts).
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { ColumnType } from './files';
import type { FileWriter, SheetColumn, SheetValue } from './writers';

const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The cell styles of styles.xml, by their index in `cellXfs`. */
const style = { header: 1, text: 2, integer: 3, euros: 4, date: 5 } as const;

const contentTypes = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const rootRelationships = `${declaration}<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRelationships = `${declaration}<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`;

/**
 * Amounts as `# ##0,00 €` in a French Excel (`#,##0.00\ "€"`, the separators being the locale's),
 * dates as dd/mm/yyyy, text as `@` (49), whole numbers as `0` (1).
 */
const styles = `${declaration}<styleSheet xmlns="${mainNamespace}"><numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// The C0 controls but tab, line feed and carriage return, and U+FFFE, U+FFFF (XML 1.0, "Char").
// eslint-disable-next-line no-control-regex -- those are the characters to find
const notXmlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data: the markup characters escaped, those XML 1.0 forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(notXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `A`, `B`, … `Z`, `AA`: a column's letters from its 0-based index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** `2026-11-26` → its serial day (days since 1899-12-30, Excel's), or null for anything else. */
export function serialDay(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 + 25_569
    : null;
}

const textCell = (reference: string, styleIndex: number, value: string) =>
  `<c r="${reference}" s="${styleIndex}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;

function cellXml(reference: string, type: ColumnType, value: SheetValue): string {
  if (value === null || value === '') return '';
  switch (type) {
    case 'integer':
      return `<c r="${reference}" s="${style.integer}"><v>${Number(value)}</v></c>`;
    case 'euros':
      return `<c r="${reference}" s="${style.euros}"><v>${Number(value) / 100}</v></c>`;
    case 'date': {
      const day = serialDay(String(value));
      return day === null
        ? textCell(reference, style.text, String(value))
        : `<c r="${reference}" s="${style.date}"><v>${day}</v></c>`;
    }
    case 'text':
      return textCell(reference, style.text, String(value));
  }
}

/**
 * A workbook of one sheet named `sheet`, written as rows come (`write`, any number of rows a call),
 * then closed (`finish`). Each call's rows leave the writer as deflated bytes in a Blob.
 */
export function workbookWriter(sheet: string, columns: readonly SheetColumn[]): FileWriter {
  const parts: Blob[] = [];
  let failure: Error | null = null;
  // Synchronous: every push below hands its compressed bytes to this callback before it returns.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else if (chunk.length > 0) parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
  });
  const add = (name: string, xml: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(xml), true);
  };
  add('[Content_Types].xml', contentTypes);
  add('_rels/.rels', rootRelationships);
  add(
    'xl/workbook.xml',
    `${declaration}<workbook xmlns="${mainNamespace}" xmlns:r="${relationships}"><sheets><sheet name="${xmlText(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  add('xl/_rels/workbook.xml.rels', workbookRelationships);
  add('xl/styles.xml', styles);
  const letters = columns.map((_, index) => columnLetters(index));
  const sheetFile = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheetFile);
  const widths = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  const header = columns
    .map((column, index) => textCell(`${letters[index]}1`, style.header, column.header))
    .join('');
  // The header row frozen (kept in view while the rows scroll).
  sheetFile.push(
    strToU8(
      `${declaration}<worksheet xmlns="${mainNamespace}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
    ),
  );
  let rowNumber = 1;
  const check = () => {
    if (failure) throw failure;
  };
  return {
    write(rows) {
      let xml = '';
      for (const row of rows) {
        rowNumber += 1;
        let cells = '';
        for (let index = 0; index < columns.length; index += 1) {
          cells += cellXml(
            `${letters[index]}${rowNumber}`,
            columns[index]!.type,
            row[index] ?? null,
          );
        }
        xml += `<row r="${rowNumber}">${cells}</row>`;
      }
      sheetFile.push(strToU8(xml));
      check();
    },
    finish() {
      sheetFile.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      check();
      return new Blob(parts, {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    },
  };
}
