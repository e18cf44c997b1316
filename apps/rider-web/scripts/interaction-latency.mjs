#!/usr/bin/env node
/**
 * Interaction to Next Paint with a 4× slowed CPU (issue 29: under 100 ms), on the production build,
 * in Debian's Chromium through Playwright, French, for two interactions:
 *
 * - submitting the login form: the demo rider's e-mail and password typed in a fresh browser on
 *   /rider/login once the prerendered page is hydrated, then a press on "Se connecter" (each
 *   repetition a new signed-out browser context, until the home page greets her);
 * - a catalogue filter: signed in as the demo rider on /rider/bikes, a click on the "Ville"
 *   category's label, ticking then unticking it (each repetition one press, until the URL and the
 *   announced count follow).
 *
 * The CPU is slowed with the DevTools protocol (`Emulation.setCPUThrottlingRate` 4) before the
 * measured press. INP is measured as the web-vitals library does: a PerformanceObserver on 'event'
 * entries (durationThreshold 16) and 'first-input', grouped by interactionId, the interaction's
 * latency being the longest duration among its entries (input delay + handlers + the next paint).
 * The browser reports no entry under 16 ms, so such a click is printed "<16". Each interaction is
 * repeated INTERACTION_RUNS times (5 by default); the worst and the median are printed against the
 * 100 ms budget, and the worst decides: exit 1 over budget.
 *
 * Each press is the mouse's button held 80 ms at the element's centre, as a rider's press lasts
 * (`pressAt`). The login is also measured released at once (Playwright's `mouse.click`), its
 * press's and release's events then mostly in one task before a paint: printed for reference (the
 * worst case of a very short press), not budgeted.
 *
 * A benchmark, not part of `npm test`: throttled timings on a shared machine move with its load.
 * Run it with `npm run interaction-latency` or `npx nx run @velo/rider-web:interaction-latency`
 * (both build first). Starts its own dev API (in memory, port 4392) and preview (port 4182).
 */
import { availableParallelism, loadavg } from 'node:os';
import { launchChromium, startDevApi, startPreview } from './previewServer.mjs';

const budgetMs = 100;
const cpuSlowdown = 4;
const runs = Number(process.env.INTERACTION_RUNS ?? 5);
const apiPort = 4392;
const demoRider = { email: 'rider@acme.test', password: 'velo-demo-2026' };
const category = 'Ville';
/** How long a measured press is held, as a rider's is (see `pressAt`). */
const pressMs = 80;

if (!Number.isInteger(runs) || runs < 1) {
  console.error(`INTERACTION_RUNS must be a whole number, not "${process.env.INTERACTION_RUNS}"`);
  process.exit(2);
}

/**
 * Installed before any script of the page: records the Event Timing entries of interactions, as
 * web-vitals' onINP does, and counts the presses of a pointer the page receives (a click under
 * 16 ms has no entry, but was still made; a label's click also clicks its input, so clicks are not
 * counted).
 */
function observeInteractions() {
  const record = { entries: [], presses: 0 };
  globalThis.__interactions = record;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        record.entries.push({
          id: entry.interactionId,
          name: entry.name,
          ms: entry.duration,
          // web-vitals' attribution: input delay, event handlers, then until the next paint.
          delay: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
          paint: entry.startTime + entry.duration - entry.processingEnd,
        });
      }
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  globalThis.addEventListener('pointerdown', () => (record.presses += 1), true);
}

/** Forgets what was recorded so far: only the next interaction counts. */
const resetRecord = (page) =>
  page.evaluate(() => {
    globalThis.__interactions.entries = [];
    globalThis.__interactions.presses = 0;
  });

/**
 * The latency of the one interaction made since the last reset: its longest entry, with the
 * duration in `ms` (0 when the browser reported none, i.e. under 16 ms).
 */
async function latencyOfClick(page, what) {
  // Entries arrive after the next paint; give the throttled page time to deliver them.
  await page.waitForTimeout(1000);
  const record = await page.evaluate(() => globalThis.__interactions);
  if (record.presses !== 1) throw new Error(`${what}: ${record.presses} presses reached the page`);
  const ids = new Set(record.entries.map(({ id }) => id));
  if (ids.size > 1) throw new Error(`${what}: ${ids.size} interactions recorded, expected one`);
  // The interaction's longest entry (ties: the first, as web-vitals keeps it).
  const longest = record.entries.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0 });
  return longest;
}

/** Waits until React has hydrated the prerendered element (its fiber is attached). */
const hydrated = (page, selector) =>
  page.waitForFunction(
    (target) => {
      const element = globalThis.document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 30_000 },
  );

/** The centre of the element in the viewport, read before the CPU is slowed. */
async function centreOf(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element to press is not on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A press of the mouse's button at that point, as the browser's input: not through a locator's
 * click, whose checks that the element is the one hit run listeners of Playwright's own in the page
 * on pointerdown (about 6 ms at 4×, the page's hit tests included) and would be counted in the
 * interaction. Held `holdMs` between down and up: a rider's press lasts some 50 to 150 ms, so the
 * press's events (pointerdown, focus) and the release's (click, submit) are two tasks, each followed
 * by its paint; released at once (`mouse.click`), as an automated click is, they run back to back
 * before a paint, and the pointerdown's entry carries the submit's work too.
 */
async function pressAt(page, { x, y }, holdMs) {
  if (holdMs === 0) {
    await page.mouse.click(x, y);
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

async function newContext(browser) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  // French, the product's default language (spec section 9), whatever the profile says.
  await context.addInitScript("window.localStorage.setItem('locale', 'fr')");
  await context.addInitScript(observeInteractions);
  return context;
}

async function fillLogin(page, origin) {
  await page.goto(`${origin}/rider/login`, { waitUntil: 'networkidle' });
  await hydrated(page, 'form button[type="submit"]');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(demoRider.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(demoRider.password);
}

const home = (page) => page.getByRole('heading', { level: 1, name: 'Bonjour Camille' });

async function measureLogin(browser, origin, holdMs) {
  const latencies = [];
  for (let run = 1; run <= runs; run += 1) {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await fillLogin(page, origin);
      const cdp = await throttle(page, cpuSlowdown);
      await page.waitForTimeout(500);
      await resetRecord(page);
      const button = await centreOf(page.getByRole('button', { name: 'Se connecter' }));
      await pressAt(page, button, holdMs);
      const latency = await latencyOfClick(page, 'login submit');
      await home(page).waitFor({ timeout: 60_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      latencies.push(latency);
    } finally {
      await context.close();
    }
  }
  return latencies;
}

async function measureFilter(browser, origin) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await fillLogin(page, origin);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await home(page).waitFor({ timeout: 60_000 });
    // A filter in the URL: the questionnaire's pre-filter (first visit) does not apply.
    await page.goto(`${origin}/rider/bikes?sort=name`, { waitUntil: 'networkidle' });
    const status = page.getByRole('status').filter({ hasText: /vélo/ });
    await status.waitFor();
    const label = page
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: category, exact: true }) });
    const cdp = await throttle(page, cpuSlowdown);
    await page.waitForTimeout(500);
    const latencies = [];
    const counts = [(await status.textContent())?.trim()];
    const labelCentre = await centreOf(label);
    for (let run = 1; run <= runs; run += 1) {
      const ticking = run % 2 === 1;
      await resetRecord(page);
      await pressAt(page, labelCentre, pressMs);
      const latency = await latencyOfClick(page, 'catalogue filter');
      // The filter took effect: the URL carries it (or no longer does) and the count follows.
      await page.waitForFunction(
        (tick) => globalThis.location.search.includes('category=city') === tick,
        ticking,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(500);
      counts.push((await status.textContent())?.trim());
      latencies.push(latency);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (counts[1] === counts[0]) {
      throw new Error(`ticking "${category}" left the count at "${counts[0]}"`);
    }
    return { latencies, counts };
  } finally {
    await context.close();
  }
}

const show = (ms) => (ms === 0 ? '<16' : ms.toFixed(0));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const [api, server] = await Promise.all([
  startDevApi(apiPort),
  startPreview(4182, { DEV_API_PORT: String(apiPort) }),
]);
const browser = await launchChromium();
let failed = false;
try {
  console.log(
    `INP, CPU slowed ${cpuSlowdown}×, ${runs} repetitions each, Chromium ${browser.version()}; host load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  const report = (name, latencies, detail, budgeted = true) => {
    const worst = Math.max(...latencies.map(({ ms }) => ms));
    const ok = worst <= budgetMs;
    if (!ok && budgeted) failed = true;
    console.log(`${name}${detail ? ` (${detail})` : ''}:`);
    console.log(`  each: ${latencies.map(({ ms }) => show(ms)).join(', ')} ms`);
    const slowest = latencies.reduce((a, b) => (b.ms > a.ms ? b : a));
    if (slowest.ms > 0) {
      console.log(
        `  worst, its longest event "${slowest.name}": input delay ${slowest.delay.toFixed(0)} ms, handlers ${slowest.handlers.toFixed(0)} ms, until the next paint ${slowest.paint.toFixed(0)} ms`,
      );
    }
    const verdict = budgeted
      ? `(budget ${budgetMs} ms): ${ok ? 'within budget' : 'OVER BUDGET'}`
      : '(for reference, not budgeted)';
    console.log(
      `  median ${show(median(latencies.map(({ ms }) => ms)))} ms, worst ${show(worst)} ms ${verdict}`,
    );
  };
  report(
    `login form submitted (press on "Se connecter", held ${pressMs} ms)`,
    await measureLogin(browser, server.origin, pressMs),
  );
  report(
    'login form submitted (press on "Se connecter" released at once, Playwright\'s mouse.click)',
    await measureLogin(browser, server.origin, 0),
    undefined,
    false,
  );
  const filter = await measureFilter(browser, server.origin);
  report(
    `catalogue filter (press on the "${category}" category, held ${pressMs} ms, ticked then unticked)`,
    filter.latencies,
    filter.counts.slice(0, 3).join(' → '),
  );
} finally {
  await browser.close();
  server.stop();
  api.stop();
}
console.log(failed ? 'INP: OVER BUDGET' : 'INP: within budget');
process.exit(failed ? 1 : 0);
