import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../../tools/playwright/axe.ts';
import { demoPassword, expect, personas, signInThroughApi, test } from './fixtures';

/**
 * /invite (issue 15): Acme's manager invites an address (a pasted list with a mistake first: named
 * next to the field, focus there, nothing lost); the test reads the e-mail in the dev outbox and
 * follows its link to Acme's registration page. Keyboard only, the manager pauses registrations:
 * a visitor who had the form open is refused with "registrations on hold", and the link says so;
 * resumed, it is the form again. Axe in French and English. Registrations are put back open after
 * (afterAll too), as other files register riders at Acme: the pause lasts a few seconds.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const api = 'http://127.0.0.1:4300';
/** react-aria's transient announcer nodes (see a11y.spec.ts). */
const announcerNodes = '[role="log"][aria-live] > [role="img"]';
const run = Date.now();
const invitee = `lea.fontaine.${run}@exemple.test`;

/** Puts Acme's registrations back open through the API, as its manager. */
async function resumeRegistrations(request: APIRequestContext) {
  const login = await request.post(`${api}/auth/login`, {
    data: { email: personas.manager, password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get(`${api}/api/profile`, { headers })).json()) as {
    clientId: number;
  };
  const xsrf = (await request.storageState()).cookies.find(
    (cookie) => cookie.name === 'XSRF-TOKEN',
  )?.value;
  const put = await request.put(`${api}/api/v2/clients/${profile.clientId}/registrations-on-hold`, {
    headers: { ...headers, 'x-xsrf-token': xsrf ?? '' },
    data: { registrationsOnHold: false },
  });
  expect(put.status()).toBe(200);
}

async function openInvite(page: Page) {
  await signInThroughApi(page, personas.manager, '/rider/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Inviter des salariés' })).toBeVisible();
}

/** Presses Tab until `isThere` holds (at most 40 times). */
async function tabTo(page: Page, isThere: () => Promise<boolean>) {
  for (let step = 0; step < 40; step += 1) {
    if (await isThere()) return;
    await page.keyboard.press('Tab');
  }
  expect(await isThere()).toBe(true);
}

async function registrationPage(browser: Browser, path: string) {
  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Inscription – Acme France' }),
  ).toBeVisible();
  return visitor;
}

test.afterAll(async ({ request }) => resumeRegistrations(request));

test('the manager invites an address; its e-mail leads to Acme’s registration', async ({
  page,
  request,
  browser,
}) => {
  await openInvite(page);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  const field = page.getByRole('textbox', { name: /Adresses e-mail/ });
  const typed = `${invitee.toUpperCase()}; lea.fontaine@exemple, ${invitee}`;
  await field.fill(typed);
  await page.getByRole('button', { name: 'Envoyer les invitations' }).click();
  // The mistake named next to the field, focus there, the list as typed.
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(typed);
  await expect(
    page.getByText(/Cette adresse n’est pas valide.*lea\.fontaine@exemple\./),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await field.fill(typed.replace(' lea.fontaine@exemple,', ''));
  await page.getByRole('button', { name: 'Envoyer les invitations' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '1 invitation envoyée avec le lien de l’entreprise.' }),
  ).toBeVisible();
  await expect(field).toHaveValue('');

  // The dev API's outbox stands in for the mailbox.
  const outbox = (await (await request.get(`${api}/__dev/outbox`)).json()) as {
    to: string;
    link: string;
  }[];
  const mail = outbox.filter((sent) => sent.to === invitee);
  expect(mail).toHaveLength(1);
  const link = new URL(mail[0]?.link ?? '');
  expect(link.pathname).toBe('/rider/join/acme/acme-invite-2026');
  // The link the page shares is the one the e-mail carries.
  await expect(
    page.getByRole('textbox', { name: 'Lien d’invitation de l’entreprise' }),
  ).toHaveValue(`http://127.0.0.1:4173${link.pathname}`);
  const visitor = await registrationPage(browser, link.pathname);
  await expect(visitor.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  await visitor.close();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite employees' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
});

test('keyboard only, the manager copies the link and pauses registrations; a visitor is refused, then welcome again', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const visitor = await registrationPage(browser, '/rider/join/acme/acme-invite-2026');
  await visitor.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  await visitor.getByRole('textbox', { name: 'Nom', exact: true }).fill('Fontaine');
  // A work address of Acme's (the form's first choice).
  await visitor
    .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
    .fill(`visiteur.${run}@acme.test`);
  await visitor.getByRole('textbox', { name: 'Code postal' }).fill('75011');
  await visitor.getByLabel(/^Mot de passe/).fill('un-velo-pour-2026');
  await visitor.getByLabel('Confirmez le mot de passe').fill('un-velo-pour-2026');
  await visitor.getByText('J’accepte les conditions générales d’utilisation').click();

  await openInvite(page);
  const copy = page.getByRole('button', { name: 'Copier le lien' });
  await tabTo(page, () => copy.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Lien copié.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'http://127.0.0.1:4173/rider/join/acme/acme-invite-2026',
  );

  const pause = page.getByRole('switch', { name: 'Suspendre les inscriptions' });
  await tabTo(page, () => pause.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: /Inscriptions suspendues/ }),
  ).toBeVisible();
  await expect(pause).toBeChecked();
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });

  // The visitor who had the form open is refused; the link itself now says so.
  const answer = visitor.waitForResponse((response) => response.url().endsWith('/auth/register'));
  await visitor.getByRole('button', { name: 'Créer mon compte' }).click();
  expect(await (await answer).json()).toMatchObject({ code: 'REGISTRATIONS_ON_HOLD' });
  expect((await answer).status()).toBe(403);
  // (The page reads the invitation again after the refusal: the form gives way to the message.)
  await expect(visitor.getByText('Les inscriptions sont actuellement suspendues')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Créer mon compte' })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText('Les inscriptions sont actuellement suspendues')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Créer mon compte' })).toHaveCount(0);

  // Resumed (put back): the form again.
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: /Inscriptions reprises/ })).toBeVisible();
  await expect(pause).not.toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  await visitor.close();
});

test('a manager of two unrelated companies chooses the one whose link it is, kept in the address', async ({
  page,
}) => {
  await signInThroughApi(page, 'services-rh@acme.test', '/rider/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Inviter des salariés' })).toBeVisible();
  const link = page.getByRole('textbox', { name: /Lien d’invitation/ });
  await expect(link).toHaveValue(/\/join\/acme\//);
  const company = page.getByRole('button', { name: /Entreprise/ });
  await company.click();
  await page.getByRole('option', { name: 'Holding Atlantique Nantes' }).click();
  await expect(link).toHaveValue(/\/join\/holding-nantes\//);
  await expect(page).toHaveURL(/[?&]client=\d+/);
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.reload();
  await expect(link).toHaveValue(/\/join\/holding-nantes\//);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /Company/ })).toContainText(
    'Holding Atlantique Nantes',
  );
  await expectNoAxeViolations(page, { exclude: [announcerNodes] });
  await page.getByRole('button', { name: 'Français' }).click();
});
