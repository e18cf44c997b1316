/**
 * The content of each lease document (issue 13, spec section 4 "Lease flow"): one model per kind,
 * built from the rider's data, from which both the accessible rendition (the contract's
 * `LeaseDocument`) and the PDF (pdf.ts) are made, so they always say the same thing. Documents are
 * in French, the language of the contract between the rider, the employer and the lessor.
 *
 * Pure functions: no I/O, no clock (the dates come in the data), so a content and its SHA-256 are
 * reproducible.
 */
import { createHash } from 'node:crypto';
import { documentSections } from './sections.ts';

export const documentKinds = [
  'confirmation-voucher',
  'direct-debit-mandate',
  'user-charter',
  'delivery-slip',
  'pickup-voucher',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The three documents signed together with the SMS code (the confirmation voucher's signature). */
export const signedWithCode: readonly DocumentKind[] = [
  'confirmation-voucher',
  'direct-debit-mandate',
  'user-charter',
];

export interface DocumentField {
  label: string;
  value: string;
}
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  fields: DocumentField[];
}
export interface DocumentContent {
  kind: DocumentKind;
  title: string;
  sections: DocumentSection[];
}

export const documentTitles: Record<DocumentKind, string> = {
  'confirmation-voucher': 'Bon de confirmation de commande',
  'direct-debit-mandate': 'Mandat de prélèvement SEPA',
  'user-charter': 'Charte d’utilisation du vélo',
  'delivery-slip': 'Bon de livraison',
  'pickup-voucher': 'Bon d’enlèvement',
};

/** What a document is made of; null where the rider has not given it yet. */
export interface DocumentData {
  rider: {
    firstName: string;
    lastName: string;
    email: string;
    mobilePhone: string | null;
    birthDate: string | null;
    birthPlace: string | null;
    nationality: string | null;
    address: string | null;
    additionalAddress: string | null;
    postalCode: string | null;
    city: string | null;
    employeeNumber: string | null;
  };
  company: { name: string };
  lease: {
    id: number;
    createdAt: string;
    bike: { brand: string; model: string };
    size: string | null;
    store: { name: string; street: string; postalCode: string; city: string } | null;
    equipment: { brand: string; name: string; priceCents: number }[];
    bikePriceCents: number;
    totalPriceCents: number;
    monthlyRentCents: number;
    employerContributionCents: number;
    riderContributionCents: number;
    monthsOfFreeRent: number;
    delivery: 'store' | 'home' | null;
    extraContribution: {
      priceExcessCents: number;
      homeDeliveryCents: number;
      totalCents: number;
      paidAt: string | null;
    } | null;
    status: string;
    companySignedAt: string | null;
    pickupVoucherIssuedAt: string | null;
    deliveredAt: string | null;
  };
  bank: { iban: string; bic: string; holderName: string; mandateReference: string } | null;
  charter: { commutingAttested: boolean; rulesAccepted: boolean; attestedAt: string | null };
  /** When the three documents were signed (the mandate's date), or null before. */
  signedAt: string | null;
}

export function documentContent(kind: DocumentKind, data: DocumentData): DocumentContent {
  return { kind, title: documentTitles[kind], sections: documentSections[kind](data) };
}

/**
 * SHA-256 (hex) of a content as canonical JSON: keys in a fixed order (the model's), no spaces. The
 * evidence keeps it; anyone holding the rendition can recompute it.
 */
export function contentSha256(content: DocumentContent): string {
  const canonical = JSON.stringify({
    kind: content.kind,
    title: content.title,
    sections: content.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs,
      fields: section.fields.map((field) => ({ label: field.label, value: field.value })),
    })),
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** The documents a lease request has in `status`: none before the company signed. */
export function documentsOf(status: string): DocumentKind[] {
  const afterContract = [
    'contract-signed',
    'voucher-signed',
    'awaiting-payment',
    'ready-for-pickup',
    'active',
    'ended',
  ];
  const afterPickupVoucher = ['awaiting-payment', 'ready-for-pickup', 'active', 'ended'];
  if (afterPickupVoucher.includes(status))
    return [...signedWithCode, 'pickup-voucher', 'delivery-slip'];
  if (afterContract.includes(status)) return [...signedWithCode];
  return [];
}
