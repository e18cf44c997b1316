import type { JourneyLinks } from '@velo/leasing-ui';
import type { LeaseRequest, LeaseRequestSummary, Payment } from '../src/data';

/** Inès Benali's request at Cycles du Marais (the `valide@acme.test` persona), approved. */
export function aLease(overrides: Partial<LeaseRequest> = {}): LeaseRequest {
  return {
    id: 12,
    status: 'approved',
    createdAt: '2026-11-20T10:15:00Z',
    bike: {
      id: 42,
      brand: 'Moustache',
      model: 'Lundi 27.3',
      category: 'city',
      electric: true,
      frameType: 'monotube',
      weightGrams: 23900,
      batteryWh: 500,
      motorPowerW: 250,
      autonomyKm: 110,
      priceCents: 315_790,
      retailersCount: 18,
    },
    size: { id: 7, label: 'M', minHeightCm: 165, maxHeightCm: 178 },
    store: {
      id: 1,
      name: 'Cycles du Marais',
      street: '12 rue de Bretagne',
      postalCode: '75003',
      city: 'Paris',
      phone: '+33142720101',
    },
    equipment: [{ id: 3, kind: 'helmet', brand: 'Abus', name: 'Hyban 2.0', priceCents: 7990 }],
    bikePriceCents: 300_000,
    totalPriceCents: 307_990,
    monthlyRentCents: 11_102,
    employerContributionCents: 5551,
    riderContributionCents: 5551,
    monthsOfFreeRent: 3,
    delivery: null,
    extraContribution: null,
    refusalMotive: null,
    approvedAt: '2026-11-21T09:00:00Z',
    equipmentConfirmedAt: null,
    companySignedAt: null,
    voucherSignedAt: null,
    pickupVoucherIssuedAt: null,
    deliveredAt: null,
    nextStep: { actor: 'rider', event: 'confirmEquipment', dueBy: '2026-12-21T09:00:00Z' },
    history: [
      {
        status: 'pending-validation',
        event: null,
        actor: 'rider',
        at: '2026-11-20T10:15:00Z',
        motive: null,
      },
      {
        status: 'approved',
        event: 'approve',
        actor: 'company',
        at: '2026-11-21T09:00:00Z',
        motive: null,
      },
    ],
    ...overrides,
  };
}

export function summaryOf(lease: LeaseRequest): LeaseRequestSummary {
  return {
    id: lease.id,
    status: lease.status,
    createdAt: lease.createdAt,
    bike: lease.bike,
    monthlyRentCents: lease.monthlyRentCents,
    nextStep: lease.nextStep,
  };
}

/** Manon Rousseau's request (`paiement@acme.test`): home delivery, 50 € due by 7 December. */
export function awaitingPayment(overrides: Partial<LeaseRequest> = {}): LeaseRequest {
  return aLease({
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

/** The app's addresses the journey tracker links to, as the route table passes them. */
export const journeyLinks: JourneyLinks = {
  chooseAgain: '/bikes',
  confirmEquipment: '/my-offer',
  signVoucher: '/onboarding',
  pay: '/payment',
};
