import { addCalendarDays, addMonths } from '@velo/leasing';
import { expect, settle, signInThroughApi, test } from './fixtures';

/**
 * Baselines of /my-rent/net-cost (issue 14) at a phone (390 px) and a desktop (1280 px) width, for
 * Julien (month 14). As visual-rent.spec.ts: the persona is seeded relative to the day of the run,
 * so the page's clock is fixed on `fixedToday` and the rental's start is dated again for that day
 * (the screen computes every figure from it with `@velo/leasing`). His questionnaire is answered
 * "personal car, 5 to 10 km" for the picture (the API's answer replaced), so the commute comparison
 * shows; the e2e test net-cost.spec.ts covers the real, unanswered state. Update on purpose with
 * `npx playwright test -c apps/rider-web/e2e/playwright.config.ts visual-net-cost --update-snapshots`.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const fixedToday = '2026-11-23';

test.beforeAll(async ({ request }) => {
  const response = await request.post('http://127.0.0.1:4300/__dev/rentals/reset');
  expect(response.ok()).toBe(true);
});

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual net cost, ${name}`, () => {
    test.use({ viewport });

    test(`net cost, month 14, by car (${name})`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(`${fixedToday}T10:00:00Z`));
      await page.route(/\/api\/v2\/rentals\/\d+$/, async (route) => {
        const response = await route.fetch();
        const rental = (await response.json()) as Record<string, unknown>;
        const startedOn = addCalendarDays(addMonths(fixedToday, -13), -10);
        await route.fulfill({ response, json: { ...rental, startedOn } });
      });
      await page.route(/\/api\/v2\/commute-questionnaire$/, async (route) => {
        const response = await route.fetch();
        const answers = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: { ...answers, currentTransport: 'personal-car', distanceBand: '5-10-km' },
        });
      });
      await signInThroughApi(page, 'mois14@acme.test');
      const hello = page.getByRole('heading', { level: 1, name: /^(Bonjour|Hello) Julien$/ });
      await expect(hello).toBeVisible();
      // The language is saved to the profile: a run that left him in English is put back.
      if ((await hello.textContent()) !== 'Bonjour Julien') {
        await page.getByRole('button', { name: 'Français' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Julien' })).toBeVisible();
      }
      // By its address: on a phone the header's links sit behind its menu.
      await page.goto('/rider/my-rent/net-cost');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Coût net de ma location' }),
      ).toBeVisible();
      await expect(page.getByLabel('Votre trajet actuel face à la location')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`net-cost-month14-${name}.png`, { fullPage: true });
    });
  });
}
