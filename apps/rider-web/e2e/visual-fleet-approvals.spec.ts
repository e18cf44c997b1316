import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /approve (issue 15) at a phone (390 px) and a desktop (1280 px) width (a page of 25
 * requests and the page buttons: "Large employers"), and of its
 * accounts waiting for the company's approval as a group's manager sees them (issue 27: a company
 * column, Gwenaëlle Le Floch at Nantes and Théo Lacoste at Bordeaux, seeded). Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-approvals --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet approvals, ${name}`, () => {
    test.use({ viewport });

    test(`Acme's requests to approve (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/approve');
      await expect(page.getByRole('grid', { name: /Acme France/ })).toBeVisible();
      await settle(page);
      const grid = page.getByRole('grid');
      await expect(page).toHaveScreenshot(`fleet-approvals-${name}.png`, {
        // The first screen: how many requests wait (so how long the page is) follows the other
        // journeys of the run; their rows and the date are masked, the layout is what is compared.
        mask: [
          page.getByText(/demandes? de location/),
          page.getByText(/^Page \d+ sur \d+$/),
          grid.getByRole('rowheader'),
          grid.getByRole('gridcell').filter({ hasNot: page.getByRole('button') }),
        ],
      });
    });

    test(`a group's accounts waiting for approval (${name})`, async ({ page }) => {
      await signInThroughApi(page, 'gestion@holding.test', '/rider/approve');
      const section = page.getByRole('region', { name: 'Comptes en attente de validation' });
      const accounts = section.getByRole('table', { name: 'Inscriptions à valider' });
      await expect(
        accounts.getByRole('row').filter({ hasText: 'Gwenaëlle Le Floch' }),
      ).toBeVisible();
      // The group's company switch, fetched after the screen: above the section, so it moves it.
      await expect(page.getByRole('button', { name: /Entreprise/ })).toBeVisible();
      await settle(page);
      // The section alone; the days the accounts asked on move with the seed day, so are masked.
      await expect(section).toHaveScreenshot(`fleet-approvals-accounts-${name}.png`, {
        mask: [accounts.getByRole('cell').filter({ hasText: /\b20\d\d\b/ })],
      });
    });
  });
}
