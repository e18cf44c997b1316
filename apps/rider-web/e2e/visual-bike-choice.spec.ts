import type { Page } from '@playwright/test';
import { expect, personas, settle as settleScreen, signInThroughApi, test } from './fixtures';

/**
 * Baselines of the bike choice (the commute questionnaire, the catalogue, a bike, the request for an
 * offer of it) at a phone (390 px)
 * and a desktop (1280 px) width, as Sophie of Acme, whose questionnaire no test answers. Update on
 * purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-bike-choice --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

async function settle(page: Page) {
  // The pointer off the content: after a click the page may scroll (focus moves to the first field
  // in error) and leave whatever then lies under the pointer in its hover state.
  await page.mouse.move(0, 0);
  await settleScreen(page);
}

async function signIn(page: Page) {
  await signInThroughApi(page, personas.manager);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Sophie' })).toBeVisible();
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual bike choice, ${name}`, () => {
    test.use({ viewport });

    test(`the commute questionnaire (${name})`, async ({ page }) => {
      await signIn(page);
      await page.goto('/rider/user-profile/needs');
      await expect(page.getByRole('heading', { level: 2, name: 'Question 1 sur 7' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`needs-${name}.png`, { fullPage: true });
    });

    test(`the catalogue, filtered (${name})`, async ({ page }) => {
      await signIn(page);
      await page.goto('/rider/bikes?category=front-loader&electric=yes&sort=price');
      await expect(page.getByRole('status').filter({ hasText: /correspond/ })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`catalogue-${name}.png`, { fullPage: true });
    });

    test(`a bike (${name})`, async ({ page }) => {
      await signIn(page);
      await page.goto('/rider/bikes/1');
      await expect(page.getByRole('heading', { level: 2, name: 'Caractéristiques' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`bike-${name}.png`, { fullPage: true });
    });

    // Issue 28: the offer request, its field errors, and sent with the store's answer.
    test(`the offer request, a store missing (${name})`, async ({ page }) => {
      await signIn(page);
      await page.goto('/rider/bikes/1/offer?height=170');
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page.getByText('Choisissez un magasin.').first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`offer-errors-${name}.png`, { fullPage: true });
    });

    test(`the offer request sent, the store's proposal a link away (${name})`, async ({
      page,
      request,
    }) => {
      await signIn(page);
      await page.goto('/rider/bikes/1/offer');
      await page.getByRole('button', { name: /Magasin partenaire/ }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByText(/^S \(de /).click();
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page.getByRole('link', { name: /^Voir la proposition de / })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`offer-sent-${name}.png`, { fullPage: true });
      // Sophie's request and the proposal answering it go (the demo proposals' reset).
      expect((await request.post('http://127.0.0.1:4300/__dev/proposals/reset')).ok()).toBe(true);
    });
  });
}
