import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
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
 * /exports (issue 15): Acme's manager saves the employees as an XLSX workbook with the keyboard alone
 * and the leases as a CSV file; the test reads both files back (the workbook's XML parts, the CSV as a
 * French spreadsheet would) and finds the API's rows in them; axe finds nothing in French or English.
 */
test.describe.configure({ timeout: 180_000 });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

/**
 * The workbook's first sheet as rows of cell texts: strings inline (`t="inlineStr"`, what /exports
 * writes) or shared, numbers as written; `text` says whether the cell is a string.
 */
async function readWorkbook(download: Download) {
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  const decode = (value: string) =>
    value
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((match) =>
    decode(match[1] ?? ''),
  );
  const rows = [...text('xl/worksheets/sheet1.xml').matchAll(/<row [^>]*>(.*?)<\/row>/gs)].map(
    (row) =>
      [...(row[1] ?? '').matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)].map(
        (cell) => {
          const attributes = cell[2] ?? '';
          const inline = attributes.includes('t="inlineStr"');
          const shared = attributes.includes('t="s"');
          const value = inline
            ? /<t[^>]*>(.*?)<\/t>/s.exec(cell[3] ?? '')?.[1]
            : /<v>(.*?)<\/v>/.exec(cell[3] ?? '')?.[1];
          return {
            column: cell[1] ?? '',
            text: inline || shared,
            value:
              value === undefined
                ? ''
                : shared
                  ? (strings[Number(value)] ?? '')
                  : inline
                    ? decode(value)
                    : value,
          };
        },
      ),
  );
  return { workbook: text('xl/workbook.xml'), rows };
}

async function openExports(page: Page) {
  await signInThroughApi(page, personas.manager, '/rider/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exportations' })).toBeVisible();
}

test('Acme’s manager saves the employees as XLSX with the keyboard and the leases as CSV', async ({
  page,
  request,
}) => {
  const acme = await apiAs(request, personas.manager);
  // The employees' file is every page of the list, in its first order (by name).
  const employees = await allEmployees<{
    email: string;
    status: string;
    leaseEndsOn: string | null;
  }>(acme);
  // The leases' file is every page of the leases, newest request first.
  const leases = await allPages<{ id: number; monthlyRentCents: number; status: string }>(
    acme,
    'leases',
  );
  expect(employees.length).toBeGreaterThanOrEqual(2000);
  expect(leases.length).toBeGreaterThan(10);

  await openExports(page);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Keyboard only: Tab from the title to the employees' workbook button, then Enter.
  const employeesCard = page.getByRole('group', { name: 'Salariés' });
  const workbookButton = employeesCard.getByRole('button', { name: 'Télécharger en Excel (XLSX)' });
  await page.getByRole('heading', { level: 1 }).click();
  let reached = false;
  for (let step = 0; step < 15 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await workbookButton.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'the workbook button is reached with Tab').toBe(true);
  const savingWorkbook = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const workbookFile = await savingWorkbook;
  expect(workbookFile.suggestedFilename()).toMatch(
    /^salaries-acme-france-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  // Announced: the file and its rows (French digit groups and the space before ":" are narrow
  // no-break spaces, left out of the comparison).
  const status = employeesCard.getByRole('status');
  await expect(status).toContainText(workbookFile.suggestedFilename());
  expect((await status.textContent())?.replace(/[\s\u202f\u00a0]/g, '')).toBe(
    `${workbookFile.suggestedFilename()}téléchargé:${employees.length}lignes.`,
  );
  const { workbook, rows } = await readWorkbook(workbookFile);
  expect(workbook).toContain('name="salaries"');
  expect(rows).toHaveLength(employees.length + 1);
  expect(rows[0]?.map((cell) => cell.value)).toEqual([
    'Nom',
    'Prénom',
    'E-mail',
    'Matricule',
    'Statut',
    'Vélo',
    'Fin de location',
    'Entreprise',
  ]);
  expect(rows.slice(1).map((row) => row.find((cell) => cell.column === 'C')?.value)).toEqual(
    employees.map((employee) => employee.email),
  );
  // An end of lease is a date cell (a day number, not text) on the row of a running lease.
  const running = employees.findIndex((employee) => employee.leaseEndsOn !== null);
  const end = rows[running + 1]?.find((cell) => cell.column === 'G');
  expect(end?.text).toBe(false);
  const [year, month, day] = (employees[running]?.leaseEndsOn ?? '').split('-').map(Number);
  expect(Number(end?.value)).toBe(Date.UTC(year!, month! - 1, day!) / 86_400_000 + 25_569);

  // The leases as CSV, with the mouse this time.
  const leasesCard = page.getByRole('group', { name: 'Locations' });
  const savingCsv = page.waitForEvent('download');
  await leasesCard.getByRole('button', { name: 'Télécharger en CSV' }).click();
  const csvFile = await savingCsv;
  expect(csvFile.suggestedFilename()).toMatch(/^locations-acme-france-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await csvFile.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(leases.length + 2);
  expect(lines[0]).toBe(
    'N° de location;Nom;Prénom;E-mail;Matricule;Vélo;Statut;Demandée le;Début;Fin;Prix du vélo TTC (€);Loyer mensuel TTC (€);Part employeur (€);Part salarié (€);Entreprise',
  );
  const fields = lines[1]?.split(';') ?? [];
  expect(fields[0]).toBe(String(leases[0]?.id));
  expect(fields[11]).toBe(((leases[0]?.monthlyRentCents ?? 0) / 100).toFixed(2).replace('.', ','));
  expect(fields[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(fields[14]).toBe('Acme France');

  // In English: the screen's texts change, the files' headers stay French.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Monthly rents' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('the rent scale as a workbook, without then with the equipment', async ({ page, request }) => {
  const acme = await apiAs(request, personas.manager);
  const scale = await acme.get<{ rents: unknown[] }>(
    `/api/v2/clients/${acme.clientId}/monthly-rents`,
  );
  await openExports(page);
  const saving = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Loyers mensuels' })
    .getByRole('button', { name: 'Télécharger en Excel (XLSX)' })
    .click();
  const { rows } = await readWorkbook(await saving);
  expect(rows).toHaveLength(2 * scale.rents.length + 1);
  const included = rows.slice(1).map((row) => row[0]?.value);
  expect(included.filter((value) => value === 'Non')).toHaveLength(scale.rents.length);
  expect(included.at(-1)).toBe('Oui');
  // Amounts are numbers of euros: the employer's and the rider's shares add up to the rent.
  for (const row of rows.slice(1)) {
    const [rent, employer, rider] = [2, 3, 4].map((index) => Number(row[index]?.value));
    expect(row[2]?.text).toBe(false);
    expect(Math.round((employer! + rider!) * 100)).toBe(Math.round(rent! * 100));
  }
});
