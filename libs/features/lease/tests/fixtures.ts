/**
 * The lease area's test kit: its routes opened with `renderScreen` for Camille, over the API's
 * answers about a request of the shared fixtures (`aLeaseRequest` of @velo/data/testing, Inès's
 * approved Lundi 27.3), and the fixtures of this area only (a request awaiting its payment, a payment).
 */
import { renderScreen } from '@velo/auth/testing';
import {
  aLeaseRequest,
  createTestContext,
  leaseSummaryOf,
  type FakeRoutes,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import type { JourneyLinks } from '@velo/leasing-ui';
import type { LeaseRequest, Payment } from '../src/data';
import { createLeaseRoutes } from '../src/routes';

/** The app's addresses the journey tracker links to, as the route table passes them. */
export const journeyLinks: JourneyLinks = {
  chooseAgain: '/bikes',
  confirmEquipment: '/my-offer',
  signVoucher: '/onboarding',
  pay: '/payment',
};

/** Opens `path` of the lease area (/my-offer, /payment, the result pages) over `answers`. */
export function renderLease(path: string, answers: FakeRoutes, locale: Locale = 'fr') {
  const context = createTestContext(answers);
  const routes = Object.values(createLeaseRoutes(context, { journeyLinks }));
  return renderScreen({ routes, path, context, locale });
}

/**
 * The API's answers about the rider's one request (none: `null`): its list and the request itself,
 * read again at each call when given as a function (a write changes it).
 */
export function requestAnswers(lease: LeaseRequest | null | (() => LeaseRequest | null)) {
  const read = typeof lease === 'function' ? lease : () => lease;
  return {
    'GET /api/v2/lease-requests': () => {
      const current = read();
      return { body: current ? [leaseSummaryOf(current)] : [] };
    },
    [`GET /api/v2/lease-requests/${read()?.id ?? aLeaseRequest().id}`]: () => ({ body: read() }),
  } satisfies FakeRoutes;
}

/** Manon Rousseau's request (`paiement@acme.test`): home delivery, 50 € due by 7 December. */
export function awaitingPayment(overrides: Partial<LeaseRequest> = {}): LeaseRequest {
  return aLeaseRequest({
    id: 14,
    status: 'awaiting-payment',
    delivery: 'home',
    equipmentConfirmedAt: '2026-11-22T10:00:00Z',
    companySignedAt: '2026-11-22T15:00:00Z',
    voucherSignedAt: '2026-11-23T09:00:00Z',
    pickupVoucherIssuedAt: '2026-11-23T09:00:00Z',
    extraContribution: {
      priceExcessCents: 0,
      homeDeliveryCents: 5000,
      totalCents: 5000,
      paidAt: null,
      dueBy: '2026-12-07T09:00:00Z',
    },
    nextStep: { actor: 'rider', event: 'payExtraContribution', dueBy: '2026-12-07T09:00:00Z' },
    ...overrides,
  });
}

/** Manon's payment of those 50 €, as the API tells it. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 3,
    leaseRequestId: 14,
    kind: 'extra-contribution',
    amountCents: 5000,
    status: 'succeeded',
    createdAt: '2026-11-23T09:30:00Z',
    settledAt: '2026-11-23T09:31:12Z',
    ...overrides,
  };
}
