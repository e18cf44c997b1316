/**
 * The electronic signature by SMS code of a lease request's confirmation voucher, with its SEPA
 * mandate and user charter (issue 13, spec section 4; eIDAS article 25(1), Code civil article 1367).
 *
 * The codes and their rules (10 minutes, 5 tries, 30 s between sends) are smsCodes.ts'. A signature
 * records its evidence: each document's SHA-256 and signed content, the times (code sent, consent, signature),
 * the masked mobile, the consent ticks, the IP and the user agent. No code, IBAN or document content
 * is ever written to a log.
 */
import type { Queryable } from './db.ts';
import {
  contentSha256,
  documentContent,
  signedWithCode,
  type DocumentContent,
  type DocumentKind,
} from './documents/content.ts';
import { documentData } from './onboarding.ts';

/** What the rider ticked before the code was sent (the body's `consent`). */
export interface Consents {
  electronicSignature: true;
}

export interface SignatureRecord {
  userId: number;
  leaseId: number;
  signedAt: Date;
  codeSentAt: Date;
  consentAt: Date;
  maskedPhone: string;
  consents: Consents;
  ip: string;
  userAgent: string;
}

/**
 * Signs the three documents of lease `leaseId` for `userId` in the caller's transaction: builds
 * each content as of the signature (the mandate dated that day), stores its SHA-256 and content with
 * the evidence, and locks the onboarding. The lease's transitions are the caller's.
 */
export async function recordSignature(
  tx: Queryable,
  record: SignatureRecord,
): Promise<{ kind: DocumentKind; sha256: string }[]> {
  const signedAt = record.signedAt.toISOString();
  const data = await documentData(tx, record.userId, record.leaseId, record.signedAt, signedAt);
  const contents: DocumentContent[] = signedWithCode.map((kind) => documentContent(kind, data));
  const { rows } = await tx.query<{ id: number }>(
    `insert into signature_evidence (lease_id, user_id, signed_at, code_sent_at, consent_at,
                                     masked_phone, consents, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      record.leaseId,
      record.userId,
      record.signedAt,
      record.codeSentAt,
      record.consentAt,
      record.maskedPhone,
      JSON.stringify(record.consents),
      record.ip,
      record.userAgent.slice(0, 500),
    ],
  );
  const evidenceId = rows[0]?.id;
  const hashes = [];
  for (const content of contents) {
    const sha256 = contentSha256(content);
    await tx.query(
      `insert into signed_documents (evidence_id, kind, title, sha256, content)
       values ($1, $2, $3, $4, $5)`,
      [evidenceId, content.kind, content.title, sha256, JSON.stringify(content)],
    );
    hashes.push({ kind: content.kind, sha256 });
  }
  // Spec section 4: the contact information is locked once the voucher is signed.
  await tx.query(
    `insert into rider_onboarding (user_id, locked_at) values ($1, $2)
     on conflict (user_id) do update set locked_at = coalesce(rider_onboarding.locked_at, $2)`,
    [record.userId, record.signedAt],
  );
  return hashes;
}

export interface SignedDocumentRow {
  kind: DocumentKind;
  sha256: string;
  content: DocumentContent;
  signed_at: string;
  masked_phone: string;
}

/** The signed documents of lease `leaseId`, by kind (empty before the signature). */
export async function signedDocuments(
  db: Queryable,
  leaseId: number,
): Promise<Map<DocumentKind, SignedDocumentRow>> {
  const { rows } = await db.query<SignedDocumentRow>(
    `select d.kind, d.sha256, d.content,
            to_char(e.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as signed_at,
            e.masked_phone
       from signature_evidence e join signed_documents d on d.evidence_id = e.id
      where e.lease_id = $1`,
    [leaseId],
  );
  return new Map(rows.map((row) => [row.kind, row]));
}
