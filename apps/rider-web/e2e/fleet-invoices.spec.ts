import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { apiAs, expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /invoices (issue 15): Acme's manager reads the same invoices as the API, newest first, and
 * downloads one as a PDF with the keyboard alone; the group manager switches to a subsidiary; axe
 * finds nothing in French or English.
 */
test.describe.configure({ timeout: 120_000 });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

interface Invoice {
  id: number;
  number: string;
  status: string;
}

async function openInvoices(page: Page, email: string) {
  await signInThroughApi(page, email, '/rider/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
}

test('Acme’s manager reads the API’s invoices and downloads one as a PDF with the keyboard', async ({
  page,
  request,
}) => {
  const acme = await apiAs(request, personas.manager);
  const invoices = await acme.get<Invoice[]>(`/api/v2/clients/${acme.clientId}/invoices`);
  expect(invoices.length).toBeGreaterThan(12);

  await openInvoices(page, personas.manager);
  const table = page.getByRole('grid');
  await expect(page.getByRole('grid', { name: /^Factures de / })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(invoices.length + 1);
  await expect(table.getByRole('rowheader').first()).toHaveText(invoices[0]?.number ?? '');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('grid', { name: /^Invoices of / })).toBeVisible();
  // axe looks at the page as it loads; once a cell has held the focus, react-aria leaves it a tab
  // stop around the button it holds, which axe's target-size rule reads as a second target.
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Keyboard only, in English: into the table, along the first row to its download button, Enter.
  await page.getByRole('heading', { level: 1 }).click();
  const button = page.getByRole('button', {
    name: `Download invoice ${invoices[0]?.number} as a PDF`,
  });
  // The table is one tab stop (a grid): Tab into it, then the arrows along the first row.
  const focusIn = (locator: typeof table) =>
    locator.evaluate((element) => element.contains(document.activeElement));
  for (let step = 0; step < 10 && !(await focusIn(table)); step += 1) {
    await page.keyboard.press('Tab');
  }
  let reached = false;
  for (let step = 0; step < 12 && !reached; step += 1) {
    await page.keyboard.press('ArrowRight');
    reached = await button.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'the first row’s download button is reached with the keyboard').toBe(true);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`facture-${invoices[0]?.number.toLowerCase()}.pdf`);
  expect(download.url()).toMatch(/^blob:/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`Facture ${invoices[0]?.number}`);
});

test('the group manager reads each company of the group', async ({ page }) => {
  await openInvoices(page, 'gestion@holding.test');
  // The group's subsidiaries come first, each with a year of invoices, then the group itself.
  const company = page.getByRole('button', { name: /Entreprise/ });
  const first = (await company.textContent())?.match(/Holding Atlantique (\w+)/)?.[1] ?? '';
  const other = first === 'Nantes' ? 'Bordeaux' : 'Nantes';
  expect(['Nantes', 'Bordeaux']).toContain(first);
  await expect(page.getByRole('grid', { name: new RegExp(first) }).getByRole('row')).toHaveCount(
    13,
  );
  await company.click();
  await page.getByRole('option', { name: new RegExp(other) }).click();
  await expect(page).toHaveURL(/\/rider\/invoices\?client=\d+$/);
  await expect(page.getByRole('grid', { name: new RegExp(other) }).getByRole('row')).toHaveCount(
    13,
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});
