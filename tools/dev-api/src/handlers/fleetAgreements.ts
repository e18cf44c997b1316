/**
 * /pendingAgreements and /signSpecificAgreements/:bikeId (issue 15; spec §4 "Lease flow": the rider
 * confirms the equipment, then the company signs the rental contract). The company's manager reads
 * a lease's rental contract (accessible rendition and PDF, one content model as the rider's lease
 * documents) and signs it with an SMS code: smsCodes.ts' rules (6 digits, 10 minutes, 5 tries, 30 s
 * between sends), table `company_signature_codes`; the signature goes through the lease state
 * machine (`signContract`, actor `company`) and keeps its evidence in `company_signatures`.
 *
 * The code goes to the signing manager's mobile, or else to the company's contact mobile (spec §3,
 * company contact fields). Every call needs the `agreements` right on the client or its group
 * (access.ts); a lease of another client is a 404 under this one. No code is ever logged.
 */
import { createHash } from 'node:crypto';
import { LEASE_DURATION_MONTHS } from '@velo/leasing';
import { clientWithRight, idParam, requireUser } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { fleetLeasesFrom, policyColumns, sharesOf } from '../contributionPolicy.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import type { DocumentSection } from '../documents/content.ts';
import { creditor } from '../documents/creditor.ts';
import { euros, frenchDate } from '../documents/french.ts';
import { renderPdf } from '../documents/pdf.ts';
import { ApiError, notFound } from '../errors.ts';
import {
  applyLeaseTransition,
  illegalTransitionReason,
  type LeaseStatus,
} from '../leaseJourney.ts';
import {
  decodeCursor,
  defaultLimit,
  encodeCursor,
  exactTotalUpTo,
  foldedPattern,
  Params,
  searchWords,
  totalOf,
  type KeyType,
} from '../listPages.ts';
import { checkCode, sendCode, useCode, type CodeTable } from '../smsCodes.ts';
import { companyScope, type CompanyScope } from './fleetEmployees.ts';

const nowOf = (context: HandlerContext) => context.settings.now?.() ?? new Date();
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The company's codes: one per lease waiting for its signature (smsCodes.ts). */
export const companyCodes: CodeTable = { table: 'company_signature_codes', key: 'lease_id' };

/** The status in which the company signs (`signContract`, @velo/leasing). */
const signableStatus: LeaseStatus = 'equipment-confirmed';

export interface AgreementRow {
  id: number;
  client_id: number;
  client_name: string;
  client_siret: string | null;
  client_postal_code: string | null;
  status: LeaseStatus;
  rider_name: string;
  employee_number: string | null;
  bike: string;
  size: string | null;
  bike_price_cents: number;
  equipment_cents: number;
  monthly_rent_cents: number;
  rate: string | null;
  cap_cents: number | null;
  store: string | null;
  delivery: 'store' | 'home' | null;
  created_at: string;
  equipment_confirmed_at: string | null;
}

const agreementSelect = `
  select l.id, l.client_id, c.name as client_name, c.siret as client_siret,
         c.postal_code as client_postal_code, l.status,
         coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), l.rider_name, '') as rider_name,
         u.employee_number,
         coalesce(b.brand || ' ' || b.model, l.bike_model, '') as bike, z.label as size,
         coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents,
         coalesce((select sum(pe.price_cents) from retailer_proposition_equipment pe
                    where pe.proposition_id = p.id), 0)::int as equipment_cents,
         l.monthly_rent_cents,
         ${policyColumns},
         case when s.id is null then null
              else s.name || ', ' || s.street || ', ' || s.postal_code || ' ' || s.city end as store,
         l.delivery,
         ${iso('l.created_at')} as created_at,
         ${iso('l.equipment_confirmed_at')} as equipment_confirmed_at,
         to_char(coalesce(l.equipment_confirmed_at, l.created_at) at time zone 'UTC',
                 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as waiting_key
    ${fleetLeasesFrom}
    left join bike_sizes z on z.id = p.bike_size_id
    left join stores s on s.id = p.store_id`;

export const agreementSorts = ['waitingSince', '-waitingSince'] as const;
export type AgreementSort = (typeof agreementSorts)[number];

/** A cursor's keys: when the lease started waiting (to the microsecond), then its id. */
export const agreementKeyTypes: KeyType[] = ['timestamp', 'int'];

/** Since when a lease waits for the company: the rider's confirmation (its creation for older ones). */
const waitingKey = 'coalesce(l.equipment_confirmed_at, l.created_at)';

export interface AgreementsQuery {
  limit: number;
  sort: AgreementSort;
  after?: string[] | undefined;
  /** The search's words, as typed (folded by the database). */
  words?: string[] | undefined;
}

/**
 * One page of the leases of `companies` (the client, a group and its companies, or the one the
 * `company` filter keeps) waiting for the company's signature (status `equipment-confirmed`), the
 * longest-waiting first unless the sort says otherwise, with the count of those that match. A
 * search looks in the rider's folded names, address and employee number (`search_text`, migration
 * 022), or the name the lease was made under when it has no account.
 */
export async function pendingAgreementsPage(
  db: Queryable,
  companies: CompanyScope,
  query: AgreementsQuery,
) {
  const params = new Params();
  const filters = [
    `l.client_id = any(${params.add(companies)}::int[])`,
    // A literal, as the partial index of migration 029 says it.
    `l.status = '${signableStatus}'`,
    ...(query.words ?? []).map(
      (word) =>
        `coalesce(u.search_text, velo_fold(l.rider_name)) like ${foldedPattern(params, word)}`,
    ),
  ];
  const filterValues = [...params.values];
  const descending = query.sort.startsWith('-');
  const conditions = [...filters];
  if (query.after !== undefined) {
    conditions.push(
      `(${waitingKey}, l.id) ${descending ? '<' : '>'} (${params.add(query.after[0])}::timestamptz, ${params.add(query.after[1])}::int)`,
    );
  }
  const direction = descending ? 'desc' : 'asc';
  const { rows } = await db.query<AgreementRow & { waiting_key: string }>(
    `${agreementSelect}
      where ${conditions.join(' and ')}
      order by ${waitingKey} ${direction}, l.id ${direction}
      limit ${params.add(query.limit + 1)}`,
    params.values,
  );
  const counted = await db.query<{ n: number }>(
    `select count(*)::int as n from (
       select 1 from leases l left join users u on u.id = l.user_id
        where ${filters.join(' and ')} limit $${filterValues.length + 1}) c`,
    [...filterValues, exactTotalUpTo + 1],
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => {
      const share = sharesOf(row);
      return {
        id: row.id,
        riderName: row.rider_name,
        bike: row.bike,
        bikePriceCents: row.bike_price_cents,
        monthlyRentCents: row.monthly_rent_cents,
        employerContributionCents: share.employerCents,
        riderShareCents: share.riderCents,
        waitingSince: row.equipment_confirmed_at ?? row.created_at,
        company: { id: row.client_id, name: row.client_name },
      };
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(query.sort, [last.waiting_key, String(last.id)])
        : null,
    ...totalOf(counted.rows[0]?.n ?? 0),
  };
}

/** Lease `leaseId` of the client as the contract needs it, or 404 (another client's, or none). */
async function agreementRow(db: Queryable, clientId: number, leaseId: unknown) {
  if (typeof leaseId !== 'number') throw notFound('lease agreement');
  const { rows } = await db.query<AgreementRow>(
    `${agreementSelect} where l.id = $1 and l.client_id = $2`,
    [leaseId, clientId],
  );
  if (!rows[0]) throw notFound('lease agreement');
  return rows[0];
}

export interface AgreementContent {
  kind: 'rental-agreement';
  title: string;
  sections: DocumentSection[];
}

export const agreementTitle = 'Contrat de location longue durée';

/**
 * The rental contract between the lessor and the company for one rider's bike, in French (the
 * contract's language). Pure: the same row and signature date give the same content and SHA-256.
 */
export function agreementContent(row: AgreementRow, signedAt: string | null): AgreementContent {
  const share = sharesOf(row);
  const missing = 'À compléter';
  return {
    kind: 'rental-agreement',
    title: agreementTitle,
    sections: [
      {
        heading: 'Références',
        paragraphs: [],
        fields: [
          { label: 'Contrat n°', value: String(row.id) },
          { label: 'Date de la demande', value: frenchDate(row.created_at) },
          {
            label: 'Équipement confirmé le',
            value: row.equipment_confirmed_at ? frenchDate(row.equipment_confirmed_at) : missing,
          },
        ],
      },
      {
        heading: 'Les parties',
        paragraphs: [
          `Entre ${creditor.name}, ${creditor.address}, le bailleur, et ${row.client_name}, le locataire, qui met le vélo à la disposition de son salarié.`,
        ],
        fields: [
          { label: 'Bailleur', value: creditor.name },
          { label: 'Locataire', value: row.client_name },
          { label: 'SIRET du locataire', value: row.client_siret ?? missing },
          { label: 'Salarié bénéficiaire', value: row.rider_name },
          { label: 'Matricule', value: row.employee_number ?? missing },
        ],
      },
      {
        heading: 'Le vélo et ses équipements',
        paragraphs: [],
        fields: [
          { label: 'Vélo', value: row.bike },
          { label: 'Taille', value: row.size ?? missing },
          { label: 'Prix du vélo TTC', value: euros(row.bike_price_cents) },
          { label: 'Équipements TTC', value: euros(row.equipment_cents) },
          { label: 'Total TTC', value: euros(row.bike_price_cents + row.equipment_cents) },
          { label: 'Magasin partenaire', value: row.store ?? missing },
        ],
      },
      {
        heading: 'Le loyer',
        paragraphs: [
          `La location dure ${LEASE_DURATION_MONTHS} mois à compter de la remise du vélo. ${row.client_name} paie chaque mois sa part du loyer ; la part du salarié est retenue sur son salaire.`,
        ],
        fields: [
          { label: 'Durée', value: `${LEASE_DURATION_MONTHS} mois` },
          { label: 'Loyer mensuel TTC', value: euros(row.monthly_rent_cents) },
          { label: 'Part de l’employeur', value: euros(share.employerCents) },
          { label: 'Part du salarié', value: euros(share.riderCents) },
        ],
      },
      {
        heading: 'Signature',
        paragraphs: [
          `${row.client_name} signe ce contrat électroniquement avec un code à usage unique reçu par SMS (signature électronique simple, article 25(1) du règlement eIDAS et article 1367 du Code civil). Le salarié signe ensuite son bon de confirmation.`,
        ],
        fields: [
          {
            label: 'Signé par le locataire le',
            value: signedAt ? frenchDate(signedAt) : 'Non signé',
          },
        ],
      },
    ],
  };
}

/** SHA-256 (hex) of the content as canonical JSON, as documents/content.ts computes it. */
export function agreementSha256(content: AgreementContent): string {
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

interface SignatureRow {
  content: AgreementContent;
  sha256: string;
  signed_at: string;
  masked_phone: string;
}

async function signatureOf(db: Queryable, leaseId: number): Promise<SignatureRow | undefined> {
  const { rows } = await db.query<SignatureRow>(
    `select content, sha256, ${iso('signed_at')} as signed_at, masked_phone
       from company_signatures where lease_id = $1`,
    [leaseId],
  );
  return rows[0];
}

/** The agreement as read: the signed copy once signed, else the content as of now (unsigned). */
async function resolveAgreement(context: HandlerContext) {
  const { db, user, params } = context;
  const client = await clientWithRight(db, user, idParam(params), fleetRights.agreements);
  const row = await agreementRow(db, client.id, params['leaseId']);
  const signed = await signatureOf(db, row.id);
  const content = signed?.content ?? agreementContent(row, null);
  return {
    row,
    content,
    sha256: signed?.sha256 ?? agreementSha256(content),
    signedAt: signed?.signed_at ?? null,
    maskedPhone: signed?.masked_phone ?? null,
  };
}

function assertSignable(status: LeaseStatus): void {
  if (status !== signableStatus) {
    throw new ApiError(409, 'ILLEGAL_TRANSITION', illegalTransitionReason(status, 'signContract'));
  }
}

/** The mobile the company's code goes to: the manager's own, else the company's contact mobile. */
async function signingMobile(db: Queryable, userId: number, clientId: number): Promise<string> {
  const { rows } = await db.query<{ mobile: string | null }>(
    `select coalesce((select mobile_phone from users where id = $1),
                     (select mobile_phone from clients where id = $2)) as mobile`,
    [userId, clientId],
  );
  const mobile = rows[0]?.mobile;
  if (!mobile) {
    throw new ApiError(
      409,
      'NO_MOBILE_PHONE',
      'Neither the manager nor the company has a mobile phone to send the code to.',
    );
  }
  return mobile;
}

async function sendCompanyAgreementCode(context: HandlerContext) {
  const user = requireUser(context.user);
  const { db, params } = context;
  const client = await clientWithRight(db, user, idParam(params), fleetRights.agreements);
  const row = await agreementRow(db, client.id, params['leaseId']);
  assertSignable(row.status);
  const mobilePhone = await signingMobile(db, user.id, client.id);
  const now = nowOf(context);
  return ok(
    await sendCode(
      db,
      context.settings,
      now,
      companyCodes,
      row.id,
      { mobilePhone, leaseRequestId: row.id, userId: user.id },
      { user_id: user.id },
    ),
  );
}

async function signCompanyAgreement(context: HandlerContext) {
  const user = requireUser(context.user);
  const { db, params } = context;
  const client = await clientWithRight(db, user, idParam(params), fleetRights.agreements);
  const row = await agreementRow(db, client.id, params['leaseId']);
  assertSignable(row.status);
  const { code } = context.body as { code: string };
  const now = nowOf(context);
  const sent = await checkCode(db, companyCodes, row.id, code, now);
  const signedAt = now.toISOString();
  const content = agreementContent(row, signedAt);
  const sha256 = agreementSha256(content);
  const result = await db.transaction(async (tx) => {
    await useCode(tx, companyCodes, row.id, sent);
    // The state machine checks the status again with the row locked: a parallel signature is a 409.
    const transition = await applyLeaseTransition(tx, row.id, 'signContract', 'company', {
      at: now,
    });
    await tx.query(
      `insert into company_signatures (lease_id, client_id, user_id, signed_at, code_sent_at,
                                       consent_at, masked_phone, ip, user_agent, sha256, content)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        row.id,
        client.id,
        user.id,
        now,
        sent.sent_at,
        sent.consent_at,
        sent.masked_phone,
        context.ip ?? 'unknown',
        (context.userAgent ?? 'unknown').slice(0, 500),
        sha256,
        JSON.stringify(content),
      ],
    );
    return transition;
  });
  return ok({ id: row.id, status: result.to, signedAt, sha256 });
}

export const fleetAgreementHandlers: Handlers = {
  async listPendingAgreements({ db, user, params, query }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.agreements);
    // The contract has checked the values and set the defaults (limit 50, longest-waiting first).
    const sort = (query['sort'] ?? 'waitingSince') as AgreementSort;
    const cursor = query['cursor'];
    const after =
      typeof cursor === 'string' ? decodeCursor(cursor, sort, agreementKeyTypes) : undefined;
    const companies = await companyScope(db, client, query['company']);
    return ok(
      await pendingAgreementsPage(db, companies, {
        limit: Number(query['limit'] ?? defaultLimit),
        sort,
        after,
        words: searchWords(query['q']),
      }),
    );
  },
  async getCompanyAgreement(context) {
    const agreement = await resolveAgreement(context);
    const { row } = agreement;
    const share = sharesOf(row);
    return ok({
      id: row.id,
      clientId: row.client_id,
      clientName: row.client_name,
      riderName: row.rider_name,
      bike: row.bike,
      status: row.status,
      signable: row.status === signableStatus,
      monthlyRentCents: row.monthly_rent_cents,
      employerContributionCents: share.employerCents,
      riderShareCents: share.riderCents,
      document: {
        title: agreement.content.title,
        sections: agreement.content.sections,
        sha256: agreement.sha256,
        signedAt: agreement.signedAt,
      },
    });
  },
  async getCompanyAgreementPdf(context) {
    const agreement = await resolveAgreement(context);
    const pdf = await renderPdf({
      content: agreement.content,
      riderName: agreement.row.client_name,
      sha256: agreement.sha256,
      signature: agreement.signedAt
        ? { signedAt: agreement.signedAt, maskedPhone: agreement.maskedPhone }
        : null,
      now: nowOf(context),
    });
    return {
      status: 200,
      body: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="contrat-location-${agreement.row.id}.pdf"`,
      },
    };
  },
  sendCompanyAgreementCode,
  signCompanyAgreement,
};
