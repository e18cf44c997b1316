import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /approve (issue 15): Acme's manager approves Nathalie's request (attente@acme.test, waiting for
 * the company), and she then has her turn; put back, the manager refuses it with a motive she then
 * reads on her offer. Keyboard only for the refusal; axe in French and English. The requests come a
 * page at a time ("Large employers"): her request, among Acme's 90, is reached with "Page suivante"
 * from the keyboard, the page in the address. A manager of two unrelated companies (Nathalie
 * Lefèvre, services-rh@acme.test) switches from Acme's to Holding Atlantique Nantes' (Gwenaëlle Le
 * Floch's account waiting there), the choice in the address. The lease
 * journey's personas are put back at their seeded stage before and after
 * (`/__dev/lease-journey/reset`), as the lease journey's own files do (same serial project).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

async function resetJourney(request: APIRequestContext) {
  const response = await request.post(`${api}/__dev/lease-journey/reset`);
  expect(response.ok()).toBe(true);
}

async function signIn(page: Page, email: string, firstName: string) {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${firstName}` })).toBeVisible();
}

async function openApprove(page: Page) {
  await signIn(page, personas.manager, 'Sophie');
  await page.goto('/rider/approve');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à valider' })).toBeVisible();
  await expect(page.getByRole('grid', { name: /Acme France/ })).toBeVisible();
}

/**
 * Pages forward with "Page suivante", from the keyboard, until `name`'s request shows: each page
 * announced, the focus kept on the button, the page in the address.
 */
async function pageTo(page: Page, name: string) {
  const wanted = page.getByRole('button', { name: `Valider la demande de ${name}` });
  const pages = page.getByRole('navigation', { name: 'Pages des demandes à valider' });
  const next = pages.getByRole('button', { name: 'Page suivante' });
  for (let turn = 1; turn < 10 && !(await wanted.isVisible()); turn += 1) {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(pages.getByText(new RegExp(`^Page ${turn + 1} sur \\d+$`))).toBeVisible();
    await expect(page).toHaveURL(/[?&]requests=/);
    // The focus stays on a page button ("next", or "previous" once "next" is disabled).
    await expect(pages.locator('button:focus:not([disabled])')).toHaveCount(1);
  }
  await expect(wanted).toBeVisible();
}

/**
 * From the keyboard, the grid takes the focus to the row it last had (a grid's single Tab stop): the
 * arrows lead to `name`'s row, then to the button of that row.
 */
async function focusRowButton(page: Page, name: string, button: Locator) {
  await button.focus();
  const focusedRow = () =>
    page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? '');
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let step = 0; step < 30 && !(await focusedRow()).includes(name); step += 1) {
      await page.keyboard.press(key);
    }
  }
  for (let step = 0; step < 12; step += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(button).toBeFocused();
}

/** Nathalie's offer: who acts next on her lease request. */
async function nextActor(page: Page) {
  await signIn(page, 'attente@acme.test', 'Nathalie');
  await page.goto('/rider/my-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
  const who = page.getByRole('term').filter({ hasText: 'Qui agit' });
  return who.locator('xpath=following-sibling::dd[1]');
}

test.beforeAll(async ({ request }) => resetJourney(request));
test.afterAll(async ({ request }) => resetJourney(request));

test('the manager approves Nathalie’s request with the keyboard alone; she then has her turn', async ({
  page,
  browser,
}) => {
  await openApprove(page);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  // A page of 25, the longest-waiting first; how many wait, and the page, are said.
  await expect(page.getByRole('grid', { name: /Acme France/ }).getByRole('row')).toHaveCount(26);
  await expect(
    page.getByRole('status').filter({ hasText: /demandes de location attendent/ }),
  ).toBeVisible();
  await pageTo(page, 'Nathalie Girard');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  // With the keyboard alone: the row's button, then the dialog's.
  const approve = page.getByRole('button', { name: 'Valider la demande de Nathalie Girard' });
  await focusRowButton(page, 'Nathalie Girard', approve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Valider la demande de Nathalie Girard');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  const confirm = dialog.getByRole('button', { name: 'Valider', exact: true });
  for (let step = 0; step < 4; step += 1) {
    if (await confirm.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Demande de Nathalie Girard validée.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Valider la demande de Nathalie Girard' }),
  ).toHaveCount(0);

  const rider = await browser.newPage();
  await expect(await nextActor(rider)).toHaveText('Vous');
  await rider.close();
});

test('put back, the manager refuses it with a motive, keyboard only; she reads the motive', async ({
  page,
  browser,
  request,
}) => {
  await resetJourney(request);
  await openApprove(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to approve' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à valider' })).toBeVisible();

  await pageTo(page, 'Nathalie Girard');
  const refuse = page.getByRole('button', { name: 'Refuser la demande de Nathalie Girard' });
  await focusRowButton(page, 'Nathalie Girard', refuse);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Refuser la demande de Nathalie Girard' });
  await expect(dialog).toBeVisible();
  // Sent empty: the message next to the field, focus on it.
  await dialog.getByRole('button', { name: 'Refuser', exact: true }).focus();
  await page.keyboard.press('Enter');
  const motive = dialog.getByRole('textbox', { name: /Motif du refus/ });
  await expect(motive).toBeFocused();
  await expect(dialog.getByText(/Indiquez le motif du refus/)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  const text = 'Le budget vélo de l’année est atteint : nouvelle campagne en janvier.';
  await page.keyboard.type(text);
  const send = dialog.getByRole('button', { name: 'Refuser', exact: true });
  for (let step = 0; step < 6; step += 1) {
    if (await send.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /Demande de Nathalie Girard refusée/ }),
  ).toBeVisible();

  const rider = await browser.newPage();
  await signIn(rider, 'attente@acme.test', 'Nathalie');
  await rider.goto('/rider/my-offer');
  const reason = rider.getByText('Votre entreprise a refusé votre demande. Motif');
  await expect(reason).toBeVisible();
  expect(plain(await reason.textContent())).toContain('Le budget vélo de l’année est atteint');
  await rider.close();
});

test('a manager of two unrelated companies switches between them, kept in the address', async ({
  page,
}) => {
  await signIn(page, 'services-rh@acme.test', 'Nathalie');
  await page.goto('/rider/approve');
  await expect(page.getByRole('grid', { name: /Acme France/ })).toBeVisible();
  const company = page.getByRole('button', { name: /Entreprise/ });
  await expect(company).toContainText('Acme France');
  await company.click();
  await page.getByRole('option', { name: 'Holding Atlantique Nantes' }).click();
  // Nantes's own lists: no request waits there, Gwenaëlle Le Floch's account does.
  const nantes = page
    .getByRole('table', { name: 'Inscriptions à valider' })
    .getByRole('row')
    .filter({ hasText: 'Gwenaëlle Le Floch' });
  await expect(nantes).toBeVisible();
  await expect(page.getByRole('grid', { name: /Acme France/ })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]client=\d+/);
  await expect(company).toContainText('Holding Atlantique Nantes');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  // A reload keeps the company; Back goes to Acme's.
  await page.reload();
  await expect(nantes).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to approve' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Company/ })).toContainText(
    'Holding Atlantique Nantes',
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
  await page.goBack();
  await expect(page.getByRole('grid', { name: /Acme France/ })).toBeVisible();
});
