import { expect, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of issue 28's screens at a phone (390 px) and a desktop (1280 px) width: the company
 * lookup of /registration, /register/noClient with the contact-subscription link, the registration
 * form with its postal code, and /group-affiliated with the choice of the company (Julien, who stays
 * the group's rider). Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-registration --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual registration, ${name}`, () => {
    test.use({ viewport });

    test(`the company lookup (${name})`, async ({ page }) => {
      await page.goto('/rider/registration');
      await expect(page.getByRole('button', { name: 'Trouver mon entreprise' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`registration-lookup-${name}.png`, { fullPage: true });
    });

    test(`no client company (${name})`, async ({ page }) => {
      await page.goto('/rider/register/noClient');
      await expect(
        page.getByRole('link', { name: /Présenter Velo à mon entreprise/ }),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`registration-no-client-${name}.png`, { fullPage: true });
    });

    test(`the registration form with the postal code (${name})`, async ({ page }) => {
      await page.goto('/rider/register/acme/acme-invite-2026');
      await expect(page.getByRole('textbox', { name: 'Code postal' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`registration-form-${name}.png`, { fullPage: true });
    });

    test(`a group-affiliated rider chooses her company (${name})`, async ({ page }) => {
      await signInThroughApi(page, personas.group, '/rider/group-affiliated');
      await expect(
        page.getByRole('radiogroup', { name: 'Choisissez l’entreprise qui vous emploie' }),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`group-affiliated-${name}.png`, { fullPage: true });
    });
  });
}
