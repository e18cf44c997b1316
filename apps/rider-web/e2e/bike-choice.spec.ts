import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { demoPassword, expect, personas, signInThroughApi, test } from './fixtures';

/**
 * Choosing a bike: the demo rider answers the commute questionnaire, sees the recommended bikes,
 * filters to electric cargo bikes under a price, opens one and adds a helmet. Answering changes the
 * rider's questionnaire, so each test first forgets the answers through the API (the same call as
 * "start again"), and the file runs its tests one after the other.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';

async function forgetAnswers(request: APIRequestContext) {
  const login = await request.post(`${api}/auth/login`, {
    data: { email: personas.rider, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  // Any answer sets the XSRF cookie the state-changing call must echo.
  await request.get(`${api}/api/profile`, { headers: { authorization } });
  const state = await request.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const reset = await request.delete(`${api}/api/v2/commute-questionnaire`, {
    headers: { authorization, 'x-xsrf-token': xsrf },
  });
  expect(reset.status()).toBe(204);
}

test.beforeEach(async ({ request }) => {
  await forgetAnswers(request);
});

async function signIn(page: Page) {
  await signInThroughApi(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
}

const texts = {
  fr: {
    needsTitle: 'Vos besoins de mobilité',
    question: (n: number) => `Question ${n} sur 7`,
    next: 'Suivant',
    finish: 'Terminer',
    skipped: 'Veuillez indiquer votre mode de transport actuel pour vos trajets domicile-travail',
    answers: [
      'Voiture personnelle',
      'Plus de 10 km',
      'De 30 à 45 minutes',
      'Oui, avec assistance électrique',
      'Pas de préférence',
      null,
      'E-mail',
    ],
    summary: 'Vos réponses',
    toCatalogue: 'Voir les vélos recommandés',
    catalogueTitle: 'Choisir mon vélo',
    recommended: 'Recommandé',
    cargo: 'Cargo compact',
    maxPrice: 'Prix maximum (€)',
    count: /vélos? correspond/,
    rent: 'Loyer mensuel TTC',
    share: 'Votre part mensuelle',
  },
  en: {
    needsTitle: 'Your commute needs',
    question: (n: number) => `Question ${n} of 7`,
    next: 'Next',
    finish: 'Finish',
    skipped: 'Please indicate how you currently commute',
    answers: [
      'Personal car',
      'Over 10 km',
      '30 to 45 minutes',
      'Yes, with electric assistance',
      'No preference',
      null,
      'Email',
    ],
    summary: 'Your answers',
    toCatalogue: 'See the recommended bikes',
    catalogueTitle: 'Choose my bike',
    recommended: 'Recommended',
    cargo: 'Cargo',
    maxPrice: 'Maximum price (€)',
    count: /bikes? match/,
    rent: 'Monthly rent incl. VAT',
    share: 'Your monthly share',
  },
} as const;

/** The value of a row of the monthly breakdown. */
const breakdownRow = (page: Page, term: string) =>
  page.locator('dl dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');

async function journey(page: Page, locale: 'fr' | 'en') {
  const t = texts[locale];
  await expect(page.getByRole('heading', { level: 1, name: t.needsTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.question(1) })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Skipping the first question says so, next to it.
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.skipped)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  for (const [index, answer] of t.answers.entries()) {
    await expect(
      page.getByRole('heading', { level: 2, name: t.question(index + 1) }),
    ).toBeVisible();
    if (answer) await page.getByRole('radio', { name: answer, exact: true }).check({ force: true });
    await page.getByRole('button', { name: index === 6 ? t.finish : t.next }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: t.summary })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // The catalogue, pre-filtered by the answers, with the matching bikes marked.
  await page.getByRole('link', { name: t.toCatalogue }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.catalogueTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/rider\/bikes\?electric=yes$/);
  await expect(page.getByText(t.recommended, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // Electric cargo bikes under 4 500 €.
  // The URL changes with the box: click, then wait for the page to follow.
  await page.getByRole('checkbox', { name: t.cargo, exact: true }).click({ force: true });
  await expect(page.getByRole('checkbox', { name: t.cargo, exact: true })).toBeChecked();
  await page.getByRole('textbox', { name: t.maxPrice }).fill('4500');
  await expect(page).toHaveURL(/category=cargo/);
  await expect(page).toHaveURL(/maxPrice=4500/);
  const status = page.getByRole('status').filter({ hasText: t.count });
  await expect(status).toBeVisible();
  const cards = page.locator('main li h3 a');
  expect(await cards.count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const name = (await cards.first().textContent()) ?? '';
  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  const rentBefore = await breakdownRow(page, t.rent).textContent();
  const shareBefore = await breakdownRow(page, t.share).textContent();
  await page.getByRole('checkbox', { name: /Hyban 2\.0/ }).click({ force: true });
  await expect(page.getByRole('checkbox', { name: /Hyban 2\.0/ })).toBeChecked();
  await expect(breakdownRow(page, t.rent)).not.toHaveText(rentBefore ?? '');
  await expect(breakdownRow(page, t.share)).not.toHaveText(shareBefore ?? '');
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
}

test('the demo rider answers the questionnaire, filters the catalogue and adds a helmet, in French', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/rider/user-profile/needs');
  await journey(page, 'fr');
});

test('the same journey in English', async ({ page }) => {
  await signIn(page);
  await page.goto('/rider/user-profile/needs');
  await expect(page.getByRole('heading', { level: 1, name: texts.fr.needsTitle })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await journey(page, 'en');
});

test('a failing catalogue shows the error state; Réessayer brings it back with the filters typed', async ({
  page,
}) => {
  await signIn(page);
  let fail = true;
  await page.route('**/api/v2/bike-models?**', (route) =>
    fail ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.goto('/rider/bikes?q=tern&electric=yes');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  fail = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('searchbox', { name: /Rechercher/ })).toHaveValue('tern');
  await expect(page.getByRole('status').filter({ hasText: /correspond/ })).toBeVisible();
  await expect(page).toHaveURL(/\?q=tern&electric=yes$/);
});

/** Presses Tab until `target` has the focus (the keyboard alone, as a rider would). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test('the whole journey with the keyboard alone', async ({ page }) => {
  await signIn(page);
  await page.goto('/rider/user-profile/needs');
  const t = texts.fr;
  await expect(page.getByRole('heading', { level: 2, name: t.question(1) })).toBeVisible();
  for (const [index, answer] of t.answers.entries()) {
    await expect(
      page.getByRole('heading', { level: 2, name: t.question(index + 1) }),
    ).toBeVisible();
    if (answer) {
      const radio = page.getByRole('radio', { name: answer, exact: true });
      // Tab reaches the group (its first or checked choice); the arrows move to the answer.
      await tabTo(page, page.getByRole('radio').first());
      for (let moves = 0; moves < 8 && !(await radio.isChecked()); moves += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(radio).toBeChecked();
    }
    await tabTo(page, page.getByRole('button', { name: index === 6 ? t.finish : t.next }));
    await page.keyboard.press('Enter');
  }
  const toCatalogue = page.getByRole('link', { name: t.toCatalogue });
  await tabTo(page, toCatalogue);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.catalogueTitle })).toBeVisible();

  await tabTo(page, page.getByRole('checkbox', { name: t.cargo, exact: true }));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/category=cargo/);
  const firstBike = page.locator('main li h3 a').first();
  const name = (await firstBike.textContent()) ?? '';
  await tabTo(page, firstBike, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const rentBefore = await breakdownRow(page, t.rent).textContent();
  await tabTo(page, page.getByRole('checkbox', { name: /Hyban 2\.0/ }), 120);
  await page.keyboard.press('Space');
  await expect(breakdownRow(page, t.rent)).not.toHaveText(rentBefore ?? '');
});
