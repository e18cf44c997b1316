import { expect } from '@playwright/test';
import { chromaticSnapshot, test } from './chromatic.ts';
import { componentNames, pageUrl, themes, widths } from './docsPages.ts';

/**
 * Visual regression: every example of every component, in the default and a client theme, at the
 * sm and lg breakpoints, compared with the committed baselines (e2e/visual.spec.ts-snapshots).
 * Update them on purpose with `npx nx e2e @velo/design-system-docs -- --update-snapshots`.
 */
for (const [widthName, width] of Object.entries(widths)) {
  test.describe(`at ${widthName} (${width}px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Up to a dozen screenshots per test, each compared twice until stable.
    test.setTimeout(120_000);

    for (const theme of themes) {
      for (const component of componentNames) {
        test(`${component} examples, ${theme} theme`, async ({ page }, testInfo) => {
          await page.goto(pageUrl(`components/${component}`, theme));
          await expect(page.getByRole('heading', { level: 1, name: component })).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          const examples = page.locator('[data-example]');
          const count = await examples.count();
          expect(count, `${component} has examples`).toBeGreaterThan(0);
          for (let index = 0; index < count; index += 1) {
            const example = examples.nth(index);
            const id = await example.getAttribute('data-example');
            await example.scrollIntoViewIfNeeded();
            // Soft: one run lists every example that changed, not just the first.
            await expect
              .soft(example, `${id}, ${theme} theme, ${widthName}`)
              .toHaveScreenshot(`${id}-${theme}-${widthName}.png`);
          }
          await chromaticSnapshot(page, `${component} (${theme}, ${widthName})`, testInfo);
        });
      }
    }
  });
}

/**
 * Forced colours (Windows high contrast): the interactive parts keep visible edges, checked states
 * and focus in system colours. A sample of the components whose styles change under forced colours.
 */
test.describe('in forced colours, at lg', () => {
  test.use({ viewport: { width: widths.lg, height: 900 }, colorScheme: 'dark' });
  test.setTimeout(120_000);

  for (const component of ['Button', 'Checkbox', 'TextField', 'Switch']) {
    test(`${component} examples, forced colours`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(pageUrl(`components/${component}`));
      await expect(page.getByRole('heading', { level: 1, name: component })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const examples = page.locator('[data-example]');
      const count = await examples.count();
      for (let index = 0; index < count; index += 1) {
        const example = examples.nth(index);
        const id = await example.getAttribute('data-example');
        await example.scrollIntoViewIfNeeded();
        await expect
          .soft(example, `${id}, forced colours`)
          .toHaveScreenshot(`${id}-forced-colors-lg.png`);
      }
    });
  }
});

/**
 * Below the sm breakpoint the SiteHeader swaps its navigation for a menu button and dialog: its
 * examples, and the open menu, at a phone width (the two widths above both show the wide header).
 */
test.describe('SiteHeader below sm, at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const theme of themes) {
    test(`SiteHeader examples and open menu, ${theme} theme`, async ({ page }) => {
      await page.goto(pageUrl('components/SiteHeader', theme));
      await expect(page.getByRole('heading', { level: 1, name: 'SiteHeader' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const examples = page.locator('[data-example]');
      const count = await examples.count();
      for (let index = 0; index < count; index += 1) {
        const example = examples.nth(index);
        const id = await example.getAttribute('data-example');
        await example.scrollIntoViewIfNeeded();
        await expect
          .soft(example, `${id}, ${theme} theme, xs`)
          .toHaveScreenshot(`${id}-${theme}-xs.png`);
      }
      await examples.first().getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu principal' });
      await expect(dialog).toBeVisible();
      await expect
        .soft(dialog, `open menu, ${theme} theme, xs`)
        .toHaveScreenshot(`SiteHeader--menu-open-${theme}-xs.png`);
    });
  }
});
