import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

/**
 * The built chunk holding the module `source`, as a URL pattern: lazy chunks are named by their hash
 * alone, and each one's source map lists its modules.
 */
export function builtChunk(source: string): RegExp {
  const assets = join(import.meta.dirname, '../dist/assets');
  const file = readdirSync(assets).find(
    (name) =>
      name.endsWith('.js.map') &&
      (JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources: string[] }).sources.some(
        (path) => path.endsWith(source),
      ),
  );
  if (!file) throw new Error(`no built chunk holds ${source}: build the app first`);
  return new RegExp(`/assets/${file.replace(/\.map$/, '').replace(/[.-]/g, '\\$&')}$`);
}

export const demoPassword = 'velo-demo-2026';
export const personas = {
  rider: 'rider@acme.test',
  pending: 'pending@acme.test',
  manager: 'manager@acme.test',
  group: 'group@holding.test',
  retailer: 'store@partner.test',
  /** Grand Groupe's HR manager (VELO_SEED_LARGE, playwright.config.ts): the group's five companies. */
  largeEmployer: 'rh@grandgroupe.test',
} as const;

/**
 * Every test fails on an uncaught page error, a Content-Security-Policy violation or a message that
 * could not be formatted (faults must never end in an unhandled rejection, no id on screen).
 */
/**
 * Each worker's own database in the dev API (tools/dev-api/src/databases.ts; playwright.config.ts
 * starts it with one per worker): every request of the worker's pages and `request` names it, so the
 * journeys that move the same personas forward run side by side. A context a test opens itself
 * passes these headers too.
 */
export const workerDatabase = {
  'x-velo-test-database': process.env['TEST_PARALLEL_INDEX'] ?? '0',
};

/**
 * Trusted Types are reported, not enforced (tools/vite/appServer.ts): Leaflet, the map of /stores,
 * writes strings to `innerHTML`. Its reports are expected; a report-only violation from any other
 * script (the app's own code, React) fails the test like an enforced one, so nothing new joins it.
 */
let leafletChunk: RegExp | undefined;
function reportedTrustedTypesOfLeaflet(text: string): boolean {
  const match =
    /^Refused to load \(CSP require-trusted-types-for, report-only\): \S* in (\S+)$/.exec(text);
  if (!match?.[1]) return false;
  leafletChunk ??= builtChunk('leaflet/dist/leaflet-src.js');
  return leafletChunk.test(new URL(match[1]).pathname);
}

export const test = base.extend<{ pageProblems: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...workerDatabase });
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (
          /Content Security Policy|Refused to (load|execute|apply|connect)/i.test(text) &&
          !reportedTrustedTypesOfLeaflet(text)
        )
          problems.push(`CSP: ${text}`);
        // A message that could not be formatted (missing value, unknown id) must never pass
        // silently: @velo/i18n reports it with this prefix in production builds.
        if (text.startsWith('[@velo/i18n]')) problems.push(`message: ${text}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const reportOnly = event.disposition === 'report' ? ', report-only' : '';
          console.error(
            `Refused to load (CSP ${event.violatedDirective}${reportOnly}): ${event.blockedURI} in ${event.sourceFile}`,
          );
        });
      });
      await use(problems);
      expect(problems, 'page errors, CSP violations and message errors').toEqual([]);
    },
    { auto: true },
  ],
});

const loginLabels = {
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    remember: 'Se souvenir de moi',
    submit: 'Se connecter',
  },
  en: { email: 'Email address', password: 'Password', remember: 'Remember me', submit: 'Log in' },
} as const;

/** Signs in through the login form, in the language the page is in (French unless told). */
export async function logIn(
  page: Page,
  email: string,
  options: { remember?: boolean; password?: string; locale?: 'fr' | 'en' } = {},
) {
  const labels = loginLabels[options.locale ?? 'fr'];
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await page
    .getByRole('textbox', { name: labels.password, exact: true })
    .fill(options.password ?? demoPassword);
  // The label is what a person clicks (the native box is visually hidden).
  if (options.remember) await page.getByText(labels.remember, { exact: true }).click();
  await page.getByRole('button', { name: labels.submit }).click();
}

/**
 * Signs in through the API, for tests of what comes after the login form (the form has its own:
 * personas, storage, guards, keyboard): POST /auth/login with the worker's database header, the
 * token and userId stored where "Se souvenir de moi" puts them (spec section 4), then `path` opened.
 * The storage is written from a same-origin document that runs no app code (the favicon), so the
 * app starts signed in, as it does for a returning rider. One page load where the form took three
 * (the login page, the home it leads to, then the page under test).
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  path = '/rider/',
  options: { password?: string } = {},
) {
  const response = await page.request.post('/auth/login', {
    data: { email, password: options.password ?? demoPassword },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  const { token, userId } = (await response.json()) as { token: string; userId: number };
  await page.goto('/rider/favicon.svg');
  await page.evaluate(
    ([tokenValue, userIdValue]) => {
      window.localStorage.setItem('token', tokenValue);
      window.localStorage.setItem('userId', userIdValue);
    },
    [token, String(userId)] as const,
  );
  await page.goto(path);
}

export async function storedToken(page: Page) {
  return page.evaluate(() => ({
    local: window.localStorage.getItem('token'),
    session: window.sessionStorage.getItem('token'),
    localUserId: window.localStorage.getItem('userId'),
    sessionUserId: window.sessionStorage.getItem('userId'),
  }));
}

/** The dev API the e2e servers start (playwright.config.ts). */
/**
 * Once the app has taken the page over: a prerendered page's buttons, disabled in its HTML, are all
 * enabled (src/prerendered.ts; the submit buttons already by the page's starter script, the others
 * once hydrated), and a page the app renders has none of the HTML's left.
 */
export async function appHydrated(page: Page) {
  await expect(page.locator('[data-prerender-disabled]')).toHaveCount(0);
}

/**
 * A screen as a rider sees it, for its picture: the app running, Inter set on the page (fetched after
 * the first paint, src/app/webFonts.ts; `document.fonts.ready` alone resolves before it is asked
 * for), and no loading spinner in the main area.
 */
export async function settle(page: Page) {
  await appHydrated(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.fonts.status === 'loaded' &&
            [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  await expect(page.getByRole('main').getByRole('progressbar', { name: /Chargement/ })).toHaveCount(
    0,
  );
}

export const apiOrigin = 'http://127.0.0.1:4300';

/**
 * The API as `email` reads it, signed in with the demo password: their client's id and a GET with
 * their token, to compare a screen with what the API answers.
 */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post(`${apiOrigin}/auth/login`, {
    data: { email, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`${apiOrigin}${path}`, { headers });
    expect(answer.ok(), `GET ${path}`).toBe(true);
    return (await answer.json()) as T;
  };
  const { clientId } = await get<{ clientId: number }>('/api/profile');
  return { clientId, get };
}

/**
 * Every row of one of the signed-in manager's client's paged lists (`/api/v2/clients/{id}/<list>`),
 * as the API serves them a page at a time (at most 200 each): the pages read by cursor, in
 * `query`'s order and filters.
 */
export async function allPages<T>(
  api: Awaited<ReturnType<typeof apiAs>>,
  list: 'employees' | 'leases',
  query: Record<string, string> = {},
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({ ...query, limit: '200', ...(cursor ? { cursor } : {}) });
    const page: { items: T[]; nextCursor: string | null } = await api.get(
      `/api/v2/clients/${api.clientId}/${list}?${search}`,
    );
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return rows;
}

/**
 * Every employee of the signed-in manager's client, as the API lists them a page at a time (at most
 * 200 each): the pages read by cursor, in `query`'s order (`sort`, `status`, `q`).
 */
export const allEmployees = <T>(
  api: Awaited<ReturnType<typeof apiAs>>,
  query: Record<string, string> = {},
): Promise<T[]> => allPages<T>(api, 'employees', query);
