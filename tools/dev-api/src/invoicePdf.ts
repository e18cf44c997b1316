/**
 * A client's monthly invoice as a PDF (issue 15, /invoices): the lessor, the company billed, the
 * month invoiced, the leases running on its first day, the amounts excluding VAT, the VAT (rate 0.2,
 * spec section 9) and including VAT, the due date and whether it is paid. Made like the lease
 * documents (documents/pdf.ts), in French, with its content's SHA-256 in the footer.
 */
import { createHash } from 'node:crypto';
import { creditor } from './documents/creditor.ts';
import { euros, frenchDate } from './documents/french.ts';
import { renderPdf } from './documents/pdf.ts';

export interface InvoicePdfData {
  number: string;
  issuedAt: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  amountExclTaxCents: number;
  amountInclTaxCents: number;
  status: 'paid' | 'unpaid' | 'overdue';
  company: {
    name: string;
    postalCode: string;
    siret: string;
    vatIdentifier: string | null;
  };
  /** Leases running on the period's first day, the ones the invoice bills. */
  leases: number;
}

const statusText: Record<InvoicePdfData['status'], string> = {
  paid: 'Payée',
  unpaid: 'À payer',
  overdue: 'En retard de paiement',
};

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** "novembre 2026", from the period's first day. */
export function invoiceMonth(periodStart: string): string {
  return monthFormat.format(new Date(`${periodStart}T00:00:00Z`));
}

/** The invoice's content model (pure: the same data give the same content and SHA-256). */
export function invoiceContent(data: InvoicePdfData) {
  const vatCents = data.amountInclTaxCents - data.amountExclTaxCents;
  return {
    kind: 'invoice' as const,
    title: `Facture ${data.number}`,
    sections: [
      {
        heading: 'Facture',
        paragraphs: [],
        fields: [
          { label: 'Numéro', value: data.number },
          { label: 'Date d’émission', value: frenchDate(data.issuedAt) },
          {
            label: 'Période facturée',
            value: `${invoiceMonth(data.periodStart)} (du ${frenchDate(data.periodStart)} au ${frenchDate(data.periodEnd)})`,
          },
          { label: 'Échéance', value: frenchDate(data.dueDate) },
          { label: 'État', value: statusText[data.status] },
        ],
      },
      {
        heading: 'Émetteur',
        paragraphs: [],
        fields: [
          { label: 'Société', value: creditor.name },
          { label: 'Adresse', value: creditor.address },
        ],
      },
      {
        heading: 'Client',
        paragraphs: [],
        fields: [
          { label: 'Société', value: data.company.name },
          { label: 'Code postal', value: data.company.postalCode },
          { label: 'SIRET', value: data.company.siret },
          ...(data.company.vatIdentifier
            ? [{ label: 'N° de TVA intracommunautaire', value: data.company.vatIdentifier }]
            : []),
        ],
      },
      {
        heading: 'Détail',
        paragraphs: [
          `Loyers des vélos de fonction du mois : ${data.leases} location${
            data.leases > 1 ? 's' : ''
          } en cours au ${frenchDate(data.periodStart)}, entretien et assurance compris.`,
        ],
        fields: [
          { label: 'Montant hors taxes', value: euros(data.amountExclTaxCents) },
          { label: 'TVA (20 %)', value: euros(vatCents) },
          { label: 'Montant toutes taxes comprises', value: euros(data.amountInclTaxCents) },
        ],
      },
    ],
  };
}

/** The invoice as a PDF. */
export function invoicePdf(data: InvoicePdfData, now: Date): Promise<Buffer> {
  const content = invoiceContent(data);
  const sha256 = createHash('sha256').update(JSON.stringify(content), 'utf8').digest('hex');
  return renderPdf({ content, riderName: data.company.name, sha256, signature: null, now });
}

/** The file name the contract's Content-Disposition pattern allows: `facture-f-2026-11-acme.pdf`. */
export const invoiceFileName = (number: string) => `facture-${number.toLowerCase()}.pdf`;
