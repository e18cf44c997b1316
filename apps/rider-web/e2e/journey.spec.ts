import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * From request to keys (issue 13), the whole journey of one new rider: Hugo Mercier accepts a
 * store's proposal, his company approves (the dev switch plays it), he confirms his equipment with
 * home delivery, the company signs, he completes his file and signs with the code received by SMS
 * (read from the dev outbox), pays the 50 € extra contribution (refused once by the provider, then
 * paid) and gets his pickup voucher. The tracker is checked at every step. The screens' details,
 * English and the keyboard walks are in lease.spec.ts and onboarding.spec.ts; this file proves the
 * pieces join up. The journey reset puts Hugo back, so the file runs again on the same database.
 */
test.describe.configure({ mode: 'serial' });

const api = 'http://127.0.0.1:4300';
const hugo = { email: 'parcours@acme.test', mobile: '+33678013456' };
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: [announcerNodes] });
/** A valid French IBAN of no real account. */
const hugoIban = 'FR7610107001011234567890129';

interface JourneyIds {
  [email: string]: { leaseRequests: number[]; proposals: number[] };
}

async function resetJourney(request: APIRequestContext): Promise<JourneyIds> {
  const response = await request.post(`${api}/__dev/lease-journey/reset`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as JourneyIds;
}

/** Hugo's newest lease request, as the dev API lists it. */
async function hugosRequest(request: APIRequestContext): Promise<{ id: number; status: string }> {
  const response = await request.get(
    `${api}/__dev/lease-requests?email=${encodeURIComponent(hugo.email)}`,
  );
  expect(response.ok()).toBe(true);
  const [newest] = (await response.json()) as { id: number; status: string }[];
  expect(newest).toBeDefined();
  return newest!;
}

/** The company (or the store) acts, through the dev switch. */
async function companyDoes(request: APIRequestContext, id: number, event: string) {
  const response = await request.post(`${api}/__dev/lease-requests/${id}/events`, {
    data: { event },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function latestCode(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    `${api}/__dev/sms-outbox?to=${encodeURIComponent(hugo.mobile)}`,
  );
  const code = ((await response.json()) as { code: string }[]).at(-1)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** The tracker's current step (`aria-current="step"`) names `step`. */
async function expectCurrentStep(page: Page, step: string) {
  const steps = page.getByRole('list', { name: 'Étapes de votre location' });
  await expect(steps.locator('[aria-current="step"]')).toContainText(step);
}

/** Who acts next, as the tracker says it. */
function nextActor(page: Page): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: 'Qui agit' })
    .locator('xpath=following-sibling::dd[1]');
}

async function openMyOffer(page: Page) {
  await page.goto('/rider/my-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
}

/** The provider's hosted page (the dev API's stand-in, on its own origin). */
async function fillCard(page: Page) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4300\/payment-provider\/checkout\//);
  await page.getByLabel('Titulaire de la carte').fill('Hugo Mercier');
  await page.getByLabel('Numéro de carte').fill('4970 1012 3456 7890');
  await page.getByLabel('Date d’expiration (MM/AA)').fill('11/29');
  await page.getByLabel('Cryptogramme').fill('321');
}

test.afterAll(async ({ request }) => {
  await resetJourney(request);
});

test('Hugo goes from a store’s proposal to his pickup voucher', async ({ page, request }) => {
  // A whole journey: a dozen screens, two trips to the payment provider.
  test.setTimeout(300_000);
  const ids = await resetJourney(request);
  const proposalId = ids[hugo.email]?.proposals[0];
  expect(proposalId).toBeDefined();
  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));

  await signInThroughApi(page, hugo.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Hugo' })).toBeVisible();

  // 1. The proposal, accepted: a request that waits for the company.
  await page.goto(`/rider/try-bike/${proposalId}`);
  await page.getByRole('button', { name: 'Accepter la proposition' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Confirmer et envoyer ma demande' })
    .click();
  await page.getByRole('link', { name: 'Suivre ma demande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
  await expectCurrentStep(page, 'Validation par votre entreprise');
  await expect(nextActor(page)).toHaveText('Votre entreprise');
  await axe(page);
  const lease = await hugosRequest(request);
  expect(lease.status).toBe('pending-validation');

  // 2. The company approves; Hugo confirms his equipment with home delivery (50 € to pay once).
  await companyDoes(request, lease.id, 'approve');
  await page.goto('/rider/');
  await page.getByRole('link', { name: 'Confirmer mon équipement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
  await expectCurrentStep(page, 'Confirmation de votre équipement');
  await page
    .getByRole('radiogroup', { name: /Comment souhaitez-vous recevoir votre vélo/ })
    .getByText(/^Livraison à domicile/)
    .click();
  await page.getByRole('button', { name: 'Confirmer mon choix d’équipement' }).click();
  await page
    .getByRole('alertdialog', { name: /^Confirmer définitivement votre choix/ })
    .getByRole('button', { name: 'Confirmer', exact: true })
    .click();
  await expect(
    page.getByText('Votre vélo et vos équipements ne peuvent plus être modifiés.'),
  ).toBeVisible();
  await expectCurrentStep(page, 'Signature du contrat par votre entreprise');
  await expect(nextActor(page)).toHaveText('Votre entreprise');
  await expect(page.getByText('Au plus tard le')).toBeVisible();

  // 3. Before the company signs, the file can be filled but there is nothing to sign yet.
  await page.goto('/rider/onboarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mon dossier de location' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Votre entreprise signe d’abord le contrat de location/),
  ).toBeVisible();

  // 4. The company signs the rental contract: Hugo's turn.
  await companyDoes(request, lease.id, 'signContract');
  await openMyOffer(page);
  await expectCurrentStep(page, 'Votre dossier et votre signature');
  await expect(nextActor(page)).toHaveText('Vous');
  await page.getByRole('link', { name: 'Compléter mon dossier et signer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mon dossier de location' }),
  ).toBeVisible();

  // 5. His file: what the account did not already hold, each field saved as he leaves it.
  const save = async (field: Locator, value: string) => {
    await field.fill(value);
    await field.press('Tab');
  };
  await save(page.getByRole('textbox', { name: /^Date de naissance/ }), '03/02/1991');
  await save(page.getByRole('textbox', { name: /^Lieu de naissance/ }), 'Lorient (Morbihan)');
  // The suggestion lists load on a field's first focus, which swaps the plain field for the
  // combo box: whichever is there takes the click, the combo box ends up focused.
  const nationality = page.getByRole('combobox', { name: /^Nationalité/ });
  await nationality.or(page.getByRole('textbox', { name: /^Nationalité/ })).click();
  await expect(nationality).toBeFocused();
  await page.keyboard.type('Fran');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  // Typed by hand, as a rider does when the address service has no suggestion.
  const address = page.getByRole('combobox', { name: 'Adresse', exact: true });
  await address.or(page.getByRole('textbox', { name: 'Adresse', exact: true })).click();
  await expect(address).toBeFocused();
  await save(address, '27 rue des Tanneurs');
  await save(page.getByRole('textbox', { name: /^Code postal/ }), '69005');
  await save(page.getByRole('textbox', { name: /^Ville/ }), 'Lyon');
  await page.getByRole('button', { name: 'Vérifier mes informations' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();

  await page.getByText(/J’atteste utiliser ce vélo principalement/).click();
  await page.getByText(/J’ai lu la charte d’utilisation/).click();
  await page.getByRole('button', { name: 'Enregistrer mes attestations' }).click();
  await expect(page.getByText('Vos attestations sont enregistrées.')).toBeVisible();
  await page.getByRole('textbox', { name: /^IBAN/ }).fill(hugoIban);
  await page.getByRole('textbox', { name: /^BIC/ }).fill('CMCIFRPP');
  await page.getByRole('button', { name: 'Enregistrer mes coordonnées bancaires' }).click();
  await expect(page.getByText('Vos coordonnées bancaires sont enregistrées.')).toBeVisible();
  await axe(page);

  // 6. The signature by SMS code: a wrong code first, then the one the outbox holds.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText(/J’ai lu le bon de confirmation/).click();
  await page.getByText(/J’accepte de les signer électroniquement/).click();
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(
    page.getByText(/Un code à 6 chiffres a été envoyé au \+33 6 •• •• •• 56/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recevoir un nouveau code' })).toBeDisabled();
  const code = page.getByRole('textbox', { name: /^Code reçu par SMS/ });
  const right = await latestCode(request);
  await code.fill(right === '000000' ? '111111' : '000000');
  await code.press('Enter');
  await expect(code).toHaveAccessibleDescription(/Code incorrect. Il vous reste 4 essais./);
  await code.fill(right);
  await code.press('Enter');
  // "Vos documents sont signés." at once, then with its date once the page is read again: either
  // may be what is on screen when the check runs.
  await expect(page.getByText(/^Vos documents sont signés( depuis le .+)?\.$/)).toBeVisible();
  await axe(page);
  // Contact information is locked once signed (spec section 4).
  for (const name of [/^Prénom/, /^Adresse e-mail/, /^Téléphone mobile/]) {
    await expect(page.getByRole('textbox', { name })).toHaveAttribute('readonly', '');
  }

  // 7. The pickup voucher is issued, and the order waits for the 50 € of home delivery.
  await openMyOffer(page);
  await expectCurrentStep(page, 'Paiement de votre participation');
  await expect(nextActor(page)).toHaveText('Vous');
  // The tracker's action (the contribution's card offers the same link).
  await page.getByRole('link', { name: 'Payer ma participation' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('50,00');
  await axe(page);

  // 8. Refused by the provider, then paid: the order is unlocked.
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await fillCard(page);
  await page.getByRole('button', { name: 'Simuler un refus' }).click();
  await expect(page).toHaveURL(/\/rider\/payment\/failed\?payment=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le paiement a échoué' })).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await fillCard(page);
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page).toHaveURL(/\/rider\/payment\/confirmed\?payment=\d+$/);
  await expect(page.getByText('Votre commande est débloquée.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon offre' }).click();
  await expectCurrentStep(page, 'Remise de votre vélo');
  await expect(nextActor(page)).toHaveText('Votre magasin');
  expect((await hugosRequest(request)).status).toBe('ready-for-pickup');
  // The pickup voucher, for the courier (home delivery), as a PDF fetched with the session.
  await expect(page.getByRole('heading', { name: 'Bon d’enlèvement' })).toBeVisible();
  await expect(page.getByText(/^Présentez-le au livreur/)).toBeVisible();
  const [voucher] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ouvrir le PDF' }).click(),
  ]);
  expect(voucher.suggestedFilename()).toMatch(/\.pdf$/);
  await axe(page);

  // 9. The store hands the bike over: the lease runs.
  await companyDoes(request, lease.id, 'deliver');
  await openMyOffer(page);
  const steps = page.getByRole('list', { name: 'Étapes de votre location' });
  await expect(steps.getByText('En cours')).toHaveCount(0);
  expect((await hugosRequest(request)).status).toBe('active');

  // Nothing personal travelled in an address: no IBAN, no code.
  const compact = (text: string) => decodeURIComponent(text).replace(/[\s+]/g, '').toUpperCase();
  expect(urls.filter((url) => compact(url).includes(hugoIban))).toEqual([]);
  expect(urls.filter((url) => url.includes(right))).toEqual([]);
});
