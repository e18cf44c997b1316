import { rentalApi, type Schemas } from '@velo/api-sdk';
import { jsonBody, load, providerPageUrl, settle, type RouteContext } from '@velo/data';
import { addCalendarDays, earlyEndSituations, parisDate } from '@velo/leasing';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type {
  EarlyEndKind,
  EarlyEndSituation,
  EndOfLeaseChoice,
  Rental,
  RentalSummary,
  RevisionSlot,
} from './rental';

/** How far ahead a revision may be booked: the API's limit (rent-design §2, 60 days). */
export const revisionBookingDays = 60;

/** What /my-rent shows. */
export interface MyRentData {
  /** The rental in view (null: the rider has none). */
  rental: Rental | null;
  /** Today in Paris, the day every rule of `@velo/leasing` is computed for (rent-design §1). */
  today: string;
  /** The day chosen for booking a revision (`?revisionDay=`), or null. */
  revisionDay: string | null;
  /** That day's slots at the rental's store, or null when no day is chosen. */
  slots: RevisionSlot[] | null;
  /** The sponsorship offer the company runs today (the link to /sponsorship); null: none. */
  sponsorship: Schemas['CommercialOffer'] | null;
}

/**
 * The rental the page is about: the running one (active or extended) first, else the newest (an
 * ended rental stays in view with its end and the bank-details fact). The list is newest first.
 */
export function currentRental(rentals: readonly RentalSummary[]): RentalSummary | null {
  return rentals.find((rental) => rental.status !== 'ended') ?? rentals[0] ?? null;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** A day the API books a revision on: from today to 60 days ahead, else null (ignored). */
export function bookableDay(value: string | null, today: string): string | null {
  if (!isDay(value)) return null;
  return value >= today && value <= addCalendarDays(today, revisionBookingDays) ? value : null;
}

/**
 * /my-rent: the rider's rental in full and, when a revision day is chosen (`?revisionDay=`, put in
 * the address by the day chooser so Back and a reload keep it), that day's slots at the store; with
 * the list, the company's sponsorship offer (the page links /sponsorship while it runs).
 */
export function myRentLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<MyRentData> => {
    const { signal } = request;
    const today = parisDate(new Date());
    const api = rentalApi(context.api);
    const [list, offer] = await Promise.all([
      api.list({ signal }),
      context.api.clients.getSponsorshipCommercialOffer({ signal }),
    ]);
    const sponsorship = load(offer);
    const current = currentRental(load(list) ?? []);
    if (!current) return { rental: null, today, revisionDay: null, slots: null, sponsorship };
    const rental = load(await api.get(current.id, { signal }));
    const day = bookableDay(new URL(request.url).searchParams.get('revisionDay'), today);
    if (!rental || !day || rental.status === 'ended' || !rental.store) {
      return { rental, today, revisionDay: null, slots: null, sponsorship };
    }
    const slots = load(await api.listRevisionSlots(rental.id, day, { signal }));
    return { rental, today, revisionDay: day, slots: slots?.slots ?? [], sponsorship };
  };
}

export interface ChooseEndOfLeaseAnswer {
  [key: string]: string | number;
  intent: 'choose-end-of-lease';
  rentalId: number;
  choice: EndOfLeaseChoice;
}

export interface EarlyEndAnswer {
  [key: string]: string | number;
  intent: 'early-end';
  rentalId: number;
  kind: EarlyEndKind;
  situation: EarlyEndSituation;
}

export interface BookRevisionAnswer {
  [key: string]: string | number;
  intent: 'book-revision';
  rentalId: number;
  day: string;
  startsAt: string;
}

export interface PayBuyoutAnswer {
  [key: string]: string | number;
  intent: 'pay-buyout';
  rentalId: number;
}

/** What /my-rent sends to its one action, told apart by `intent`. */
export type MyRentAnswer =
  ChooseEndOfLeaseAnswer | EarlyEndAnswer | BookRevisionAnswer | PayBuyoutAnswer;
export type MyRentIntent = MyRentAnswer['intent'];

/**
 * What a write gave: done (a started buyout payment with the provider's page to go to); refused by
 * the API with a code the page explains (409: window closed, early end not allowed or already
 * asked, slot taken, buyout not payable); or already handled by the data policy.
 */
export type RentOutcome =
  | { done: true; intent: MyRentIntent; redirectUrl?: string }
  | { done: false; intent: MyRentIntent; reason: 'refused'; code: string | null }
  | { done: false; intent: MyRentIntent | null; reason: 'handled' };

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
const choices: readonly string[] = ['buyout', 'return', 'extend'];
const kinds: readonly string[] = ['return', 'buyout'];
const situations: readonly string[] = earlyEndSituations;

/**
 * /my-rent's writes: the end-of-lease choice and its buyout's payment, an early return or buyout
 * request, a revision booking.
 */
export function myRentAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<RentOutcome> => {
    const answer = await jsonBody<MyRentAnswer>(request);
    const refused = (intent: MyRentIntent): RentOutcome => ({
      done: false,
      intent,
      reason: 'refused',
      code: 'VALIDATION_FAILED',
    });
    if (!validId(answer.rentalId)) return refused(answer.intent);
    const api = rentalApi(context.api);
    const options = { signal: request.signal };
    let result;
    switch (answer.intent) {
      case 'choose-end-of-lease':
        if (!choices.includes(answer.choice)) return refused(answer.intent);
        result = await api.chooseEndOfLease(answer.rentalId, answer.choice, options);
        break;
      case 'early-end':
        if (!kinds.includes(answer.kind) || !situations.includes(answer.situation)) {
          return refused(answer.intent);
        }
        result = await api.requestEarlyEnd(
          answer.rentalId,
          { kind: answer.kind, situation: answer.situation },
          options,
        );
        break;
      case 'pay-buyout': {
        // Spec §4, §9: the chosen buyout is paid on the provider's page (the API's address).
        const started = settle(
          await api.startBuyoutPayment(answer.rentalId, options),
          context.notify,
        );
        if (started.ok) {
          const redirectUrl = providerPageUrl(started.data.redirectUrl);
          return redirectUrl
            ? { done: true, intent: answer.intent, redirectUrl }
            : { done: false, intent: answer.intent, reason: 'refused', code: null };
        }
        if (started.reason === 'handled') {
          return { done: false, intent: answer.intent, reason: 'handled' };
        }
        return {
          done: false,
          intent: answer.intent,
          reason: 'refused',
          code: started.error?.code ?? null,
        };
      }
      case 'book-revision':
        if (!isDay(answer.day) || !/^\d{2}:\d{2}$/.test(answer.startsAt)) {
          return refused(answer.intent);
        }
        result = await api.bookRevision(
          answer.rentalId,
          { day: answer.day, startsAt: answer.startsAt },
          options,
        );
        break;
      default:
        return { done: false, intent: null, reason: 'handled' };
    }
    const outcome = settle(result, context.notify);
    if (outcome.ok) return { done: true, intent: answer.intent };
    if (outcome.reason === 'handled')
      return { done: false, intent: answer.intent, reason: 'handled' };
    return {
      done: false,
      intent: answer.intent,
      reason: 'refused',
      code: outcome.error?.code ?? null,
    };
  };
}

/**
 * The service voucher's PDF (rent-design §2), fetched with the session only on the click: no token
 * in a URL. Null when it cannot be fetched, already dealt with by the one error policy (a refusal
 * has nothing the rider can correct, so it gets the default snackbar too).
 */
export async function serviceVoucherPdf(
  context: RouteContext,
  rentalId: number,
): Promise<Blob | null> {
  const api = rentalApi(context.api);
  const outcome = settle(await api.getServiceVoucher(rentalId), context.notify, {
    refusal: 'notify',
  });
  return outcome.ok ? outcome.data : null;
}
