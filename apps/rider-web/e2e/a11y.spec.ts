import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { appHydrated, expect, logIn, personas, test } from './fixtures';

/**
 * react-aria's live announcer reads a pending button's label through a role="img" node that points at
 * the button; once the page has moved on, the node names nothing until it expires (7 s). It sits in an
 * offscreen live region and is never focusable, so the scans leave those transient nodes out.
 */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function useLocale(page: Page, locale: 'fr' | 'en') {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
}

const publicScreens: Array<[string, { fr: string; en: string }]> = [
  ['/rider/login', { fr: 'Connexion', en: 'Log in' }],
  ['/rider/retrievePassword', { fr: 'Mot de passe oublié', en: 'Forgot password' }],
  ['/rider/resetPassword', { fr: 'Définissez un nouveau mot de passe', en: 'Set a new password' }],
  ['/rider/registration', { fr: 'Inscription', en: 'Sign up' }],
  [
    '/rider/register/noClient',
    { fr: 'Votre entreprise n’est pas encore cliente', en: 'Your company is not a client yet' },
  ],
  [
    '/rider/register/acme/acme-invite-2026',
    { fr: 'Inscription – Acme France', en: 'Sign up – Acme France' },
  ],
  ['/rider/join/acme/not-a-token', { fr: 'Inscription', en: 'Sign up' }],
  ['/rider/join/holding/list', { fr: 'Votre entreprise', en: 'Your company' }],
  ['/rider/join/welcome', { fr: 'Bienvenue chez Velo', en: 'Welcome to Velo' }],
  // Without a key (or with a spent one) the page explains the link is not valid.
  [
    '/rider/confirmEmail',
    { fr: 'Confirmation de votre adresse e-mail', en: 'Confirming your e-mail address' },
  ],
  ['/rider/legal-notice', { fr: 'Mentions légales', en: 'Legal notice' }],
  ['/rider/accessibility', { fr: 'Déclaration d’accessibilité', en: 'Accessibility statement' }],
  [
    '/rider/vpn-check/5d0c6f1e-9a4b-4c8e-b3f2-7e1a2d9c4b60',
    { fr: 'Vérification de l’accès', en: 'Access check' },
  ],
];

for (const locale of ['fr', 'en'] as const) {
  test.describe(`axe, ${locale}`, () => {
    for (const [path, titles] of publicScreens) {
      test(`${path} has no violation`, async ({ page }) => {
        await useLocale(page, locale);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: titles[locale] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoAxeViolations(page, { exclude: [announcerNodes] });
      });
    }

    test('the login form in error has no violation', async ({ page }) => {
      await useLocale(page, locale);
      await page.goto('/rider/login');
      await page.getByRole('button', { name: locale === 'fr' ? 'Se connecter' : 'Log in' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    });

    test('the maintenance page has no violation', async ({ page }) => {
      await useLocale(page, locale);
      // A returning rider (a token is stored) while the API is down for maintenance.
      await page.addInitScript(() => window.localStorage.setItem('token', 'from-an-earlier-visit'));
      await page.route('**/api/profile', (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto('/rider/login');
      await expect(
        page.getByRole('button', { name: locale === 'fr' ? 'Actualiser' : 'Refresh' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    });

    test('signed-in screens have no violation', async ({ page }) => {
      await useLocale(page, locale);
      await page.goto('/rider/login');
      await logIn(page, personas.pending, { locale });
      // Spec section 4: the profile's language (French for this persona) applies after login.
      await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Lucas' })).toBeVisible();
      if (locale === 'en') await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        locale === 'fr' ? 'Bonjour' : 'Hello',
      );
      await expectNoAxeViolations(page, { exclude: [announcerNodes] });
      await page.goto('/rider/invite');
      await expect(page.getByRole('heading', { level: 1, name: 'Accès restreint' })).toBeVisible();
      if (locale === 'en') await page.getByRole('button', { name: 'English' }).click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: locale === 'fr' ? 'Accès restreint' : 'Restricted access',
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    });
  });
}

test('the wrong-connection and group pages have no violation', async ({ page, context }) => {
  await page.goto('/rider/login');
  await logIn(page, personas.retailer);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Vous êtes connecté avec un autre type de compte',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await context.clearCookies();
  const other = await context.newPage();
  await other.goto('/rider/login');
  await other.evaluate(() => window.sessionStorage.clear());
  await page.close();
  await other.reload();
  await logIn(other, personas.group);
  await expect(other.getByRole('heading', { level: 1, name: 'Votre groupe' })).toBeVisible();
  await expectNoAxeViolations(other, { exclude: [announcerNodes] });
});

test('the language switch changes the texts without a reload and is remembered', async ({
  page,
}) => {
  await page.goto('/rider/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  // The prerendered HTML's switch does nothing until the app, whose scripts come after the first
  // paint, has hydrated the page.
  await appHydrated(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(loads).toBe(0);
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});
