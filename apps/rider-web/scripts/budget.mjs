#!/usr/bin/env node
/**
 * JavaScript budgets of the production build (issue budgets):
 * - /rider/login, JavaScript transferred on first load (until the page is shown and answers): at
 *   most 135 KB gzip; what it fetches then on idle (React Router's router) and at the visitor's
 *   first interaction (the form's rules) is printed beside it;
 * - no lazy chunk above 100 KB gzip;
 * - each route of the rider's journey, its own JavaScript on its first visit after /login (signed in
 *   as the demo rider, or the fleet manager for a fleet route, then moving to the route inside the
 *   app): at most 60 KB gzip;
 * - the map library's chunk, reported apart, is fetched by no route but the stores' map;
 * - the workbook writer's chunk (xlsx.ts with fflate, issue 15), reported apart, is fetched by no route
 *   but /exports once a workbook is asked for, and counts in that route's own JavaScript.
 * Loads the pages in Chromium, records every script they fetch, and measures each at gzip level 9
 * (what a production server sends). Prints the figures; exits 1 over budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, startDevApi, startPreview, workspaceRoot } from './previewServer.mjs';

const firstLoadBudget = 135 * 1024;
const chunkBudget = 100 * 1024;
const routeBudget = 60 * 1024;
const apiPort = 4391;
const demoRider = { email: 'rider@acme.test', password: 'velo-demo-2026' };
/** The fleet manager of Acme (issue 15), for the fleet routes a rider cannot open. */
const demoManager = { email: 'manager@acme.test', password: 'velo-demo-2026' };

/**
 * The routes of the rider's journey (issue 12) and where each is reached from; `find` picks a real
 * id on the page it is given (the catalogue's first bike, the rider's proposal).
 */
const journeyRoutes = [
  { path: '/user-profile/needs' },
  { path: '/bikes' },
  {
    label: '/bikes/:bikeId',
    find: async (page) => {
      const body = await signedInFetch(page, '/api/v2/bike-models?pageSize=1');
      return `/bikes/${body.items[0].id}`;
    },
  },
  {
    // Issue 28: the request for an offer of the catalogue's first bike.
    label: '/bikes/:bikeId/offer',
    find: async (page) => {
      const body = await signedInFetch(page, '/api/v2/bike-models?pageSize=1');
      return `/bikes/${body.items[0].id}/offer`;
    },
  },
  { path: '/stores' },
  {
    label: '/stores, with its map shown',
    path: '/stores',
    map: true,
    then: async (page) => {
      // Locate by a postal code, then show the map: its chunk is counted with the route.
      await page.getByRole('combobox', { name: 'Adresse ou code postal' }).fill('69003');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Chercher', exact: true }).click();
      await page.getByRole('button', { name: 'Afficher la carte' }).click();
      await page.locator('.leaflet-container').waitFor();
    },
  },
  { path: '/test-rides/new' },
  { path: '/test-rides' },
  // The lease journey (issue 13): the demo rider's offer, the payment and its result pages.
  { path: '/my-offer' },
  { path: '/payment' },
  { path: '/payment/failed' },
  { path: '/payment/confirmed' },
  { path: '/onboarding' },
  // The profile (issue 14): personal information, bank details, password, language, FAQ.
  { path: '/profile' },
  // Sponsorship (issue 14): the demo rider's code and her company's offer.
  { path: '/sponsorship' },
  { path: '/bikeCheck' },
  // Incidents on the leased bike (issue 14): the list and the report form.
  { path: '/incidents' },
  { path: '/incidents/new' },
  // Living with the bike (issue 14): the rental, its schedule chart drawn in SVG (no chart library).
  { path: '/my-rent' },
  // Its net-cost view (issue 14): the lease against the buyout, the commute and the French rules.
  { path: '/my-rent/net-cost' },
  // The fleet manager's dashboard (issue 15): figures and two charts drawn in SVG, signed in as Sophie.
  { path: '/dashboard', user: demoManager },
  // The company's invoices (issue 15): a table and the PDFs fetched on the press.
  { path: '/invoices', user: demoManager },
  // The lease requests to approve or refuse (issue 15).
  { path: '/approve', user: demoManager },
  // The company's employees (issue 15): a 2,000-row table paged here, the CSV import, the domains.
  { path: '/employees', user: demoManager },
  // The company's files (issue 15): the screen alone, then with an XLSX workbook made, whose
  // writer (xlsx.ts and fflate's zip) is fetched on the press and counted with the route.
  { path: '/exports', user: demoManager },
  {
    label: '/exports, with a workbook made',
    path: '/exports',
    user: demoManager,
    workbook: true,
    then: async (page) => {
      const employees = page.getByRole('group', { name: 'Salariés' });
      await employees.getByRole('button', { name: 'Télécharger en Excel (XLSX)' }).click();
      await employees
        .getByRole('status')
        .getByText(/\.xlsx téléchargé/)
        .waitFor();
    },
  },
  // The company's sites and subsidiaries, the company form and granting a right (issue 15).
  { path: '/sites', user: demoManager },
  { path: '/sites/new', user: demoManager },
  {
    label: '/sites/:id',
    user: demoManager,
    find: async (page) => {
      const profile = await signedInFetch(page, '/api/profile');
      return `/sites/${profile.rights.find((right) => right.name === 'sites').clientId}`;
    },
  },
  {
    label: '/sites/:clientId/right/new',
    user: demoManager,
    find: async (page) => {
      const profile = await signedInFetch(page, '/api/profile');
      return `/sites/${profile.rights.find((right) => right.name === 'sites').clientId}/right/new`;
    },
  },
  // Inviting employees by e-mail, the invitation link, pausing registrations (issue 15).
  { path: '/invite', user: demoManager },
  // The contracts waiting for the company's signature, and one read and signed by SMS code (issue 15).
  { path: '/pendingAgreements', user: demoManager },
  {
    label: '/signSpecificAgreements/:bikeId',
    user: demoManager,
    find: async (page) => {
      const profile = await signedInFetch(page, '/api/profile');
      const clientId = profile.rights.find((right) => right.name === 'agreements').clientId;
      const waiting = await signedInFetch(page, `/api/v2/clients/${clientId}/agreements?limit=1`);
      // Without `?client=`: the screen falls back on the client her right names (Acme).
      return `/signSpecificAgreements/${waiting.items[0].id}`;
    },
  },
  {
    label: '/try-bike/:retailerPropositionId',
    find: async () => {
      const response = await fetch(`http://127.0.0.1:${apiPort}/__dev/proposals`);
      return `/try-bike/${(await response.json()).pending}`;
    },
  },
];

/** A GET of the API with the signed-in page's token, as the app sends it. */
function signedInFetch(page, path) {
  return page.evaluate(async (url) => {
    const token =
      globalThis.sessionStorage.getItem('token') ?? globalThis.localStorage.getItem('token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return response.json();
  }, path);
}

/** The map library (Leaflet) announces itself in its source; no other chunk carries this. */
const isMapChunk = (source) => source.includes('leafletjs.com') || source.includes('leaflet-pane');
/** The workbook writer names the parts of an XLSX file; no other chunk carries this. */
const isWorkbookChunk = (source) => source.includes('xl/worksheets/sheet1.xml');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const assetsDir = join(workspaceRoot, 'apps/rider-web/dist/assets');
const [api, server] = await Promise.all([
  startDevApi(apiPort),
  startPreview(4180, { DEV_API_PORT: String(apiPort) }),
]);
const browser = await launchChromium();
let failed = false;

/**
 * Every script a page fetches, by path (`scripts`, once its body is in), the paths it has asked for
 * (`requested`, at once), and `settled(ms)`: resolves once no script has been in flight for `ms`.
 * A client-side navigation reaches no new load state, so `waitForLoadState('networkidle')` after one
 * returns at once: the home page's lazy chunks could then still be on their way when the route's
 * visit began, and were counted for the route (a run under load measured /stores 4.4 KB over).
 */
async function recordScripts(page) {
  const scripts = new Map();
  const requested = new Set();
  let inFlight = 0;
  let quietSince = Date.now();
  const isScriptRequest = (request) =>
    request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
  page.on('request', (request) => {
    if (!isScriptRequest(request)) return;
    requested.add(new URL(request.url()).pathname);
    inFlight += 1;
  });
  const done = (request) => {
    if (!isScriptRequest(request)) return;
    inFlight -= 1;
    quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const settled = async (ms = 500, limitMs = 20_000) => {
    const started = Date.now();
    while (inFlight > 0 || Date.now() - quietSince < ms) {
      if (Date.now() - started > limitMs)
        throw new Error(`scripts still loading after ${limitMs} ms`);
      await page.waitForTimeout(50);
    }
  };
  // French is the product's default language (spec section 9) and its catalogue the larger one.
  // Awaited: a page opened before the script is in place follows the browser's language (English
  // here), and the sign-in below looks for the French labels.
  await page.addInitScript("window.localStorage.setItem('locale', 'fr')");
  page.on('response', async (response) => {
    // Scripts (the /exports workbook writer is a lazy one), and any worker's, whatever type they are given.
    const type = response.request().resourceType();
    const isScript = type === 'script' || new URL(response.url()).pathname.endsWith('.js');
    if (!isScript || !response.ok()) return;
    try {
      scripts.set(new URL(response.url()).pathname, await response.body());
    } catch {
      /* a script the page dropped before it finished */
    }
  });
  return { scripts, requested, settled };
}

/**
 * The scripts a route fetches on its first visit after /login: a fresh browser signs in as the demo
 * rider on /login, lands on the home page, then moves to the route inside the app (a client-side
 * navigation, as a link does), and only what that move fetches is counted.
 */
/**
 * A visit that fails for a reason of the browser or the machine (a page that does not come in time
 * on a busy two-core CI runner) is tried once more, saying so and what the page showed: the figure
 * is what matters here, and a second failure still stops the script.
 */
async function measuredVisit(route) {
  try {
    return await firstVisitAfterLogin(route);
  } catch (error) {
    const first = String(error?.message ?? error).split('\n')[0];
    console.log(
      `  ${route.label ?? route.path}: ${first} (page: ${error.shown ?? 'unknown'}); once more`,
    );
    return firstVisitAfterLogin(route);
  }
}

async function firstVisitAfterLogin(route) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const { scripts, requested, settled } = await recordScripts(page);
    await page.goto(`${server.origin}/rider/login`, { waitUntil: 'networkidle' });
    const user = route.user ?? demoRider;
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.origin}/rider/`);
    await page.waitForLoadState('networkidle');
    let path = route.path;
    if (route.find) path = await route.find(page);
    // Everything the home page asked for is its own, whether or not it has arrived yet.
    await settled();
    const before = new Set(requested);
    await page.evaluate((target) => {
      globalThis.history.pushState(null, '', `/rider${target}`);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, path);
    await page.waitForURL(`${server.origin}/rider${path}`);
    await settled();
    if (route.then) await route.then(page);
    await settled();
    return new Map([...scripts].filter(([key]) => !before.has(key)));
  } catch (error) {
    const page = context.pages()[0];
    const shown = page
      ? `${page.url()} "${
          (await page
            .locator('h1')
            .first()
            .textContent({ timeout: 1000 })
            .catch(() => '')) ?? ''
        }"`
      : 'no page';
    throw Object.assign(error, { shown });
  } finally {
    await context.close();
  }
}
try {
  // A French browser: the preview serves the French page, which the app hydrates (an English
  // browser gets the English page, rendered anew once the app reads the stored French choice).
  const page = await browser.newPage({ locale: 'fr-FR' });
  const { scripts, settled } = await recordScripts(page);
  // API calls are not part of the budget; answer them so the page settles the same way every time.
  await page.route('**/api/**', (route) => route.fulfill({ status: 401, body: '' }));
  await page.route('**/auth/**', (route) => route.fulfill({ status: 401, body: '' }));
  await page.goto(`${server.origin}/rider/login`, { waitUntil: 'networkidle' });
  // The budget counts what the page fetches until it has been shown and answers: the app marks
  // that moment (`velo:interactive`, src/main.tsx) and only then fetches, on idle, React Router's
  // router, printed apart with its figure. The first interaction (the e-mail field focused) then
  // fetches the form's rules, printed apart too.
  await page.waitForFunction("!document.querySelector('[data-prerender-disabled]')");
  await page.waitForFunction("performance.getEntriesByName('velo:interactive').length > 0");
  await settled();
  const afterInteractive = new Set(
    await page.evaluate(() => {
      const mark = performance.getEntriesByName('velo:interactive')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= mark)
        .map((entry) => new URL(entry.name).pathname);
    }),
  );
  const onIdle = [...scripts].filter(([path]) => afterInteractive.has(path));
  for (const [path] of onIdle) scripts.delete(path);
  const beforeInteraction = new Set(scripts.keys());
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).focus();
  await settled();
  const atInteraction = [...scripts].filter(([path]) => !beforeInteraction.has(path));
  for (const [path] of atInteraction) scripts.delete(path);

  let firstLoad = 0;
  console.log('/rider/login, first load (gzip):');
  for (const [path, body] of [...scripts].sort()) {
    const size = gzipSize(body);
    firstLoad += size;
    console.log(`  ${kb(size).padStart(9)}  ${path}`);
  }
  const verdict = firstLoad <= firstLoadBudget ? 'within' : 'OVER';
  console.log(
    `JavaScript on first load of /rider/login: ${kb(firstLoad)} gzip (budget ${kb(firstLoadBudget)}): ${verdict} budget`,
  );
  if (firstLoad > firstLoadBudget) failed = true;
  for (const [label, loaded] of [
    ['Then on idle, once the page answers', onIdle],
    ['Then at the first interaction', atInteraction],
  ]) {
    const size = loaded.reduce((sum, [, body]) => sum + gzipSize(body), 0);
    console.log(
      `${label}: ${kb(size)} gzip (${loaded.map(([path]) => path).join(', ') || 'nothing'})`,
    );
  }

  let largest = { name: '', size: 0 };
  for (const name of readdirSync(assetsDir).filter((file) => file.endsWith('.js'))) {
    const size = gzipSize(readFileSync(join(assetsDir, name)));
    if (size > largest.size) largest = { name, size };
    if (size > chunkBudget) {
      console.log(`Chunk over ${kb(chunkBudget)} gzip: ${name} ${kb(size)}`);
      failed = true;
    }
  }
  console.log(
    `Largest chunk: ${largest.name} ${kb(largest.size)} gzip (budget ${kb(chunkBudget)} per chunk)`,
  );

  const mapChunks = readdirSync(assetsDir).filter(
    (file) => file.endsWith('.js') && isMapChunk(readFileSync(join(assetsDir, file), 'utf8')),
  );
  const mapSize = mapChunks.reduce(
    (sum, file) => sum + gzipSize(readFileSync(join(assetsDir, file))),
    0,
  );
  console.log(
    mapChunks.length === 0
      ? 'Map chunk: none in the build'
      : `Map chunk (own budget, loaded only when the stores' map is shown): ${mapChunks.join(', ')} ${kb(mapSize)} gzip`,
  );

  const workbookChunks = readdirSync(assetsDir).filter(
    (file) => file.endsWith('.js') && isWorkbookChunk(readFileSync(join(assetsDir, file), 'utf8')),
  );
  const workbookSize = workbookChunks.reduce(
    (sum, file) => sum + gzipSize(readFileSync(join(assetsDir, file))),
    0,
  );
  console.log(
    workbookChunks.length === 0
      ? 'Workbook writer chunk: none in the build'
      : `Files' writer chunk (the /exports worker, loaded only when a file is made): ${workbookChunks.join(', ')} ${kb(workbookSize)} gzip`,
  );

  console.log(
    `Own JavaScript of each route, first visit after /login (gzip, budget ${kb(routeBudget)}):`,
  );
  // Three visits at a time, each in a browser context of its own (its own cache): a visit mostly
  // waits for the network to settle, and one at a time left the cores idle (116 s in all).
  const visits = new Array(journeyRoutes.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < journeyRoutes.length) {
        const index = next;
        next += 1;
        visits[index] = await measuredVisit(journeyRoutes[index]);
      }
    }),
  );
  for (const [index, route] of journeyRoutes.entries()) {
    const fetched = visits[index];
    const isMap = (path) => mapChunks.some((file) => path.endsWith(file));
    const mapOnRoute = [...fetched.keys()].some(isMap);
    // The map's chunk has a budget of its own (reported above): it is not the route's.
    const own = [...fetched]
      .filter(([path]) => !isMap(path))
      .reduce((sum, [, body]) => sum + gzipSize(body), 0);
    const over = own > routeBudget;
    if (over) failed = true;
    if (mapOnRoute && !route.map) {
      console.log(`  the map chunk was fetched by ${route.path}, which shows no map`);
      failed = true;
    }
    if (route.map && !mapOnRoute) {
      console.log(`  showing the map on ${route.path} fetched no map chunk`);
      failed = true;
    }
    const workbookOnRoute = [...fetched.keys()].some((path) =>
      workbookChunks.some((file) => path.endsWith(file)),
    );
    if (workbookOnRoute !== Boolean(route.workbook)) {
      console.log(
        route.workbook
          ? `  making a workbook on ${route.path} fetched no workbook writer`
          : `  the workbook writer was fetched by ${route.label ?? route.path}, which made no workbook`,
      );
      failed = true;
    }
    console.log(
      `  ${kb(own).padStart(9)}  ${route.label ?? route.path}${over ? '  OVER budget' : ''}${mapOnRoute ? ' (plus the map chunk)' : ''}`,
    );
    if (over || process.env.BUDGET_DETAILS) {
      for (const [path, body] of [...fetched].sort((a, b) => gzipSize(b[1]) - gzipSize(a[1]))) {
        if (!isMap(path)) console.log(`      ${kb(gzipSize(body)).padStart(9)}  ${path}`);
      }
    }
  }

  // Spec section 2.2: /designSystem exists only outside prod; the production build has none of it.
  const docsMarker = 'Système de design Velo';
  const withDocs = readdirSync(assetsDir).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(assetsDir, file), 'utf8').includes(docsMarker),
  );
  console.log(
    `Design-system docs in the production build: ${withDocs.length === 0 ? 'none' : withDocs.join(', ')}`,
  );
  if (withDocs.length > 0) failed = true;
} finally {
  await browser.close();
  server.stop();
  api.stop();
}
process.exit(failed ? 1 : 0);
