/**
 * The text of a PDF made by pdfkit with its standard fonts, for the tests: each content stream is
 * inflated (FlateDecode) and the strings of its text operators (`<hex> Tj`, `[<hex> 12 <hex>] TJ`)
 * decoded as WinAnsi (Latin-1 for the letters French needs), one line per operator. Enough to check
 * what a document says, not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

const winAnsiExtras: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x8c: 'Œ',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x9c: 'œ',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = parseInt(hex.slice(index, index + 2), 16);
    text += winAnsiExtras[code] ?? String.fromCharCode(code);
  }
  return text;
}

export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const source = bytes.toString('latin1');
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = source.indexOf('stream\n', from);
    if (start === -1) break;
    const end = source.indexOf('\nendstream', start);
    if (end === -1) break;
    const raw = bytes.subarray(start + 'stream\n'.length, end);
    from = end + 1;
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const match of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const parts =
        match[1] !== undefined
          ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
          : [match[2] ?? ''];
      lines.push(parts.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
}
