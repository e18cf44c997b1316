import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /invite (issue 15) at a phone (390 px) and a desktop (1280 px) width. Update on
 * purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-fleet-invitations --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual fleet invitations, ${name}`, () => {
    test.use({ viewport });

    test(`inviting Acme's employees (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.manager, '/rider/invite');
      await expect(page.getByRole('switch', { name: 'Suspendre les inscriptions' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`fleet-invitations-${name}.png`, { fullPage: true });
    });
  });
}
