/**
 * The same visual tests can feed Chromatic. With CHROMATIC_PROJECT_TOKEN set, tests run on
 * @chromatic-com/playwright's fixture, which archives each page and each named snapshot for the
 * `chromatic --playwright` upload (scripts/chromatic.mjs). Without it they run on plain Playwright and
 * the upload is skipped with a message: the local toHaveScreenshot baselines are checked either way.
 */
import { takeSnapshot, test as chromaticTest } from '@chromatic-com/playwright';
import { test as playwrightTest, type Page, type TestInfo } from '@playwright/test';

export const chromaticEnabled = Boolean(process.env['CHROMATIC_PROJECT_TOKEN']);

export const chromaticSkipMessage =
  'Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set. The screenshots are still compared with the committed baselines.';

export const test = (
  chromaticEnabled ? chromaticTest.extend({ disableAutoSnapshot: true }) : playwrightTest
) as typeof playwrightTest;

/** Adds a named Chromatic snapshot when enabled; otherwise notes in the report why there is none. */
export async function chromaticSnapshot(
  page: Page,
  name: string,
  testInfo: TestInfo,
): Promise<void> {
  if (chromaticEnabled) {
    await takeSnapshot(page, name, testInfo);
  } else if (!testInfo.annotations.some((annotation) => annotation.type === 'chromatic')) {
    testInfo.annotations.push({ type: 'chromatic', description: chromaticSkipMessage });
  }
}
