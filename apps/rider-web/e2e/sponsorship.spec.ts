import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * /sponsorship (issue 14; spec sections 2.2, 5 "sponsor code not valid", 7 the company's sponsorship
 * offer). Entering a code changes the seeded personas, so each test first puts them back through
 * the dev API's dev-mode reset, and the file runs its tests one after the other.
 */
test.describe.configure({ mode: 'serial' });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function resetSponsorship(request: APIRequestContext) {
  const response = await request.post('http://127.0.0.1:4300/__dev/sponsorship/reset');
  expect(response.ok()).toBe(true);
}

async function openSponsorship(page: Page, email: string, firstName: string, query = '') {
  await signInThroughApi(page, email, `/rider/sponsorship${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parrainage' })).toBeVisible();
}

/** Moves the focus with Tab only, as a keyboard user does, until `target` has it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ request }) => {
  await resetSponsorship(request);
});

test('a bad sponsor code is refused next to the field, then a colleague’s is accepted, keyboard only', async ({
  page,
}) => {
  await openSponsorship(page, 'manon@acme.test', 'Manon');
  await expect(
    page.getByText('Votre filleul et vous recevez chacun 1 mois de loyer offert.'),
  ).toBeVisible();
  await expect(page.getByText('MANON-3B8P', { exact: true })).toBeVisible();
  await expect(page.getByText('Aucun collègue n’a encore utilisé votre code.')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const field = page.getByRole('textbox', { name: /Code de parrainage d’un collègue/ });
  await tabTo(page, field);
  await page.keyboard.type('NOPE-1234');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(/Le code de parrainage n’est pas valide/);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('NOPE-1234');
  // The answer is handled: the button is ready for the next code.
  const submit = page.getByRole('button', { name: 'Valider le code' });
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // My own code is no colleague's either.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('MANON-3B8P');
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/v2/sponsorship/code'),
  );
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(400);
  await expect(field).toHaveAccessibleDescription(/Le code de parrainage n’est pas valide/);
  await expect(field).toHaveValue('MANON-3B8P');
  await expect(submit).toBeEnabled();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('hugo-7q4k');
  await page.keyboard.press('Enter');
  const done = page.getByText(
    'Code HUGO-7Q4K accepté : votre parrain et vous profiterez de l’offre de parrainage.',
  );
  await expect(done).toBeVisible();
  await expect(done.locator('xpath=ancestor-or-self::*[@role="status"]').first()).toBeFocused();
  await expect(page.getByText('Un code utilisé ne peut plus être changé.')).toBeVisible();
  await expect(field).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // The code stays once the page is read again; Hugo now counts three colleagues.
  await page.reload();
  await expect(page.getByText('Vous avez utilisé le code de parrainage HUGO-7Q4K.')).toBeVisible();
});

test.describe('the share link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is copied with its announcement, and fills a colleague’s field', async ({ page }) => {
    await openSponsorship(page, 'parrain@acme.test', 'Hugo');
    await expect(page.getByText('HUGO-7Q4K', { exact: true })).toBeVisible();
    await expect(page.getByText('2 collègues ont utilisé votre code.')).toBeVisible();
    const link = page.getByRole('textbox', { name: 'Lien à partager' });
    await expect(link).toHaveValue('http://127.0.0.1:4173/rider/sponsorship?code=HUGO-7Q4K');
    const copy = page.getByRole('button', { name: 'Copier le lien' });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    const status = page
      .getByRole('status')
      .filter({ hasText: 'Lien copié dans le presse-papiers.' });
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'http://127.0.0.1:4173/rider/sponsorship?code=HUGO-7Q4K',
    );

    // Manon opens the link: the field holds Hugo's code, to confirm.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signInThroughApi(page, 'manon@acme.test', '/rider/sponsorship?code=HUGO-7Q4K');
    await expect(
      page.getByRole('textbox', { name: /Code de parrainage d’un collègue/ }),
    ).toHaveValue('HUGO-7Q4K');
  });
});

test('in English, the page and a refused code have no axe violation', async ({ page }) => {
  await openSponsorship(page, 'manon@acme.test', 'Manon');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsorship' })).toBeVisible();
  await expect(page.getByText('Your sponsee and you each get 1 month of free rent.')).toBeVisible();
  const field = page.getByRole('textbox', { name: /A colleague’s sponsor code/ });
  await field.fill('NOPE-1234');
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(field).toHaveAccessibleDescription(/Sponsor code not valid/);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('a company without a sponsorship offer says so, with no code to share', async ({ page }) => {
  await openSponsorship(page, 'paul@nantes.holding.test', 'Paul');
  await expect(
    page.getByText(/Votre entreprise ne propose pas d’offre de parrainage en ce moment/),
  ).toBeVisible();
  await expect(page.getByText('PAUL-9D2M', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('a bike check is booked at the sports retailer’s store, shown, then cancelled', async ({
  page,
}) => {
  await signInThroughApi(page, 'parrain@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Hugo' })).toBeVisible();
  // Reached from /sponsorship while the feature flag is on (spec section 1).
  await page.goto('/rider/sponsorship');
  await page.getByRole('link', { name: 'Réserver un contrôle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contrôle du vélo' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await page.getByRole('button', { name: /Magasin/ }).click();
  await page.getByRole('option', { name: 'Sportéo Paris Bastille (Paris)' }).click();
  await page.getByRole('button', { name: /Jour/ }).click();
  // Tomorrow's or a later open day: today's slots may all have started.
  await page.getByRole('option').nth(1).click();
  const slots = page.getByRole('radiogroup', { name: /Créneau/ });
  await expect(slots).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  const free = slots.getByRole('radio', { disabled: false }).first();
  const label = (await free.getAttribute('value')) ?? '';
  await free.check({ force: true });
  await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
  const done = page.getByText('Contrôle réservé. Présentez-vous au magasin avec votre vélo.');
  await expect(done).toBeVisible();
  await expect(done.locator('xpath=ancestor-or-self::*[@role="status"]').first()).toBeFocused();
  await expect(page.getByText(new RegExp(`de ${label} à`))).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Shown again on the next visit, then cancelled after a confirmation.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Votre contrôle' })).toBeVisible();
  await expect(page.getByText('Sportéo Paris Bastille')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler le contrôle' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  const cancelled = page.getByText('Votre contrôle est annulé.');
  await expect(cancelled).toBeVisible();
  await expect(
    cancelled.locator('xpath=ancestor-or-self::*[@role="status"]').first(),
  ).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Réserver un contrôle' })).toBeVisible();

  // In English too.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bike check' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

/**
 * The focused element shows its focus: react-aria marks a keyboard focus with `data-focus-visible` on
 * the control (a button, an option) or on the radio's label that draws the ring (WCAG 2.4.7).
 */
async function expectVisibleFocus(page: Page) {
  const visible = await page.evaluate(
    () => document.activeElement?.closest('[data-focus-visible]') !== null,
  );
  expect(visible, 'the focused control shows its focus').toBe(true);
}

test('a bike check is booked with the keyboard alone: Tab, arrows, Enter and Space, the focus always visible', async ({
  page,
}) => {
  await signInThroughApi(page, 'parrain@acme.test', '/rider/bikeCheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Contrôle du vélo' })).toBeVisible();

  // The store: Tab to the list, Enter opens it, arrows to the Paris store, Enter chooses it.
  const storeButton = page.getByRole('button', { name: /Magasin/ });
  await tabTo(page, storeButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const paris = page.getByRole('option', { name: 'Sportéo Paris Bastille (Paris)' });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await paris.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(paris).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?storeId=\d+$/);
  await expect(storeButton).toContainText('Sportéo Paris Bastille');

  // The day: the third open day offered (today’s slots may all have started), opened with Space.
  const dayButton = page.getByRole('button', { name: /Jour/ });
  await tabTo(page, dayButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  const days = page.getByRole('listbox');
  await expect(days).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(page);
  const day = (await page.evaluate(() => document.activeElement?.textContent)) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?storeId=\d+&day=\d{4}-\d{2}-\d{2}$/);
  await expect(dayButton).toContainText(day);

  // The slot: Tab enters the group on its first free slot; "book" without a choice first is said
  // next to the group, with the focus back on it.
  const slots = page.getByRole('radiogroup', { name: /Créneau/ });
  await expect(slots).toBeVisible();
  const submit = page.getByRole('button', { name: 'Réserver ce créneau' });
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(slots.getByText('Choisissez un créneau libre')).toBeVisible();
  const firstFree = slots.getByRole('radio', { disabled: false }).first();
  await expect(firstFree).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstFree).toBeChecked();
  await expectVisibleFocus(page);
  await expect(slots.getByText('Choisissez un créneau libre')).toHaveCount(0);
  const start = (await firstFree.getAttribute('value')) ?? '';
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const done = page.getByText('Contrôle réservé. Présentez-vous au magasin avec votre vélo.');
  await expect(done).toBeVisible();
  await expect(done.locator('xpath=ancestor-or-self::*[@role="status"]').first()).toBeFocused();
  await expect(page.getByText(new RegExp(`de ${start} à`))).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});
