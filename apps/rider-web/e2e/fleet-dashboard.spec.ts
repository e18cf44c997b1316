import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { demoPassword, expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /dashboard (issue 15): the fleet manager's programme at a glance. The figures on screen are the
 * API's for the same scope (read with the manager's own session), in French and in English; the
 * group manager switches from the whole group to a subsidiary with the keyboard; axe finds nothing.
 * The file runs with the lease journey's (playwright.config.ts) so no other file moves Acme's leases
 * between the API's answer and the screen's.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
/** The group manager of fleet-design.md (seeded by the rights work). */
const groupManager = 'gestion@holding.test';
/** A manager of two companies that are not one group (seed.ts). */
const sharedServices = 'services-rh@acme.test';

interface Figures {
  clientIds: number[];
  eligibleEmployees: number;
  registeredRiders: number;
  pendingRequests: number;
  activeLeases: number;
  monthlyEmployerCostCents: number;
  monthlyRiderShareCents: number;
  monthlyRentCents: number;
  leasesByStage: Record<'pendingValidation' | 'inPreparation' | 'active' | 'ended', number>;
  upcomingLeaseEnds: { month: string; count: number }[];
  monthlyCostHistory: { month: string; employerCents: number; riderCents: number }[];
}

/** The API's figures for a path, read with `email`'s session. */
async function apiFigures(request: APIRequestContext, email: string, path: (id: number) => string) {
  const login = await request.post(`${api}/auth/login`, {
    data: { email, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get(`${api}/api/profile`, { headers })).json()) as {
    rights: { name: string; clientId: number }[];
  };
  const clientId = profile.rights.find((right) => right.name === 'fleetManagement')?.clientId;
  expect(clientId).toBeDefined();
  const response = await request.get(`${api}${path(clientId ?? 0)}`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Figures;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();
const money = (cents: number) =>
  plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100));
const count = (value: number, locale: 'fr' | 'en') =>
  plain(new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(value));

async function openDashboard(page: Page, email: string) {
  await signInThroughApi(page, email);
  // Signed in once the home page greets the manager (the login page has a title of its own).
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await page.goto('/rider/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tableau de bord de la flotte' }),
  ).toBeVisible();
}

/** A card's value: the text of its list item, its name taken off. */
/** The "to approve" card: the figure, then its lease requests and accounts (spec's pending states). */
function toApprove(figures: Figures) {
  const requests = figures.leasesByStage.pendingValidation;
  const accounts = figures.pendingRequests - requests;
  return `${count(figures.pendingRequests, 'fr')}${count(requests, 'fr')} demande${
    requests > 1 ? 's' : ''
  } de location et ${count(accounts, 'fr')} compte${accounts > 1 ? 's' : ''}`;
}

async function card(page: Page, name: string) {
  const item = page
    .getByRole('list', { name: /Chiffres clés|Key figures/ })
    .getByRole('listitem')
    .filter({ hasText: name });
  return plain(await item.textContent()).replace(name, '');
}

test('the manager of Acme reads the API’s figures as cards, charts with their tables, in French', async ({
  page,
  request,
}) => {
  const figures = await apiFigures(
    request,
    personas.manager,
    (id) => `/api/v2/clients/${id}/fleet-management-dashboard`,
  );
  await openDashboard(page, personas.manager);
  expect(await card(page, 'Salariés inscrits')).toBe(
    `${count(figures.registeredRiders, 'fr')}${count(figures.eligibleEmployees, 'fr')} salarié${
      figures.eligibleEmployees > 1 ? 's éligibles' : ' éligible'
    } au programme`,
  );
  expect(await card(page, 'À valider')).toBe(toApprove(figures));
  expect(await card(page, 'Locations en cours')).toBe(count(figures.activeLeases, 'fr'));
  expect(await card(page, 'Coût mensuel pour l’entreprise')).toBe(
    `${money(figures.monthlyEmployerCostCents)}Participation employeur aux loyers de ce mois`,
  );
  expect(await card(page, 'Part payée par les salariés')).toBe(
    money(figures.monthlyRiderShareCents),
  );
  expect(await card(page, 'Loyers du mois')).toBe(money(figures.monthlyRentCents));

  // The charts' tables (read by screen readers): every month's figures.
  const history = page.getByRole('table', { name: /Coût mensuel des locations sur douze mois/ });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(13);
  const last = figures.monthlyCostHistory.at(-1);
  expect(plain(await rows.nth(12).textContent())).toContain(
    `${money(last?.employerCents ?? 0)}${money(last?.riderCents ?? 0)}`,
  );
  const ends = page.getByRole('table', { name: /Fins de location par mois/ });
  const endCounts = await ends.getByRole('row').locator('td').allTextContents();
  expect(endCounts.map(plain)).toEqual(figures.upcomingLeaseEnds.map((row) => String(row.count)));
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('in English, the same figures in English, and no axe violation', async ({ page, request }) => {
  const figures = await apiFigures(
    request,
    personas.manager,
    (id) => `/api/v2/clients/${id}/fleet-management-dashboard`,
  );
  await openDashboard(page, personas.manager);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet dashboard' })).toBeVisible();
  expect(await card(page, 'Active leases')).toBe(count(figures.activeLeases, 'en'));
  expect(await card(page, 'Employees enrolled')).toContain(count(figures.registeredRiders, 'en'));
  expect(await card(page, 'Monthly cost to the company')).toContain(
    money(figures.monthlyEmployerCostCents),
  );
  await expect(page.getByRole('heading', { name: 'Leases by stage' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('the group manager switches from the whole group to a subsidiary with the keyboard alone', async ({
  page,
  request,
}) => {
  const group = await apiFigures(
    request,
    groupManager,
    (id) => `/api/v2/clients/group/${id}/fleet-management-dashboard`,
  );
  await openDashboard(page, groupManager);
  const scope = page.getByRole('button', { name: /Périmètre/ });
  await expect(scope).toContainText('(tout le groupe)');
  expect(await card(page, 'Locations en cours')).toBe(count(group.activeLeases, 'fr'));
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // From the page's title, Tab reaches the switch; Enter opens it, the arrows choose.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Tab');
  await expect(scope).toBeFocused();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(group.clientIds.length);
  const subsidiary = plain(await options.nth(1).textContent());
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rider\/dashboard\?scope=client-\d+$/);
  await expect(scope).toContainText(subsidiary);
  const id = Number(new URL(page.url()).searchParams.get('scope')?.replace('client-', ''));
  const login = await request.post(`${api}/auth/login`, {
    data: { email: groupManager, password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const one = (await (
    await request.get(`${api}/api/v2/clients/${id}/fleet-management-dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Figures;
  await expect.poll(() => card(page, 'Locations en cours')).toBe(count(one.activeLeases, 'fr'));
  expect(await card(page, 'À valider')).toBe(toApprove(one));
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});

test('a manager of two companies reads both together first, the all-clients dashboard', async ({
  page,
  request,
}) => {
  // Nathalie (shared HR services) runs Acme's programme and Holding Atlantique Nantes'.
  const both = await apiFigures(
    request,
    sharedServices,
    () => '/api/v2/clients/fleet-management-dashboard',
  );
  expect(both.clientIds).toHaveLength(2);
  await openDashboard(page, sharedServices);
  const scope = page.getByRole('button', { name: /Périmètre/ });
  await expect(scope).toContainText('Toutes mes entreprises');
  expect(await card(page, 'Locations en cours')).toBe(count(both.activeLeases, 'fr'));
  expect(await card(page, 'À valider')).toBe(toApprove(both));
  await scope.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(3);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});
