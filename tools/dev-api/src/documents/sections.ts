/**
 * The sections of each lease document, one builder per kind, from the rider's data (content.ts
 * assembles a document from them).
 */
import { LEASE_DURATION_MONTHS } from '@velo/leasing';
import type { DocumentData, DocumentKind, DocumentSection } from './content.ts';
import { creditor } from './creditor.ts';
import { euros, frenchDate, frenchPhone } from './french.ts';

const missing = 'À compléter';

const regionNames = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'code' });
const or = (value: string | null | undefined) => (value ? value : missing);

/** The IBAN grouped by four, as on a bank statement. */
function grouped(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

function fullName(data: DocumentData): string {
  return `${data.rider.firstName} ${data.rider.lastName}`;
}

function postalAddress(data: DocumentData): string {
  const { address, additionalAddress, postalCode, city } = data.rider;
  if (!address || !postalCode || !city) return missing;
  return [address, additionalAddress, `${postalCode} ${city}`].filter(Boolean).join(', ');
}

function reference(data: DocumentData): DocumentSection {
  return {
    heading: 'Références',
    paragraphs: [],
    fields: [
      { label: 'Demande de location n°', value: String(data.lease.id) },
      { label: 'Date de la demande', value: frenchDate(data.lease.createdAt) },
      { label: 'Employeur', value: data.company.name },
    ],
  };
}

function riderSection(data: DocumentData): DocumentSection {
  const r = data.rider;
  return {
    heading: 'Le salarié locataire',
    paragraphs: [],
    fields: [
      { label: 'Nom et prénom', value: fullName(data) },
      {
        label: 'Date et lieu de naissance',
        value:
          r.birthDate && r.birthPlace ? `${frenchDate(r.birthDate)}, ${r.birthPlace}` : missing,
      },
      {
        label: 'Nationalité',
        value: r.nationality ? (regionNames.of(r.nationality) ?? missing) : missing,
      },
      { label: 'Adresse', value: postalAddress(data) },
      { label: 'Adresse e-mail', value: r.email },
      { label: 'Téléphone mobile', value: r.mobilePhone ? frenchPhone(r.mobilePhone) : missing },
      { label: 'Matricule', value: or(r.employeeNumber) },
    ],
  };
}

function bikeSection(data: DocumentData): DocumentSection {
  const { lease } = data;
  return {
    heading: 'Le vélo et ses équipements',
    paragraphs: [],
    fields: [
      { label: 'Vélo', value: `${lease.bike.brand} ${lease.bike.model}` },
      { label: 'Taille', value: or(lease.size) },
      { label: 'Prix du vélo TTC', value: euros(lease.bikePriceCents) },
      ...lease.equipment.map((item) => ({
        label: `Équipement : ${item.brand} ${item.name}`,
        value: euros(item.priceCents),
      })),
      { label: 'Total TTC', value: euros(lease.totalPriceCents) },
      {
        label: 'Magasin partenaire',
        value: lease.store
          ? `${lease.store.name}, ${lease.store.street}, ${lease.store.postalCode} ${lease.store.city}`
          : missing,
      },
      {
        label: 'Remise du vélo',
        value:
          lease.delivery === 'home'
            ? 'Livraison à domicile'
            : lease.delivery === 'store'
              ? 'Retrait au magasin'
              : missing,
      },
    ],
  };
}

function confirmationVoucher(data: DocumentData): DocumentSection[] {
  const { lease } = data;
  const extra = lease.extraContribution;
  return [
    reference(data),
    riderSection(data),
    bikeSection(data),
    {
      heading: 'Le loyer',
      paragraphs: [
        `La location dure ${LEASE_DURATION_MONTHS} mois. Le loyer mensuel est prélevé par SEPA selon le mandat joint ; la part de l’employeur est prise en charge par ${data.company.name}.`,
      ],
      fields: [
        { label: 'Loyer mensuel TTC', value: euros(lease.monthlyRentCents) },
        { label: 'Part de l’employeur', value: euros(lease.employerContributionCents) },
        { label: 'Part du salarié', value: euros(lease.riderContributionCents) },
        { label: 'Mois de loyer offerts', value: String(lease.monthsOfFreeRent) },
      ],
    },
    {
      heading: 'Participation complémentaire',
      paragraphs: [
        extra && extra.totalCents > 0
          ? 'Payable une seule fois, après l’émission du bon d’enlèvement : la commande est débloquée après son paiement.'
          : 'Aucune participation complémentaire n’est due.',
      ],
      fields: extra
        ? [
            { label: 'Dépassement du budget vélo', value: euros(extra.priceExcessCents) },
            { label: 'Livraison à domicile', value: euros(extra.homeDeliveryCents) },
            { label: 'Total à payer', value: euros(extra.totalCents) },
          ]
        : [],
    },
    {
      heading: 'Engagement',
      paragraphs: [
        `Je confirme ma commande du vélo et des équipements ci-dessus, dont le contrat de location a été signé par ${data.company.name}${lease.companySignedAt ? ` le ${frenchDate(lease.companySignedAt)}` : ''}. Mon choix d’équipement ne peut plus être modifié.`,
        'Je signe ce bon électroniquement avec un code à usage unique reçu par SMS (signature électronique simple, article 25(1) du règlement eIDAS et article 1367 du Code civil). Après la signature, mes coordonnées ne peuvent plus être modifiées.',
      ],
      fields: [],
    },
  ];
}

function directDebitMandate(data: DocumentData): DocumentSection[] {
  const bank = data.bank;
  return [
    {
      heading: 'Autorisation de prélèvement',
      paragraphs: [
        `En signant ce formulaire de mandat, vous autorisez (A) ${creditor.name} à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque à débiter votre compte conformément aux instructions de ${creditor.name}.`,
        'Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
        'Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
      ],
      fields: [
        { label: 'Type de paiement', value: 'Paiement récurrent / répétitif' },
        {
          label: 'Référence unique du mandat (RUM)',
          value: bank ? bank.mandateReference : missing,
        },
      ],
    },
    {
      heading: 'Créancier',
      paragraphs: [],
      fields: [
        { label: 'Nom', value: creditor.name },
        { label: 'Adresse', value: creditor.address },
        { label: 'Identifiant créancier SEPA (ICS)', value: creditor.identifier },
      ],
    },
    {
      heading: 'Débiteur',
      paragraphs: [],
      fields: [
        { label: 'Nom du titulaire du compte', value: bank ? bank.holderName : missing },
        { label: 'Adresse', value: postalAddress(data) },
        { label: 'IBAN', value: bank ? grouped(bank.iban) : missing },
        { label: 'BIC', value: bank ? bank.bic : missing },
      ],
    },
    {
      heading: 'Signature',
      paragraphs: [],
      fields: [
        { label: 'Fait à', value: or(data.rider.city) },
        { label: 'Le', value: data.signedAt ? frenchDate(data.signedAt) : 'À la signature' },
        { label: 'Contrat', value: `Location de vélo, demande n° ${data.lease.id}` },
      ],
    },
  ];
}

function userCharter(data: DocumentData): DocumentSection[] {
  const yes = (value: boolean) => (value ? 'Oui' : 'Non, à cocher');
  return [
    {
      heading: 'Usage du vélo',
      paragraphs: [
        `Ce vélo est mis à votre disposition par ${data.company.name} dans le cadre de son programme de vélo de fonction, pour vos trajets entre votre domicile et votre lieu de travail.`,
        'Vous pouvez aussi l’utiliser pour vos déplacements personnels, dans le respect du Code de la route, et vous en restez le seul utilisateur.',
      ],
      fields: [],
    },
    {
      heading: 'Règles d’utilisation',
      paragraphs: [
        'Le vélo est attaché à un point fixe avec l’antivol fourni dès que vous le laissez, et rangé à l’abri la nuit.',
        'Vous faites réaliser les révisions prévues et signalez sans délai toute panne, accident, vol ou dégradation.',
        'Le vélo ne peut être ni prêté, ni sous-loué, ni modifié ; il est rendu avec ses équipements en fin de location, sauf rachat.',
        'En cas de vol, vous déposez plainte dans les 48 heures et transmettez le récépissé.',
      ],
      fields: [],
    },
    {
      heading: 'Attestations',
      paragraphs: [],
      fields: [
        {
          label: 'J’atteste utiliser ce vélo principalement pour mes trajets domicile-travail',
          value: yes(data.charter.commutingAttested),
        },
        {
          label: 'J’accepte les règles d’utilisation de cette charte',
          value: yes(data.charter.rulesAccepted),
        },
        { label: 'Salarié', value: fullName(data) },
        {
          label: 'Date des attestations',
          value: data.charter.attestedAt ? frenchDate(data.charter.attestedAt) : missing,
        },
      ],
    },
  ];
}

function deliverySlip(data: DocumentData): DocumentSection[] {
  const { lease } = data;
  return [
    reference(data),
    riderSection(data),
    bikeSection(data),
    {
      heading: 'Livraison',
      paragraphs: [
        'Le salarié vérifie le vélo et ses équipements avec le magasin et signe ce bon à la remise. Toute réserve est notée ci-dessous.',
      ],
      fields: [
        {
          label: 'Date de remise',
          value: lease.deliveredAt ? frenchDate(lease.deliveredAt) : 'À la remise du vélo',
        },
        {
          label: 'Lieu de remise',
          value:
            lease.delivery === 'home'
              ? postalAddress(data)
              : lease.store
                ? `${lease.store.name}, ${lease.store.city}`
                : missing,
        },
        { label: 'Réserves', value: lease.deliveredAt ? 'Aucune' : 'À noter à la remise' },
      ],
    },
  ];
}

function pickupVoucher(data: DocumentData): DocumentSection[] {
  const { lease } = data;
  const extra = lease.extraContribution;
  const unpaid = lease.status === 'awaiting-payment' && extra !== null && extra.totalCents > 0;
  return [
    reference(data),
    {
      heading: 'Bon d’enlèvement',
      paragraphs: [
        unpaid
          ? `La commande est bloquée jusqu’au paiement de la participation complémentaire de ${euros(extra.totalCents)}.`
          : 'La commande est débloquée : présentez ce bon et une pièce d’identité pour recevoir votre vélo.',
      ],
      fields: [
        {
          label: 'Émis le',
          value: lease.pickupVoucherIssuedAt ? frenchDate(lease.pickupVoucherIssuedAt) : missing,
        },
        { label: 'Bénéficiaire', value: fullName(data) },
        {
          label: 'Participation complémentaire',
          value:
            extra === null || extra.totalCents === 0
              ? 'Aucune'
              : extra.paidAt
                ? `${euros(extra.totalCents)}, payée le ${frenchDate(extra.paidAt)}`
                : `${euros(extra.totalCents)}, à payer`,
        },
      ],
    },
    bikeSection(data),
  ];
}

/** The sections of a document of each kind. */
export const documentSections: Record<DocumentKind, (data: DocumentData) => DocumentSection[]> = {
  'confirmation-voucher': confirmationVoucher,
  'direct-debit-mandate': directDebitMandate,
  'user-charter': userCharter,
  'delivery-slip': deliverySlip,
  'pickup-voucher': pickupVoucher,
};
