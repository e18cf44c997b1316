import type { Schemas } from '@velo/api-sdk';
import { load, settle, type RouteContext, type WriteOutcome } from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { Answers, Questionnaire } from './questions';

export interface NeedsData {
  /** The rider's answers so far (every one null when never answered). */
  answers: Questionnaire;
  /** The catalogue's brands, for the brand question. */
  brands: string[];
}

const emptyAnswers: Questionnaire = {
  currentTransport: null,
  distanceBand: null,
  commuteTimeBand: null,
  electricAssistance: null,
  frameType: null,
  brandPreferences: null,
  contactPreference: null,
  completedAt: null,
  updatedAt: null,
};

/** /user-profile/needs: the answers so far and the catalogue's brands, in parallel. */
export function needsLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<NeedsData> => {
    const options = { signal: request.signal };
    const [answers, page] = await Promise.all([
      context.api.catalogue.getQuestionnaire(options),
      context.api.catalogue.listBikeModels({ pageSize: 1 }, options),
    ]);
    return {
      answers: load(answers) ?? emptyAnswers,
      brands: (load(page)?.facets.brands ?? []).map((facet) => facet.brand),
    };
  };
}

/** What the stepper sends: one step's answer, or every answer at the end. */
export type NeedsSubmission =
  | { kind: 'step'; answers: Schemas['CommuteQuestionnairePatch'] }
  | { kind: 'complete'; answers: Answers };

export type NeedsOutcome = WriteOutcome<Questionnaire> & { kind: NeedsSubmission['kind'] };

/** Saves one step (PATCH) or completes the questionnaire (PUT). */
export function needsAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<NeedsOutcome> => {
    const body = (await request.json()) as NeedsSubmission;
    const options = { signal: request.signal };
    const result =
      body.kind === 'complete'
        ? await context.api.catalogue.saveQuestionnaire(body.answers, options)
        : await context.api.catalogue.updateQuestionnaire(body.answers, options);
    return { ...settle(result, context.notify), kind: body.kind };
  };
}
