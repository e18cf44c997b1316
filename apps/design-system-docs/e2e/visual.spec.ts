import { expect, type Page } from '@playwright/test';
import { chromaticSnapshot, test } from './chromatic.ts';
import { componentNames, pageUrl, themes, widths } from './docsPages.ts';

/**
 * Visual regression: every example of every component, in the default and a client theme, at the
 * sm and lg breakpoints, compared with the committed baselines (e2e/visual.spec.ts-snapshots).
 * Update them on purpose with `npx nx e2e @velo/design-system-docs -- --update-snapshots`.
 *
 * One test a component: the page is loaded once a theme and resized from lg to sm, where a test a
 * component, theme and width loaded it four times. A client theme replaces colour variables only
 * (`@velo/ui/theme`'s clientThemeVariables). An example the client theme changes nothing in (no
 * computed style of any of its elements or their pseudo-elements differs from the default theme's)
 * renders the same pixels as its default baseline, so it has no client baseline of its own: the 126
 * of 254 client screenshots this skips were each byte for byte their default twin. The day a change
 * makes the client theme reach such an example, its client screenshot is taken, finds no baseline
 * and fails until one is committed on purpose.
 */
const widthOrder = ['lg', 'sm'] as const satisfies ReadonlyArray<keyof typeof widths>;

/** A digest of every computed style of each example's elements and pseudo-elements, in page order. */
function styleDigests(page: Page): Promise<string[]> {
  return page.locator('[data-example]').evaluateAll((examples) =>
    examples.map((example) => {
      let hash = 2166136261;
      const add = (text: string) => {
        for (let index = 0; index < text.length; index += 1) {
          hash ^= text.charCodeAt(index);
          hash = Math.imul(hash, 16777619) >>> 0;
        }
      };
      for (const element of [example, ...example.querySelectorAll('*')]) {
        for (const pseudo of [null, '::before', '::after', '::placeholder', '::marker']) {
          const style = getComputedStyle(element, pseudo);
          for (let index = 0; index < style.length; index += 1) {
            const property = style.item(index);
            // Custom properties are inherited by every element; what they set is in the others.
            if (property.startsWith('--')) continue;
            add(property);
            add(style.getPropertyValue(property));
          }
        }
      }
      return hash.toString(16);
    }),
  );
}

async function openExamples(page: Page, component: string, theme: (typeof themes)[number]) {
  await page.setViewportSize({ width: widths[widthOrder[0]], height: 900 });
  await page.goto(pageUrl(`components/${component}`, theme));
  await expect(page.getByRole('heading', { level: 1, name: component })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const examples = page.locator('[data-example]');
  const count = await examples.count();
  expect(count, `${component} has examples`).toBeGreaterThan(0);
  return { examples, count };
}

test.describe('every example, default and client theme, at sm and lg', () => {
  // Up to two dozen screenshots a test.
  test.setTimeout(180_000);

  for (const component of componentNames) {
    test(`${component} examples`, async ({ page }, testInfo) => {
      let defaultDigests: string[] = [];
      for (const theme of themes) {
        const { examples, count } = await openExamples(page, component, theme);
        const digests = await styleDigests(page);
        if (theme === 'default') defaultDigests = digests;
        else
          expect(digests, 'the same examples in both themes').toHaveLength(defaultDigests.length);
        for (const widthName of widthOrder) {
          await page.setViewportSize({ width: widths[widthName], height: 900 });
          for (let index = 0; index < count; index += 1) {
            if (theme === 'client' && digests[index] === defaultDigests[index]) continue;
            const example = examples.nth(index);
            const id = await example.getAttribute('data-example');
            await example.scrollIntoViewIfNeeded();
            // Soft: one run lists every example that changed, not just the first.
            await expect
              .soft(example, `${id}, ${theme} theme, ${widthName}`)
              .toHaveScreenshot(`${id}-${theme}-${widthName}.png`);
          }
          await chromaticSnapshot(page, `${component} (${theme}, ${widthName})`, testInfo);
        }
      }
    });
  }
});

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
