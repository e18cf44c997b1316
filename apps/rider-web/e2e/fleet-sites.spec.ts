import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /sites, /sites/new, /sites/:id and /sites/:clientId/right/new (issue 15). The group manager
 * (gestion@holding.test, the `sites` right on the group Holding Atlantique) adds a site, keyboard
 * only: a wrong SIRET is said next to the field, which gets the focus, nothing typed is lost; the
 * right one creates it and the list shows it. Acme's manager grants Margaux (compta@acme.test, no
 * rights) the `invoices` right, keyboard only; she then opens /invoices; the right is taken back.
 * axe finds nothing in French or English. The site is added under the group, not under Acme: a
 * site makes its company a group, and Acme stays a single company for the other files' riders.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const groupManager = 'gestion@holding.test';
const margaux = 'compta@acme.test';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function signIn(page: Page, email: string) {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
}

/** Tab (forwards) until `target` has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types into a field reached with the keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('the group manager adds a site, keyboard only: a wrong SIRET, then the right one', async ({
  page,
}) => {
  // A name of its own at each run (the dev server may outlive one): after the seeded subsidiaries.
  const run = String(Date.now()).slice(-6);
  const name = `Holding Atlantique Rennes ${run}`;
  await signIn(page, groupManager);
  await page.goto('/rider/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Vos sites' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Sites de Groupe Holding Atlantique' });
  await expect(table.getByRole('rowheader', { name: 'Holding Atlantique Nantes' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const add = page.getByRole('link', { name: 'Ajouter un site à Groupe Holding Atlantique' });
  await tabTo(page, add, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau site' })).toBeVisible();
  await expect(
    page.getByText('Le site sera une filiale de Groupe Holding Atlantique.'),
  ).toBeVisible();

  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await typeInto(page, field('Raison sociale'), name);
  await expect(field('Identifiant court')).toHaveValue(`holding-atlantique-rennes-${run}`);
  await typeInto(page, field('Numéro SIREN'), '351 245 768');
  await typeInto(page, field('Numéro SIRET'), '3512457680001');
  await typeInto(page, field('Numéro de TVA'), 'FR27351245768');
  await typeInto(page, field('Adresse e-mail de contact'), `rennes-${run}@holding.test`);
  await typeInto(page, field('Téléphone mobile'), '645127890');
  await typeInto(page, field('Code postal'), '35000');
  const create = page.getByRole('button', { name: 'Créer le site' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');

  const siret = field('Numéro SIRET');
  await expect(siret).toBeFocused();
  await expect(siret).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Le SIRET doit contenir 14 chiffres').first()).toBeVisible();
  await expect(siret).toHaveValue('3512457680001');
  await expect(field('Raison sociale')).toHaveValue(name);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // The missing figure, at the end of what was typed; the focus is already there.
  await page.keyboard.press('End');
  await page.keyboard.type('7');
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vos sites' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Site ${name} créé.` })).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('Filiale');
  // A new site has no allowed e-mail domain yet: its record says so.
  await expect(row).toContainText('domaines e-mail autorisés');

  // Its record opens with what was sent.
  await page.getByRole('link', { name: `Modifier la fiche de ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiche du site' })).toBeVisible();
  await expect(field('Numéro SIRET')).toHaveValue('35124576800017');
  await expect(field('Téléphone mobile')).toHaveValue('+33 6 45 12 78 90');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site details' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('link', { name: 'Back to sites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
});

test('Acme’s manager grants Margaux a right, keyboard only; she uses it; it is taken back', async ({
  page,
  browser,
}) => {
  await signIn(page, personas.manager);
  await page.goto('/rider/sites');
  const grant = page.getByRole('link', { name: 'Donner un droit sur Acme France' });
  await expect(grant).toBeVisible();
  await page.goto((await grant.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Donner un droit' })).toBeVisible();
  const revoke = page.getByRole('button', { name: 'Retirer le droit Factures à Margaux Brunet' });
  // A run stopped halfway leaves her the right: taken back first.
  await expect(page.getByRole('grid', { name: 'Droits sur Acme France' })).toBeVisible();
  if ((await revoke.count()) > 0) {
    await revoke.click();
    await expect(revoke).toHaveCount(0);
  }
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const email = page.getByRole('textbox', { name: /^Adresse e-mail de la personne/ });
  await tabTo(page, email);
  await page.keyboard.type(margaux);
  // The rights in a radio group: Tab reaches the chosen one, the arrows choose another.
  await tabTo(page, page.getByRole('radio', { name: /^Gestion de la flotte/ }));
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Factures — Lire et télécharger/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Donner ce droit' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /Margaux Brunet a désormais le droit/ }),
  ).toBeVisible();
  await expect(revoke).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grant a right' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();

  // Margaux now reads Acme's invoices.
  const her = await browser.newPage();
  await signIn(her, margaux);
  await her.goto('/rider/invoices');
  await expect(her.getByRole('grid', { name: /^Factures de Acme France/ })).toBeVisible();
  await her.close();

  // Taken back, keyboard only.
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /retiré à Margaux Brunet/ }),
  ).toBeVisible();
  await expect(revoke).toHaveCount(0);
});

test('an address that is no user of Acme is said next to the field', async ({ page }) => {
  await signIn(page, personas.manager);
  await page.goto('/rider/sites');
  const grant = page.getByRole('link', { name: 'Donner un droit sur Acme France' });
  await page.goto((await grant.getAttribute('href')) ?? '');
  const email = page.getByRole('textbox', { name: /^Adresse e-mail de la personne/ });
  await email.fill('gestion@holding.test');
  await page.getByRole('button', { name: 'Donner ce droit' }).click();
  await expect(email).toBeFocused();
  await expect(
    page.getByText('Aucun utilisateur de Acme France n’a cette adresse e-mail').first(),
  ).toBeVisible();
  await expect(email).toHaveValue('gestion@holding.test');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});
