import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { apiOrigin, expect, personas, test } from './fixtures';

/** Tabs until the focused element matches, failing after a bounded number of presses. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, limit = 30) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await matches(page)) return;
  }
  throw new Error('The control was not reached with Tab');
}

const focusedIs = (label: string) => async (page: Page) =>
  page.evaluate((expected) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return false;
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return name.replace(/\s*\*\s*$/, '').trim() === expected;
  }, label);

test('log in with the keyboard alone', async ({ page }) => {
  await page.goto('/rider/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await tabTo(page, focusedIs('Adresse e-mail'));
  await page.keyboard.type(personas.rider);
  await page.keyboard.press('Tab');
  await page.keyboard.type('velo-demo-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
});

test('an empty login submitted with Enter moves focus to the first invalid field', async ({
  page,
}) => {
  await page.goto('/rider/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await tabTo(page, focusedIs('Adresse e-mail'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toBeFocused();
  await expect(page.getByText('L’adresse e-mail est requise').first()).toBeVisible();
});

test('register through an invitation with the keyboard alone, then confirm the address', async ({
  page,
  request,
}) => {
  await page.goto('/rider/register/acme/acme-invite-2026');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inscription – Acme France' }),
  ).toBeVisible();
  await tabTo(page, focusedIs('Prénom'));
  await page.keyboard.type('Inès');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Garnier');
  await tabTo(page, focusedIs('Adresse e-mail'));
  const email = `ines.garnier.${Date.now()}@acme.test`;
  await page.keyboard.type(email);
  await tabTo(page, focusedIs('Code postal'));
  await page.keyboard.type('69003');
  await tabTo(page, focusedIs('Mot de passe'));
  await page.keyboard.type('un-velo-pour-2026');
  await tabTo(page, focusedIs('Confirmez le mot de passe'));
  await page.keyboard.type('un-velo-pour-2026');
  await tabTo(page, async (p) =>
    p.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox'),
  );
  await page.keyboard.press('Space');
  await tabTo(page, focusedIs('Créer mon compte'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rider\/join\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue chez Velo' })).toBeVisible();
  await expect(page.getByText(/confirmez votre adresse en suivant son lien/)).toBeVisible();

  // The confirmation e-mail: its link is single use, and the key leaves the address bar at once.
  const outbox = (await (await request.get(`${apiOrigin}/__dev/outbox`)).json()) as Array<{
    to: string;
    link: string;
  }>;
  const mail = outbox.filter((entry) => entry.to === email).at(-1);
  expect(mail?.link).toContain('/confirmEmail?key=');
  const link = new URL(mail!.link);
  await page.goto(`/rider/confirmEmail${link.search}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée.' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/rider\/confirmEmail$/);
  await expectNoAxeViolations(page);
  await page.goto(`/rider/confirmEmail${link.search}`);
  await expect(page.getByRole('alert')).toContainText('Ce lien de confirmation n’est pas valide');
});

test('reset a password with the keyboard alone', async ({ page, request }) => {
  // An account of its own, so no other test sees its password change.
  const email = `oubli.${Date.now()}@acme.test`;
  const registered = await request.post('/auth/register', {
    data: {
      email,
      password: 'ancien-velo-2026',
      firstName: 'Léa',
      lastName: 'Roux',
      language: 'fr',
      qName: 'acme',
      inviteToken: 'acme-invite-2026',
      termsAccepted: true,
      newsletterOptIn: false,
      marketingOptIn: false,
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/rider/retrievePassword');
  // A rider presses Tab once the page is there: pressed before the app has drawn it (a busy machine),
  // every press lands on an empty document.
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await tabTo(page, focusedIs('Adresse e-mail'));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'un e-mail vient de vous être envoyé' }),
  ).toBeVisible();
  // The dev API's outbox stands in for the mailbox (no mail server here).
  const outbox = (await (await request.get('http://127.0.0.1:4300/__dev/outbox')).json()) as Array<{
    to: string;
    link: string;
  }>;
  const mail = outbox.filter((entry) => entry.to === email).at(-1);
  expect(mail).toBeDefined();
  const link = new URL(mail!.link);
  await page.goto(`/rider/resetPassword${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Définissez un nouveau mot de passe' }),
  ).toBeVisible();
  // The reset key leaves the address bar at once.
  await expect(page).toHaveURL(/\/rider\/resetPassword$/);
  await tabTo(page, focusedIs('Nouveau mot de passe'));
  await page.keyboard.type('nouveau-velo-2026');
  await tabTo(page, focusedIs('Confirmez le mot de passe'));
  await page.keyboard.type('nouveau-velo-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  const login = await request.post('/auth/login', {
    data: { email, password: 'nouveau-velo-2026' },
  });
  expect(login.status()).toBe(200);
});
