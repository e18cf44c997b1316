import { incidentApi, type Schemas } from '@velo/api-sdk';
import { load, settle, type RouteContext } from '@velo/data';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';

export type Incident = Schemas['Incident'];
export type IncidentCover = Schemas['IncidentCover'];

/**
 * /incidents: the rider's incidents (an empty list when none), the one just reported if any, and the
 * one whose missing documents were just received if any.
 */
export interface IncidentsData {
  incidents: Incident[];
  reportedId: number | null;
  documentsSentId: number | null;
}

/** /incidents/new: what the lease covers (its `rental` null when none runs). */
export interface ReportData {
  cover: IncidentCover;
}

export function incidentsLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<IncidentsData> => {
    const incidents = load(await incidentApi(context.api).list({ signal: request.signal })) ?? [];
    const search = new URL(request.url).searchParams;
    const known = (name: string) => {
      const id = Number(search.get(name));
      return incidents.some((incident) => incident.id === id) ? id : null;
    };
    return { incidents, reportedId: known('reported'), documentsSentId: known('sent') };
  };
}

export function reportLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<ReportData> => {
    const cover = load(await incidentApi(context.api).cover({ signal: request.signal }));
    // The cover is the rider's own: a refusal of it is no state the screen could show.
    return { cover: cover ?? { rental: null, assistancePhone: '' } };
  };
}

/** The action's answer when the report is not recorded: the fields to fix, or why it cannot be. */
export type ReportOutcome =
  | { done: false; noRental: true }
  | { done: false; noRental: false; fields: { field: string; code: string }[] };

/**
 * Sends the report; recorded, the rider goes to /incidents where it shows `received`. A refusal
 * names its fields (400, 413 file too large, 415 file type) for the form to show next to them.
 */
export function reportAction(context: RouteContext): ActionFunction {
  return async ({ request }) => {
    // What the form sent through useSubmission: the contract's input, files in base64.
    const body = (await request.json()) as Schemas['IncidentInput'];
    const outcome = settle(
      await incidentApi(context.api).report(body, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) return redirect(`/incidents?reported=${outcome.data.id}`);
    if (outcome.reason === 'rejected') {
      if (outcome.error?.code === 'NO_RUNNING_RENTAL') {
        return { done: false, noRental: true } satisfies ReportOutcome;
      }
      const code = outcome.error?.code ?? 'VALIDATION_FAILED';
      return {
        done: false,
        noRental: false,
        fields: (outcome.error?.fields ?? []).map(({ field }) => ({ field, code })),
      } satisfies ReportOutcome;
    }
    return { done: false, noRental: false, fields: [] } satisfies ReportOutcome;
  };
}

/** The documents action's answer when they are not recorded: the fields to fix, or why not. */
export type DocumentsOutcome =
  | { done: false; notWaiting: true }
  | { done: false; notWaiting: false; fields: { field: string; code: string }[] };

/** What the missing-documents form sends: the claim and the contract's body, files in base64. */
export interface DocumentsSubmission {
  incidentId: number;
  documents: Schemas['IncidentDocumentInput'][];
}

/**
 * Sends the documents a claim waits for; received, the rider sees /incidents again with the claim
 * back in review and the confirmation. A claim that no longer waits (409) reloads the list; a
 * refusal names its fields (400, 413, 415) for the form to show next to them.
 */
export function documentsAction(context: RouteContext): ActionFunction {
  return async ({ request }) => {
    const { incidentId, documents } = (await request.json()) as DocumentsSubmission;
    const outcome = settle(
      await incidentApi(context.api).sendDocuments(
        incidentId,
        { documents },
        { signal: request.signal },
      ),
      context.notify,
    );
    if (outcome.ok) return redirect(`/incidents?sent=${outcome.data.id}`);
    if (outcome.reason === 'rejected') {
      if (outcome.error?.code === 'NOT_WAITING_FOR_DOCUMENTS') {
        return { done: false, notWaiting: true } satisfies DocumentsOutcome;
      }
      const code = outcome.error?.code ?? 'VALIDATION_FAILED';
      return {
        done: false,
        notWaiting: false,
        fields: (outcome.error?.fields ?? []).map(({ field }) => ({ field, code })),
      } satisfies DocumentsOutcome;
    }
    return { done: false, notWaiting: false, fields: [] } satisfies DocumentsOutcome;
  };
}
