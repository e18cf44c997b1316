import { expect, logIn, personas, test } from './fixtures';

/**
 * The one error policy of @velo/data, one screen per kind (the fault matrix itself is a unit test of
 * libs/data): 404 → the screen's empty state; 500 → the error state with a retry and the default
 * snackbar; 401 → logout to /login; 503 → the maintenance page (faults.spec.ts).
 */
const snackbarText = 'Une erreur est survenue';

test('404: a company without an active offer shows the empty state, no error', async ({ page }) => {
  await page.route('**/api/v2/clients/*/commercial-offer/active', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'NOT_FOUND', message: 'No active offer' }),
    }),
  );
  await page.goto('/rider/login');
  await logIn(page, personas.rider);
  await expect(
    page.getByText('Aucune offre commerciale n’est en cours pour votre entreprise.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: snackbarText })).toHaveCount(0);
});

test('500: the home screen shows the error state and the snackbar; Réessayer brings the data', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/api/v2/clients/*/commercial-offer/active', async (route) => {
    if (failing)
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500</h1>' });
    else await route.fallback();
  });
  await page.goto('/rider/login');
  await logIn(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: snackbarText })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: snackbarText })).toBeVisible();
  // The navigation stays: the rider can go elsewhere or try again.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'L’offre de votre entreprise' })).toBeVisible();
});

test('401: a session that ended while reading the home data logs out to /login', async ({
  page,
}) => {
  await page.goto('/rider/login');
  await logIn(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  await page.route('**/api/v2/clients/*/commercial-offer/active', (route) =>
    route.fulfill({ status: 401, body: '' }),
  );
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.getByRole('link', { name: 'Ma location' }).click();
  await navigation.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/\/rider\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
});

test('a slow answer shows the spinner only after ~300 ms', async ({ page }) => {
  await page.goto('/rider/login');
  await logIn(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  await page.route('**/api/v2/clients/*/banner-link', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.getByRole('link', { name: 'Ma location' }).click();
  await navigation.getByRole('link', { name: 'Accueil' }).click();
  await expect(
    page.getByRole('main').getByRole('progressbar', { name: 'Chargement…' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
});
