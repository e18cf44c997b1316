import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';

test('the home page is served under /rider/ with its security headers', async ({ page }) => {
  const response = await page.goto('/rider/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { level: 1, name: 'Velo' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path inside the app redirects to /rider/', async ({ page }) => {
  await page.goto('/rider/nowhere');
  await expect(page).toHaveURL('http://127.0.0.1:4173/rider/');
  await expect(page.getByRole('heading', { level: 1, name: 'Velo' })).toBeVisible();
});

test('a path outside the app redirects to /rider/', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page).toHaveURL('http://127.0.0.1:4173/rider/');
});
