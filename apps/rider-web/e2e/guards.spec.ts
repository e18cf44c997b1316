import { appHydrated, expect, logIn, personas, test } from './fixtures';

test('a guarded route while signed out goes to /login with from, and back there after login', async ({
  page,
}) => {
  await page.goto('/rider/my-rent?tab=schedule');
  await expect(page).toHaveURL(/\/rider\/login\?from=%2Fmy-rent%3Ftab%3Dschedule$/);
  await logIn(page, personas.rider);
  await expect(page).toHaveURL(/\/rider\/my-rent\?tab=schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ma location' })).toBeVisible();
});

for (const from of [
  'https://elsewhere.example',
  '//elsewhere.example/x',
  '/\\elsewhere.example',
  'javascript:alert(1)',
]) {
  test(`a from of ${from} is not followed after login`, async ({ page }) => {
    await page.goto(`/rider/login?from=${encodeURIComponent(from)}`);
    // With a query the app renders the page anew rather than hydrate its HTML (src/prerendered.ts),
    // once its scripts are in, which a prerendered page fetches after its first paint: the form is
    // the app's once the HTML's buttons, disabled, are gone.
    await appHydrated(page);
    await logIn(page, personas.rider);
    await expect(page).toHaveURL('http://127.0.0.1:4173/rider/');
  });
}

test('an unknown path redirects home', async ({ page }) => {
  await page.goto('/rider/nowhere/at/all');
  await expect(page).toHaveURL(/\/rider\/login\?from=%2F$/);
});
