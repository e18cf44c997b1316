import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /pendingAgreements and of one contract on /signSpecificAgreements/:bikeId (issue 15)
 * at a phone (390 px) and a desktop (1280 px) width. Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-agreements --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const api = 'http://127.0.0.1:4300';

test.beforeAll(async ({ request }) => {
  expect((await request.post(`${api}/__dev/fleet-agreements/reset`)).ok()).toBe(true);
});

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet agreements, ${name}`, () => {
    test.use({ viewport });

    test(`Acme's contracts to sign, and one contract (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/pendingAgreements');
      const grid = page.getByRole('grid', { name: /Acme France/ });
      await expect(grid).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`fleet-agreements-${name}.png`, {
        // The waiting dates follow the day the database was seeded.
        mask: [grid.getByRole('gridcell').filter({ hasText: /\d{4}/ })],
      });

      await page.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Contrat de location de Inès Lambert' }),
      ).toBeVisible();
      await settle(page);
      const contract = page.getByRole('article', { name: 'Contrat de location longue durée' });
      await expect(page).toHaveScreenshot(`fleet-agreement-${name}.png`, {
        fullPage: true,
        // The contract's number and dates follow the seeded database.
        mask: [contract.locator('dd').filter({ hasText: /\d{4}|^\d+$/ })],
      });
    });
  });
}
