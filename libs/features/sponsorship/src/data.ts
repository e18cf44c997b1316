import { sponsorshipApi, type Schemas } from '@velo/api-sdk';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type MySponsorship = Schemas['MySponsorship'];
export type SponsorshipOffer = Schemas['CommercialOffer'];

/**
 * What /sponsorship shows: my sponsorship (null for an account that has none: not a rider of a
 * company), the company's sponsorship offer (null when it runs none today) and the code a share
 * link brought (`?code=`), to fill the field with.
 */
export interface SponsorshipData {
  mine: MySponsorship | null;
  offer: SponsorshipOffer | null;
  sharedCode: string;
  /** Whether the bike check's feature flag is on: the page then leads to /bikeCheck. */
  bikeCheckOffered: boolean;
}

/** The code of a share link, kept to what a code may hold (the field shows it, nothing runs it). */
function sharedCodeOf(url: string): string {
  const code = new URL(url).searchParams.get('code') ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : '';
}

/** My sponsorship and, in parallel, the company's offer (spec section 7's call). */
export function sponsorshipLoader(
  context: RouteContext,
  bikeCheckOffered: boolean,
): LoaderFunction {
  return async ({ request }): Promise<SponsorshipData> => {
    const options = { signal: request.signal };
    const [mine, offer] = await Promise.all([
      sponsorshipApi(context.api).getMine(options),
      context.api.clients.getSponsorshipCommercialOffer(options),
    ]);
    return {
      mine: load(mine),
      offer: load(offer),
      sharedCode: sharedCodeOf(request.url),
      bikeCheckOffered,
    };
  };
}

/**
 * The answer to a code entered: accepted, "sponsor code not valid" (spec section 5, on the field),
 * no longer possible (a code was entered already, or the offer ended meanwhile), or handled (the
 * default snackbar, the logout or the maintenance page).
 */
export type CodeOutcome =
  | { status: 'accepted'; usedCode: string }
  | { status: 'invalid' }
  | { status: 'already-used' }
  | { status: 'no-offer' }
  | { status: 'handled' };

export function sponsorshipAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<CodeOutcome> => {
    const { code } = await jsonBody<{ code: string }>(request);
    const outcome = settle(
      await sponsorshipApi(context.api).useCode({ code }, { signal: request.signal }),
      context.notify,
    );
    if (outcome.ok) return { status: 'accepted', usedCode: outcome.data.usedCode ?? code };
    if (outcome.reason === 'handled') return { status: 'handled' };
    const errorCode = outcome.error?.code;
    if (errorCode === 'SPONSOR_CODE_ALREADY_USED') return { status: 'already-used' };
    if (errorCode === 'NO_SPONSORSHIP_OFFER') return { status: 'no-offer' };
    // SPONSOR_CODE_INVALID, or a code the contract refuses (VALIDATION_FAILED on body.code).
    return { status: 'invalid' };
  };
}
