import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * The rider's lease journey screens (issue 13): the tracker on the home page and /my-offer, the
 * equipment confirmation, a refused request, the payment of the extra contribution on the provider's
 * page (failed, then succeeded) and its result pages, in French and English with axe on every screen,
 * and one walk with the keyboard alone. The personas are the dev API's journey personas; each test
 * first puts them back at their seeded stage (`/__dev/lease-journey/reset`), so the file runs again
 * on the same database, its tests one after the other.
 */
test.describe.configure({ mode: 'serial' });

type Locale = 'fr' | 'en';
const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: [announcerNodes] });

const texts = {
  fr: {
    myOffer: 'Mon offre',
    steps: 'Étapes de votre location',
    confirmLink: 'Confirmer mon équipement',
    delivery: /Comment souhaitez-vous recevoir votre vélo/,
    home: /^Livraison à domicile/,
    confirmButton: 'Confirmer mon choix d’équipement',
    dialog: /^Confirmer définitivement votre choix/,
    confirm: 'Confirmer',
    confirmed: /^Choix confirmé le /,
    homeDelivery: 'Livraison à domicile (50,00 € TTC)',
    locked: 'Votre vélo et vos équipements ne peuvent plus être modifiés.',
    motive: 'Votre entreprise a refusé votre demande. Motif',
    chooseAgain: 'Choisir un autre vélo',
    payLink: 'Payer ma participation',
    payment: 'Paiement',
    pay: 'Payer',
    failed: 'Le paiement a échoué',
    subsidy: 'Une erreur est survenue lors du paiement de la subvention',
    retry: 'Réessayer le paiement',
    paid: 'Paiement confirmé',
    unlocked: 'Votre commande est débloquée.',
    backToOffer: 'Voir mon offre',
    handover: 'Remise de votre vélo',
    inProgress: 'En cours',
    pickupVoucher: 'Bon d’enlèvement',
    voucherIssued: 'Votre bon d’enlèvement est disponible.',
    courier: 'Présentez-le au livreur qui vous remet votre vélo',
    openPdf: 'Ouvrir le PDF',
  },
  en: {
    myOffer: 'My offer',
    steps: 'Steps of your lease',
    confirmLink: 'Confirm my equipment',
    delivery: /How would you like to receive your bike/,
    home: /^Home delivery/,
    confirmButton: 'Confirm my choice of equipment',
    dialog: /^Confirm your choice for good/,
    confirm: 'Confirm',
    confirmed: /^Choice confirmed on /,
    homeDelivery: 'Home delivery (50,00 € incl. tax)',
    locked: 'Your bike and equipment can no longer be changed.',
    motive: 'Your company refused your request. Reason',
    chooseAgain: 'Choose another bike',
    payLink: 'Pay my contribution',
    payment: 'Payment',
    pay: 'Pay',
    failed: 'Payment failed',
    subsidy: 'An error occurred during payment of the subsidy',
    retry: 'Try the payment again',
    paid: 'Payment confirmed',
    unlocked: 'Your order is unlocked.',
    backToOffer: 'See my offer',
    handover: 'Handover of your bike',
    inProgress: 'In progress',
    pickupVoucher: 'Pickup voucher',
    voucherIssued: 'Your pickup voucher is available.',
    courier: 'Show it to the courier who hands over your bike',
    openPdf: 'Open the PDF',
  },
} as const;

const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

async function resetJourney(request: APIRequestContext) {
  const response = await request.post(`${api}/__dev/lease-journey/reset`);
  expect(response.ok()).toBe(true);
}

/**
 * Signs a journey persona in, then chooses `locale` as a rider does, with the header's language
 * button (the profile's language, French, applies at sign-in: spec section 4).
 */
async function signIn(page: Page, email: string, firstName: string, locale: Locale) {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${firstName}` })).toBeVisible();
  if (locale === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Hello ${firstName}` })).toBeVisible();
  }
}

/**
 * Back from the provider's page (a full page load), the profile's language applies again: the
 * English-speaking rider chooses English once more.
 */
async function backInLocale(page: Page, locale: Locale) {
  if (locale === 'fr') return;
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Presses Tab until `target` has focus (a keyboard user's way), failing after 60 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The provider's hosted page (the dev API's stand-in, on its own origin): the card form. */
async function fillCard(page: Page) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4300\/payment-provider\/checkout\//);
  await page.getByLabel('Titulaire de la carte').fill('Manon Rousseau');
  await page.getByLabel('Numéro de carte').fill('4970 1012 3456 7890');
  await page.getByLabel('Date d’expiration (MM/AA)').fill('12/29');
  await page.getByLabel('Cryptogramme').fill('123');
}

test.beforeEach(async ({ request }) => {
  await resetJourney(request);
});

// Left as seeded for the next file or run (visual baselines, the journey walk).
test.afterAll(async ({ request }) => {
  await resetJourney(request);
});

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test(`an approved rider confirms the equipment with home delivery, then reads it locked (${locale})`, async ({
    page,
  }) => {
    await signIn(page, 'valide@acme.test', 'Inès', locale);
    // The home page's tracker gives the one action now.
    await expect(page.getByRole('list', { name: t.steps })).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: t.confirmLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.myOffer })).toBeVisible();
    await axe(page);

    await page.getByRole('radiogroup', { name: t.delivery }).getByText(t.home).click();
    await page.getByRole('button', { name: t.confirmButton }).click();
    const dialog = page.getByRole('alertdialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await axe(page);
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();

    const confirmed = page.getByRole('status').filter({ hasText: t.confirmed });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(t.homeDelivery);
    await expect(confirmed).toContainText(t.locked);
    await expect(confirmed).toBeFocused();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await axe(page);

    // Still locked on a fresh visit: nothing left to choose. (A reload loads the profile again,
    // whose language, French, then applies: spec section 4.)
    await page.reload();
    await expect(page.getByText(/^(Choix confirmé le|Choice confirmed on) /)).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
  });

  test(`a refused request shows its motive and a way to choose again (${locale})`, async ({
    page,
  }) => {
    await signIn(page, 'refus@acme.test', 'Julien', locale);
    await page.getByRole('banner').getByRole('link', { name: t.myOffer }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.myOffer })).toBeVisible();
    const motive = page.getByText(t.motive);
    await expect(motive).toBeVisible();
    expect(plain(await motive.textContent())).toContain(
      'Le budget vélo 2026 de l’entreprise est atteint',
    );
    await axe(page);
    await page.getByRole('link', { name: t.chooseAgain }).click();
    await expect(page).toHaveURL(/\/rider\/bikes$/);
  });

  test(`the extra contribution: payment failed on the provider's page, then paid, order unlocked (${locale})`, async ({
    page,
  }) => {
    await signIn(page, 'paiement@acme.test', 'Manon', locale);
    // The home page's tracker: paying is the one action now.
    await page.getByRole('link', { name: t.payLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('50,00');
    await axe(page);

    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await fillCard(page);
    await page.getByRole('button', { name: 'Simuler un refus' }).click();
    await expect(page).toHaveURL(/\/rider\/payment\/failed\?payment=\d+$/);
    await backInLocale(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.failed })).toBeVisible();
    await expect(page.getByText(t.subsidy)).toBeVisible();
    await axe(page);

    await page.getByRole('button', { name: t.retry }).click();
    await fillCard(page);
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page).toHaveURL(/\/rider\/payment\/confirmed\?payment=\d+$/);
    await backInLocale(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
    await expect(page.getByText(t.unlocked)).toBeVisible();
    await axe(page);

    await page.getByRole('link', { name: t.backToOffer }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.myOffer })).toBeVisible();
    const handover = page.getByRole('list', { name: t.steps }).getByRole('listitem').last();
    await expect(handover).toContainText(t.handover);
    await expect(handover).toContainText(t.inProgress);
    await expect(handover).toHaveAttribute('aria-current', 'step');

    // The pickup voucher the platform issued: what it is for (home delivery: the courier), no
    // longer locked, and its PDF fetched with the session only on the click.
    const voucher = page.getByRole('group', { name: t.pickupVoucher });
    await expect(voucher).toContainText(t.voucherIssued);
    await expect(voucher).toContainText(t.courier);
    await axe(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      voucher.getByRole('button', { name: t.openPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pickup-voucher.pdf');
    expect(download.url()).toMatch(/^blob:/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('a request waiting for the company: the tracker names the company and a date', async ({
  page,
}) => {
  await signIn(page, 'attente@acme.test', 'Nathalie', 'fr');
  const steps = page.getByRole('list', { name: 'Étapes de votre location' });
  await expect(steps).toBeVisible();
  await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  const who = page.getByRole('term').filter({ hasText: 'Qui agit' });
  await expect(who.locator('xpath=following-sibling::dd[1]')).toHaveText('Votre entreprise');
  const by = page.getByRole('term').filter({ hasText: 'Au plus tard le' });
  expect(plain(await by.locator('xpath=following-sibling::dd[1]').textContent())).toMatch(
    /^\d{1,2} \S+ \d{4} à \d{2}:\d{2}$/,
  );
  await page.goto('/rider/my-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Qui agit' })).toBeVisible();
  await axe(page);

  // She changes her mind: withdrawn after a confirmation, the tracker says so.
  await page.getByRole('button', { name: 'Annuler ma demande' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Annuler votre demande de location/ });
  await expect(dialog).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Annuler ma demande' }).click();
  const done = page.getByRole('status').filter({ hasText: /^Votre demande est annulée/ });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByRole('button', { name: 'Annuler ma demande' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Choisir un autre vélo' }).first()).toBeVisible();
  await axe(page);
});

test('keyboard only: from the home page’s action to the confirmed equipment', async ({ page }) => {
  await signIn(page, 'valide@acme.test', 'Inès', 'fr');
  await tabTo(page, page.getByRole('link', { name: 'Confirmer mon équipement' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon offre' })).toBeVisible();

  // The checked radio takes the focus; an arrow chooses home delivery.
  const delivery = page.getByRole('radiogroup', { name: /Comment souhaitez-vous recevoir/ });
  await tabTo(page, delivery.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(delivery.getByRole('radio', { name: /^Livraison à domicile/ })).toBeChecked();

  const open = page.getByRole('button', { name: 'Confirmer mon choix d’équipement' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /^Confirmer définitivement votre choix/ });
  await expect(dialog).toBeVisible();
  // Escape leaves it unchanged and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmer', exact: true }));
  await page.keyboard.press('Enter');
  const confirmed = page.getByRole('status').filter({ hasText: /^Choix confirmé le / });
  await expect(confirmed).toBeFocused();
  await expect(confirmed).toContainText('Livraison à domicile (50,00 € TTC)');
});
