import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, logIn, test, workerDatabase } from './fixtures';

/**
 * /profile (issue 14): Élise changes her password (spec section 5 texts) with the keyboard alone and
 * signs in with the new one; her language chosen on the page is saved to the profile and applies
 * again after a reload and in a new browser; Antoine, whose lease
 * runs, cannot delete his account (spec section 8's "deletion impossible, contact us"); Bastien,
 * without a contract, deletes his after a confirmation and is signed out. `POST /__dev/account/reset`
 * puts Élise and Bastien back before each test, so the file runs again on one database.
 */
test.describe.configure({ mode: 'serial' });

const api = 'http://127.0.0.1:4300';
const newPassword = 'mon-nouveau-mot-de-passe';

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: [announcerNodes] });

async function resetPersonas(request: APIRequestContext) {
  const response = await request.post(`${api}/__dev/account/reset`);
  expect(response.ok()).toBe(true);
}

async function openProfile(page: Page, email: string, firstName: string) {
  await page.goto('/rider/login');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${firstName}` })).toBeVisible();
  await page.goto('/rider/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 8) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('Élise changes her password with the keyboard alone, then signs in with the new one', async ({
  page,
  request,
}) => {
  await resetPersonas(request);
  await openProfile(page, 'profil@acme.test', 'Élise');
  await axe(page);

  const current = page.getByLabel(/^Mot de passe actuel/);
  const fresh = page.getByLabel(/^Nouveau mot de passe/);
  const confirm = page.getByLabel(/^Confirmez le nouveau mot de passe/);
  // From the password card's heading on, the keyboard alone.
  await page.getByRole('heading', { level: 2, name: 'Mot de passe' }).scrollIntoViewIfNeeded();
  await current.focus();
  await page.keyboard.type('pas-le-bon-mot-de-passe');
  await tabTo(page, fresh);
  await page.keyboard.type('court');
  await tabTo(page, confirm);
  await page.keyboard.type('autre');
  await page.keyboard.press('Enter');
  // Spec section 5: at least 10 characters, confirm identically; focus on the first field in error.
  await expect(fresh).toBeFocused();
  await expect(fresh).toHaveAccessibleDescription(/au moins 10 caractères/);
  await expect(confirm).toHaveAccessibleDescription(/doivent être identiques/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(newPassword);
  await tabTo(page, confirm);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  // The server's verdict: current password incorrect, next to it, nothing typed lost.
  await expect(current).toHaveAccessibleDescription(/Le mot de passe actuel est incorrect/);
  await expect(current).toBeFocused();
  await expect(fresh).toHaveValue(newPassword);
  await axe(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('velo-demo-2026');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/Mot de passe changé.*utilisez-le désormais pour vous connecter/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/rider\/login/);
  await logIn(page, 'profil@acme.test');
  await expect(page.getByText('Adresse e-mail ou mot de passe invalide')).toBeVisible();
  await logIn(page, 'profil@acme.test', { password: newPassword });
  // Signed in again: back on the page she left (the shell keeps it as 'from', spec section 2.1).
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Bonjour Élise|Mon profil)$/ }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await resetPersonas(request);
});

test('the language is saved to the profile: it stays after a reload and in a new browser; English too', async ({
  page,
  request,
  browser,
}) => {
  await resetPersonas(request);
  await openProfile(page, 'profil@acme.test', 'Élise');
  const english = page.getByRole('radio', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Language saved to your profile.')).toBeVisible();
  await axe(page);
  await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('tows');
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Another browser, nothing stored: the profile's language applies once signed in (spec 4).
  const other = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: 'fr-FR',
    extraHTTPHeaders: workerDatabase,
  });
  const second = await other.newPage();
  await second.goto('/rider/login');
  await logIn(second, 'profil@acme.test');
  await expect(second.getByRole('heading', { level: 1, name: 'Hello Élise' })).toBeVisible();
  await other.close();

  // Back to French on the page: saved to the profile too.
  await page.getByRole('radio', { name: 'Français' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await request.post(`${api}/auth/login`, {
        data: { email: 'profil@acme.test', password: 'velo-demo-2026' },
      });
      const { token } = (await response.json()) as { token: string };
      const profile = await request.get(`${api}/api/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await profile.json()) as { language: string }).language;
    })
    .toBe('fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await resetPersonas(request);
});

test('Antoine’s lease runs: his contact details are locked and his account cannot be deleted here', async ({
  page,
}) => {
  await openProfile(page, 'livre@acme.test', 'Antoine');
  await expect(
    page.getByText(/Vos coordonnées sont verrouillées depuis la signature/),
  ).toBeVisible();
  await expect(page.getByText(/^Verrouillé.*contrat signé$/).first()).toBeVisible();
  await expect(page.getByTestId('iban-masked')).toHaveText(/^FR76 (•••• ){5}\d{3}$/);
  await expect(
    page.getByText('La suppression de votre compte est impossible, contactez-nous'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toHaveCount(0);
  await axe(page);
});

test('Bastien deletes his account after the confirmation, and is signed out', async ({
  page,
  request,
}) => {
  await resetPersonas(request);
  await openProfile(page, 'supprime@acme.test', 'Bastien');
  const remove = page.getByRole('button', { name: 'Supprimer mon compte' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /Supprimer votre compte/ });
  await expect(dialog).toBeVisible();
  await axe(page);
  // Keeping the account closes the dialog and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/rider\/login/);
  await logIn(page, 'supprime@acme.test');
  await expect(page.getByText('Adresse e-mail ou mot de passe invalide')).toBeVisible();
  await resetPersonas(request);
});

/** Marc (rent-design §2: his lease extended, his SEPA mandate signed at its start). */
const marc = { email: 'prolonge@acme.test', firstName: 'Marc', mobile: '+33644556677' };

/** The rentals' personas back as seeded (Marc's bank details included). */
async function resetRentals(request: APIRequestContext) {
  const response = await request.post(`${api}/__dev/rentals/reset`);
  expect(response.ok()).toBe(true);
}

/** The newest code the dev API's SMS outbox holds for `mobile` (never logged). */
async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`${api}/__dev/sms-outbox?to=${encodeURIComponent(mobile)}`);
  expect(response.ok()).toBe(true);
  const code = ((await response.json()) as { code: string }[]).at(-1)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/*
 * A change of bank details needs a mandate signed before (409 MANDATE_NOT_SIGNED otherwise: the
 * onboarding takes the first one). Élise and Bastien have no lease, so Marc, whose lease runs, signs
 * the new mandate; the rentals' reset puts his account back before and after.
 */
test('Marc changes his bank details: a new SEPA mandate signed with the SMS code, the new IBAN shown masked', async ({
  page,
  request,
}) => {
  await resetRentals(request);
  try {
    await openProfile(page, marc.email, marc.firstName);
    const masked = page.getByTestId('iban-masked');
    await expect(masked).toHaveText('FR76 •••• •••• •••• •••• •••• 189');
    const reference = page.getByTestId('mandate-reference');
    const oldReference = (await reference.textContent()) ?? '';

    await page.getByRole('button', { name: 'Changer de coordonnées bancaires' }).click();
    await expect(page.getByLabel(/^Titulaire du compte/)).toBeFocused();
    await page.getByLabel(/^IBAN \(numéro de compte\)/).fill('FR14 2004 1010 0505 0001 3M02 606');
    await page.getByLabel(/^BIC/).fill('PSSTFRPPPAR');
    // The consent is asked before a code is sent: said next to the box, the focus on it.
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    const consent = page.getByRole('checkbox', {
      name: /signer électroniquement le nouveau mandat/,
    });
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.getByRole('button', { name: 'Recevoir le code' }).click();

    const code = page.getByRole('textbox', { name: /^Code reçu par SMS/ });
    await expect(code).toBeFocused();
    await expect(page.getByText(/Un code à 6 chiffres a été envoyé au \+33 6/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recevoir un nouveau code' })).toBeDisabled();
    await axe(page);
    const right = await latestCode(request, marc.mobile);
    // A wrong code first: said next to the field, the focus kept on it.
    await page.keyboard.type(right === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(code).toHaveAccessibleDescription(/Code incorrect/);
    await expect(code).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(right);
    await page.keyboard.press('Enter');

    const signed = page.getByText(
      'Nouveau mandat signé : votre part du loyer sera prélevée sur ce compte.',
    );
    await expect(signed).toBeVisible();
    await expect(signed.locator('xpath=ancestor::*[@role="status"]').first()).toBeFocused();
    await expect(masked).toHaveText('FR14 •••• •••• •••• •••• •••• 606');
    await expect(reference).not.toHaveText(oldReference);
    await axe(page);
    // Kept: the next visit reads the new details from the server.
    await page.reload();
    await expect(masked).toHaveText('FR14 •••• •••• •••• •••• •••• 606');
  } finally {
    await resetRentals(request);
  }
});
