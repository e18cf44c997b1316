import { expect, logIn, personas, signInThroughApi, storedToken, test } from './fixtures';

test('remember me keeps the credentials in local storage', async ({ page }) => {
  await page.goto('/rider/login');
  await logIn(page, personas.rider, { remember: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  const stored = await storedToken(page);
  expect(stored.local).toBeTruthy();
  expect(stored.localUserId).toBeTruthy();
  expect(stored.session).toBeNull();
});

test('without remember me the credentials stay in session storage, and logout leaves none', async ({
  page,
}) => {
  await page.goto('/rider/login');
  await logIn(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  let stored = await storedToken(page);
  expect(stored.session).toBeTruthy();
  expect(stored.local).toBeNull();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/rider\/login/);
  stored = await storedToken(page);
  expect(stored).toEqual({ local: null, session: null, localUserId: null, sessionUserId: null });
  // The revoked token no longer opens anything: home asks to log in again.
  await page.goto('/rider/');
  await expect(page).toHaveURL(/\/rider\/login/);
});

test('a token in the address bar at start is stored and taken out of the URL', async ({
  page,
  request,
}) => {
  const login = await request.post('/auth/login', {
    data: { email: personas.rider, password: 'velo-demo-2026' },
  });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`/rider/?token=${encodeURIComponent(token)}&utm=mail`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  expect(page.url()).not.toContain(token);
  expect(page.url()).toContain('utm=mail');
  expect((await storedToken(page)).local).toBe(token);
});

test('a start link of another account asks before switching; declining keeps the session', async ({
  page,
  request,
}) => {
  const login = await request.post('/auth/login', {
    data: { email: personas.manager, password: 'velo-demo-2026' },
  });
  const { token } = (await login.json()) as { token: string };
  await signInThroughApi(page, personas.rider);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  const signedIn = (await storedToken(page)).local;
  await page.goto(`/rider/?token=${encodeURIComponent(token)}`);
  const dialog = page.getByRole('alertdialog', { name: /^Changer de compte/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`(${personas.rider})`);
  await expect(dialog).toContainText(`(${personas.manager})`);
  expect(page.url()).not.toContain(token);
  expect((await storedToken(page)).local).toBe(signedIn);
  // Keyboard: Escape keeps the signed-in account and forgets the link.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  expect((await storedToken(page)).local).toBe(signedIn);

  // Accepting switches: the link's token is the session now.
  await page.goto(`/rider/?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'Continuer avec l’autre compte' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).not.toHaveText(
    'Bonjour Camille',
  );
  expect((await storedToken(page)).local).toBe(token);
  expect(page.url()).not.toContain(token);
});
