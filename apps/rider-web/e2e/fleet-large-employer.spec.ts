import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import {
  allEmployees,
  allPages,
  apiAs,
  expect,
  personas,
  signInThroughApi,
  test,
} from './fixtures';

/**
 * Large employers: Grand Groupe's HR manager (`rh@grandgroupe.test`, the group's five companies;
 * the end-to-end dev API seeds it with VELO_SEED_LARGE, playwright.config.ts) opens the group's
 * whole employees list, each row naming its company; searches "helene" (accents and case aside:
 * every Hélène of every company), sorts by name the other way, pages forward twice and back with
 * the browser's history; then saves the group's employees as CSV, its progress shown while it is
 * read page after page, every person once with their company, and the group's leases as CSV, every
 * company's, each naming its company. Axe finds nothing in French or in English.
 */
test.describe.configure({ timeout: 180_000 });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const frNumber = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const companies = /^Grand Groupe (Lyon|Lille|Nantes|Toulouse|Strasbourg)$/;

interface Employee {
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: { id: number; name: string };
}

test('Grand Groupe’s manager searches "helene" across the companies, sorts, pages back with Back, and exports', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, personas.largeEmployer);
  const helenes = await allEmployees<Employee>(api, { q: 'helene' });
  expect(helenes.length).toBeGreaterThan(50);
  for (const employee of helenes) {
    expect(`${employee.firstName} ${employee.lastName} ${employee.email}`).toMatch(/h[ée]l[èe]ne/i);
  }
  expect(new Set(helenes.map((employee) => employee.company.name)).size).toBeGreaterThan(1);

  await signInThroughApi(page, personas.largeEmployer, '/rider/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Salariés' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Entreprise/ })).toContainText(
    'Grand Groupe (toutes les entreprises)',
  );
  const table = page.getByRole('table', { name: 'Salariés de Grand Groupe' });
  await expect(table.getByRole('columnheader', { name: 'Entreprise' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const count = page.getByRole('status').filter({ hasText: /salarié/ });
  await page.getByRole('searchbox', { name: 'Rechercher un salarié' }).fill('helene');
  await expect(count).toHaveText(`${frNumber(helenes.length)} salariés`);
  await expect(page).toHaveURL(/[?&]q=helene/);
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(/Hélène/);
  await expect(firstRow.getByRole('cell').filter({ hasText: companies })).toHaveCount(1);

  // By name, the other way: the last Hélène of the list comes first.
  const nameHeader = table.getByRole('columnheader', { name: /^Nom/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const last = helenes.at(-1);
  if (!last) throw new Error('no Hélène');
  await expect(table.getByRole('row').nth(1)).toContainText(last.email);

  const pages = Math.ceil(helenes.length / 25);
  const next = page.getByRole('button', { name: 'Page suivante' });
  await next.click();
  await expect(page.getByText(`Page 2 sur ${pages}`)).toBeVisible();
  const second = await table.getByRole('row').nth(1).textContent();
  await next.click();
  await expect(page.getByText(`Page 3 sur ${pages}`)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(`Page 2 sur ${pages}`)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toHaveText(second ?? '');
  await page.goBack();
  await expect(page.getByText(`Page 1 sur ${pages}`)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(last.email);
  await expect(count).toHaveText(`${frNumber(helenes.length)} salariés`);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('table', { name: 'Employees of Grand Groupe' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Company/ })).toContainText(
    'Grand Groupe (every company)',
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();

  // The group's employees as CSV: every person of the five companies, once, with their company.
  const everyone = await allEmployees<Employee>(api);
  // The company is kept in the address (`?client=`): the group's own, as a link would give it.
  await page.goto(`/rider/exports?client=${api.clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exportations' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Entreprise/ })).toHaveText(/Grand Groupe$/);
  const card = page.getByRole('group', { name: 'Salariés' });
  const saving = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Télécharger en CSV' }).click();
  // Read page after page (200 rows each), the file's progress shows meanwhile, of every person.
  const progress = card.getByRole('progressbar', {
    name: /^Préparation de salaries-grand-groupe-/,
  });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', String(everyone.length));
  await expect(card.getByRole('button', { name: 'Annuler' })).toBeVisible();
  const file = await saving;
  await expect(progress).toBeHidden();
  expect(file.suggestedFilename()).toMatch(/^salaries-grand-groupe-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]?.split(';').at(-1)).toBe('Entreprise');
  expect(lines).toHaveLength(everyone.length + 1);
  const emails = lines.slice(1).map((line) => line.split(';')[2]);
  expect(new Set(emails).size).toBe(everyone.length);
  expect(new Set(lines.slice(1).map((line) => line.split(';').at(-1)))).toEqual(
    new Set(everyone.map((employee) => employee.company.name)),
  );

  // The group's leases as CSV: every company's, each line naming its company, the bar of a count.
  const leases = await allPages<{ id: number; company: { name: string } }>(api, 'leases');
  expect(new Set(leases.map((lease) => lease.company.name)).size).toBeGreaterThan(1);
  const leasesCard = page.getByRole('group', { name: 'Locations' });
  const savingLeases = page.waitForEvent('download');
  await leasesCard.getByRole('button', { name: 'Télécharger en CSV' }).click();
  const leasesFile = await savingLeases;
  expect(leasesFile.suggestedFilename()).toMatch(/^locations-grand-groupe-\d{4}-\d{2}-\d{2}\.csv$/);
  const leaseLines = (await readFile((await leasesFile.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(leaseLines[0]?.split(';').at(-1)).toBe('Entreprise');
  expect(leaseLines.slice(1).map((line) => [line.split(';')[0], line.split(';').at(-1)])).toEqual(
    leases.map((lease) => [String(lease.id), lease.company.name]),
  );
  await expect(leasesCard.getByRole('status')).toContainText(
    `téléchargé : ${frNumber(leases.length)} lignes.`,
  );
});
