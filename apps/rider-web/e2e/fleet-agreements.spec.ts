import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /pendingAgreements and /signSpecificAgreements/:bikeId (issue 15): Acme's manager reads a lease's
 * rental contract and signs it with the SMS code (read from the dev API's SMS outbox, as the rider's
 * signature e2e does); the list then says so and no longer holds it. Once with the mouse, once with
 * the keyboard alone; axe in French and English. The group manager reads every company's contracts
 * first, each naming its company, then one company's; a manager of two unrelated companies switches
 * between them, kept in the address ("Large employers"). The contracts signed here are put back
 * before and after (`/__dev/fleet-agreements/reset`), so the file runs again on one database.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function resetAgreements(request: APIRequestContext) {
  const response = await request.post(`${api}/__dev/fleet-agreements/reset`);
  expect(response.ok()).toBe(true);
}

/** The newest code the dev API's SMS outbox holds for the contract of lease `leaseId`. */
async function latestCode(request: APIRequestContext, leaseId: number): Promise<string> {
  const response = await request.get(`${api}/__dev/sms-outbox`);
  expect(response.ok()).toBe(true);
  const sent = (await response.json()) as { code: string; leaseRequestId: number }[];
  const code = sent.filter((sms) => sms.leaseRequestId === leaseId).at(-1)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

async function openList(page: Page) {
  await signInThroughApi(page, personas.manager, '/rider/pendingAgreements');
  await expect(page.getByRole('heading', { level: 1, name: 'Contrats à signer' })).toBeVisible();
  await expect(page.getByRole('grid', { name: /Acme France/ })).toBeVisible();
}

const leaseIdOf = (page: Page) => Number(/signSpecificAgreements\/(\d+)/.exec(page.url())?.[1]);

test.beforeAll(async ({ request }) => resetAgreements(request));
test.afterAll(async ({ request }) => resetAgreements(request));

test('the manager reads Inès Lambert’s contract and signs it with the SMS code', async ({
  page,
  request,
}) => {
  await openList(page);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts to sign' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contrats à signer' })).toBeVisible();

  await page.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contrat de location de Inès Lambert' }),
  ).toBeVisible();
  const contract = page.getByRole('article', { name: 'Contrat de location longue durée' });
  await expect(contract.getByRole('heading', { name: 'Le loyer' })).toBeVisible();
  await expect(contract).toContainText('Acme France');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inès Lambert’s rental contract' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();

  // The PDF, fetched with the session.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le contrat (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^contrat-location-\d+\.pdf$/);

  await page.getByText(/J’accepte de signer ce contrat/).click();
  await expect(
    page.getByRole('checkbox', { name: /J’accepte de signer ce contrat/ }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  const field = page.getByRole('textbox', { name: /Code/ });
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await field.fill(await latestCode(request, leaseIdOf(page)));
  await page.getByRole('button', { name: 'Signer le contrat' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Contrats à signer' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Contrat de Inès Lambert signé.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Lire et signer le contrat de Mathis Fontaine' }),
  ).toBeVisible();
});

test('keyboard only: the consent asked first, then the code, Mathis Fontaine’s contract signed', async ({
  page,
  request,
}) => {
  await resetAgreements(request);
  await openList(page);
  // Tab into the table (its first row), down to Mathis's row, along it to its button (the grid's
  // arrow keys), Enter.
  const isFocused = (locator: Locator) =>
    locator.evaluate((element) => element === document.activeElement);
  const first = page.getByRole('row', { name: 'Inès Lambert' });
  for (let step = 0; step < 40 && !(await isFocused(first)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('row', { name: 'Mathis Fontaine' })).toBeFocused();
  const open = page.getByRole('button', { name: 'Lire et signer le contrat de Mathis Fontaine' });
  for (let step = 0; step < 8 && !(await isFocused(open)); step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contrat de location de Mathis Fontaine' }),
  ).toBeVisible();

  const send = page.getByRole('button', { name: 'Recevoir le code par SMS' });
  for (let step = 0; step < 40; step += 1) {
    if (await send.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(send).toBeFocused();
  // Without the consent: said next to the box, focus on it.
  await page.keyboard.press('Enter');
  const consent = page.getByRole('checkbox', { name: /J’accepte de signer ce contrat/ });
  await expect(consent).toBeFocused();
  await expect(page.getByText(/Cochez cette case pour signer/)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');

  const field = page.getByRole('textbox', { name: /Code/ });
  await expect(field).toBeFocused();
  await page.keyboard.type(await latestCode(request, leaseIdOf(page)));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Contrat de Mathis Fontaine signé.' }),
  ).toBeVisible();
  await expect(open).toHaveCount(0);
});

test('the group manager reads every company’s contracts, each naming its company, then one company', async ({
  page,
  request,
}) => {
  await resetAgreements(request);
  await signInThroughApi(page, 'gestion@holding.test', '/rider/pendingAgreements');
  const company = page.getByRole('button', { name: /Entreprise/ });
  await expect(company).toContainText('(toutes les entreprises)');
  const table = page.getByRole('grid', { name: /Contrats à signer de / });
  await expect(table.getByRole('columnheader', { name: 'Entreprise', exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Holding Atlantique');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await company.click();
  await page.getByRole('option', { name: 'Holding Atlantique Nantes' }).click();
  await expect(page).toHaveURL(/\/rider\/pendingAgreements\?client=\d+$/);
  const nantes = page.getByRole('grid', { name: 'Contrats à signer de Holding Atlantique Nantes' });
  await expect(nantes).toBeVisible();
  await expect(nantes.getByRole('columnheader', { name: 'Entreprise', exact: true })).toHaveCount(
    0,
  );
});

test('a manager of two unrelated companies switches between them, kept in the address', async ({
  page,
  request,
}) => {
  await resetAgreements(request);
  // Nathalie (shared HR services): the contracts of Acme and of Holding Atlantique Nantes.
  await signInThroughApi(page, 'services-rh@acme.test', '/rider/pendingAgreements');
  const company = page.getByRole('button', { name: /Entreprise/ });
  await expect(company).toContainText('Acme France');
  await expect(page.getByRole('grid', { name: 'Contrats à signer de Acme France' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Lire et signer le contrat de Inès Lambert' }),
  ).toBeVisible();
  await company.click();
  await expect(page.getByRole('option')).toHaveText(['Acme France', 'Holding Atlantique Nantes']);
  await page.getByRole('option', { name: 'Holding Atlantique Nantes' }).click();
  await expect(page).toHaveURL(/\/rider\/pendingAgreements\?client=\d+$/);
  await expect(
    page.getByRole('grid', { name: 'Contrats à signer de Holding Atlantique Nantes' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.reload();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('grid', { name: 'Contracts to sign at Holding Atlantique Nantes' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});
