import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { allEmployees, apiAs, expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /employees (issue 15, "Large employers"): Acme's manager finds people among the company's 2,000
 * with the keyboard alone (search, status filter, sort, pages — the server does each, a page of 25
 * at a time, and Back pages back), the figures those of the API; imports the eligible list
 * from a CSV file — one with a bad line is reported and nothing goes in, the corrected one goes in
 * whole — and adds then removes an allowed domain; axe finds nothing in French or English.
 */
test.describe.configure({ timeout: 180_000 });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const frNumber = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

interface Employee {
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: string;
}

/** Every page of the list as the API serves it, by name (the screen's first order). */
async function apiEmployees(request: APIRequestContext): Promise<Employee[]> {
  return allEmployees<Employee>(await apiAs(request, personas.manager));
}

async function openEmployees(page: Page) {
  await signInThroughApi(page, personas.manager, '/rider/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Salariés' })).toBeVisible();
}

/** Presses Tab until the locator holds the focus (at most `steps` times). */
async function tabTo(page: Page, locator: ReturnType<Page['locator']>, steps = 30) {
  for (let step = 0; step < steps; step += 1) {
    if (await locator.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reached with Tab');
}

test('Sophie finds an employee among the 2,000 with the keyboard, the API’s figures on screen', async ({
  page,
  request,
}) => {
  const employees = await apiEmployees(request);
  expect(employees.length).toBeGreaterThanOrEqual(2000);
  const active = employees.filter((employee) => employee.status === 'active').length;
  const someone = employees.find(
    (employee) => employee.status === 'active' && employee.lastName && employee.firstName,
  );
  if (!someone) throw new Error('no active employee with a name in the seed');

  await openEmployees(page);
  const count = page.getByRole('status').filter({ hasText: /salarié/ });
  await expect(count).toHaveText(`${frNumber(employees.length)} salariés`);
  const table = page.getByRole('table', { name: /^Salariés de Acme/ });
  await expect(table.getByRole('row')).toHaveCount(26);
  const pages = Math.ceil(employees.length / 25);
  await expect(page.getByText(`Page 1 sur ${pages}`)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Keyboard only from here: the search field, the status filter, the table's headers, the pages.
  await page.getByRole('heading', { level: 1 }).click();
  const search = page.getByRole('searchbox', { name: 'Rechercher un salarié' });
  await tabTo(page, search);
  await page.keyboard.type(`${someone.firstName} ${someone.lastName}`);
  const named = table.getByRole('rowheader', { name: `${someone.lastName} ${someone.firstName}` });
  await expect(named.first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: someone.email })).toHaveCount(1);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(count).toHaveText(`${frNumber(employees.length)} salariés`);

  const filter = page.getByRole('button', { name: /Tous les statuts/ });
  await tabTo(page, filter);
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: 'Location en cours' });
  await expect(option).toBeVisible();
  for (let step = 0; step < 10; step += 1) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(`${frNumber(active)} salariés`);
  await expect(table.getByRole('row').nth(1)).toContainText('Location en cours');

  // The sortable headers are buttons: Tab to the name's, Enter sorts the other way.
  const nameHeader = table.getByRole('columnheader', { name: /^Nom/ });
  await tabTo(page, nameHeader.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const names = await table.getByRole('rowheader').allTextContents();
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  expect(collator.compare(names[0] ?? '', names.at(-1) ?? '')).toBeGreaterThanOrEqual(0);

  const next = page.getByRole('button', { name: 'Page suivante' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Page 2 sur ${Math.ceil(active / 25)}`)).toBeVisible();
  await expect(next).toBeFocused();
  // The page is in the address: the browser's Back shows the page before.
  await expect(page).toHaveURL(/[?&]cursor=/);
  await page.goBack();
  await expect(page.getByText(`Page 1 sur ${Math.ceil(active / 25)}`)).toBeVisible();
  await expect(count).toHaveText(`${frNumber(active)} salariés`);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Employees of Acme/ })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('a CSV with a bad line imports nothing; the corrected file goes in whole; domains', async ({
  page,
  request,
}) => {
  const before = await apiEmployees(request);
  const run = Date.now().toString(36);
  const good = [`nina.roussel.${run}@acme.test`, `theo.garnier.${run}@acme.test`];
  const csv = (lines: string[]) => ({
    name: 'salaries-eligibles.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  });

  await openEmployees(page);
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(
    csv([
      'E-mail;Nom;Prénom;Matricule',
      `${good[0]};Roussel;Nina;A-9001`,
      `theo.garnier.${run}@;Garnier;Théo;A-9002`,
    ]),
  );
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('Ligne 3');
  await expect(errors).toContainText(`« theo.garnier.${run}@ » non valide`);
  await expect(errors).toBeFocused();
  await expect(page.getByRole('button', { name: 'Importer 2 salariés' })).toBeDisabled();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  expect((await apiEmployees(request)).length).toBe(before.length);

  await input.setInputFiles(
    csv([
      'E-mail;Nom;Prénom;Matricule',
      `${good[0]};Roussel;Nina;A-9001`,
      `${good[1]};Garnier;Théo;A-9002`,
    ]),
  );
  await expect(page.getByText('2 lignes lues, prêtes à importer.')).toBeVisible();
  await page.getByRole('button', { name: 'Importer 2 salariés' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'ajoutés' })).toHaveText(
    '2 salariés ajoutés.',
  );
  await expect(page.getByRole('status').filter({ hasText: /^[\d\s\u202f]+ salariés$/ })).toHaveText(
    `${frNumber(before.length + 2)} salariés`,
  );
  const after = await apiEmployees(request);
  expect(after.filter((employee) => good.includes(employee.email))).toEqual([
    expect.objectContaining({ email: good[1], lastName: 'Garnier', status: 'not-registered' }),
    expect.objectContaining({ email: good[0], lastName: 'Roussel', status: 'not-registered' }),
  ]);

  // A domain added with the keyboard (typed as people do, with its @), then removed.
  const domain = `velo-${run}.fr`;
  const field = page.getByRole('textbox', { name: 'Nouveau domaine' });
  await field.focus();
  await page.keyboard.type('pas un domaine');
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/Saisissez un domaine comme acme.fr/);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(`@${domain.toUpperCase()}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Le domaine ${domain} est autorisé.`)).toBeVisible();
  const remove = page.getByRole('button', { name: `Retirer le domaine ${domain}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Le domaine ${domain} n’est plus autorisé.`)).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(field).toBeFocused();
});
