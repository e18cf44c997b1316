import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { netCost, parisDate, type CommuteAnswers } from '@velo/leasing';
import type { CommuteDistanceBand, CommuteTransport } from '@velo/validation';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * /my-rent/net-cost (issue 14 "a net-cost view") for Julien (mois14@acme.test, month 14 of his
 * lease): reached from /my-rent, its figures are those `@velo/leasing` `netCost` computes from his
 * rental as the API has it, his company's contribution and his commute questionnaire's answers
 * (he never answered it: the page says so and links to it); the "information, not tax advice"
 * notice and the figures' sources; French and English; axe clean. Shares the rentals' seeded
 * database (project chromium-lease-journey), put back by `POST /__dev/rentals/reset`.
 */
test.describe.configure({ mode: 'serial' });

type Locale = 'fr' | 'en';
const api = 'http://127.0.0.1:4300';
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();
/** Money as spec section 9 displays it, in both languages: "1 234,50 €". */
const euros = (cents: number) =>
  plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100));

const texts = {
  fr: {
    hello: 'Bonjour Julien',
    myRent: 'Ma location',
    link: 'Voir le coût net de ma location',
    title: 'Coût net de ma location',
    notice: 'Information, pas un conseil fiscal',
    lease: 'Coût de vos 36 mois de location',
    rent: 'Loyers des 36 mois',
    employer: 'Payé par votre employeur',
    rider: 'Ce que vous payez en tout',
    buyout: 'Rachat du vélo et prix neuf',
    buyoutPrice: 'Prix de rachat en fin de location',
    withBuyout: 'Vos 36 mois et le rachat',
    bikePrice: 'Prix du vélo neuf',
    allowance: 'Part de votre employeur et plafonds du forfait mobilités durables',
    employerYearly: 'Part de votre employeur sur 12 mois',
    ceiling: 'Plafond du forfait mobilités durables, par an',
    tax: 'Réduction d’impôt de votre employeur',
    reduction: 'Réduction d’impôt (',
    employerNet: 'Coût net pour votre employeur après réduction',
    commute: 'Votre trajet actuel face à la location',
    commuteYearly: 'Coût de ce trajet par an',
    unanswered: /^Vous n’avez pas encore indiqué comment vous venez au travail/,
    answer: 'Répondre au questionnaire sur mes trajets',
    sources: 'Chaque chiffre utilisé, sa source, sa date et s’il reste à confirmer',
    taxFigure: 'Réduction d’impôt pour une flotte de vélos',
    toConfirm: 'À confirmer',
    until: '31 décembre 2027',
  },
  en: {
    hello: 'Hello Julien',
    myRent: 'My rental',
    link: 'See the net cost of my lease',
    title: 'Net cost of my lease',
    notice: 'Information, not tax advice',
    lease: 'Cost of your 36 months of lease',
    rent: 'Rent of the 36 months',
    employer: 'Paid by your employer',
    rider: 'What you pay in all',
    buyout: 'Buyout and price new',
    buyoutPrice: 'Buyout price at the end of the lease',
    withBuyout: 'Your 36 months and the buyout',
    bikePrice: 'The bike’s price new',
    allowance: 'Your employer’s share and the sustainable-mobility allowance ceilings',
    employerYearly: 'Your employer’s share over 12 months',
    ceiling: 'Sustainable-mobility allowance ceiling, per year',
    tax: 'Your employer’s tax reduction',
    reduction: 'Tax reduction (',
    employerNet: 'Net cost to your employer after the reduction',
    commute: 'Your current commute against the lease',
    commuteYearly: 'This commute’s cost per year',
    unanswered: /^You have not told us yet how you get to work/,
    answer: 'Answer the commute questionnaire',
    sources: 'Each figure used, its source, its date and whether it is still to confirm',
    taxFigure: 'Tax reduction for a bike fleet',
    toConfirm: 'To confirm',
    until: '31 December 2027',
  },
} as const;

/** A GET of the API with the signed-in page's token, as the app sends it. */
function signedInFetch<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token =
      globalThis.sessionStorage.getItem('token') ?? globalThis.localStorage.getItem('token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return response.json();
  }, path);
}

/** The expectation, computed by the lib from the API's rental, the company's terms and the answers. */
async function expectedNetCost(page: Page) {
  const [summary] = await signedInFetch<{ id: number }[]>(page, '/api/v2/rentals');
  const rental = await signedInFetch<{
    startedOn: string;
    monthlyRentCents: number;
    monthsOfFreeRent: number;
    bikePriceCents: number;
  }>(page, `/api/v2/rentals/${summary?.id}`);
  const profile = await signedInFetch<{ clientId: number }>(page, '/api/profile');
  const terms = await signedInFetch<{
    employerContributionRate: number;
    monthlyEmployerContributionCapCents: number | null;
  }>(page, `/api/v2/clients/${profile.clientId}/employer-contribution-and-fmd-value`);
  const answers = await signedInFetch<{
    currentTransport: CommuteTransport | null;
    distanceBand: CommuteDistanceBand | null;
  }>(page, '/api/v2/commute-questionnaire');
  const commute: CommuteAnswers | null = answers.currentTransport
    ? { transport: answers.currentTransport, distanceBand: answers.distanceBand }
    : null;
  return netCost({
    startedOn: rental.startedOn,
    rentCents: rental.monthlyRentCents,
    policy: {
      rate: terms.employerContributionRate,
      capCents: terms.monthlyEmployerContributionCapCents,
    },
    freeMonths: rental.monthsOfFreeRent,
    bikePriceCents: rental.bikePriceCents,
    commute,
    today: parisDate(new Date()),
  });
}

/** The terms and values of the definition list named `name`, spaces made plain. */
function factsOf(page: Page, name: string): Promise<Record<string, string>> {
  return page
    .getByLabel(name, { exact: true })
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll('dt')].map((dt) => [
          (dt.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ').trim(),
          (dt.nextElementSibling?.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ').trim(),
        ]),
      ),
    );
}

/**
 * Signs Julien in and shows the page in `locale`, whatever language his profile holds (the
 * profile's language applies at sign-in, spec section 4; the header's switch changes the page's).
 */
async function signIn(page: Page, locale: Locale) {
  await signInThroughApi(page, 'mois14@acme.test');
  const heading = page.getByRole('heading', { level: 1, name: /^(Bonjour|Hello) Julien$/ });
  await expect(heading).toBeVisible();
  if ((await heading.textContent()) !== texts[locale].hello) {
    await page.getByRole('button', { name: locale === 'fr' ? 'Français' : 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts[locale].hello })).toBeVisible();
  }
}

test.beforeAll(async ({ request }) => {
  const response = await request.post(`${api}/__dev/rentals/reset`);
  expect(response.ok()).toBe(true);
});

for (const locale of ['fr', 'en'] as const) {
  test(`month 14: the net cost of the lease is the lib's, with its sources and the notice (${locale})`, async ({
    page,
  }) => {
    const t = texts[locale];
    await signIn(page, locale);
    await page.getByRole('banner').getByRole('link', { name: t.myRent }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.myRent })).toBeVisible();
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/my-rent\/net-cost$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.notice, { exact: true })).toBeVisible();

    const view = await expectedNetCost(page);
    const lease = await factsOf(page, t.lease);
    expect(lease[t.rent]).toBe(euros(view.lease.rentCents));
    expect(lease[t.employer]).toBe(euros(view.lease.employerCents));
    expect(lease[t.rider]).toBe(euros(view.lease.riderCents));

    const buyout = await factsOf(page, t.buyout);
    expect(buyout[t.buyoutPrice]).toBe(euros(view.buyout.priceCents));
    expect(buyout[t.withBuyout]).toBe(euros(view.buyout.riderWithBuyoutCents));
    expect(buyout[t.bikePrice]).toBe(euros(view.buyout.bikePriceCents));

    const allowance = await factsOf(page, t.allowance);
    expect(allowance[t.employerYearly]).toBe(euros(view.allowance.employerYearlyCents));
    expect(allowance[t.ceiling]).toBe(euros(view.allowance.ceilingCents));

    const tax = await factsOf(page, t.tax);
    const reduction = Object.entries(tax).find(([term]) => term.startsWith(t.reduction));
    expect(reduction?.[1]).toBe(euros(view.employerTaxReduction.reductionCents));
    expect(tax[t.employerNet]).toBe(euros(view.employerTaxReduction.employerNetCents));

    if (view.commute === null) {
      // Julien never answered the questionnaire: the page says so and leads to it.
      await expect(page.getByText(t.unanswered)).toBeVisible();
      await expect(page.getByRole('link', { name: t.answer })).toHaveAttribute(
        'href',
        /\/user-profile\/needs$/,
      );
      await expect(page.getByLabel(t.commute, { exact: true })).toHaveCount(0);
    } else {
      const commute = await factsOf(page, t.commute);
      expect(commute[t.commuteYearly]).toBe(euros(view.commute.yearlyCents ?? 0));
    }

    // Every figure with its source and date; the tax reduction's is to confirm, until end 2027.
    const sources = page.getByRole('list', { name: t.sources });
    const taxRow = sources.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: t.taxFigure }),
    });
    await expect(taxRow).toContainText('CGI art. 220 undecies A');
    await expect(taxRow).toContainText(t.until);
    await expect(taxRow).toContainText(t.toConfirm);
    await expect(sources.getByRole('listitem')).toHaveCount(view.figures.length + 1);

    await expectNoAxeViolations(page, { exclude: [announcerNodes] });
    if (locale === 'en') {
      // Leave Julien's profile in French, as seeded, for the files that follow.
      await page.getByRole('button', { name: 'Français' }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.fr.title })).toBeVisible();
    }
  });
}

/** Tab until `target` has the focus (the keyboard alone, as a rider without a pointer). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: from /my-rent to the net cost and on to the questionnaire link', async ({
  page,
}) => {
  await signIn(page, 'fr');
  await page.goto('/rider/my-rent');
  await expect(page.getByRole('heading', { level: 1, name: texts.fr.myRent })).toBeVisible();
  const link = page.getByRole('link', { name: texts.fr.link });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-rent\/net-cost$/);
  const title = page.getByRole('heading', { level: 1, name: texts.fr.title });
  await expect(title).toBeVisible();
  // Focus moves to the new page's title; the next link of the page is reachable with Tab.
  await expect(title).toBeFocused();
  const next = page.getByRole('main').getByRole('link').first();
  await tabTo(page, next);
  await expect(next).toBeFocused();
});
