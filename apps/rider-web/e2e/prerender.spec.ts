import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import {
  demoPassword,
  expect,
  personas,
  signInThroughApi,
  storedToken,
  test,
  workerDatabase,
} from './fixtures';

/**
 * Issue 29: the public pages are HTML from the build, in the visitor's language, that paints without
 * JavaScript; the app then hydrates it without an error and keeps what the visitor already typed.
 */

/** The app's entry script, held back until `release` so the test acts on the HTML alone first. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/rider\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the console shows (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/rider/login shows its heading, its labelled fields and its styles', async ({ page }) => {
    await page.goto('/rider/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Connexion – Velo');
    // Styled from the stylesheets, inline styles included: the native box is visually hidden.
    const box = await page
      .getByRole('checkbox', { name: 'Se souvenir de moi' })
      .locator('..')
      .boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1);
    const button = page.getByRole('button', { name: 'Se connecter' });
    await expect(button).toHaveCSS('display', /flex/);
  });

  test('every public page is there in both languages', async ({ browser }) => {
    for (const [locale, path, title] of [
      ['fr-FR', '/rider/registration', 'Inscription'],
      ['en-GB', '/rider/registration', 'Sign up'],
      ['fr-FR', '/rider/retrievePassword', 'Mot de passe oublié'],
      ['en-GB', '/rider/legal-notice', 'Legal notice'],
      ['fr-FR', '/rider/accessibility', 'Déclaration d’accessibilité'],
      ['en-GB', '/rider/join/welcome', 'Welcome to Velo'],
      ['fr-FR', '/rider/register/noClient', 'Votre entreprise n’est pas encore cliente'],
      ['en-GB', '/rider/vpn-check/5d0c6f1e-9a4b-4c8e-b3f2-7e1a2d9c4b60', 'Access check'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await context.close();
    }
  });
});

test.describe('the private routes without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("show the frame (header, footer) around the first-load spinner, in the browser's language", async ({
    browser,
  }) => {
    for (const [locale, path, loading, legal] of [
      ['fr-FR', '/rider/', 'Chargement…', 'Mentions légales'],
      ['fr-FR', '/rider/profile', 'Chargement…', 'Mentions légales'],
      ['en-GB', '/rider/bikes?sort=name', 'Loading…', 'Legal notice'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.headers()['vary']).toMatch(/Accept-Language/i);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      // Spec section 2.1's spinner, in the frame every page of the app has.
      await expect(page.getByRole('progressbar', { name: loading })).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /^Velo/ })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: legal })).toBeVisible();
      // Styled from the stylesheets: the header is the app's bar, not bare text.
      expect((await header.boundingBox())?.height).toBeGreaterThanOrEqual(64);
      await context.close();
    }
  });
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test(`a signed-in rider sees the frame at once, hydrated without an error, and reaches home with the header in place (${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    // Signed in (the token stored), the home page opened: its HTML is the prerendered frame.
    const opened = signInThroughApi(page, personas.rider, '/rider/');
    await expect(page.getByRole('progressbar', { name: 'Chargement…' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'spinner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page);
    const header = page.getByRole('banner');
    const before = await header.boundingBox();
    const brand = await header.getByRole('link', { name: /^Velo/ }).boundingBox();
    // Layout shifts from the first paint on, those of the header's elements apart.
    await page.evaluate(() => {
      const inHeader: number[] = [];
      (window as unknown as { headerShifts: number[] }).headerShifts = inHeader;
      const header = document.querySelector('header');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { value, sources } = entry as unknown as {
            value: number;
            sources: { node: Node | null }[];
          };
          if (sources.some(({ node }) => node !== null && header?.contains(node) === true))
            inHeader.push(value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    release();
    await opened;
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
    // The rider's header (areas, logout) took the frame's place at the same size and position (the
    // brand's width aside: the web fonts arrive after the first paint).
    // On a phone the areas and the logout are in the menu the header opens.
    await expect(
      device === 'phone'
        ? header.getByRole('button', { name: 'Menu' })
        : header.getByRole('button', { name: 'Se déconnecter' }),
    ).toBeVisible();
    expect(await header.boundingBox()).toEqual(before);
    const after = await header.getByRole('link', { name: /^Velo/ }).boundingBox();
    expect({ x: after?.x, y: after?.y, height: after?.height }).toEqual({
      x: brand?.x,
      y: brand?.y,
      height: brand?.height,
    });
    expect(
      await page.evaluate(() => (window as unknown as { headerShifts: number[] }).headerShifts),
    ).toEqual([]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('gets the English page, which hydrates in English', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/rider/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page).toHaveTitle('Log in – Velo');
    expect(errors).toEqual([]);
  });
});

test('the page follows Accept-Language, q-values included, and says it varies by it', async ({
  request,
}) => {
  const langOf = async (acceptLanguage: string) => {
    const response = await request.get('/rider/login', {
      headers: { 'Accept-Language': acceptLanguage },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['vary']).toMatch(/Accept-Language/i);
    expect(response.headers()['content-security-policy']).not.toContain('unsafe-inline');
    return /<html lang="([a-z]+)"/.exec(await response.text())?.[1];
  };
  expect(await langOf('en-GB,en;q=0.9')).toBe('en');
  expect(await langOf('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
  expect(await langOf('fr;q=0.4, en-US;q=0.8')).toBe('en');
  // The app's rule: only the first language counts; one the product does not speak means French.
  expect(await langOf('de-DE, en;q=0.9')).toBe('fr');
  expect(await langOf('')).toBe('fr');
});

test('a French browser gets the French page; axe is clean before and after hydration, nothing moves', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdScripts(page);
  await page.goto('/rider/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Connexion' });
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(page);
  // Before the app runs, the submit button is enabled (a form sent now is held and sent once the
  // app runs); the other buttons wait for the app, as a press on them would be lost.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  const reveal = page.getByRole('button', { name: 'Afficher le mot de passe' });
  await expect(reveal).toBeDisabled();
  const headingNode = await heading.elementHandle();
  // Layout shifts from the first paint on (Chromium's Layout Instability API).
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  release();
  await expect(reveal).toBeEnabled();
  // Hydrated in place: nothing moved.
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  // Hydrated, not rendered again: the heading the visitor saw is the one React kept.
  expect(await headingNode?.evaluate((node) => node.isConnected)).toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('what the visitor typed and ticked before the scripts ran is kept, and the form sent then is sent', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdScripts(page);
  await page.goto('/rider/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(personas.rider);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(demoPassword);
  await page.getByText('Se souvenir de moi', { exact: true }).click();
  // Sent with Enter before the app runs: held, not lost, and sent once the app has hydrated the form.
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/rider\/login$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  // "Se souvenir de moi", ticked before hydration, kept the token in local storage.
  expect((await storedToken(page)).local).toBeTruthy();
  expect(errors).toEqual([]);
});

test('a stored language wins over the HTML once the app runs', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/rider/legal-notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the VPN check says the service is reachable without JavaScript, and when with it', async ({
  browser,
}) => {
  const path = '/rider/vpn-check/5d0c6f1e-9a4b-4c8e-b3f2-7e1a2d9c4b60';
  const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const html = await bare.newPage();
  await html.goto(path);
  await expect(html.getByRole('status')).toHaveText('Velo est accessible depuis votre réseau.');
  await bare.close();
  // The time is the browser's, added once the app runs: never the build's.
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: workerDatabase });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('status')).toContainText(`vérifié le ${new Date().getDate()}`);
  await context.close();
});
