import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets every page is held to. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Fails the test on any axe violation, listing each rule, its impact and the offending nodes. */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Only violations are reported in full: axe otherwise builds a selector and an HTML excerpt for
  // every node that passed, a sixth of its time on a journey's pages (the same rules run).
  // axe.run() in the page itself ("legacy" mode): the default runs each frame apart and then opens a
  // blank page to merge the frames' results, and loads axe into it, on every scan. Neither app has
  // an iframe (axe.run would still reach a same-origin one). 36 scans of the onboarding and lease
  // files: 27 s, 62 s the other way.
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
  );
  expect(readable, 'axe violations').toEqual([]);
}
