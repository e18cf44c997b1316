import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { apiOrigin, expect, signInThroughApi, test } from './fixtures';

/**
 * Issue 28, the journeys without a dead end. A rider without an invitation link finds her company on
 * /registration by her work e-mail's domain, registers on the company's form (the one an invitation
 * link opens, with the postal code of spec section 5) and is welcomed; a name no client has leads to
 * /register/noClient and the contact-subscription form. A group-affiliated rider is sent back to
 * /group-affiliated from every private route until she chooses her company among the subsidiaries,
 * then reaches home. Keyboard alone where the journey is new, axe in French and English.
 */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const run = Date.now();

/** Tabs until the focused element matches, failing after a bounded number of presses. */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 30) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('The control was not reached with Tab');
}

const isFocused = (page: Page, locator: ReturnType<Page['getByRole']>) => () =>
  locator.evaluate((element) => element === document.activeElement);

test.describe('registration without an invitation link', () => {
  test('a rider finds her company by her work e-mail’s domain with the keyboard and registers', async ({
    page,
  }) => {
    await page.goto('/rider/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
    const search = page.getByRole('textbox', {
      name: /Votre e-mail professionnel ou le nom de votre entreprise/,
    });
    // An empty search is said at the field, with the focus there.
    await tabTo(
      page,
      isFocused(page, page.getByRole('button', { name: 'Trouver mon entreprise' })),
    );
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await expect(search).toHaveAccessibleDescription(/Saisissez votre e-mail professionnel/);
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });

    const email = `chloe.bernard.${run}@acme.test`;
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rider\/register\/acme\/[A-Za-z0-9_-]{20,}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inscription – Acme France' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Prénom' }).fill('Chloé');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bernard');
    // The e-mail typed to find the company is not asked again.
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(
      email,
    );
    const postalCode = page.getByRole('textbox', { name: 'Code postal' });
    await postalCode.fill('690');
    await page.getByLabel(/^Mot de passe/).fill('un-velo-pour-2026');
    await page.getByLabel('Confirmez le mot de passe').fill('un-velo-pour-2026');
    await page.getByText('J’accepte les conditions générales d’utilisation').click();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // Spec section 5: 4 or 5 digits, said at the field.
    await expect(postalCode).toBeFocused();
    await expect(postalCode).toHaveAccessibleDescription(/doit contenir 4 ou 5 chiffres/);
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    await postalCode.fill('69003');
    const registered = page.waitForResponse((response) =>
      response.url().endsWith('/auth/register'),
    );
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    expect((await registered).status()).toBe(201);
    expect((await registered).request().postDataJSON()).toMatchObject({
      qName: 'acme',
      postalCode: '69003',
    });
    await expect(page).toHaveURL(/\/rider\/join\/welcome$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue chez Velo' }),
    ).toBeVisible();
    await expect(page.getByText('Bienvenue Chloé, votre compte est créé.')).toBeVisible();
  });

  test('a company no client matches leads to /register/noClient and the contact-subscription form', async ({
    page,
  }) => {
    await page.goto('/rider/register');
    await page
      .getByRole('textbox', { name: /Votre e-mail professionnel ou le nom de votre entreprise/ })
      .fill('Boulangerie Dupont');
    await page.getByRole('button', { name: 'Trouver mon entreprise' }).click();
    await expect(page).toHaveURL(/\/rider\/register\/noClient$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Votre entreprise n’est pas encore cliente' }),
    ).toBeVisible();
    await expect(page.getByText(/aucune entreprise cliente de Velo/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Présenter Velo à mon entreprise/ }),
    ).toHaveAttribute('href', 'https://www.velo.fr/contact/abonnement');
  });
});

test.describe('a group-affiliated rider', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    const reset = await request.post(`${apiOrigin}/__dev/group-affiliated/reset`);
    expect(reset.ok()).toBe(true);
  });

  test('every private route leads back to /group-affiliated; the page is axe clean in English too', async ({
    page,
  }) => {
    await signInThroughApi(page, 'choix@holding.test', '/rider/my-rent');
    await expect(page).toHaveURL(/\/rider\/group-affiliated$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre groupe' })).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Choisissez l’entreprise qui vous emploie' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Valider mon entreprise' }).click();
    await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(
      /Choisissez l’entreprise qui vous emploie/,
    );
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    await page.goto('/rider/profile');
    await expect(page).toHaveURL(/\/rider\/group-affiliated$/);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your group' })).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Choose the company that employs you' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Votre groupe' })).toBeVisible();
  });

  test('she chooses her company with the keyboard alone and reaches home', async ({ page }) => {
    await signInThroughApi(page, 'choix@holding.test', '/rider/group-affiliated');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre groupe' })).toBeVisible();
    const bordeaux = page.getByRole('radio', { name: 'Holding Atlantique Bordeaux' });
    const nantes = page.getByRole('radio', { name: 'Holding Atlantique Nantes' });
    await tabTo(page, isFocused(page, bordeaux));
    // Arrow keys move within the group and choose (react-aria's radio group).
    await page.keyboard.press('ArrowDown');
    await expect(nantes).toBeFocused();
    await expect(nantes).toBeChecked();
    const chosen = page.waitForResponse((response) =>
      response.url().endsWith('/api/profile/company'),
    );
    await tabTo(
      page,
      isFocused(page, page.getByRole('button', { name: 'Valider mon entreprise' })),
    );
    await page.keyboard.press('Enter');
    expect((await chosen).status()).toBe(200);
    await expect(page).toHaveURL(/\/rider\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Manon' })).toBeVisible();
    // No longer sent back: a private route opens.
    await page.goto('/rider/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  });
});
