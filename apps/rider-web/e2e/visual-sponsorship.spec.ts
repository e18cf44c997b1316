import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /sponsorship at a phone (390 px) and a desktop (1280 px) width. Chloé's page: her
 * code and share link, and the colleague's code she entered (no test changes her; sponsorship.spec
 * changes Manon and Hugo's count). Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-sponsorship --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual sponsorship, ${name}`, () => {
    test.use({ viewport });

    test(`my sponsorship (${name})`, async ({ page }) => {
      await signInThroughApi(page, 'chloe@acme.test', '/rider/sponsorship');
      await expect(page.getByRole('heading', { level: 1, name: 'Parrainage' })).toBeVisible();
      await expect(
        page.getByText('Vous avez utilisé le code de parrainage HUGO-7Q4K.'),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`sponsorship-${name}.png`, {
        fullPage: true,
        // The offer's last day moves with the day the database was seeded.
        mask: [page.getByText(/^Offre valable jusqu’au/)],
      });
    });

    // Thomas books no check in any test: the booking form as it opens.
    test(`the bike check (${name})`, async ({ page }) => {
      await signInThroughApi(page, 'thomas@acme.test', '/rider/bikeCheck');
      await expect(page.getByRole('heading', { level: 1, name: 'Contrôle du vélo' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Réserver un contrôle' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`bike-check-${name}.png`, { fullPage: true });
    });
  });
}
