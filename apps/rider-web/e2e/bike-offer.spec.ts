import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * From a bike to a request (issue 28): the demo rider keeps her size and equipment on a bike's page,
 * asks a store that offers the bike for an offer, and follows the store's proposal (the dev API's
 * store answers at once) to /try-bike/:id, accepts it and goes on to /my-offer. Sending and accepting
 * change Camille's proposals and lease requests, so each test puts them back through the dev API's
 * reset, which also removes the requests she sent and the proposals that answered them.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function resetProposals(request: APIRequestContext) {
  const response = await request.post('http://127.0.0.1:4300/__dev/proposals/reset');
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ request }) => resetProposals(request));
test.afterEach(async ({ request }) => resetProposals(request));

/** Presses Tab until `target` has the focus (the keyboard alone, as a rider would). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** The first bike of the catalogue's first page, opened from its card; its name. */
async function openFirstBike(page: Page): Promise<string> {
  await page.goto('/rider/bikes');
  const firstBike = page.locator('main li h3 a').first();
  const name = ((await firstBike.textContent()) ?? '').trim();
  await firstBike.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('from a bike to a store’s proposal, accepted, with the keyboard where natural, in French', async ({
  page,
}) => {
  await signInThroughApi(page, personas.rider);
  const name = await openFirstBike(page);

  // The choice: a height (a size is suggested), then the first equipment, by the keyboard.
  await page.getByRole('textbox', { name: 'Votre taille (cm)' }).fill('170');
  const size = page.getByRole('radio', { checked: true });
  await expect(size).toHaveCount(1);
  const sizeName = (await size.getAttribute('value')) ?? '';
  const equipment = page.getByRole('checkbox').first();
  await tabTo(page, equipment);
  await page.keyboard.press('Space');
  await expect(equipment).toBeChecked();
  const equipmentName =
    (await equipment.evaluate((input) => input.closest('label')?.textContent)) ?? '';

  // The next steps, and the choice surviving a trip to the stores and back.
  await expect(
    page.getByRole('link', { name: 'Voir les magasins qui proposent ce vélo' }),
  ).toHaveAttribute('href', /\/rider\/stores\?bikeId=\d+$/);
  await expect(page.getByRole('link', { name: 'Réserver un essai de ce vélo' })).toHaveAttribute(
    'href',
    /\/rider\/test-rides\/new\?bikeId=\d+$/,
  );
  await page.getByRole('link', { name: 'Voir les magasins qui proposent ce vélo' }).click();
  await expect(page.getByText(`Magasins qui proposent le ${name}.`)).toBeVisible();
  await page.goto('/rider/bikes');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: equipmentName })).toBeChecked();
  await expect(page.locator(`input[type=radio][value="${sizeName}"]`)).toBeChecked();

  const ask = page.getByRole('link', { name: 'Demander une offre à un magasin' });
  await tabTo(page, ask, 120);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Demander une offre pour le ${name}` }),
  ).toBeVisible();
  await expect(page.locator(`input[type=radio][value="${sizeName}"]`)).toBeChecked();
  await expect(page.getByRole('checkbox', { name: equipmentName })).toBeChecked();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Sent without a store: the message at the field, focus on the select.
  const submit = page.getByRole('button', { name: 'Envoyer ma demande' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const storeSelect = page.getByRole('button', { name: /Magasin partenaire/ });
  await expect(storeSelect).toBeFocused();
  await expect(page.getByText('Choisissez un magasin.').first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // The select by the keyboard: Enter opens it on the first store, Enter chooses it.
  await page.keyboard.press('Enter');
  const firstStore = page.getByRole('listbox').getByRole('option').first();
  const storeName = ((await firstStore.textContent()) ?? '').split(' – ')[0] ?? '';
  await expect(firstStore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(storeSelect).toContainText(storeName);
  await page
    .getByRole('textbox', { name: 'Message au magasin (facultatif)' })
    .fill('Je peux passer samedi matin.');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  const sent = page.getByRole('status').filter({ hasText: 'Votre demande a été envoyée' });
  await expect(sent).toHaveText(
    `Votre demande a été envoyée à ${storeName}. ${storeName} vous a déjà répondu par une proposition.`,
  );
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const toProposal = page.getByRole('link', { name: `Voir la proposition de ${storeName}` });
  await tabTo(page, toProposal);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Proposition de ${storeName}` }),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`voici notre offre pour le ${name}`))).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Accepter la proposition' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Confirmer et envoyer ma demande' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      'Proposition acceptée. Votre demande de location attend maintenant la validation de votre entreprise.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Suivre ma demande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
});

test('the request form and its states in English have no axe violation', async ({ page }) => {
  await signInThroughApi(page, personas.rider);
  const name = await openFirstBike(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Ask a store for an offer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Ask for an offer for the ${name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByText('Choose a store.').first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  await page.getByRole('button', { name: /Partner store/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // The first size, unless the bike has one only (then it is chosen already).
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .first()
    .click();
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your request was sent to' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^See the proposal from / })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
});
