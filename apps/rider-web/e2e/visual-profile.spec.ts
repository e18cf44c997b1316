import type { APIRequestContext, Page } from '@playwright/test';
import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /profile (issue 14) at a phone (390 px) and a desktop (1280 px) width: Élise without
 * a contract (fields to edit, no bank details, deletion offered) and Antoine whose lease runs
 * (locked fields, masked IBAN, deletion refused). Élise is put back by the dev reset first. Update
 * on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-profile --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

async function resetPersonas(request: APIRequestContext) {
  const response = await request.post('http://127.0.0.1:4300/__dev/account/reset');
  expect(response.ok()).toBe(true);
}

async function openProfile(page: Page, email: string) {
  await signInThroughApi(page, email, '/rider/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible();
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual profile, ${name}`, () => {
    test.use({ viewport });

    test(`a rider without a contract (${name})`, async ({ page, request }) => {
      await resetPersonas(request);
      await openProfile(page, 'profil@acme.test');
      await settle(page);
      await expect(page).toHaveScreenshot(`profile-no-contract-${name}.png`, { fullPage: true });
    });

    test(`a rider whose lease runs (${name})`, async ({ page }) => {
      await openProfile(page, 'livre@acme.test');
      await expect(page.getByTestId('iban-masked')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`profile-under-contract-${name}.png`, {
        fullPage: true,
        // The mandate's reference carries the day it was signed, and its date moves with the seed.
        mask: [
          page.getByTestId('mandate-reference'),
          page.locator('dt:has-text("Mises à jour le") + dd'),
        ],
      });
    });
  });
}
