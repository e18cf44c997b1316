import { expect, logIn, personas, settle, signInThroughApi, test } from './fixtures';

/**
 * Screen baselines at a phone (390 px) and a desktop (1280 px) width, so designers review changes
 * of the frame and the screens as pictures. Update them on purpose with
 * `npx nx e2e @velo/rider-web -- --grep visual --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual, ${name}`, () => {
    test.use({ viewport });

    test(`login, signed out (${name})`, async ({ page }) => {
      await page.goto('/rider/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`login-${name}.png`, { fullPage: true });
    });

    test(`legal notice (${name})`, async ({ page }) => {
      await page.goto('/rider/legal-notice');
      await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`legal-notice-${name}.png`, { fullPage: true });
    });

    test(`accessibility statement (${name})`, async ({ page }) => {
      await page.goto('/rider/accessibility');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }),
      ).toBeVisible();
      await settle(page);
      // The top of the statement: its figures follow each end-to-end run (the rate and the counts,
      // masked); the list of audited pages below grows with the app, so not the full page.
      await expect(page).toHaveScreenshot(`accessibility-${name}.png`, {
        mask: [page.getByRole('region', { name: 'État de conformité' }).getByRole('definition')],
      });
    });

    test(`home of a rider, with the navigation (${name})`, async ({ page }) => {
      await page.goto('/rider/login');
      // Léa, not Camille: proposals.spec.ts accepts Camille's proposal, and a lease request puts
      // the journey tracker on her home page while it lasts (issue 13).
      await logIn(page, 'rider2@acme.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'L’offre de votre entreprise' }),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${name}.png`, { fullPage: true });
    });

    test(`home of a rider whose company refused the account (${name})`, async ({ page }) => {
      // Inès Charpentier (issue 27), refused by her group's manager with a motive (seeded).
      await signInThroughApi(page, 'refusee@bordeaux.holding.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Inès' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Inscription refusée par votre entreprise' }),
      ).toBeVisible();
      await settle(page);
      // The day of the refusal and the offer's first day move with the seed day: masked.
      await expect(page).toHaveScreenshot(`home-refused-${name}.png`, {
        fullPage: true,
        mask: [page.getByText(/a refusé votre inscription le/), page.getByText(/^Depuis le /)],
      });
    });
  });
}

test.describe('visual, phone menu', () => {
  test.use({ viewport: widths.phone });

  test('the menu dialog open', async ({ page }) => {
    await signInThroughApi(page, personas.manager);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot('menu-open-phone.png');
  });
});
