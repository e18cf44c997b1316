import type { Page } from '@playwright/test';
import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /onboarding (issue 13) at a phone (390 px) and a desktop (1280 px) width: the file of
 * a rider whose request still waits for the company (Nathalie: fields to fill, the company signs
 * first) and of a rider who has signed (Antoine: read-only, signed documents). No test moves these
 * two personas (onboarding.spec.ts signs Thomas's file). Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-onboarding --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/**
 * The seeded signature and save dates move with the day and time of the run, and "1 décembre" is
 * narrower than "28 novembre": a date that wraps differently moved the whole page. Every date and
 * time on the page is written as one fixed date before the picture (they are masked as well), so the
 * layout compared is the same on any day.
 */
async function fixDates(page: Page) {
  await page.getByRole('main').evaluate((main) => {
    const months =
      '(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)';
    const date = new RegExp(`\\b\\d{1,2}(er)?\\s${months}\\s\\d{4}`, 'g');
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const fixed = text
        .replace(date, '15 janvier 2026')
        .replace(/\b\d{2}[:h]\d{2}\b/g, '12:00')
        .replace(/\b\d{2}\/\d{2}\/\d{4}\b/g, '15/01/2026');
      if (fixed !== text) node.textContent = fixed;
    }
  });
}

async function openOnboarding(page: Page, email: string) {
  await signInThroughApi(page, email, '/rider/onboarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mon dossier de location' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Signature électronique' }),
  ).toBeVisible();
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual onboarding, ${name}`, () => {
    test.use({ viewport });

    test(`the file before the company signs (${name})`, async ({ page }) => {
      await openOnboarding(page, 'attente@acme.test');
      await settle(page);
      await expect(page).toHaveScreenshot(`onboarding-before-signature-${name}.png`, {
        fullPage: true,
      });
    });

    test(`the signed file, read-only (${name})`, async ({ page }) => {
      await openOnboarding(page, 'livre@acme.test');
      await expect(page.getByText(/Vos coordonnées sont verrouillées/)).toBeVisible();
      await settle(page);
      await fixDates(page);
      await expect(page).toHaveScreenshot(`onboarding-signed-${name}.png`, {
        fullPage: true,
        // The seeded signature and save dates move with the date of the run.
        mask: [
          page.getByText(/verrouillées depuis votre signature/),
          page.getByText(/^Signé le/),
          page.getByText(/enregistrées? le/),
          page.getByText(/signés depuis le/),
          // The mandate's date and its reference (which carries the date) in its rendition.
          page.locator('dt:text-is("Le") + dd'),
          page.locator('dt:has-text("Référence unique du mandat") + dd'),
          // The request's number depends on how many journey resets ran before on the database.
          page.getByText(/demande n° \d+/),
        ],
      });
    });
  });
}
