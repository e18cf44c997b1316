import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /invoices (issue 15) at a phone (390 px) and a desktop (1280 px) width. Update on
 * purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-invoices --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet invoices, ${name}`, () => {
    test.use({ viewport });

    test(`Acme's invoices (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/invoices');
      await expect(page.getByRole('grid', { name: /^Factures de / })).toBeVisible();
      await settle(page);
      const grid = page.getByRole('grid');
      await expect(page).toHaveScreenshot(`fleet-invoices-${name}.png`, {
        fullPage: true,
        // The months billed, their amounts and what is left to pay follow the date of the run: the
        // layout is what is compared.
        mask: [
          page.getByText(/^\d+ factures/),
          grid.getByRole('rowheader'),
          grid.getByRole('gridcell').filter({ hasNot: page.getByRole('button') }),
        ],
      });
    });
  });
}
