import type { Page } from '@playwright/test';
import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of the lease journey's screens (issue 13) at a phone (390 px) and a desktop (1280 px)
 * width: /my-offer with the tracker of a request waiting for the company and of a refused one, and
 * /payment with nothing to pay. Only journey personas no test moves on are shown (lease.spec.ts
 * moves Inès and Manon forward). Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-lease --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

async function signIn(page: Page, email: string, firstName: string) {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${firstName}` })).toBeVisible();
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual lease, ${name}`, () => {
    test.use({ viewport });

    test(`my offer, waiting for the company (${name})`, async ({ page }) => {
      await signIn(page, 'attente@acme.test', 'Nathalie');
      await page.goto('/rider/my-offer');
      await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Votre loyer mensuel' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`my-offer-waiting-${name}.png`, {
        fullPage: true,
        // The company's deadline moves with the date of the run (spec section 9's rules).
        mask: [page.locator('dt:has-text("Au plus tard le") + dd')],
      });
    });

    test(`my offer, refused with its motive (${name})`, async ({ page }) => {
      await signIn(page, 'refus@acme.test', 'Julien');
      await page.goto('/rider/my-offer');
      await expect(page.getByText(/Votre entreprise a refusé votre demande/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Votre loyer mensuel' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`my-offer-refused-${name}.png`, { fullPage: true });
    });

    test(`payment, nothing due yet (${name})`, async ({ page }) => {
      await signIn(page, 'attente@acme.test', 'Nathalie');
      await page.goto('/rider/payment');
      await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Aucun paiement en attente' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`payment-none-${name}.png`, { fullPage: true });
    });
  });
}
