import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of the store proposal (/try-bike/:retailerPropositionId) at a phone (390 px) and a
 * desktop (1280 px) width. Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-proposals --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual proposals, ${name}`, () => {
    test.use({ viewport });

    // Sophie's proposal: pending, and answered by no test (proposals.spec.ts answers Camille's).
    test(`a store's proposal (${name})`, async ({ page, request }) => {
      const response = await request.get('http://127.0.0.1:4300/__dev/proposals');
      const { otherRider } = (await response.json()) as { otherRider: number };
      await signInThroughApi(page, personas.manager, `/rider/try-bike/${otherRider}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Proposition de Cycles du Marais' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Votre loyer mensuel' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`proposal-${name}.png`, {
        fullPage: true,
        // The validity day moves with the date of the run.
        mask: [page.getByText(/^Proposition valable jusqu’au/)],
      });
    });
  });
}
