import { incidentApi, type Schemas } from '@velo/api-sdk';
import { load, settle, type RouteContext } from '@velo/data';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';

export type Incident = Schemas['Incident'];
export type IncidentCover = Schemas['IncidentCover'];

/** /incidents: the rider's incidents (an empty list when none), and the one just reported if any. */
export interface IncidentsData {
  incidents: Incident[];
  reportedId: number | null;
}

/** /incidents/new: what the lease covers (its `rental` null when none runs). */
export interface ReportData {
  cover: IncidentCover;
}

export function incidentsLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<IncidentsData> => {
    const incidents = load(await incidentApi(context.api).list({ signal: request.signal })) ?? [];
    const reported = Number(new URL(request.url).searchParams.get('reported'));
    return {
      incidents,
      reportedId: incidents.some((incident) => incident.id === reported) ? reported : null,
    };
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
