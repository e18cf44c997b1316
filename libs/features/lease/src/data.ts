import { leaseApi, onboardingApi, type Schemas } from '@velo/api-sdk';
import { jsonBody, load, providerPageUrl, settle, type RouteContext } from '@velo/data';
import { currentLeaseRequest } from '@velo/leasing';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type LeaseRequest = Schemas['LeaseRequest'];
export type LeaseRequestSummary = Schemas['LeaseRequestSummary'];
export type Payment = Schemas['Payment'];
export type DeliveryMode = Schemas['DeliveryMode'];

/**
 * What /my-offer shows: the rider's current request (null: none yet), with the monthly figures the
 * API fixed for it (rent, the employer's and the rider's shares, free months).
 */
export interface MyOfferData {
  lease: LeaseRequest | null;
}

/**
 * The rider's current request in full (`currentLeaseRequest` of @velo/leasing chooses it from the
 * list), or null when there is none (or it cannot be read).
 */
export async function loadCurrentLeaseRequest(
  context: RouteContext,
  signal: AbortSignal,
): Promise<LeaseRequest | null> {
  const api = leaseApi(context.api);
  const requests = load(await api.list({ signal })) ?? [];
  const current = currentLeaseRequest(requests);
  if (!current) return null;
  return load(await api.get(current.id, { signal }));
}

/** /my-offer: the current request, its figures included (no employer's terms to read apart). */
export function myOfferLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<MyOfferData> => ({
    lease: await loadCurrentLeaseRequest(context, request.signal),
  });
}

export interface ConfirmEquipmentAnswer {
  [key: string]: string | number;
  intent: 'confirm-equipment';
  leaseRequestId: number;
  delivery: DeliveryMode;
}

/** The rider withdraws the request before signing (lease-design §1: event `cancel`). */
export interface CancelRequestAnswer {
  [key: string]: string | number;
  intent: 'cancel';
  leaseRequestId: number;
}

/** What /my-offer sends to its one action, told apart by `intent`. */
export type MyOfferAnswer = ConfirmEquipmentAnswer | CancelRequestAnswer;
export type MyOfferIntent = MyOfferAnswer['intent'];

/**
 * What a write gave: done, refused by the state machine (409 `ILLEGAL_TRANSITION`, the page says
 * why, in words that fit the intent), another refusal (its code), or already handled by the data
 * policy (snackbar, logout).
 */
export type LeaseOutcome =
  | { done: true }
  | { done: false; reason: 'illegal-transition'; intent: MyOfferIntent; message: string }
  | { done: false; reason: 'rejected'; code: Schemas['ErrorCode'] | null }
  | { done: false; reason: 'handled' };

const validId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * /my-offer's writes: confirms the equipment with the delivery mode, or withdraws the request
 * (intent `cancel`); the router then reads the request again.
 */
export function myOfferAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<LeaseOutcome> => {
    const answer = await jsonBody<MyOfferAnswer>(request);
    if (!validId(answer.leaseRequestId)) {
      return { done: false, reason: 'rejected', code: 'VALIDATION_FAILED' };
    }
    const api = leaseApi(context.api);
    let result;
    if (answer.intent === 'confirm-equipment') {
      if (answer.delivery !== 'store' && answer.delivery !== 'home') {
        return { done: false, reason: 'rejected', code: 'VALIDATION_FAILED' };
      }
      result = await api.confirmEquipment(
        answer.leaseRequestId,
        { delivery: answer.delivery },
        { signal: request.signal },
      );
    } else if (answer.intent === 'cancel') {
      result = await api.cancel(answer.leaseRequestId, { signal: request.signal });
    } else {
      return { done: false, reason: 'rejected', code: 'VALIDATION_FAILED' };
    }
    const outcome = settle(result, context.notify);
    if (outcome.ok) return { done: true };
    if (outcome.reason === 'handled') return { done: false, reason: 'handled' };
    if (outcome.error?.code === 'ILLEGAL_TRANSITION') {
      return {
        done: false,
        reason: 'illegal-transition',
        intent: answer.intent,
        message: outcome.error.message,
      };
    }
    return { done: false, reason: 'rejected', code: outcome.error?.code ?? null };
  };
}

/** /payment: the current request, whose extra contribution the page shows and the rider pays. */
export function paymentLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<LeaseRequest | null> =>
    loadCurrentLeaseRequest(context, request.signal);
}

/** What starting a payment gave: the provider's page to go to, or why not. */
export type PaymentStartOutcome =
  | { done: true; redirectUrl: string }
  | {
      done: false;
      reason: 'deadline-exceeded' | 'nothing-to-pay' | 'illegal-transition' | 'failed';
    }
  | { done: false; reason: 'handled' };

/** Starts the payment of the extra contribution (spec section 4: the order unlocks once paid). */
export function paymentAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<PaymentStartOutcome> => {
    const { leaseRequestId } = await jsonBody<{ leaseRequestId: number }>(request);
    if (!validId(leaseRequestId)) return { done: false, reason: 'failed' };
    const api = leaseApi(context.api);
    const result = await api.startPayment(leaseRequestId, { signal: request.signal });
    const outcome = settle(result, context.notify);
    if (outcome.ok) {
      const redirectUrl = providerPageUrl(outcome.data.redirectUrl);
      return redirectUrl ? { done: true, redirectUrl } : { done: false, reason: 'failed' };
    }
    if (outcome.reason === 'handled') return { done: false, reason: 'handled' };
    switch (outcome.error?.code) {
      case 'PAYMENT_DEADLINE_EXCEEDED':
        return { done: false, reason: 'deadline-exceeded' };
      case 'NOTHING_TO_PAY':
        return { done: false, reason: 'nothing-to-pay' };
      case 'ILLEGAL_TRANSITION':
        return { done: false, reason: 'illegal-transition' };
      default:
        return { done: false, reason: 'failed' };
    }
  };
}

/**
 * /payment/confirmed and /payment/failed: the payment as the API knows it, and its request (an
 * extra contribution's; null for a rental's buyout).
 */
export interface PaymentResultData {
  /** Null: no `?payment=`, a malformed one, or a payment that is not the rider's. */
  payment: Payment | null;
  lease: LeaseRequest | null;
}

const paymentId = (value: string | null) => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return validId(id) ? id : null;
};

/**
 * Reads `?payment=` and asks the API what became of that payment: the page shows what the API says,
 * never what the address claims (a hand-typed /payment/confirmed unlocks nothing).
 */
export function paymentResultLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PaymentResultData> => {
    const id = paymentId(new URL(request.url).searchParams.get('payment'));
    if (id === null) return { payment: null, lease: null };
    const api = leaseApi(context.api);
    const payment = load(await api.getPayment(id, { signal: request.signal }));
    if (!payment) return { payment: null, lease: null };
    // A buyout's page links back to /my-rent, which offers the payment again: no request to read.
    if (payment.kind === 'buyout') return { payment, lease: null };
    const lease = load(await api.get(payment.leaseRequestId, { signal: request.signal }));
    return { payment, lease };
  };
}

/**
 * The pickup voucher's PDF (lease-design §4, kind `pickup-voucher`), fetched with the session only
 * when the rider asks for it: the token stays in a header, never in a URL. Null when it cannot be
 * fetched, already dealt with by the one error policy (logout, maintenance page, or the default
 * snackbar; a refusal of this document has nothing the rider can correct, so it gets the snackbar too).
 */
export async function pickupVoucherPdf(
  context: RouteContext,
  leaseRequestId: number,
): Promise<Blob | null> {
  const api = onboardingApi(context.api);
  const result = await api.getDocumentPdf(leaseRequestId, 'pickup-voucher');
  const outcome = settle(result, context.notify, { refusal: 'notify' });
  return outcome.ok ? outcome.data : null;
}
