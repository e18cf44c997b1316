import type { Page, Route } from '@playwright/test';
import { appHydrated, builtChunk, expect, logIn, personas, storedToken, test } from './fixtures';

const snackbarText = 'Une erreur est survenue';

/** Counts the API calls a page makes, to prove a fault does not start a request storm. */
function countApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/auth/'))
      calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

async function signIn(page: Page) {
  await page.goto('/rider/login');
  await logIn(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
}

test.describe('401', () => {
  test('a 401 on /api/ logs out to /login and clears the stored credentials', async ({ page }) => {
    await signIn(page);
    const calls = countApiCalls(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"code":"UNAUTHORIZED","message":"Session expired"}',
      }),
    );
    await page.goto('/rider/');
    await expect(page).toHaveURL(/\/rider\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    // The 401 shows /login at once; the credentials go once the logout call has ended (it is sent
    // first, with the token that identifies the session: spec section 4).
    await expect
      .poll(() => storedToken(page))
      .toEqual({ local: null, session: null, localUserId: null, sessionUserId: null });
    expect(calls.length).toBeLessThan(10);
  });

  test('a 401 on /auth/login does not log out: it says the login is incorrect', async ({
    page,
  }) => {
    await page.goto('/rider/login');
    await page.route('**/auth/login', (route) => route.fulfill({ status: 401, body: '' }));
    await logIn(page, personas.rider);
    await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
    await expect(page).toHaveURL(/\/rider\/login$/);
    // What the user typed is still there.
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(
      personas.rider,
    );
  });
});

const unavailableBodies: Array<[string, Parameters<Route['fulfill']>[0]]> = [
  [
    'JSON',
    {
      status: 503,
      contentType: 'application/json',
      body: '{"code":"SERVICE_UNAVAILABLE","message":"Maintenance"}',
    },
  ],
  ['empty', { status: 503, body: '' }],
  [
    'HTML',
    {
      status: 503,
      contentType: 'text/html',
      body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
    },
  ],
];

for (const [kind, response] of unavailableBodies) {
  test(`a 503 with a ${kind} body shows the maintenance page, and Actualiser reloads`, async ({
    page,
  }) => {
    // A signed-in rider comes back while the API is down for maintenance.
    await signIn(page);
    await page.route('**/api/profile', (route) => route.fulfill(response));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Le site est en cours de maintenance' }),
    ).toBeVisible();
    await expect(
      page.getByText('Nous vous invitons à revenir dans quelques minutes'),
    ).toBeVisible();
    await page.unroute('**/api/profile');
    await page.getByRole('button', { name: 'Actualiser' }).click();
    // The session outlived the maintenance: the rider is back on the home page.
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  });
}

test('a signed-out visitor logging in during maintenance gets the maintenance page', async ({
  page,
}) => {
  await page.goto('/rider/login');
  await page.route('**/auth/login', (route) => route.fulfill({ status: 503, body: '' }));
  await logIn(page, personas.rider);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Le site est en cours de maintenance' }),
  ).toBeVisible();
});

test('a signed-out visit sends no API request: nothing to ask without a session', async ({
  page,
}) => {
  const calls = countApiCalls(page);
  await page.goto('/rider/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/rider\/login\?from=%2Fprofile$/);
  expect(calls).toEqual([]);
});

test.describe('faults on the login call end in the error snackbar, keeping what was typed', () => {
  const faults: Array<[string, (route: Route) => Promise<void>]> = [
    [
      'a 500',
      (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal error</h1>' }),
    ],
    ['a network abort', (route) => route.abort('failed')],
    ['a time-out', (route) => route.abort('timedout')],
    [
      'malformed JSON',
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"token": "abc", ' }),
    ],
  ];
  for (const [name, fault] of faults) {
    test(name, async ({ page }) => {
      await page.goto('/rider/login');
      await page.route('**/auth/login', fault);
      await logIn(page, personas.rider);
      await expect(page.getByRole('alert').filter({ hasText: snackbarText })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(
        personas.rider,
      );
      await expect(page).toHaveURL(/\/rider\/login$/);
    });
  }

  test('offline', async ({ page, context }) => {
    await page.goto('/rider/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    // The heading is the prerendered HTML's; the app's scripts come after the first paint. Offline
    // before it has hydrated the page, it would never load.
    await appHydrated(page);
    await context.setOffline(true);
    await logIn(page, personas.rider);
    await expect(page.getByRole('alert').filter({ hasText: snackbarText })).toBeVisible();
    await context.setOffline(false);
  });
});

test('a lazy chunk that fails reloads the page once, then shows the error screen', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  const screenChunk = builtChunk('libs/features/sign-in/src/RetrievePasswordScreen.tsx');
  await page.route(screenChunk, (route) => route.abort('failed'));
  await page.goto('/rider/retrievePassword');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' }),
  ).toBeVisible();
  // The first load, then exactly one automatic reload.
  expect(loads).toBe(2);
  // A later success resets the flag: once the chunk loads, the page works again.
  await page.unroute(screenChunk);
  // From here the page's clock is moved forward rather than waited for.
  await page.clock.install();
  await page.goto('/rider/retrievePassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  // The heading is the prerendered HTML's: the app, whose scripts come after the first paint (and
  // whose timers the page's clock now holds), runs once it has hydrated the page.
  await appHydrated(page);
  // …and once the page has stayed without failure for a while (10 s), the flag is reset.
  expect(
    await page.evaluate(() => window.sessionStorage.getItem('velo:chunk-reloaded')),
  ).not.toBeNull();
  // The clock moves on by a second at each look past the 10 s: on a busy machine, the success that
  // starts the delay (a chunk's, each starting its own) may come after the first move.
  await page.clock.fastForward(10_000);
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return page.evaluate(() => window.sessionStorage.getItem('velo:chunk-reloaded'));
    })
    .toBeNull();
});
