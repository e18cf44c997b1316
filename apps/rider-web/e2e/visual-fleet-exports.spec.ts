import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /exports (issue 15) at a phone (390 px) and a desktop (1280 px) width, a CSV file
 * just saved on the leases' card; and the employees' workbook being made ("Large employers"): its
 * progress bar and Cancel button, the second page of employees held back so the screen stays there. Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-exports --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet exports, ${name}`, () => {
    test.use({ viewport });

    test(`Acme's files (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/exports');
      const leases = page.getByRole('group', { name: 'Locations' });
      const saving = page.waitForEvent('download');
      await leases.getByRole('button', { name: 'Télécharger en CSV' }).click();
      await saving;
      const status = leases.getByRole('status');
      await expect(status).toContainText('téléchargé');
      await settle(page);
      await expect(page).toHaveScreenshot(`fleet-exports-${name}.png`, {
        fullPage: true,
        // The file's name carries the day and its row count the journeys run before: the layout
        // is what is compared.
        mask: [status],
      });
    });

    test(`Acme's employees being exported (${name})`, async ({ page }) => {
      // The first page of employees is answered; the next ones wait until the screenshot is taken.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/api\/v2\/clients\/\d+\/employees\?.*cursor=/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await signInThroughApi(page, personas.manager, '/rider/exports');
      const employees = page.getByRole('group', { name: 'Salariés' });
      await employees.getByRole('button', { name: 'Télécharger en Excel (XLSX)' }).click();
      const progress = employees.getByRole('progressbar', { name: /^Préparation de salaries-/ });
      await expect(progress).toHaveAttribute('aria-valuenow', '200');
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`fleet-exports-progress-${name}.png`, {
        fullPage: true,
        // The file's name carries the day, the count the journeys run before: the bar's texts are
        // masked, the bar and its button compared.
        mask: [
          employees.getByRole('status'),
          progress.getByText(/^Préparation de/),
          progress.getByText(/lignes$/),
        ],
      });
      await employees.getByRole('button', { name: 'Annuler' }).click();
      await expect(employees.getByRole('status')).toContainText('annulée');
      release();
    });
  });
}
