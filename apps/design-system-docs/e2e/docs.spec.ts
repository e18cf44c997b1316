import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { allPages, pageUrl } from './docsPages.ts';

test('the docs home lists the components and the foundations', async ({ page }) => {
  await page.goto('/designSystem/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Système de design Velo' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Système de design Velo');
  const nav = page.getByRole('navigation', { name: 'Sommaire du système de design' });
  await nav.getByRole('link', { name: 'Button', exact: true }).click();
  await expect(page).toHaveURL(/\/designSystem\/components\/Button$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  await expect(page).toHaveTitle('Button – Système de design Velo');
});

test('an unknown docs path goes back to the docs home', async ({ page }) => {
  await page.goto('/designSystem/nowhere/at/all');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Système de design Velo' }),
  ).toBeVisible();
});

test('the breakpoints page lists the five breakpoints', async ({ page }) => {
  await page.goto('/designSystem/tokens/breakpoints');
  await expect(page.getByRole('rowheader', { name: 'xl' })).toBeVisible();
});

test('the theming playground applies a client theme and resets it', async ({ page }) => {
  await page.goto('/designSystem/theming');
  const primary40 = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--velo-color-primary-40').trim(),
    );
  expect(await primary40()).toBe('#6229c7');
  await page.getByRole('button', { name: 'Client vert (primaire seule)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thème client appliqué' })).toBeVisible();
  expect(await primary40()).toBe('#267334');
  await page.getByRole('button', { name: 'Revenir au thème par défaut' }).click();
  expect(await primary40()).toBe('#6229c7');
  await page.getByRole('button', { name: 'Thème partiel et mal formé' }).click();
  expect(await primary40()).toBe('#c2185b');
  // Malformed shades keep the default.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--velo-color-primary-50').trim(),
    ),
  ).toBe('#7b45d9');
});

test('the form example moves focus to the first invalid field and lists the errors', async ({
  page,
}) => {
  await page.goto('/designSystem/components/Form');
  const form = page.locator('[data-example="Form--login"]');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByRole('textbox', { name: 'Adresse e-mail' })).toBeFocused();
  await expect(form.getByRole('group', { name: 'Le formulaire contient 2 erreurs' })).toBeVisible();
});

test('the dialog example traps focus and gives it back', async ({ page }) => {
  await page.goto('/designSystem/components/Dialog');
  const trigger = page.getByRole('button', { name: 'Voir les conditions' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Conditions de location' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the site header shows its navigation inline from 600 px, the current page marked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/designSystem/components/SiteHeader');
  const example = page.locator('[data-example="SiteHeader--with-actions"]');
  const nav = example.getByRole('navigation', {
    name: 'Navigation principale (exemple avec actions)',
  });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await expect(example.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(example.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test.describe('below the sm breakpoint (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the site header moves its navigation and actions into a menu dialog', async ({ page }) => {
    await page.goto('/designSystem/components/SiteHeader');
    const example = page.locator('[data-example="SiteHeader--with-actions"]');
    await expect(example.getByRole('navigation')).toHaveCount(0);
    await expect(example.getByRole('button', { name: 'Se déconnecter' })).toBeHidden();
    const menuButton = example.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(dialog).toBeVisible();
    const nav = dialog.getByRole('navigation', {
      name: 'Navigation principale (exemple avec actions)',
    });
    await expect(nav.getByRole('link')).toHaveText(['Accueil', 'Mes contrats', 'Mon profil']);
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(dialog.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await dialog.getByRole('link', { name: 'Mes contrats' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#contrats$/);
  });
});

/** Pages also checked in the client theme, where colours change (every other page shares their parts). */
const clientThemePages = ['tokens/colours', 'theming', 'components/Button', 'components/Snackbar'];

test.describe('axe on every docs page', () => {
  // Reduced motion: the snackbar's 3000 ms fade is skipped, so axe measures contrast at full opacity.
  test.use({ reducedMotion: 'reduce' });

  const cases = [
    ...allPages.map((path) => ({ path, theme: 'default' as const })),
    ...clientThemePages.map((path) => ({ path, theme: 'client' as const })),
  ];
  for (const { path, theme } of cases) {
    test(`axe: /designSystem/${path} (${theme} theme) has no violation`, async ({ page }) => {
      await page.goto(pageUrl(path, theme));
      // The first h1 is the docs page's own; a PageTitle example adds another.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Spinners turn forever; a running animation makes axe re-measure every frame, so pause them.
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
      await expectNoAxeViolations(page);
    });
  }
});
