/**
 * Incidents on the leased bike (issue 14, contract openapi/paths/incidents.yaml): what the lease
 * covers, the rider's incidents, reporting one. Only the rider who reported an incident reads it; any
 * other id, another rider's or none, is a 403 (access before existence).
 */
import { idParam, requireUser } from '../access.ts';
import { created, ok, type Handlers } from '../context.ts';
import { ApiError, forbidden, validationFailed, type FieldError } from '../errors.ts';
import {
  assistancePhone,
  checkDocument,
  incidentBody,
  incidentsOf,
  insertDocuments,
  loadIncident,
  runningRental,
  type DocumentInput,
} from '../incidents.ts';
import { parisNow } from '../stores/time.ts';

interface IncidentInput {
  kind: 'theft' | 'damage' | 'breakdown';
  occurredOn: string;
  place: string;
  description: string;
  documents: DocumentInput[];
}

/** The documents each kind needs (spec section 1 insurance; our design for the counts). */
const documentRules = {
  theft: { kind: 'police-report', min: 1, max: 1, message: 'a theft needs its police report' },
  damage: { kind: 'photo', min: 1, max: 3, message: 'a damage needs one to three photos' },
  breakdown: { kind: null, min: 0, max: 0, message: 'a breakdown takes no document' },
} as const;

export const incidentHandlers: Handlers = {
  async getIncidentCover({ db, user }) {
    const rental = await runningRental(db, requireUser(user).id);
    return ok({ rental: rental ?? null, assistancePhone });
  },

  async listIncidents({ db, user }) {
    return ok(await incidentsOf(db, requireUser(user).id));
  },

  async getIncident({ db, user, params }) {
    const current = requireUser(user);
    const row = await loadIncident(db, idParam(params));
    if (!row || row.user_id !== current.id) throw forbidden();
    return ok(await incidentBody(db, row));
  },

  async reportIncident({ db, user, body, settings }) {
    const current = requireUser(user);
    const input = body as IncidentInput;
    const rental = await runningRental(db, current.id);
    if (!rental) {
      throw new ApiError(409, 'NO_RUNNING_RENTAL', 'No running rental to report an incident on.');
    }
    const fields: FieldError[] = [];
    const place = input.place.trim();
    const description = input.description.trim();
    if (place.length < 3) fields.push({ field: 'body.place', message: 'must not be blank' });
    if (description.length < 10) {
      fields.push({ field: 'body.description', message: 'must say what happened' });
    }
    const today = parisNow(settings.now?.()).day;
    if (input.occurredOn > today) {
      fields.push({ field: 'body.occurredOn', message: 'must not be in the future' });
    } else if (input.occurredOn < rental.startedOn) {
      fields.push({
        field: 'body.occurredOn',
        message: `must not be before the rental started (${rental.startedOn})`,
      });
    }
    const rule = documentRules[input.kind];
    input.documents.forEach((document, index) => {
      if (document.kind !== rule.kind) {
        fields.push({ field: `body.documents[${index}].kind`, message: rule.message });
      }
    });
    if (input.documents.length < rule.min || input.documents.length > rule.max) {
      fields.push({ field: 'body.documents', message: rule.message });
    }
    if (fields.length > 0) throw validationFailed(fields);
    const documents = input.documents.map(checkDocument);

    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into incidents (lease_id, user_id, kind, occurred_on, place, description)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [rental.id, current.id, input.kind, input.occurredOn, place, description],
      );
      const incidentId = rows[0]!.id;
      await insertDocuments(tx, incidentId, documents);
      return incidentId;
    });
    const row = await loadIncident(db, id);
    return created(await incidentBody(db, row!));
  },

  /**
   * The documents the insurer waits for (status `documents-missing`): each missing kind at least
   * once (a police report once, photos up to three), nothing else. Received, the claim goes back to
   * `in-review` and waits for nothing. Another rider's claim or none: 403 (access before existence);
   * a claim waiting for nothing: 409 `NOT_WAITING_FOR_DOCUMENTS`.
   */
  async sendIncidentDocuments({ db, user, params, body }) {
    const current = requireUser(user);
    const id = idParam(params);
    const row = await loadIncident(db, id);
    if (!row || row.user_id !== current.id) throw forbidden();
    if (row.status !== 'documents-missing') {
      throw new ApiError(
        409,
        'NOT_WAITING_FOR_DOCUMENTS',
        'This incident does not wait for documents.',
      );
    }
    const { documents: sent } = body as { documents: DocumentInput[] };
    const missing = row.missing_documents;
    const fields: FieldError[] = [];
    sent.forEach((document, index) => {
      if (!missing.includes(document.kind)) {
        fields.push({
          field: `body.documents[${index}].kind`,
          message: `must be one of the missing documents: ${missing.join(', ')}`,
        });
      }
    });
    const count = (kind: string) => sent.filter((document) => document.kind === kind).length;
    const lacking = missing.filter((kind) => count(kind) === 0);
    if (lacking.length > 0) {
      fields.push({ field: 'body.documents', message: `must include ${lacking.join(', ')}` });
    } else if (count('police-report') > 1) {
      fields.push({ field: 'body.documents', message: 'takes one police report' });
    }
    if (fields.length > 0) throw validationFailed(fields);
    const documents = sent.map(checkDocument);
    await db.transaction(async (tx) => {
      await insertDocuments(tx, id, documents);
      await tx.query(
        `update incidents set status = 'in-review', missing_documents = '{}', note = null,
                              updated_at = now()
          where id = $1`,
        [id],
      );
    });
    return ok(await incidentBody(db, (await loadIncident(db, id))!));
  },
};
