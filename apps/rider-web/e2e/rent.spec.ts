import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import {
  bankDetailsDeletionDate,
  earlyReturn,
  endOfLeaseOptions,
  endOfLeaseWindow,
  extensionDates,
  nextDirectDebit,
  parisDate,
  rentalSchedule,
  type ContributionPolicy,
} from '@velo/leasing';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * /my-rent (issue 14) for each rental persona of the dev API (seeded relative to today, put back by
 * `POST /__dev/rentals/reset` before each test): the schedule, the next debit and the options the
 * page shows are those `@velo/leasing` computes for the persona's dates (the test computes them
 * from the rental's start and figures, today, and the company's contribution); the end-of-lease
 * choice made and shown; early return refused at month 3 and free at month 14 in a listed
 * situation; ended rentals and their bank details; English; axe on every state; one flow with the
 * keyboard alone. Shares the seeded database with the lease journey's files (same project).
 */
test.describe.configure({ mode: 'serial' });

type Locale = 'fr' | 'en';
const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: [announcerNodes] });
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
/** Money as spec section 9 displays it, in both languages: "1 234,50 €". */
const euros = (cents: number) =>
  plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100));
/** A calendar day in French ("13 décembre 2026"; `medium`: "13 déc. 2026"). */
const day = (on: string, dateStyle: 'long' | 'medium') => {
  const [year, month, date] = on.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('fr-FR', { dateStyle }).format(new Date(year, month - 1, date));
};
const long = (on: string) => day(on, 'long');
const medium = (on: string) => day(on, 'medium');

/** The fields of GET /api/v2/rentals/{id} the expectations are computed from. */
interface RentalFacts {
  id: number;
  status: string;
  startedOn: string;
  month: number;
  bikePriceCents: number;
  monthlyRentCents: number;
  employerContributionCents: number;
  monthsOfFreeRent: number;
  endedOn: string | null;
}

async function resetRentals(request: APIRequestContext) {
  const response = await request.post(`${api}/__dev/rentals/reset`);
  expect(response.ok()).toBe(true);
}

async function signIn(page: Page, email: string, firstName: string, locale: Locale = 'fr') {
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${firstName}` })).toBeVisible();
  if (locale === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Hello ${firstName}` })).toBeVisible();
  }
}

/** Opens /my-rent from the header, as a rider does. */
async function openMyRent(page: Page, locale: Locale = 'fr') {
  const name = locale === 'fr' ? 'Ma location' : 'My rental';
  await page.getByRole('banner').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A GET of the API with the signed-in page's token, as the app sends it. */
function signedInFetch<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token =
      globalThis.sessionStorage.getItem('token') ?? globalThis.localStorage.getItem('token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return response.json();
  }, path);
}

/** The persona's rental as the API has it, and the company's contribution policy. */
async function factsOf(page: Page) {
  const [summary] = await signedInFetch<{ id: number }[]>(page, '/api/v2/rentals');
  const rental = await signedInFetch<RentalFacts>(page, `/api/v2/rentals/${summary?.id}`);
  const profile = await signedInFetch<{ clientId: number }>(page, '/api/profile');
  const terms = await signedInFetch<{
    employerContributionRate: number;
    monthlyEmployerContributionCapCents: number | null;
  }>(page, `/api/v2/clients/${profile.clientId}/employer-contribution-and-fmd-value`);
  const policy: ContributionPolicy = {
    rate: terms.employerContributionRate,
    capCents: terms.monthlyEmployerContributionCapCents,
  };
  const input = {
    startedOn: rental.startedOn,
    rentCents: rental.monthlyRentCents,
    policy,
    freeMonths: rental.monthsOfFreeRent,
  };
  return { rental, policy, input, today: parisDate(new Date()) };
}

/** The rows of the schedule table: month, debit day, rent, employer, rider, state. */
async function scheduleRows(page: Page) {
  const table = page.getByRole('table', { name: /^(Vos|Your) 36 / });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(36);
  return rows.evaluateAll((elements) =>
    elements.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        (cell.textContent ?? '').replace(/[\u202f\u00a0]/g, ' '),
      ),
    ),
  );
}

const stateTexts = { paid: 'Payée', due: 'Prochaine', upcoming: 'À venir', free: 'Offerte' };

/** The page's schedule and next debit are those of `@velo/leasing` for the persona's dates. */
async function expectScheduleOfTheLibrary(page: Page, facts: Awaited<ReturnType<typeof factsOf>>) {
  const expected = rentalSchedule(facts.input, facts.today);
  const rows = await scheduleRows(page);
  expected.instalments.forEach((instalment, index) => {
    expect(rows[index]).toEqual([
      String(instalment.month),
      medium(instalment.debitOn),
      euros(instalment.rentCents),
      euros(instalment.employerCents),
      euros(instalment.riderCents),
      stateTexts[instalment.state],
    ]);
  });
  const next = nextDirectDebit(facts.input, facts.today);
  const card = page.getByRole('group', { name: 'Prochain prélèvement' });
  if (next) {
    expect(plain(await card.textContent())).toContain(euros(next.amountCents));
    expect(plain(await card.textContent())).toContain(
      `Prélevé le ${long(next.on)}, pour le ${next.month}${next.month === 1 ? 'er' : 'e'} mois de votre location.`,
    );
  }
  return { expected, next };
}

/** Presses Tab until `target` has focus (a keyboard user's way), failing after 80 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ request }) => {
  await resetRentals(request);
});

// Left as seeded for the next file or run (the visual baselines).
test.afterAll(async ({ request }) => {
  await resetRentals(request);
});

test('month 3: free months, then the first debit in month 4; an early return is refused until month 13', async ({
  page,
}) => {
  await signIn(page, 'mois3@acme.test', 'Inès');
  await openMyRent(page);
  const facts = await factsOf(page);
  expect(facts.rental.month).toBe(3);
  const { expected, next } = await expectScheduleOfTheLibrary(page, facts);
  expect(expected.instalments.filter((row) => row.state === 'free')).toHaveLength(3);
  expect(next?.month).toBe(4);
  await axe(page);

  const situations = page.getByRole('radiogroup', { name: 'Votre situation' });
  await situations.getByText('Licenciement', { exact: true }).click();
  const refusal = earlyReturn({ ...facts.input, today: facts.today, situation: 'dismissal' });
  expect(refusal).toMatchObject({ allowed: false, reason: 'before-month-13' });
  const explanation = page.getByText(/^Pas encore possible/).first();
  expect(plain(await explanation.textContent())).toBe(
    `Pas encore possible : vous êtes au 3e mois de votre location. À partir du 13e mois, le ${long(refusal.freeFromOn)}, la restitution sera possible et gratuite dans votre situation.`,
  );
  await expect(page.getByRole('button', { name: 'Demander la restitution anticipée' })).toHaveCount(
    0,
  );
  // The end-of-lease choice is not open yet and says when it opens.
  const window = endOfLeaseWindow(facts.rental.startedOn, facts.today);
  expect(plain(await page.getByText(/^Vous pourrez choisir d’acheter/).textContent())).toContain(
    `à partir du ${long(window.opensOn)}`,
  );
  await axe(page);
});

test('month 3: a revision booked in a free slot of the store', async ({ page }) => {
  await signIn(page, 'mois3@acme.test', 'Inès');
  await openMyRent(page);
  await expect(
    page.getByRole('heading', { level: 3, name: 'Réserver la révision 1' }),
  ).toBeVisible();
  const days = page.getByRole('radiogroup', { name: 'Jour' });
  // The first day among the fortnight with a free slot (the store closes some days).
  let slot: Locator | null = null;
  for (let index = 0; index < 14 && !slot; index += 1) {
    const tile = days.locator('label').nth(index);
    const value = await days.getByRole('radio').nth(index).getAttribute('value');
    const label = plain(await tile.textContent());
    const answered = page.waitForResponse((response) =>
      response.url().includes(`revision-slots?day=${value}`),
    );
    await tile.click();
    await expect(days.getByRole('radio').nth(index)).toBeChecked();
    await answered;
    const slots = page.getByRole('radiogroup', { name: `Créneaux du ${label}` });
    const none = page.getByText(/^Aucun créneau libre ce jour-là/);
    await expect(slots.or(none).first()).toBeVisible();
    const free = slots.getByRole('radio', { disabled: false });
    if ((await free.count()) > 0) slot = free.first();
  }
  expect(slot, 'a free slot within two weeks').not.toBeNull();
  await slot?.locator('xpath=ancestor::label[1]').click();
  await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
  const done = page.getByRole('status').filter({ hasText: /^Révision 1 réservée le / });
  await expect(done).toBeFocused();
  await expect(page.getByRole('list', { name: 'Vos révisions' })).toContainText('Réservée');
  await axe(page);
});

for (const locale of ['fr', 'en'] as const) {
  test(`month 14: an early return is free for a listed situation and asked for; the service voucher downloads (${locale})`, async ({
    page,
  }) => {
    const en = locale === 'en';
    await signIn(page, 'mois14@acme.test', 'Julien', locale);
    await openMyRent(page, locale);
    const facts = await factsOf(page);
    expect(facts.rental.month).toBe(14);
    if (!en) await expectScheduleOfTheLibrary(page, facts);
    await axe(page);

    const situations = page.getByRole('radiogroup', {
      name: en ? 'Your situation' : 'Votre situation',
    });
    await situations
      .getByText(en ? 'Another situation' : 'Autre situation', { exact: true })
      .click();
    const other = earlyReturn({ ...facts.input, today: facts.today, situation: 'other' });
    await expect(page.getByText(en ? /^Possible for/ : /^Possible pour/)).toContainText(
      en ? `Possible for ${euros(other.costCents)}` : euros(other.costCents),
    );
    await situations.getByText(en ? 'Dismissal' : 'Licenciement', { exact: true }).click();
    const free = earlyReturn({ ...facts.input, today: facts.today, situation: 'dismissal' });
    expect(free).toMatchObject({ allowed: true, free: true, reason: 'listed-situation' });
    await expect(page.getByText(en ? /^Possible and free/ : /^Possible et gratuite/)).toBeVisible();
    await axe(page);

    await page
      .getByRole('button', {
        name: en ? 'Ask for an early return' : 'Demander la restitution anticipée',
      })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(en ? 'the return is free' : 'la restitution est gratuite');
    await axe(page);
    await dialog
      .getByRole('button', { name: en ? 'Send my request' : 'Envoyer ma demande' })
      .click();
    const sent = page
      .getByRole('status')
      .filter({ hasText: en ? 'Your request is sent.' : 'Votre demande est envoyée.' });
    await expect(sent).toBeFocused();
    await expect(
      page.getByText(
        en ? /^Early return request sent on / : /^Demande de restitution anticipée envoyée le /,
      ),
    ).toBeVisible();
    await axe(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', {
          name: en ? 'Download the service voucher (PDF)' : 'Télécharger le bon d’entretien (PDF)',
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('service-voucher.pdf');
    expect(download.url()).toMatch(/^blob:/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('month 34: the three options with the prices of the library; keyboard only, the extension chosen and shown', async ({
  page,
}) => {
  await signIn(page, 'mois34@acme.test', 'Claire');
  await openMyRent(page);
  const facts = await factsOf(page);
  expect(facts.rental.month).toBe(34);
  await expectScheduleOfTheLibrary(page, facts);
  const options = endOfLeaseOptions({
    bikePriceCents: facts.rental.bikePriceCents,
    rentCents: facts.rental.monthlyRentCents,
    policy: facts.policy,
  });
  const window = endOfLeaseWindow(facts.rental.startedOn, facts.today);
  expect(window.state).toBe('open');
  const items = page.getByRole('list', { name: 'Les trois choix possibles' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  expect(plain(await items.nth(0).textContent())).toContain(euros(options.buyout.priceCents));
  expect(plain(await items.nth(0).textContent())).toContain(
    `20 % du prix d’achat de votre vélo, à payer au plus tard le ${long(window.buyoutPayBy)}.`,
  );
  expect(plain(await items.nth(1).textContent())).toContain('0,00 €');
  expect(plain(await items.nth(2).textContent())).toContain(
    `${euros(options.extend.riderMonthlyCents)} par mois`,
  );
  expect(plain(await items.nth(2).textContent())).toContain(
    `loyer réduit de ${euros(options.extend.monthlyRentCents)} par mois, pendant 24 mois.`,
  );
  expect(plain(await page.getByText(/^Faites votre choix au plus tard/).textContent())).toBe(
    `Faites votre choix au plus tard le ${long(window.decideBy)}. Votre location se termine le ${long(window.endsOn)}.`,
  );
  await axe(page);

  // Keyboard only: to the extension's button, Escape first, then confirmed.
  const choose = page.getByRole('button', { name: 'Choisir la prolongation' });
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /^Prolonger votre location de 2 ans/ });
  await expect(dialog).toBeVisible();
  await axe(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmer ce choix' }));
  await page.keyboard.press('Enter');
  const saved = page.getByRole('status').filter({ hasText: /^Votre choix est enregistré/ });
  await expect(saved).toBeFocused();
  expect(plain(await saved.textContent())).toBe('Votre choix est enregistré : Prolonger de 2 ans.');
  await axe(page);

  // Shown again on a fresh visit, still open to change until the deadline.
  await page.reload();
  await expect(page.getByText(/^Votre choix\s:\sProlonger de 2 ans, enregistré le /)).toContainText(
    `Vous pouvez changer d’avis jusqu’au ${long(window.decideBy)}.`,
  );
  await expect(items.nth(2)).toContainText('Votre choix');
  await expect(page.getByRole('button', { name: 'Choisir la prolongation' })).toHaveCount(0);
  const extension = extensionDates(facts.rental.startedOn);
  expect(plain(await page.getByText(/^Votre location continuera/).textContent())).toBe(
    `Votre location continuera 2 ans de plus après le ${long(window.endsOn)}, à loyer réduit.`,
  );
  expect(extension.startedOn > window.endsOn).toBe(true);
});

test('month 34: the buyout chosen, paid on the provider’s page, then shown paid on /my-rent with the choice locked', async ({
  page,
  request,
}) => {
  // Spec §4 and §9: the buyout (resell ratio × purchase price) is paid by the end date; the page
  // must not need the dev switch (/__dev/rentals/{id}/buyout-paid): the provider's success does it.
  await resetRentals(request);
  await signIn(page, 'mois34@acme.test', 'Claire');
  await openMyRent(page);
  const facts = await factsOf(page);
  const price = endOfLeaseOptions({
    bikePriceCents: facts.rental.bikePriceCents,
    rentCents: facts.rental.monthlyRentCents,
    policy: facts.policy,
  }).buyout.priceCents;
  const window = endOfLeaseWindow(facts.rental.startedOn, facts.today);

  await page.getByRole('button', { name: 'Choisir l’achat' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Acheter votre vélo/ });
  await dialog.getByRole('button', { name: 'Confirmer ce choix' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Votre choix est enregistré/ }),
  ).toBeFocused();

  const payment = page.getByRole('region', { name: 'Paiement du rachat' });
  expect(plain(await payment.getByText(/^À payer/).textContent())).toBe(
    `À payer : ${euros(price)}, au plus tard le ${long(window.buyoutPayBy)}.`,
  );
  await axe(page);
  await payment.getByRole('button', { name: 'Payer le rachat' }).click();

  // The provider's hosted page (the dev API's stand-in, on its own origin).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4300\/payment-provider\/checkout\//);
  await expect(page.getByText('Rachat de votre vélo en fin de location Velo')).toContainText(
    euros(price),
  );
  await page.getByLabel('Titulaire de la carte').fill('Claire Martin');
  await page.getByLabel('Numéro de carte').fill('4970 1012 3456 7890');
  await page.getByLabel('Date d’expiration (MM/AA)').fill('12/29');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(page).toHaveURL(/\/rider\/payment\/confirmed\?payment=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement confirmé' })).toBeVisible();
  await expect(page.getByText('Votre vélo sera à vous à la fin de votre location.')).toBeVisible();
  expect(plain(await page.getByText(/^Objet du paiement/).textContent())).toBe(
    'Objet du paiement : rachat de votre vélo en fin de location',
  );
  expect(plain(await page.getByText(/^Vous avez payé/).textContent())).toContain(euros(price));
  await axe(page);
  await page.getByRole('link', { name: 'Voir ma location' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ma location' })).toBeVisible();
  const paidOn = long(parisDate(new Date()));
  expect(plain(await page.getByText(/^Rachat payé le /).textContent())).toBe(
    `Rachat payé le ${paidOn} : votre choix est définitif.`,
  );
  await expect(page.getByRole('button', { name: 'Payer le rachat' })).toHaveCount(0);
  const items = page.getByRole('list', { name: 'Les trois choix possibles' }).getByRole('listitem');
  await expect(items.nth(0)).toContainText('Votre choix');
  await expect(
    page.getByRole('list', { name: 'Les trois choix possibles' }).getByRole('button'),
  ).toHaveCount(0);
  const rental = await signedInFetch<{ endOfLease: { buyoutPaidAt: string | null } }>(
    page,
    `/api/v2/rentals/${facts.rental.id}`,
  );
  expect(rental.endOfLease.buyoutPaidAt).not.toBeNull();
  await axe(page);
});

test('the extension running: its dates and the next debit at the reduced rent', async ({
  page,
}) => {
  await signIn(page, 'prolonge@acme.test', 'Marc');
  await openMyRent(page);
  const facts = await factsOf(page);
  await expect(page.getByText('Prolongée', { exact: true })).toBeVisible();
  const extension = extensionDates(facts.rental.startedOn);
  await expect(page.getByText(/^Votre location est prolongée du/)).toHaveText(
    `Votre location est prolongée du ${long(extension.startedOn)} au ${long(extension.endsOn)}, à loyer réduit.`,
  );
  const options = endOfLeaseOptions({
    bikePriceCents: facts.rental.bikePriceCents,
    rentCents: facts.rental.monthlyRentCents,
    policy: facts.policy,
  });
  const card = page.getByRole('group', { name: 'Prochain prélèvement' });
  expect(plain(await card.textContent())).toContain(euros(options.extend.riderMonthlyCents));
  await expect(page.getByRole('heading', { name: 'Fin de votre location' })).toHaveCount(0);
  await axe(page);
});

for (const [email, firstName, kept] of [
  ['fin5@acme.test', 'Nadia', true],
  ['fin7@acme.test', 'Paul', false],
] as const) {
  test(`an ended rental, bank details ${kept ? 'kept' : 'deleted'} (${firstName})`, async ({
    page,
  }) => {
    await signIn(page, email, firstName);
    await openMyRent(page);
    const facts = await factsOf(page);
    expect(facts.rental.status).toBe('ended');
    await expect(page.getByText('Terminée', { exact: true })).toBeVisible();
    const endedOn = facts.rental.endedOn ?? '';
    await expect(page.getByText(`Votre location a pris fin le ${long(endedOn)}.`)).toBeVisible();
    const deletion = bankDetailsDeletionDate(endedOn);
    const text = kept
      ? `Vos coordonnées bancaires sont conservées jusqu’au ${long(deletion)}, puis supprimées automatiquement, 6 mois après la fin de votre location.`
      : `Vos coordonnées bancaires ont été supprimées le ${long(deletion)}, 6 mois après la fin de votre location.`;
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prochain prélèvement' })).toHaveCount(0);
    await axe(page);
  });
}

test('a rider without a rental finds the way to one (English)', async ({ page }) => {
  await signIn(page, 'rider@acme.test', 'Camille', 'en');
  await openMyRent(page, 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'No rental yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See my offer' })).toHaveAttribute(
    'href',
    '/rider/my-offer',
  );
  await axe(page);
});
