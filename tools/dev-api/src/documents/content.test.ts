import { describe, expect, it } from 'vitest';
import { contentSha256, documentContent, documentsOf, type DocumentData } from './content.ts';
import { creditor } from './creditor.ts';
import { euros } from './french.ts';

const data: DocumentData = {
  rider: {
    firstName: 'Thomas',
    lastName: 'Lefèvre',
    email: 'signature@acme.test',
    mobilePhone: '+33645780123',
    birthDate: '1988-06-14',
    birthPlace: 'Nantes',
    nationality: 'FR',
    address: '18 rue des Trois Frères',
    additionalAddress: null,
    postalCode: '75018',
    city: 'Paris',
    employeeNumber: 'A-2104',
  },
  company: { name: 'Acme France' },
  lease: {
    id: 42,
    createdAt: '2026-11-10T09:00:00Z',
    bike: { brand: 'Moustache', model: 'Lundi 27.3' },
    size: 'M',
    store: {
      name: 'Cycles du Marais',
      street: '12 rue de Bretagne',
      postalCode: '75003',
      city: 'Paris',
    },
    equipment: [{ brand: 'Abus', name: 'Hyban 2.0', priceCents: 7990 }],
    bikePriceCents: 339900,
    totalPriceCents: 347890,
    monthlyRentCents: 12345,
    employerContributionCents: 6000,
    riderContributionCents: 6345,
    monthsOfFreeRent: 3,
    delivery: 'store',
    extraContribution: { priceExcessCents: 0, homeDeliveryCents: 0, totalCents: 0, paidAt: null },
    status: 'contract-signed',
    companySignedAt: '2026-11-14T09:00:00Z',
    pickupVoucherIssuedAt: null,
    deliveredAt: null,
  },
  bank: {
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    holderName: 'Thomas Lefèvre',
    mandateReference: 'VELO-RUM-000042-20261123',
  },
  charter: { commutingAttested: true, rulesAccepted: true, attestedAt: '2026-11-22T09:00:00Z' },
  signedAt: '2026-11-23T10:00:00Z',
};

/** ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35). */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

describe('the SEPA Core mandate', () => {
  const mandate = documentContent('direct-debit-mandate', data);
  const fields = Object.fromEntries(
    mandate.sections.flatMap((section) => section.fields).map((f) => [f.label, f.value]),
  );
  const text = mandate.sections.flatMap((section) => section.paragraphs).join(' ');

  it('has what the rulebook requires: title, recurring payment, RUM, creditor, debtor, date, place', () => {
    expect(mandate.title).toBe('Mandat de prélèvement SEPA');
    expect(fields).toMatchObject({
      'Type de paiement': 'Paiement récurrent / répétitif',
      'Référence unique du mandat (RUM)': 'VELO-RUM-000042-20261123',
      Nom: creditor.name,
      'Identifiant créancier SEPA (ICS)': creditor.identifier,
      'Nom du titulaire du compte': 'Thomas Lefèvre',
      IBAN: 'FR76 3000 6000 0112 3456 7890 189',
      BIC: 'AGRIFRPP',
      'Fait à': 'Paris',
      Le: '23 novembre 2026',
    });
    expect(fields['Référence unique du mandat (RUM)']!.length).toBeLessThanOrEqual(35);
    expect(text).toContain(`vous autorisez (A) ${creditor.name} à envoyer des instructions`);
    expect(text).toContain(
      'Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
    );
  });

  it('names a creditor identifier with valid check digits (national part + country, ZZZ left out)', () => {
    const ics = creditor.identifier;
    expect(ics).toMatch(/^FR\d{2}ZZZ[0-9A-Z]{6}$/);
    expect(mod97(`${ics.slice(7)}FR${ics.slice(2, 4)}`)).toBe(1);
  });

  it('is a draft until the bank details are given', () => {
    const draft = documentContent('direct-debit-mandate', { ...data, bank: null, signedAt: null });
    const values = draft.sections.flatMap((section) => section.fields).map((f) => f.value);
    expect(values).toContain('À compléter');
    expect(values).toContain('À la signature');
  });
});

describe('document contents', () => {
  it('the charter carries the commuting attestation', () => {
    const charter = documentContent('user-charter', data);
    const labels = charter.sections.flatMap((section) => section.fields).map((f) => f.label);
    expect(labels).toContain(
      'J’atteste utiliser ce vélo principalement pour mes trajets domicile-travail',
    );
  });

  it('a SHA-256 follows the content: same content, same hash; one character more, another', () => {
    const voucher = documentContent('confirmation-voucher', data);
    expect(contentSha256(voucher)).toBe(
      contentSha256(documentContent('confirmation-voucher', data)),
    );
    const moved = documentContent('confirmation-voucher', {
      ...data,
      rider: { ...data.rider, city: 'Pariss' },
    });
    expect(contentSha256(moved)).not.toBe(contentSha256(voucher));
    expect(contentSha256(voucher)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('exist from the company’s signature; the pickup voucher and delivery slip once issued', () => {
    expect(documentsOf('equipment-confirmed')).toEqual([]);
    expect(documentsOf('contract-signed')).toEqual([
      'confirmation-voucher',
      'direct-debit-mandate',
      'user-charter',
    ]);
    expect(documentsOf('awaiting-payment')).toEqual([
      'confirmation-voucher',
      'direct-debit-mandate',
      'user-charter',
      'pickup-voucher',
      'delivery-slip',
    ]);
  });

  it('writes euros the French way with plain spaces (the PDF fonts have no narrow space)', () => {
    expect(euros(123450)).toBe('1 234,50 €');
    expect(euros(5000)).toBe('50,00 €');
    expect(euros(7)).toBe('0,07 €');
  });
});
