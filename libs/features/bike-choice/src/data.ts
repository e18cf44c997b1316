import { catalogueApi, proposalsApi, storesApi } from '@velo/api-sdk';
import type { Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import {
  jsonBody,
  load,
  loadLeaseTerms,
  settle,
  type LeaseTerms,
  type RouteContext,
  type WriteOutcome,
} from '@velo/data';
import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';
import {
  choiceFromParams,
  choiceQuery,
  hasChoice,
  savedChoice,
  type BikeChoice,
} from './bikeChoice';
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

const bikeIdOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /bikes/:bikeId: the bike with its sizes and equipment, the contribution and the active offer. An
 * address without a choice, for a bike the rider chose on earlier in the session, goes to the
 * address with that choice (bikeChoice.ts).
 */
export function bikeLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<BikeData> => {
    const url = new URL(request.url);
    const bikeId = bikeIdOf(params['bikeId']);
    if (bikeId !== null && !hasChoice(url.searchParams)) {
      const saved = savedChoice(bikeId);
      const query = saved ? choiceQuery(saved) : '';
      if (query !== '') throw redirect(`/bikes/${bikeId}${query}`);
    }
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

export type Store = Schemas['Store'];

/** /bikes/:bikeId/offer: the bike, the stores that offer it and the choice the address carries. */
export interface OfferData {
  /** Null for an unknown bike (the screen's empty state). */
  bike: Schemas['BikeModel'] | null;
  stores: Store[];
  choice: BikeChoice;
}

export function offerLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<OfferData> => {
    const choice = choiceFromParams(new URL(request.url).searchParams);
    const id = bikeIdOf(params['bikeId']);
    if (id === null) return { bike: null, stores: [], choice };
    const options = { signal: request.signal };
    const [bike, stores] = await Promise.all([
      catalogueApi(context.api).getBikeModel(id, options),
      storesApi(context.api).listOffering(id, options),
    ]);
    return { bike: load(bike), stores: load(stores) ?? [], choice };
  };
}

export type OfferRequestInput = Schemas['OfferRequestInput'];

/**
 * The request's answer: sent (with the store's proposal once it has one), or refused by the server
 * (400 naming fields, 403) or handled by the error policy (the default snackbar).
 */
export type OfferOutcome =
  | { sent: true; storeName: string; proposalId: number | null; at: number }
  | { sent: false; reason: 'rejected' | 'handled'; fields: string[]; at: number };

/** Sends the store the request; the server names a field it refuses (400). */
export function offerAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<OfferOutcome> => {
    const body = await jsonBody<OfferRequestInput>(request);
    const outcome = settle(
      await proposalsApi(context.api).request(body, { signal: request.signal }),
      context.notify,
    );
    const at = Date.now();
    if (outcome.ok) {
      return {
        sent: true,
        storeName: outcome.data.store.name,
        proposalId: outcome.data.proposalId,
        at,
      };
    }
    return {
      sent: false,
      reason: outcome.reason,
      fields:
        outcome.reason === 'rejected'
          ? (outcome.error?.fields ?? []).map((field) => field.field)
          : [],
      at,
    };
  };
}
