/**
 * The documents of a lease request (contract openapi/paths/onboarding.yaml, issue 13): their list,
 * each one's accessible rendition and its PDF, both made from one content model
 * (../documents/content.ts). Only the rider of the request reads them: another rider's request, or
 * none, is a 403 (access before existence); a document the request does not have yet is a 404.
 *
 * A signed document is rendered from the content stored with the signature's evidence, so it stays
 * what was signed; the others from the data as it is now.
 */
import { idParam, requireUser } from '../access.ts';
import { ok, type HandlerContext, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import {
  contentSha256,
  documentContent,
  documentsOf,
  documentTitles,
  signedWithCode,
  type DocumentContent,
  type DocumentKind,
} from '../documents/content.ts';
import { renderPdf } from '../documents/pdf.ts';
import { ownLeaseRequestId } from '../leaseRequests.ts';
import { completionOf, documentData, onboardingRow } from '../onboarding.ts';
import { signedDocuments } from '../signature.ts';

interface ResolvedDocument {
  kind: DocumentKind;
  title: string;
  status: 'draft' | 'ready' | 'signed';
  content: DocumentContent;
  sha256: string | null;
  signedAt: string | null;
  maskedPhone: string | null;
}

/** What each document needs from the onboarding before it can be signed. */
function isDraft(
  kind: DocumentKind,
  complete: { personal: boolean; charter: boolean; bankDetails: boolean },
): boolean {
  if (kind === 'direct-debit-mandate') return !complete.personal || !complete.bankDetails;
  if (kind === 'user-charter') return !complete.personal || !complete.charter;
  return !complete.personal;
}

/** Every document lease request `leaseId` has now, in signing order. */
async function resolveDocuments(
  db: Queryable,
  userId: number,
  leaseId: number,
  now: Date,
): Promise<ResolvedDocument[]> {
  const { rows } = await db.query<{ status: string; delivered_at: Date | null }>(
    'select status, delivered_at from leases where id = $1',
    [leaseId],
  );
  const kinds = documentsOf(rows[0]?.status ?? '');
  if (kinds.length === 0) return [];
  const signed = await signedDocuments(db, leaseId);
  const data = await documentData(db, userId, leaseId, now, null);
  const complete = completionOf(await onboardingRow(db, userId));
  return kinds.map((kind) => {
    const stored = signed.get(kind);
    if (stored) {
      return {
        kind,
        title: stored.content.title,
        status: 'signed',
        content: stored.content,
        sha256: stored.sha256,
        signedAt: stored.signed_at,
        maskedPhone: stored.masked_phone,
      };
    }
    const content = documentContent(kind, data);
    const deliveredAt = rows[0]?.delivered_at ?? null;
    // The delivery slip is signed at the store when the bike is handed over.
    if (kind === 'delivery-slip' && deliveredAt) {
      return {
        kind,
        title: content.title,
        status: 'signed',
        content,
        sha256: contentSha256(content),
        signedAt: deliveredAt.toISOString(),
        maskedPhone: null,
      };
    }
    const draft = signedWithCode.includes(kind) && isDraft(kind, complete);
    return {
      kind,
      title: documentTitles[kind],
      status: draft ? 'draft' : 'ready',
      content,
      sha256: draft ? null : contentSha256(content),
      signedAt: null,
      maskedPhone: null,
    };
  });
}

async function oneDocument(context: HandlerContext): Promise<ResolvedDocument> {
  const user = requireUser(context.user);
  const id = idParam(context.params);
  await ownLeaseRequestId(context.db, user, id);
  const kind = context.params['kind'] as DocumentKind;
  const now = context.settings.now?.() ?? new Date();
  const document = (await resolveDocuments(context.db, user.id, id, now)).find(
    (item) => item.kind === kind,
  );
  if (!document) throw notFound('document for this lease request yet');
  return document;
}

/** File names of the PDFs: ASCII, as the contract's Content-Disposition pattern wants. */
const fileNames: Record<DocumentKind, string> = {
  'confirmation-voucher': 'bon-de-confirmation',
  'direct-debit-mandate': 'mandat-sepa',
  'user-charter': 'charte-utilisation',
  'delivery-slip': 'bon-de-livraison',
  'pickup-voucher': 'bon-enlevement',
};

export const documentHandlers: Handlers = {
  listLeaseDocuments: async (context) => {
    const user = requireUser(context.user);
    const id = idParam(context.params);
    await ownLeaseRequestId(context.db, user, id);
    const now = context.settings.now?.() ?? new Date();
    const documents = await resolveDocuments(context.db, user.id, id, now);
    return ok(
      documents.map(({ kind, title, status, sha256, signedAt }) => ({
        kind,
        title,
        status,
        sha256,
        signedAt,
      })),
    );
  },
  getLeaseDocument: async (context) => {
    const document = await oneDocument(context);
    return ok({
      kind: document.kind,
      title: document.title,
      status: document.status,
      sections: document.content.sections,
      sha256: document.sha256,
      signedAt: document.signedAt,
    });
  },
  getLeaseDocumentPdf: async (context) => {
    const document = await oneDocument(context);
    const user = requireUser(context.user);
    const { rows } = await context.db.query<{ name: string }>(
      `select first_name || ' ' || last_name as name from users where id = $1`,
      [user.id],
    );
    const pdf = await renderPdf({
      content: document.content,
      riderName: rows[0]?.name ?? '',
      sha256: document.sha256,
      signature: document.signedAt
        ? { signedAt: document.signedAt, maskedPhone: document.maskedPhone }
        : null,
      now: context.settings.now?.() ?? new Date(),
    });
    const id = idParam(context.params);
    return {
      status: 200,
      body: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${fileNames[document.kind]}-${id}.pdf"`,
      },
    };
  },
};
