import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, personas, signInThroughApi, test } from './fixtures';

const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const areas = {
  fr: ['Accueil', 'Choisir mon vélo', 'Mon offre', 'Ma location', 'Mon profil'],
  en: ['Home', 'Choose my bike', 'My offer', 'My rental', 'My profile'],
} as const;

async function signIn(page: Page, email: string, locale: 'fr' | 'en' = 'fr') {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
  if (locale === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  }
}

const mainNavigation = (page: Page, locale: 'fr' | 'en') =>
  page.getByRole('navigation', {
    name: locale === 'fr' ? 'Navigation principale' : 'Main navigation',
  });

for (const locale of ['fr', 'en'] as const) {
  test(`desktop, ${locale}: the header lists the rider's areas, marks the current one, and has no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await signIn(page, personas.rider, locale);
    const navigation = mainNavigation(page, locale);
    await expect(navigation.getByRole('link')).toHaveText([...areas[locale]]);
    await expect(navigation.getByRole('link', { name: areas[locale][0] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await navigation.getByRole('link', { name: areas[locale][3] }).click();
    await expect(page).toHaveURL(/\/rider\/my-rent$/);
    await expect(navigation.getByRole('link', { name: areas[locale][3] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: areas[locale][0] })).not.toHaveAttribute(
      'aria-current',
    );
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  });

  test(`phone, ${locale}: a menu button opens the same links in a dialog, with no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signInThroughApi(page, personas.rider);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    if (locale === 'en') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
    }
    await expect(mainNavigation(page, locale)).toBeHidden();
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link')).toHaveText([...areas[locale]]);
    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    await dialog.getByRole('link', { name: areas[locale][4] }).click();
    await expect(page).toHaveURL(/\/rider\/profile$/);
    await expect(dialog).toBeHidden();
  });
}

test('a fleet manager also sees Gestion de flotte', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signIn(page, personas.manager);
  await expect(mainNavigation(page, 'fr').getByRole('link')).toHaveText([
    ...areas.fr,
    'Gestion de flotte',
  ]);
});

test('keyboard only: Tab reaches every navigation link in order', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signIn(page, personas.rider);
  await page.locator('body').focus();
  const reached: string[] = [];
  for (let presses = 0; presses < 15 && reached.length < areas.fr.length; presses += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.closest('nav[aria-label="Navigation principale"]')
        ? (element.textContent ?? '').trim()
        : null;
    });
    if (name) reached.push(name);
  }
  expect(reached).toEqual([...areas.fr]);
});

test('keyboard only: the phone menu opens with Enter and closes on Escape, focus back on its button', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, personas.rider);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog (WCAG 2.4.3).
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('signed out, the header has no areas; the footer links the help centre, terms, contact, legal notice and accessibility statement', async ({
  page,
}) => {
  await page.goto('/rider/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Centre d’aide/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(footer.getByRole('link', { name: /Conditions générales/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Nous contacter/ })).toBeVisible();
  await expect(footer).toContainText('version 1.2.27');
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/rider\/legal-notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(page.getByText(/ORIAS/).first()).toBeVisible();
  await expect(page.getByText(/75009 Paris/)).toBeVisible();
  // French law (RGAA 4.1): the statement, its status in the link's name.
  await footer
    .getByRole('link', { name: /^Accessibilité\s:\s(partiellement|non) conforme$/ })
    .click();
  await expect(page).toHaveURL(/\/rider\/accessibility$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Voies de recours' })).toBeVisible();
});
