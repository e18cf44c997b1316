import { expect, test } from './fixtures';

test('Inter is fetched after the first paint, then set on the page', async ({ page }) => {
  await page.goto('/rider/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  // `document.fonts.check` answers true while no Inter face is declared yet: wait for the faces.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.fonts].filter(
              (face) => face.family === 'Inter' && face.status === 'loaded',
            ).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(3);
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).toBeDefined();
  expect(timing.fonts.length).toBeGreaterThan(0);
  for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.firstContentfulPaint ?? 0);
  // The heading is set in Inter, not in the fallback face.
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(family).toMatch(/^Inter,/);
});

test('the page icon and the locale-data script are served from the app', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/rider/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/rider/favicon.svg');
  const icon = await page.request.get('/rider/favicon.svg');
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(failed).toEqual([]);
});
