import type { Page } from '@playwright/test';
import {
  addCalendarDays,
  addMonths,
  bankDetailsDeletionDate,
  earlyBuyout,
  earlyReturn,
  endOfLeaseOutcome,
  endOfLeaseWindow,
  extensionDates,
  leaseEndDate,
  leaseMonthOn,
  nextDirectDebit,
  rentalSchedule,
  revisionPlan,
} from '@velo/leasing';
import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /my-rent (issue 14) at a phone (390 px) and a desktop (1280 px) width: month 3 (free
 * months, the schedule's chart, early return not yet possible), month 34 (the end-of-lease options
 * side by side) and an ended rental (bank details kept). The personas are seeded relative to the day
 * of the run, so every date on the page would move each day: the page's clock is fixed on
 * `fixedToday`, and the rental the API answers is dated again for that day by `@velo/leasing`
 * (bike, store, equipment and prices stay the API's). Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-rent --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const fixedToday = '2026-11-23';

interface ApiRental {
  status: 'active' | 'extended' | 'ended';
  startedOn: string;
  bikePriceCents: number;
  monthlyRentCents: number;
  employerContributionCents: number;
  monthsOfFreeRent: number;
  equipment: { priceCents: number }[];
  revisions: { state: string }[];
  endOfLease: { choice: 'buyout' | 'return' | 'extend' | null; [key: string]: unknown };
  extension: object | null;
  endedOn: string | null;
  [key: string]: unknown;
}

/**
 * The API's rental dated again as if started `started` before `fixedToday` (ended `endedMonthsAgo`
 * months before it), every dated figure computed by `@velo/leasing` as the dev API does.
 */
function redated(
  rental: ApiRental,
  started: { months: number; days: number },
  endedMonthsAgo: number | null = null,
): ApiRental {
  const today = fixedToday;
  const startedOn =
    endedMonthsAgo === null
      ? addCalendarDays(addMonths(today, -started.months), -started.days)
      : // As the dev API's seed: the lease ended (end of month 36) `endedMonthsAgo` months ago.
        addMonths(addCalendarDays(addMonths(today, -endedMonthsAgo), 1), -36);
  // The split recorded on the contract, month by month (`recordedRentalInput` of @velo/leasing).
  const input = {
    startedOn,
    rentCents: rental.monthlyRentCents,
    policy: { rate: 1, capCents: rental.employerContributionCents },
    freeMonths: rental.monthsOfFreeRent,
  };
  const done = rental.revisions.filter((revision) => revision.state === 'done').length;
  const window = endOfLeaseWindow(startedOn, today);
  const other = earlyReturn({ ...input, today, situation: 'other' });
  const buyout = earlyBuyout({
    startedOn,
    today,
    bikePriceCents: rental.bikePriceCents,
    equipmentPriceCents: rental.equipment.map((item) => item.priceCents),
  });
  const endedOn = endedMonthsAgo === null ? null : leaseEndDate(startedOn);
  const deletion = endedOn ? bankDetailsDeletionDate(endedOn) : null;
  return {
    ...rental,
    startedOn,
    endsOn: leaseEndDate(startedOn),
    month: leaseMonthOn(startedOn, today),
    schedule: rentalSchedule(input, today),
    nextDirectDebit: endedOn ? null : nextDirectDebit(input, today),
    revisions: revisionPlan(startedOn, done, today).map((planned, index) => ({
      ...planned,
      doneOn: index < done ? addCalendarDays(planned.from, 20) : null,
      booking: null,
    })),
    endOfLease: {
      ...rental.endOfLease,
      ...window,
      outcome: endOfLeaseOutcome(rental.endOfLease.choice, false, today, window),
    },
    extension: rental.extension ? { ...rental.extension, ...extensionDates(startedOn) } : null,
    earlyReturn: {
      allowed: other.allowed,
      free: other.free,
      costCents: other.costCents,
      reason: other.reason,
      freeFromOn: other.freeFromOn,
    },
    earlyBuyout: { allowed: buyout.allowed, priceCents: buyout.priceCents, reason: buyout.reason },
    endedOn,
    bankDetailsKeptUntil: deletion && deletion > today ? deletion : null,
    bankDetailsDeletedOn: deletion && deletion <= today ? deletion : null,
  };
}

/** Signs in, fixes the clock and the rental's dates, then opens /my-rent from the header. */
async function openMyRent(
  page: Page,
  persona: { email: string; firstName: string },
  started: { months: number; days: number },
  endedMonthsAgo: number | null = null,
) {
  await page.clock.setFixedTime(new Date(`${fixedToday}T10:00:00Z`));
  await page.route(/\/api\/v2\/rentals\/\d+$/, async (route) => {
    const response = await route.fetch();
    const rental = (await response.json()) as ApiRental;
    await route.fulfill({ response, json: redated(rental, started, endedMonthsAgo) });
  });
  await signInThroughApi(page, persona.email);
  await expect(
    page.getByRole('heading', { level: 1, name: `Bonjour ${persona.firstName}` }),
  ).toBeVisible();
  // By its address: on a phone the header's links sit behind its menu.
  await page.goto('/rider/my-rent');
  await expect(page.getByRole('heading', { level: 1, name: 'Ma location' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Échéancier' })).toBeVisible();
  await settle(page);
}

test.beforeAll(async ({ request }) => {
  const response = await request.post('http://127.0.0.1:4300/__dev/rentals/reset');
  expect(response.ok()).toBe(true);
});

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual rent, ${name}`, () => {
    test.use({ viewport });

    test(`my rent, month 3 (${name})`, async ({ page }) => {
      await openMyRent(
        page,
        { email: 'mois3@acme.test', firstName: 'Inès' },
        { months: 2, days: 10 },
      );
      await page
        .getByRole('radiogroup', { name: 'Votre situation' })
        .getByText('Licenciement')
        .click();
      await expect(page.getByText(/^Pas encore possible/).first()).toBeVisible();
      await expect(page).toHaveScreenshot(`my-rent-month3-${name}.png`, { fullPage: true });
    });

    test(`my rent, month 34, the end-of-lease options (${name})`, async ({ page }) => {
      await openMyRent(
        page,
        { email: 'mois34@acme.test', firstName: 'Claire' },
        { months: 33, days: 10 },
      );
      await expect(page.getByRole('list', { name: 'Les trois choix possibles' })).toBeVisible();
      await expect(page).toHaveScreenshot(`my-rent-month34-${name}.png`, { fullPage: true });
    });

    test(`my rent, ended five months ago (${name})`, async ({ page }) => {
      await openMyRent(
        page,
        { email: 'fin5@acme.test', firstName: 'Nadia' },
        { months: 0, days: 0 },
        5,
      );
      await expect(page.getByText(/^Vos coordonnées bancaires sont conservées/)).toBeVisible();
      await expect(page).toHaveScreenshot(`my-rent-ended-${name}.png`, { fullPage: true });
    });
  });
}
