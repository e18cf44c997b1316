import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';

test('the docs home lists the breakpoints and has no axe violation', async ({ page }) => {
  await page.goto('/designSystem/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Système de design Velo' }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'xl' })).toBeVisible();
  await expectNoAxeViolations(page);
});
