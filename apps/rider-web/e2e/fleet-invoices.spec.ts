import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { apiAs, expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /invoices (issue 15; "Large employers"): Acme's manager reads the same invoices as the API, newest
 * first, a year a page (forward and back with the buttons and the browser's history), what is left
 * to pay over every page, and downloads one as a PDF with the keyboard alone; the group manager
 * reads every company's invoices first, each naming its company, then switches to a subsidiary; a
 * manager of two unrelated companies switches between them, kept in the address; axe finds nothing
 * in French or English.
 */
test.describe.configure({ timeout: 120_000 });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

interface Invoice {
  id: number;
  number: string;
  status: string;
  company: { id: number; name: string };
}

interface InvoicePage {
  items: Invoice[];
  nextCursor: string | null;
  total: number;
  due: { count: number; amountInclTaxCents: number };
}

/** Rows a page of /invoices shows (a year of a company's invoices). */
const pageSize = 12;

async function openInvoices(page: Page, email: string) {
  await signInThroughApi(page, email, '/rider/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
}

test('Acme’s manager reads the API’s invoices and downloads one as a PDF with the keyboard', async ({
  page,
  request,
}) => {
  const acme = await apiAs(request, personas.manager);
  const all = await acme.get<InvoicePage>(`/api/v2/clients/${acme.clientId}/invoices?limit=200`);
  const invoices = all.items;
  expect(invoices.length).toBeGreaterThan(pageSize);

  await openInvoices(page, personas.manager);
  const table = page.getByRole('grid');
  await expect(page.getByRole('grid', { name: /^Factures de / })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(pageSize + 1);
  await expect(table.getByRole('rowheader').first()).toHaveText(invoices[0]?.number ?? '');
  await expect(page.getByRole('status').filter({ hasText: /factures, dont/ })).toContainText(
    `${invoices.length} factures, dont ${all.due.count} à payer`,
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // The next page: the second year, its address kept; Back shows the first again.
  const pages = page.getByRole('navigation', { name: 'Pages de la liste des factures' });
  await pages.getByRole('button', { name: 'Page suivante' }).click();
  await expect(pages).toContainText('Page 2 sur 2');
  await expect(page).toHaveURL(/\/rider\/invoices\?cursor=[\w-]+$/);
  await expect(table.getByRole('rowheader').first()).toHaveText(invoices[pageSize]?.number ?? '');
  // What is left to pay is still the whole list's, though this page holds only paid invoices.
  await expect(page.getByRole('status').filter({ hasText: /factures, dont/ })).toContainText(
    `dont ${all.due.count} à payer`,
  );
  await page.goBack();
  await expect(pages).toContainText('Page 1 sur 2');
  await expect(table.getByRole('rowheader').first()).toHaveText(invoices[0]?.number ?? '');

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

test('the group manager reads every company’s invoices, each naming its company, then one company', async ({
  page,
}) => {
  await openInvoices(page, 'gestion@holding.test');
  const company = page.getByRole('button', { name: /Entreprise/ });
  await expect(company).toContainText('(toutes les entreprises)');
  const table = page.getByRole('grid', { name: /^Factures de / });
  await expect(table.getByRole('columnheader', { name: 'Entreprise', exact: true })).toBeVisible();
  // Two subsidiaries, a year each: two pages of 12.
  await expect(table.getByRole('row')).toHaveCount(pageSize + 1);
  const pages = page.getByRole('navigation', { name: 'Pages de la liste des factures' });
  await expect(pages).toContainText('Page 1 sur 2');
  await expect(page.getByRole('status').filter({ hasText: /factures/ })).toContainText(
    '24 factures',
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await company.click();
  await page.getByRole('option', { name: 'Holding Atlantique Nantes' }).click();
  await expect(page).toHaveURL(/\/rider\/invoices\?client=\d+$/);
  const nantes = page.getByRole('grid', { name: /Nantes/ });
  await expect(nantes.getByRole('row')).toHaveCount(pageSize + 1);
  await expect(nantes.getByRole('columnheader', { name: 'Entreprise', exact: true })).toHaveCount(
    0,
  );
  await expect(pages).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('a manager of two unrelated companies switches between them, kept in the address', async ({
  page,
}) => {
  // Nathalie (shared HR services): the invoices of Acme and of Holding Atlantique Nantes.
  await openInvoices(page, 'services-rh@acme.test');
  const company = page.getByRole('button', { name: /Entreprise/ });
  await expect(company).toContainText('Acme France');
  await expect(page.getByRole('grid', { name: 'Factures de Acme France' })).toBeVisible();
  await company.click();
  await expect(page.getByRole('option')).toHaveText(['Acme France', 'Holding Atlantique Nantes']);
  await page.getByRole('option', { name: 'Holding Atlantique Nantes' }).click();
  await expect(page).toHaveURL(/\/rider\/invoices\?client=\d+$/);
  await expect(
    page.getByRole('grid', { name: 'Factures de Holding Atlantique Nantes' }),
  ).toBeVisible();
  await page.reload();
  await expect(company).toContainText('Holding Atlantique Nantes');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('grid', { name: 'Invoices of Holding Atlantique Nantes' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.goBack();
  await expect(page.getByRole('button', { name: /Company|Entreprise/ })).toContainText(
    'Acme France',
  );
});
