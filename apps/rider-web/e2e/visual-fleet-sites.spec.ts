import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /sites and the company form of /sites/:id (issue 15) at a phone (390 px) and a
 * desktop (1280 px) width, as Acme's manager. Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-sites --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet sites, ${name}`, () => {
    test.use({ viewport });

    test(`Acme's sites and its company form (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/sites');
      const grid = page.getByRole('grid', { name: 'Sites de Acme France' });
      await expect(grid).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`fleet-sites-${name}.png`, {
        // Whether the record is complete follows what the other files did to Acme (its domains).
        mask: [grid.getByRole('gridcell').filter({ hasText: /Complète|À compléter|Non vérifiée/ })],
      });

      await grid.getByRole('link', { name: 'Modifier la fiche de Acme France' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fiche du site' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`fleet-site-form-${name}.png`, { fullPage: true });
    });
  });
}
