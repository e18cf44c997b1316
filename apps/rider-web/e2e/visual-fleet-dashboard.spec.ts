import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of the fleet manager's dashboard (/dashboard, issue 15) at a phone (390 px) and a
 * desktop (1280 px) width. Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-dashboard --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet dashboard, ${name}`, () => {
    test.use({ viewport });

    test(`the manager of Acme's dashboard (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tableau de bord de la flotte' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Locations par étape' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`fleet-dashboard-${name}.png`, {
        fullPage: true,
        // The day of the figures, the figures (costs follow each lease's month, ends of lease the
        // calendar) and the charts move with the date of the run, and the counts by stage with the
        // requests other journeys of the same run make at Acme: the layout is what is compared.
        mask: [
          page.getByText(/^Chiffres au /),
          page.locator('[data-figure-value]'),
          page.getByRole('group', { name: 'Locations par étape' }).locator('dd'),
          page.getByText(/d’ici trois mois$/),
          // The eligible list grows with the imports and invitations of the other fleet journeys.
          page.getByText(/salariés éligibles/),
          // The requests and accounts to approve move with the approval journeys.
          page.getByText(/demandes? de location et/),
          page.locator('figure svg'),
        ],
      });
    });
  });
}
