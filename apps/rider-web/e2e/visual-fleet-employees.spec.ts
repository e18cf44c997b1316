import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /employees (issue 15) at a phone (390 px) and a desktop (1280 px) width. Update on
 * purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-employees --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet employees, ${name}`, () => {
    test.use({ viewport });

    test(`Acme's employees (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/employees');
      const table = page.getByRole('table', { name: /^Salariés de / });
      await expect(table.getByRole('row')).toHaveCount(26);
      await settle(page);
      // The first screenful: the list's length follows what other journeys of the run add (imports,
      // registrations), so the counts, the pages and the people are masked; the layout is compared.
      await expect(page).toHaveScreenshot(`fleet-employees-${name}.png`, {
        mask: [
          page.getByRole('status').filter({ hasText: /salariés/ }),
          page.getByRole('button', { name: /Tous les statuts/ }),
          table.locator('tbody'),
        ],
      });
    });
  });
}
