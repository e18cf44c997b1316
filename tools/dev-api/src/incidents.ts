/**
 * Incidents on the leased bike (issue 14, contract openapi/paths/incidents.yaml): the rider's running
 * rental, an incident's body as the contract writes it, and the checks on the documents sent. Shared
 * by the handlers, the seed and the dev switch.
 */
import { monthlyRent } from '@velo/leasing';
import type { Queryable } from './db.ts';
import { ApiError, type FieldError } from './errors.ts';

/**
 * The roadside-assistance line shown on the form (spec section 1: roadside assistance is part of the
 * lease; the number is not shown: this is the demo's, in the range ARCEP keeps for fiction).
 */
export const assistancePhone = '+33199001234';

/** At most 10 MB a document (our design, the limit the form states). */
export const maxDocumentBytes = 10 * 1024 * 1024;

export const incidentStatuses = [
  'received',
  'in-review',
  'documents-missing',
  'accepted',
  'refused',
  'closed',
] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

/** The documents a claim may take (contract IncidentDocumentKind). */
export const incidentDocumentKinds = ['police-report', 'photo'] as const;
export type IncidentDocumentKind = (typeof incidentDocumentKinds)[number];

export interface RunningRental {
  id: number;
  bikeModel: string;
  bikePriceCents: number;
  startedOn: string;
}

/** The rider's running rental: a lease that reached `active`, its bike delivered (newest first). */
export async function runningRental(
  db: Queryable,
  userId: number,
): Promise<RunningRental | undefined> {
  const { rows } = await db.query<RunningRental>(
    `select id, bike_model as "bikeModel", bike_price_cents as "bikePriceCents",
            to_char(started_on, 'YYYY-MM-DD') as "startedOn"
       from leases
      where user_id = $1 and status = 'active' and delivered_at is not null and started_on is not null
      order by started_on desc, id desc limit 1`,
    [userId],
  );
  return rows[0];
}

/** The insurance franchise of the bike (spec section 3), from @velo/leasing: never a copy of its rule. */
export function franchiseOf(bikePriceCents: number): number {
  return monthlyRent({ bikePriceCents, equipmentPriceCents: [] }).insuranceFranchiseCents;
}

interface IncidentRow {
  id: number;
  user_id: number;
  kind: string;
  status: string;
  occurred_on: string;
  place: string;
  description: string;
  reported_at: string;
  updated_at: string;
  bike_model: string;
  franchise_cents: number | null;
  note: string | null;
  missing_documents: IncidentDocumentKind[];
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function loadIncident(db: Queryable, id: number): Promise<IncidentRow | undefined> {
  const { rows } = await db.query<IncidentRow>(
    `select i.id, i.user_id, i.kind, i.status, to_char(i.occurred_on, 'YYYY-MM-DD') as occurred_on,
            i.place, i.description, ${iso('i.reported_at')} as reported_at,
            ${iso('i.updated_at')} as updated_at, l.bike_model, i.franchise_cents, i.note,
            i.missing_documents
       from incidents i join leases l on l.id = i.lease_id
      where i.id = $1`,
    [id],
  );
  return rows[0];
}

export async function incidentBody(db: Queryable, row: IncidentRow) {
  const { rows: documents } = await db.query<{
    kind: string;
    file_name: string;
    media_type: string;
    size_bytes: number;
  }>(
    `select kind, file_name, media_type, length(content) as size_bytes
       from incident_documents where incident_id = $1 order by id`,
    [row.id],
  );
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    occurredOn: row.occurred_on,
    place: row.place,
    description: row.description,
    reportedAt: row.reported_at,
    updatedAt: row.updated_at,
    bikeModel: row.bike_model,
    documents: documents.map((document) => ({
      kind: document.kind,
      fileName: document.file_name,
      mediaType: document.media_type,
      sizeBytes: Number(document.size_bytes),
    })),
    franchiseCents: row.franchise_cents,
    note: row.note,
    missingDocuments: row.missing_documents,
  };
}

export async function incidentsOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: number }>(
    'select id from incidents where user_id = $1 order by reported_at desc, id desc limit 100',
    [userId],
  );
  const bodies = [];
  for (const { id } of rows) {
    const row = await loadIncident(db, id);
    if (row) bodies.push(await incidentBody(db, row));
  }
  return bodies;
}

/** What the first bytes of each accepted type are (PDF 1.7 §7.5.2, JFIF, PNG §5.2). */
const signatures: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

export interface DocumentInput {
  kind: IncidentDocumentKind;
  fileName: string;
  mediaType: string;
  contentBase64: string;
}

export interface CheckedDocument {
  kind: DocumentInput['kind'];
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

/**
 * A document's bytes, or the refusal naming it: 413 `FILE_TOO_LARGE` over 10 MB, 415
 * `UNSUPPORTED_FILE_TYPE` when the media type is not accepted for its kind (a photo is a JPEG or a
 * PNG) or the bytes are not what the media type says.
 */
export function checkDocument(document: DocumentInput, index: number): CheckedDocument {
  // Reads only the kind, name, type and bytes; never logs them (common rules: no document content).
  const at = `body.documents[${index}]`;
  const bytes = Buffer.from(document.contentBase64, 'base64');
  if (bytes.length > maxDocumentBytes) {
    throw new ApiError(413, 'FILE_TOO_LARGE', 'A document is over 10 MB.', [
      { field: `${at}.contentBase64`, message: 'must be at most 10 MB' },
    ]);
  }
  const accepted =
    document.kind === 'photo' ? ['image/jpeg', 'image/png'] : Object.keys(signatures);
  const unsupported = (field: FieldError) =>
    new ApiError(415, 'UNSUPPORTED_FILE_TYPE', 'A document is not of an accepted type.', [field]);
  if (!accepted.includes(document.mediaType)) {
    throw unsupported({ field: `${at}.mediaType`, message: `must be ${accepted.join(', ')}` });
  }
  const signature = signatures[document.mediaType] ?? [];
  if (bytes.length < signature.length || signature.some((byte, i) => bytes[i] !== byte)) {
    throw unsupported({
      field: `${at}.contentBase64`,
      message: `is not a ${document.mediaType} file`,
    });
  }
  return {
    kind: document.kind,
    fileName: document.fileName.trim() || 'document',
    mediaType: document.mediaType,
    bytes,
  };
}

/** Stores a claim's checked documents (the bytes stay in the database, never in a log line). */
export async function insertDocuments(
  db: Queryable,
  incidentId: number,
  documents: readonly CheckedDocument[],
): Promise<void> {
  for (const document of documents) {
    await db.query(
      `insert into incident_documents (incident_id, kind, file_name, media_type, content)
       values ($1, $2, $3, $4, $5)`,
      [incidentId, document.kind, document.fileName, document.mediaType, document.bytes],
    );
  }
}
