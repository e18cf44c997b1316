import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { builtChunk, expect, test, workerDatabase, signInThroughApi } from './fixtures';

/**
 * Stores near me and test rides (issue 12): the demo rider finds stores near a typed postal code,
 * books a test ride, sees it in "my test rides" and cancels it; another rider then finds the slot
 * free. Fault paths: a slot just taken (409), no store near (widen), the address service down.
 * Re-runnable on the same database: every booking made here is cancelled before the test ends.
 */
const rider = 'rider@acme.test';
const secondRider = 'rider2@acme.test';
/** The dev API the preview server proxies to (its stand-ins answer the Géoplateforme's calls). */
const devApi = `http://127.0.0.1:${process.env['DEV_API_PORT'] ?? '4300'}`;
/** The results list (the page's navigation is a list too). */
const results = (page: Page, name = 'Magasins partenaires près de chez vous') =>
  page.getByRole('list', { name });
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

/**
 * The production build calls the Géoplateforme (data.geopf.fr) for addresses and map tiles; the test
 * answers those calls from the dev API's stand-ins, so nothing leaves the machine.
 */
async function useGeoStandIns(page: Page) {
  await page.route('https://data.geopf.fr/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${devApi}/geoplateforme${url.pathname}${url.search}`,
    });
    await route.fulfill({ response });
  });
}

async function signedIn(page: Page, email: string) {
  await useGeoStandIns(page);
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
}

async function searchPostalCode(page: Page, postalCode: string) {
  const field = page.getByRole('combobox', { name: 'Adresse ou code postal' });
  await field.fill(postalCode);
  // The suggestions list opens as one types; Escape closes it, as a rider who ignores it does.
  await field.press('Escape');
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
}

/** The booking form of a store and day, opened by another rider in a browser of their own. */
async function openAs(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: workerDatabase });
  const page = await context.newPage();
  await signedIn(page, email);
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('finds stores near a postal code, books a test ride, sees it, cancels it; the slot is free again for another rider', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, rider);
  await page.goto('/rider/stores');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Magasins partenaires près de chez vous' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await searchPostalCode(page, '75003');
  await expect(
    page.getByRole('status').filter({ hasText: 'à moins de 10 km de 75003' }),
  ).toBeVisible();
  const first = results(page).getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Cycles du Marais');
  await expect(page).toHaveURL(/postalCode=75003/);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await first.getByRole('link', { name: 'Réserver un essai chez Cycles du Marais' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réserver un essai' })).toBeVisible();
  await expect(page.getByText('12 rue de Bretagne, 75003 Paris')).toBeVisible();
  const slots = page.getByRole('radiogroup', { name: 'Créneaux disponibles' });
  const slot = slots.getByRole('radio', { disabled: false }).last();
  const slotName = (await slot.getAttribute('value')) ?? '';
  expect(slotName).toMatch(/^\d\d:\d\d$/);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  const bookingUrl = page.url();

  // The second rider opens the same day before the slot is taken.
  const other = await openAs(
    browser,
    secondRider,
    new URL(bookingUrl).pathname + new URL(bookingUrl).search,
  );
  const theirSlot = other.page.getByRole('radio', { name: new RegExp(`^${slotName} – `) });
  try {
    // Its slots are on screen, read before the first rider books, and that one is free: a page
    // still loading them would read it taken already.
    await expect(theirSlot).toBeEnabled();
    await slot.check({ force: true });
    await page.getByRole('button', { name: 'Confirmer l’essai' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes essais' })).toBeVisible();
    const booking = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Cycles du Marais' })
      .filter({ hasText: `de ${slotName}` });
    await expect(booking).toBeVisible();
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });

    // The other rider still sees it free, confirms, and is told it cannot be validated; the slots
    // are read again and that one is now taken.
    await expect(theirSlot).toBeEnabled();
    await theirSlot.check({ force: true });
    await other.page.getByRole('button', { name: 'Confirmer l’essai' }).click();
    await expect(
      other.page.getByRole('alert').filter({
        hasText: 'Votre demande d’essai ne peut pas être validée, veuillez réessayer plus tard',
      }),
    ).toBeVisible();
    await expect(
      other.page.getByRole('radio', { name: new RegExp(`^${slotName} – .*déjà pris`) }),
    ).toBeDisabled();
    await expectNoAxeViolations(other.page, { exclude: [announcerNodes] });

    // Cancel, with a confirmation.
    await booking.getByRole('button', { name: /^Annuler l’essai chez Cycles du Marais/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Annuler cet essai\u202f?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(booking).toHaveCount(0);

    // Free again for the other rider.
    await other.page.reload();
    await expect(
      other.page.getByRole('radio', { name: new RegExp(`^${slotName} – `) }),
    ).toBeEnabled();
    await expect(
      other.page.getByRole('radio', { name: new RegExp(`^${slotName} – .*déjà pris`) }),
    ).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('no partner store near: says so and widens the search', async ({ page }) => {
  await signedIn(page, rider);
  await page.goto('/rider/stores');
  await searchPostalCode(page, '73200');
  await expect(page.getByText('Aucun magasin partenaire près de chez vous')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Chercher jusqu’à 25 km' }).click();
  await expect(page.getByText('Aucun magasin partenaire près de chez vous')).toBeVisible();
  await page.getByRole('button', { name: 'Chercher jusqu’à 50 km' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Annecy Lac Vélo' })).toBeVisible();
  await expect(page).toHaveURL(/radiusKm=50/);
});

test('address suggestions come from the geocoder without credentials; when it is down, a postal code still works', async ({
  page,
}) => {
  await signedIn(page, rider);
  const geocoderRequests: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://data.geopf.fr/geocodage/'))
      geocoderRequests.push(request.headers());
  });
  await page.goto('/rider/stores');
  const field = page.getByRole('combobox', { name: 'Adresse ou code postal' });
  await field.pressSequentially('12 rue de bret', { delay: 30 });
  await page.getByRole('option', { name: /12 Rue de Bretagne 75003 Paris/ }).click();
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(
    results(page).getByRole('listitem').first().getByRole('heading', { level: 2 }),
  ).toHaveText('Cycles du Marais');
  // Debounced: far fewer requests than keystrokes, and none carried a token, a cookie or the XSRF header.
  expect(geocoderRequests.length).toBeGreaterThan(0);
  expect(geocoderRequests.length).toBeLessThan(6);
  for (const headers of geocoderRequests) {
    expect(Object.keys(headers).filter((name) => /authorization|cookie|xsrf/i.test(name))).toEqual(
      [],
    );
  }

  await page.unroute('https://data.geopf.fr/**');
  await page.route('https://data.geopf.fr/geocodage/**', (route) => route.abort('failed'));
  await field.fill('');
  await field.pressSequentially('place de la bourse', { delay: 20 });
  await expect(
    page.getByText('La recherche d’adresses ne répond pas. Vous pouvez chercher par code postal.'),
  ).toBeVisible();
  await field.fill('33000');
  await field.press('Escape');
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vélo Victoire' })).toBeVisible();
});

test('the map, in a chunk of its own, shows the same stores with keyboard-reachable markers synced with the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, rider);
  const mapChunk = builtChunk('libs/features/test-rides/src/StoreMap.tsx');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/rider/stores?postalCode=75003&radiusKm=5');
  await expect(page.getByRole('heading', { level: 2, name: 'Cycles du Marais' })).toBeVisible();
  expect(scripts.filter((path) => mapChunk.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte des magasins' });
  await expect(map).toBeVisible();
  expect(scripts.filter((path) => mapChunk.test(path))).toHaveLength(1);
  const marker = map.getByRole('button', { name: /^Cycles du Marais, / });
  await expect(marker).toBeVisible();
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(
    results(page).getByRole('listitem').filter({ hasText: 'Magasin sélectionné' }),
  ).toContainText('Cycles du Marais');
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Voir Vélo Bastille sur la carte' }).click();
  await expect(map.getByRole('button', { name: /^Vélo Bastille, / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('every screen in English has no axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, rider);
  // The rider's profile language (French) applies at each load: switch after it, as a rider does.
  const inEnglish = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
  };
  await inEnglish('/rider/stores?postalCode=75003&radiusKm=5');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Partner stores near you' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cycles du Marais' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.getByRole('region', { name: 'Map of the stores' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('link', { name: 'Book a test ride at Cycles du Marais' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a test ride' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Available slots' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('link', { name: 'My test rides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My test rides' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await inEnglish('/rider/stores?postalCode=73200&radiusKm=10');
  await expect(page.getByText('No partner stores near you')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

/** Presses Tab until the element has the focus (at most `limit` times), as a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

test('the whole journey with the keyboard alone: search, book, cancel', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, rider);
  await page.goto('/rider/stores');
  const field = page.getByRole('combobox', { name: 'Adresse ou code postal' });
  await tabTo(page, field);
  await page.keyboard.type('75003');
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('button', { name: 'Chercher', exact: true }));
  await page.keyboard.press('Enter');
  const book = page.getByRole('link', { name: 'Réserver un essai chez Cycles du Marais' });
  await expect(book).toBeVisible();
  await tabTo(page, book);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Réserver un essai' })).toBeVisible();
  // The day: arrow keys move between the open days (closed ones are skipped) and read their slots.
  const days = page.getByRole('radiogroup', { name: 'Jour de l’essai' });
  const firstDay = days.getByRole('radio', { checked: true });
  const before = (await firstDay.getAttribute('value')) ?? '';
  await tabTo(page, firstDay);
  await page.keyboard.press('ArrowRight');
  const nextDay = days.getByRole('radio', { checked: true });
  await expect(nextDay).toBeFocused();
  const dayChosen = (await nextDay.getAttribute('value')) ?? '';
  expect(dayChosen > before).toBe(true);
  await expect(page).toHaveURL(new RegExp(`day=${dayChosen}`));
  const slots = page.getByRole('radiogroup', { name: 'Créneaux disponibles' });
  const firstFree = slots.getByRole('radio', { disabled: false }).first();
  await tabTo(page, firstFree);
  // Arrow keys move through the free slots only; Space chooses.
  await page.keyboard.press('Space');
  const chosen = (await firstFree.getAttribute('value')) ?? '';
  await tabTo(page, page.getByRole('button', { name: 'Confirmer l’essai' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Mes essais' })).toBeVisible();
  const booking = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Cycles du Marais' })
    .filter({ hasText: `de ${chosen}` });
  await expect(booking).toBeVisible();
  await tabTo(
    page,
    booking.getByRole('button', { name: /^Annuler l’essai chez Cycles du Marais/ }),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Oui, annuler' }), 5);
  await page.keyboard.press('Enter');
  await expect(booking).toHaveCount(0);
});
