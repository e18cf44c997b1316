/**
 * The service voucher of a rental (issue 14, spec section 9: three revisions a year, 12 control
 * points): shown at the store for the next revision, it names the bike, its frame size, the store,
 * the revision to do (its booking if any) and the 12 control points. Made as a PDF like issue 13's
 * pickup voucher (documents/pdf.ts), in French, the language of the lease.
 */
import { createHash } from 'node:crypto';
import { frenchDate, frenchPhone } from './documents/french.ts';
import { renderPdf } from './documents/pdf.ts';

/**
 * The 12 control points of a revision (spec section 9 gives their number, not the list: ours, those
 * of a standard e-bike service).
 */
export const controlPoints = [
  'Freins : plaquettes ou patins, disques, câbles ou durites, réglage',
  'Transmission : chaîne, cassette et plateaux, usure et graissage',
  'Dérailleurs et changement de vitesses : réglage',
  'Roues : voile, tension des rayons, moyeux',
  'Pneus : usure, coupures, pression',
  'Direction : jeu de direction, cintre et potence',
  'Serrage de la visserie : selle, tige de selle, pédales, porte-bagages',
  'Éclairage avant et arrière, catadioptres, sonnette',
  'Batterie : état, fixation, connectique, cycles de charge',
  'Moteur et capteurs : diagnostic, mise à jour du logiciel',
  'Cadre et fourche : fissures, corrosion, suspension',
  'Essai sur route et contrôle final de sécurité',
] as const;

export interface ServiceVoucherData {
  rentalId: number;
  riderName: string;
  bike: { brand: string; model: string };
  sizeLabel: string | null;
  store: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    phone: string | null;
  } | null;
  startedOn: string;
  revision: {
    number: number;
    of: number;
    from: string;
    dueBy: string;
    booking: { on: string; startsAt: string; endsAt: string } | null;
  };
}

/** The voucher's content model (pure: the same data give the same content and SHA-256). */
export function serviceVoucherContent(data: ServiceVoucherData) {
  const { revision, store } = data;
  return {
    kind: 'service-voucher' as const,
    title: 'Bon d’entretien',
    sections: [
      {
        heading: 'Référence',
        paragraphs: [
          `Location n° ${data.rentalId} de ${data.riderName}, démarrée le ${frenchDate(data.startedOn)}. ` +
            `L’entretien est compris dans le loyer : rien à payer pour les points de contrôle ci-dessous.`,
        ],
        fields: [],
      },
      {
        heading: 'Le vélo',
        paragraphs: [],
        fields: [
          { label: 'Modèle', value: `${data.bike.brand} ${data.bike.model}` },
          { label: 'Taille du cadre', value: data.sizeLabel ?? 'Non renseignée' },
        ],
      },
      {
        heading: 'Le magasin',
        paragraphs: [],
        fields: store
          ? [
              { label: 'Magasin', value: store.name },
              { label: 'Adresse', value: `${store.street}, ${store.postalCode} ${store.city}` },
              ...(store.phone ? [{ label: 'Téléphone', value: frenchPhone(store.phone) }] : []),
            ]
          : [{ label: 'Magasin', value: 'Un magasin partenaire' }],
      },
      {
        heading: `Révision ${revision.number} sur ${revision.of}`,
        paragraphs: [
          `Trois révisions par an pendant la location. Celle-ci est à faire entre le ` +
            `${frenchDate(revision.from)} et le ${frenchDate(revision.dueBy)}.`,
        ],
        fields: [
          {
            label: 'Rendez-vous',
            value: revision.booking
              ? `${frenchDate(revision.booking.on)}, de ${revision.booking.startsAt} à ${revision.booking.endsAt}`
              : 'À réserver auprès du magasin',
          },
        ],
      },
      {
        heading: 'Les 12 points de contrôle',
        paragraphs: controlPoints.map((point, index) => `${index + 1}. ${point}`),
        fields: [],
      },
    ],
  };
}

/** The voucher as a PDF, with its content's SHA-256 in the footer. */
export function serviceVoucherPdf(data: ServiceVoucherData, now: Date): Promise<Buffer> {
  const content = serviceVoucherContent(data);
  const sha256 = createHash('sha256').update(JSON.stringify(content), 'utf8').digest('hex');
  return renderPdf({ content, riderName: data.riderName, sha256, signature: null, now });
}

/** The file name the contract's Content-Disposition pattern allows. */
export const serviceVoucherFileName = (rentalId: number, revision: number) =>
  `bon-entretien-${rentalId}-revision-${revision}.pdf`;
