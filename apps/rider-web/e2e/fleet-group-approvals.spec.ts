import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { apiOrigin, expect, signInThroughApi, test } from './fixtures';

/**
 * /approve of a group ("Large employers", issue 27): Claire, the manager of the group Holding
 * Atlantique (gestion@holding.test), approves Nathan Mercier's lease request, which waits at the
 * subsidiary Holding Atlantique Bordeaux, from the group's list; then she approves one account
 * waiting for its company, Gwenaëlle Le Floch's at Holding Atlantique Nantes, who then reaches her
 * home page approved while Théo Lacoste's account still waits. Before that, she keeps one company
 * with the company switch (Bordeaux: Nathan's request alone, no company column; the choice in the
 * address, kept by a reload) and goes back to every company's. Axe in French and in English. The
 * seeded request and accounts are put back before and after (`/__dev/demo-lease-requests/reset`,
 * `/__dev/account-approvals/reset`); the file runs with the other fleet journeys, one at a time.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const groupManager = 'gestion@holding.test';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function putBack(request: APIRequestContext) {
  for (const path of ['/__dev/demo-lease-requests/reset', '/__dev/account-approvals/reset']) {
    const response = await request.post(`${apiOrigin}${path}`);
    expect(response.ok(), path).toBe(true);
  }
}

async function openApprove(page: Page) {
  await signInThroughApi(page, groupManager);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Claire' })).toBeVisible();
  await page.goto('/rider/approve');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à valider' })).toBeVisible();
}

test.beforeAll(async ({ request }) => putBack(request));
test.afterAll(async ({ request }) => putBack(request));

test('the group manager approves a subsidiary’s request, then one waiting account', async ({
  page,
  browser,
}) => {
  // Gwenaëlle, before: her home page says her account waits for her company.
  const rider = await browser.newPage();
  await signInThroughApi(rider, 'attente@nantes.holding.test');
  await expect(rider.getByRole('heading', { level: 1, name: 'Bonjour Gwenaëlle' })).toBeVisible();
  await expect(rider.getByRole('heading', { name: 'Demande en cours' })).toBeVisible();

  await openApprove(page);
  const requests = page.getByRole('grid', { name: /Holding Atlantique/ });
  await expect(requests).toBeVisible();
  // The group's list names each request's company.
  await expect(requests.getByRole('columnheader', { name: /Entreprise/ })).toBeVisible();
  const nathan = requests.getByRole('row').filter({ hasText: 'Nathan Mercier' });
  await expect(nathan).toContainText('Holding Atlantique Bordeaux');
  const accounts = page.getByRole('table', { name: 'Inscriptions à valider' });
  await expect(accounts.getByRole('row').filter({ hasText: 'Gwenaëlle Le Floch' })).toContainText(
    'Holding Atlantique Nantes',
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // One company of the group, chosen with the switch: in the address, kept by a reload.
  const company = page.getByRole('button', { name: /Entreprise/ });
  await expect(company).toContainText('(toutes les entreprises)');
  await company.click();
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('(toutes les entreprises)');
  await page.getByRole('option', { name: 'Holding Atlantique Bordeaux' }).click();
  const bordeaux = page.getByRole('grid', { name: /Holding Atlantique Bordeaux/ });
  await expect(bordeaux).toBeVisible();
  await expect(page).toHaveURL(/[?&]client=\d+/);
  await page.reload();
  await expect(bordeaux.getByRole('row').filter({ hasText: 'Nathan Mercier' })).toBeVisible();
  await expect(bordeaux.getByRole('columnheader', { name: /Entreprise/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await company.click();
  await page.getByRole('option', { name: /toutes les entreprises/ }).click();
  await expect(requests.getByRole('columnheader', { name: /Entreprise/ })).toBeVisible();

  // The subsidiary's lease request, approved after confirming.
  await page.getByRole('button', { name: 'Valider la demande de Nathan Mercier' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Valider la demande de Nathan Mercier');
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Demande de Nathan Mercier validée.' }),
  ).toBeVisible();
  await expect(nathan).toHaveCount(0);

  // Then one account waiting for its company, approved at a press: it alone leaves the list.
  await page.getByRole('button', { name: 'Valider l’inscription de Gwenaëlle Le Floch' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Inscription de Gwenaëlle Le Floch validée.' }),
  ).toBeVisible();
  await expect(accounts.getByRole('row').filter({ hasText: 'Gwenaëlle Le Floch' })).toHaveCount(0);
  await expect(accounts.getByRole('row').filter({ hasText: 'Théo Lacoste' })).toBeVisible();
  // Searched by the dev API, accents and capitals aside ("THEO" finds Théo), kept in the address.
  await page.getByRole('searchbox', { name: 'Rechercher un compte' }).fill('THEO lacoste');
  await expect(page).toHaveURL(/accountsQ=THEO\+lacoste/);
  await expect(
    page.getByRole('status').filter({ hasText: '1 compte correspond à votre recherche.' }),
  ).toBeVisible();
  await expect(accounts.getByRole('row').filter({ hasText: 'Théo Lacoste' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // In English too.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to approve' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sign-ups to approve' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à valider' })).toBeVisible();

  // Gwenaëlle, after: signed in again, her home page no longer says her account waits.
  await signInThroughApi(rider, 'attente@nantes.holding.test');
  await expect(rider.getByRole('heading', { level: 1, name: 'Bonjour Gwenaëlle' })).toBeVisible();
  await expect(rider.getByRole('heading', { name: 'Demande en cours' })).toHaveCount(0);
  await rider.close();
});
