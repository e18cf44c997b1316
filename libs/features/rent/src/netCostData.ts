import { catalogueApi, rentalApi } from '@velo/api-sdk';
import { load, type RouteContext } from '@velo/data';
import { parisDate, type CommuteAnswers } from '@velo/leasing';
import type { LoaderFunction } from 'react-router-dom';
import { currentRental } from './data';
import type { Rental } from './rental';

/** What /my-rent/net-cost shows. */
export interface NetCostData {
  /** The rental in view (the running one first, as /my-rent), or null: the rider has none. */
  rental: Rental | null;
  /**
   * The commute questionnaire's answers the view compares with (spec §3 "current commute
   * transport", "distance bands"), or null when the rider never said how they commute.
   */
  commute: CommuteAnswers | null;
  /** Today in Paris: the tax year whose rules apply (rent-design §1, never read in `@velo/leasing`). */
  today: string;
}

/**
 * /my-rent/net-cost: the rental (list then detail, as /my-rent) and the commute questionnaire's
 * answers (GET /api/v2/commute-questionnaire, every answer null when never answered), in parallel.
 */
export function netCostLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<NetCostData> => {
    const { signal } = request;
    const today = parisDate(new Date());
    const rentals = rentalApi(context.api);
    const catalogue = catalogueApi(context.api);
    const [summaries, questionnaire] = await Promise.all([
      rentals.list({ signal }),
      catalogue.getQuestionnaire({ signal }),
    ]);
    const answers = load(questionnaire);
    const commute: CommuteAnswers | null =
      answers?.currentTransport != null
        ? { transport: answers.currentTransport, distanceBand: answers.distanceBand ?? null }
        : null;
    const current = currentRental(load(summaries) ?? []);
    if (!current) return { rental: null, commute, today };
    return { rental: load(await rentals.get(current.id, { signal })), commute, today };
  };
}
