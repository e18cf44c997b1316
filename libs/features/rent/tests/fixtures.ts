import { renderScreen } from '@velo/auth/testing';
import {
  aBikeSize,
  aBikeSummary,
  aLeaseRequest,
  aProposalStore,
  createTestContext,
  type FakeRoutes,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import {
  addMonths,
  bankDetailsDeletionDate,
  contributions,
  earlyBuyout,
  earlyReturn,
  endOfLeaseOptions,
  endOfLeaseOutcome,
  endOfLeaseWindow,
  INSURANCE_FRANCHISE_PERCENT,
  leaseEndDate,
  leaseMonthOn,
  monthlyRent,
  nextDirectDebit,
  rentalSchedule,
  revisionPlan,
  type ContributionPolicy,
  type EndOfLeaseChoice,
} from '@velo/leasing';
import type { Rental, RentalSummary } from '../src/rental';
import { createRentRoutes } from '../src/routes';

/** Acme runs no sponsorship offer unless a test says so (the link to /sponsorship is then absent). */
export const noSponsorship: FakeRoutes = {
  'GET /api/v2/clients/commercial-offer/sponsorship': { body: null },
};

/** Opens `path` of the rent area (/my-rent, its net cost) for Camille, over `answers`. */
export function renderRent(path: string, answers: FakeRoutes, locale: Locale = 'fr') {
  const context = createTestContext({ ...noSponsorship, ...answers });
  const routes = Object.values(createRentRoutes(context));
  return renderScreen({ routes, path, context, locale });
}

/** The tests' "today" (a Monday, Paris). */
export const today = '2026-11-23';

/** Acme pays half the rent, at most 60 € a month (spec §1, §3). */
export const acmePolicy: ContributionPolicy = { rate: 0.5, capCents: 6000 };

export interface RentalShape {
  id?: number;
  startedOn: string;
  freeMonths?: number;
  revisionsDone?: number;
  choice?: EndOfLeaseChoice | null;
  status?: Rental['status'];
  endedOn?: string | null;
}

/**
 * A rental shaped as rent-design §2 says the API returns it, its figures computed by
 * `@velo/leasing` for `today` (as the dev API computes them): the bike, size, store, helmet and
 * prices of Inès's request (`aLeaseRequest`), once delivered.
 */
export function aRental(shape: RentalShape, overrides: Partial<Rental> = {}): Rental {
  const { startedOn, freeMonths = 3, revisionsDone = 0, choice = null } = shape;
  const { bikePriceCents, equipment } = aLeaseRequest();
  const equipmentPriceCents = equipment.map((item) => item.priceCents);
  const rent = monthlyRent({ bikePriceCents, equipmentPriceCents });
  const split = contributions(rent.rentCents, acmePolicy);
  const input = { startedOn, rentCents: rent.rentCents, policy: acmePolicy, freeMonths };
  const schedule = rentalSchedule(input, today);
  const window = endOfLeaseWindow(startedOn, today);
  const options = endOfLeaseOptions({
    bikePriceCents,
    rentCents: rent.rentCents,
    policy: acmePolicy,
  });
  const other = earlyReturn({ ...input, today, situation: 'other' });
  const buyout = earlyBuyout({ startedOn, today, bikePriceCents, equipmentPriceCents });
  const endedOn = shape.endedOn ?? null;
  const deletion = endedOn ? bankDetailsDeletionDate(endedOn) : null;
  return {
    id: 12,
    status: shape.status ?? 'active',
    bike: aBikeSummary(),
    size: aBikeSize(),
    store: aProposalStore(),
    equipment,
    delivery: 'store',
    startedOn,
    endsOn: leaseEndDate(startedOn),
    month: leaseMonthOn(startedOn, today),
    bikePriceCents,
    monthlyRentCents: rent.rentCents,
    employerContributionCents: split.employerCents,
    riderContributionCents: split.riderCents,
    monthsOfFreeRent: freeMonths,
    insuranceFranchiseCents: (bikePriceCents * INSURANCE_FRANCHISE_PERCENT) / 100,
    insuranceMonthlyCents: rent.insuranceCents,
    schedule,
    nextDirectDebit: nextDirectDebit(input, today),
    revisions: revisionPlan(startedOn, revisionsDone, today).map((revision, index) => ({
      ...revision,
      doneOn: index < revisionsDone ? addMonths(revision.from, 1) : null,
      booking: null,
    })),
    endOfLease: {
      ...window,
      choice,
      chosenAt: choice ? '2026-11-20T09:00:00Z' : null,
      options: {
        buyoutPriceCents: options.buyout.priceCents,
        resellRatioPercent: options.buyout.resellRatioPercent,
        extensionMonths: options.extend.months,
        extensionMonthlyRentCents: options.extend.monthlyRentCents,
        extensionRiderMonthlyCents: options.extend.riderMonthlyCents,
        extensionReductionPercent: options.extend.reductionPercent,
      },
      withoutChoice: 'automatic-extension',
      buyoutPaidAt: null,
      outcome: endOfLeaseOutcome(choice, false, today, window),
    },
    extension: null,
    earlyReturn: {
      allowed: other.allowed,
      free: other.free,
      costCents: other.costCents,
      reason: other.reason,
      freeFromOn: other.freeFromOn,
    },
    earlyBuyout: { allowed: buyout.allowed, priceCents: buyout.priceCents, reason: buyout.reason },
    earlyRequest: null,
    endedOn,
    bankDetailsKeptUntil: deletion && deletion > today ? deletion : null,
    bankDetailsDeletedOn: deletion && deletion <= today ? deletion : null,
    ...overrides,
  };
}

/** Month 3 (Inès): started 2 months and 10 days ago, 3 free months: the next debit is month 4. */
export const month3 = () => aRental({ startedOn: addMonths('2026-11-13', -2) });
/** Month 14 (Julien): 4 revisions done. */
export const month14 = () => aRental({ startedOn: addMonths('2026-11-13', -13), revisionsDone: 4 });
/** Month 34 (Claire): the end-of-lease window is open, no choice yet. */
export const month34 = () => aRental({ startedOn: addMonths('2026-11-13', -33), revisionsDone: 8 });

export function summaryOf(rental: Rental): RentalSummary {
  return {
    id: rental.id,
    status: rental.status,
    bike: rental.bike,
    startedOn: rental.startedOn,
    endsOn: rental.endsOn,
  };
}
