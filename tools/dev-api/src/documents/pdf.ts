/**
 * A lease document as a PDF (issue 13), made with pdfkit from the same content model as the
 * accessible rendition (content.ts): title, sections with their paragraphs and label/value fields,
 * and on every page a footer with the document's SHA-256 and, once signed, the signature's date
 * and the masked mobile the code went to. Standard PDF fonts (Helvetica, WinAnsi encoding): the
 * text is cleaned of the few characters that encoding lacks.
 */
import PDFDocument from 'pdfkit';
import type { DocumentContent } from './content.ts';
import { creditor } from './creditor.ts';
import { frenchDateTime } from './french.ts';

export interface PdfSignature {
  signedAt: string;
  maskedPhone: string | null;
}

export interface PdfOptions {
  /**
   * A lease document, a rental's service voucher (issue 14, ../rentalsVoucher.ts) or a client's
   * invoice (issue 15, ../invoicePdf.ts).
   */
  content: Omit<DocumentContent, 'kind'> & {
    kind: DocumentContent['kind'] | 'service-voucher' | 'invoice' | 'rental-agreement';
  };
  /** The rider (the company for an invoice), for the document's metadata. */
  riderName: string;
  /** The content's SHA-256; null for a draft. */
  sha256: string | null;
  signature: PdfSignature | null;
  /** When the PDF is made (its metadata and the "édité le" line). */
  now: Date;
}

/** The characters of WinAnsi (Windows-1252) above Latin-1's range. */
const winAnsiExtras = new Set('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™');

/** Characters outside WinAnsi that French formatting produces, replaced by their plain form. */
function winAnsi(text: string): string {
  return [...text.replace(/[\u202f\u2009\u2007]/g, ' ').replace(/\u2011/g, '-')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0xff) || char === '\n' || winAnsiExtras.has(char)
        ? char
        : '?';
    })
    .join('');
}

const margin = 56;
const footerHeight = 54;
const ink = '#1f2933';
const muted = '#52606d';
const accent = '#5b2d90';

function footerText(options: PdfOptions): string[] {
  const lines: string[] = [];
  if (options.signature) {
    lines.push(
      `Signé électroniquement le ${frenchDateTime(options.signature.signedAt)}` +
        (options.signature.maskedPhone
          ? `, par code à usage unique envoyé au ${options.signature.maskedPhone}.`
          : '.'),
    );
  } else if (!options.sha256) {
    lines.push('Brouillon : des informations restent à compléter.');
  } else {
    // The pickup and service vouchers and the invoices are issued by the lessor, never signed.
    lines.push(
      options.content.kind === 'pickup-voucher' ||
        options.content.kind === 'service-voucher' ||
        options.content.kind === 'invoice'
        ? `Émis par ${creditor.name}.`
        : 'Document non signé.',
    );
  }
  if (options.sha256) lines.push(`Empreinte SHA-256 du document : ${options.sha256}`);
  return lines;
}

/** Renders the PDF; resolves with its bytes. */
export function renderPdf(options: PdfOptions): Promise<Buffer> {
  const { content } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin + footerHeight },
    bufferPages: true,
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: winAnsi(content.title),
      Author: creditor.name,
      Subject: winAnsi(`${content.title} – ${options.riderName}`),
      Creator: 'Velo dev API',
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * margin;

  doc.fillColor(accent).font('Helvetica-Bold').fontSize(9).text(winAnsi(creditor.name), {
    width,
  });
  doc.moveDown(0.6);
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(20).text(winAnsi(content.title), { width });
  doc
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(9)
    .text(winAnsi(`Édité le ${frenchDateTime(options.now.toISOString())}`), { width });
  doc.moveDown(1);

  for (const section of content.sections) {
    if (doc.y > doc.page.height - margin - footerHeight - 80) doc.addPage();
    doc.fillColor(accent).font('Helvetica-Bold').fontSize(12).text(winAnsi(section.heading), {
      width,
    });
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs) {
      doc.fillColor(ink).font('Helvetica').fontSize(10).text(winAnsi(paragraph), {
        width,
        align: 'justify',
      });
      doc.moveDown(0.4);
    }
    for (const field of section.fields) {
      const labelWidth = width * 0.42;
      const top = doc.y;
      doc
        .fillColor(muted)
        .font('Helvetica')
        .fontSize(10)
        .text(winAnsi(field.label), margin, top, { width: labelWidth });
      const afterLabel = doc.y;
      doc
        .fillColor(ink)
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(winAnsi(field.value), margin + labelWidth + 12, top, {
          width: width - labelWidth - 12,
        });
      doc.x = margin;
      doc.y = Math.max(afterLabel, doc.y) + 3;
    }
    doc.moveDown(0.8);
  }

  // The footer on every page: signature date and SHA-256, page number.
  const footer = footerText(options);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - margin - footerHeight + 12;
    // Writing inside the bottom margin must not open a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(margin, bottom - 6)
      .lineTo(margin + width, bottom - 6)
      .strokeColor('#cbd2d9')
      .lineWidth(0.5)
      .stroke();
    doc.fillColor(muted).font('Helvetica').fontSize(8);
    let y = bottom;
    for (const line of footer) {
      doc.text(winAnsi(line), margin, y, { width, lineBreak: true });
      y = doc.y + 1;
    }
    doc.text(`Page ${index + 1} / ${range.count}`, margin, y, { width, align: 'right' });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}
