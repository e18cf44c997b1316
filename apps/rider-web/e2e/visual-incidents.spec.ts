import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of the incidents (issue 14) at a phone (390 px) and a desktop (1280 px) width: Antoine's
 * list with his seeded incident in review, the report form with a theft chosen, and Léa's claim
 * waiting for her police report (the missing-documents form). Update on
 * purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-incidents --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  const response = await request.post('http://127.0.0.1:4300/__dev/incidents/reset');
  expect(response.ok()).toBe(true);
});

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual incidents, ${name}`, () => {
    test.use({ viewport });

    test(`my incidents and the report form (${name})`, async ({ page }) => {
      await signInThroughApi(page, 'livre@acme.test', '/rider/incidents');
      await expect(page.getByText(/Statut\s:\sEn cours d’examen/)).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`incidents-${name}.png`, {
        fullPage: true,
        // The seeded incident is dated relative to the day of the run.
        mask: [page.getByRole('heading', { level: 2 }), page.getByText(/\d{4}$/)],
      });

      await page.goto('/rider/incidents/new');
      await page.getByRole('radio', { name: /^Vol/ }).check({ force: true });
      await expect(
        page.getByRole('button', { name: /^Récépissé de dépôt de plainte/ }),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`incident-new-${name}.png`, {
        fullPage: true,
        // Today's date and the rental's start move with the day of the run.
        mask: [
          page.getByRole('textbox', { name: /^Date du sinistre/ }),
          page.getByText(/^Au format jj/),
        ],
      });
    });

    test(`a claim waiting for its police report (${name})`, async ({ page }) => {
      await signInThroughApi(page, 'plainte@acme.test', '/rider/incidents');
      await expect(page.getByRole('region', { name: 'Documents à envoyer' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`incidents-documents-missing-${name}.png`, {
        fullPage: true,
        // The seeded claim is dated relative to the day of the run.
        mask: [page.getByRole('heading', { level: 2 }), page.getByText(/\d{4}$/)],
      });
    });
  });
}
