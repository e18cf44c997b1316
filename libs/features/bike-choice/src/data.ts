import { catalogueApi } from '@velo/api-sdk';
import type { Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import {
  load,
  loadLeaseTerms,
  settle,
  type LeaseTerms,
  type RouteContext,
  type WriteOutcome,
} from '@velo/data';
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
      catalogueApi(context.api).getQuestionnaire(options),
      catalogueApi(context.api).listBikeModels({ pageSize: 1 }, options),
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
        ? await catalogueApi(context.api).saveQuestionnaire(body.answers, options)
        : await catalogueApi(context.api).updateQuestionnaire(body.answers, options);
    return { ...settle(result, context.notify), kind: body.kind };
  };
}

export interface CatalogueData {
  /** The whole catalogue (one page of up to 1000 models), filtered in the page. */
  bikes: Schemas['BikeModelSummary'][];
  brands: string[];
  /** The rider's answers (every one null when never answered). */
  answers: Questionnaire;
  /** The employer's contribution, or null when the rider has no company or it is not known. */
  contribution: LeaseTerms['contribution'];
}

/** /bikes: the whole catalogue, the rider's answers and the employer's contribution, in parallel. */
export function catalogueLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<CatalogueData> => {
    const options = { signal: request.signal };
    const clientId = context.store.get(profileAtom)?.clientId ?? null;
    const [page, answers, terms] = await Promise.all([
      catalogueApi(context.api).listBikeModels({ pageSize: 1000 }, options),
      catalogueApi(context.api).getQuestionnaire(options),
      // The cards show "from … a month" without the free months (the bike page details them).
      loadLeaseTerms(context, clientId, { ...options, offer: false }),
    ]);
    const catalogue = load(page);
    return {
      bikes: catalogue?.items ?? [],
      brands: (catalogue?.facets.brands ?? []).map((facet) => facet.brand),
      answers: load(answers) ?? emptyAnswers,
      contribution: terms.contribution,
    };
  };
}

/** The bike and the company's terms (contribution and active offer with its free months). */
export interface BikeData extends LeaseTerms {
  /** The bike, or null for an unknown one (the screen's empty state). */
  bike: Schemas['BikeModel'] | null;
}

/** /bikes/:bikeId: the bike with its sizes and equipment, the contribution and the active offer. */
export function bikeLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<BikeData> => {
    const options = { signal: request.signal };
    const id = Number(params['bikeId']);
    const clientId = context.store.get(profileAtom)?.clientId ?? null;
    const [bike, terms] = await Promise.all([
      Number.isSafeInteger(id) && id > 0
        ? catalogueApi(context.api).getBikeModel(id, options)
        : null,
      loadLeaseTerms(context, clientId, options),
    ]);
    return { bike: bike === null ? null : load(bike), ...terms };
  };
}
