#!/usr/bin/env node
/**
 * Measures the catalogue's filtering cost per keystroke (issue 12: under 100 ms of main-thread work
 * on a 4× slowed CPU, with the 330 seeded models). Chromium through Playwright, CPU slowed with the
 * DevTools protocol (`Emulation.setCPUThrottlingRate` 4); the demo rider types into the free-text
 * filter of /bikes at a brisk typing pace (one character every 120 ms, so keystrokes land while the
 * cards of the previous ones are still rendering). Measured in the page by the browser itself:
 *
 * - each keystroke, from the key event to the next paint (Event Timing API, the longest event of the
 *   interaction: input delay + handlers + rendering; what the rider feels, the same as INP);
 * - the longest main-thread frame while typing (Long Animation Frames API): work that would hold up a
 *   keystroke coming at that moment, even when it came after this keystroke's paint (deferred cards);
 * - that no character is lost: the box holds every character, and once typing pauses the URL carries
 *   the whole text and the announced count matches the cards.
 *
 * Budget: every keystroke and every frame under 100 ms; the exit code says whether it holds.
 *
 * Needs the production build (`npx vite build` in apps/rider-web). Uses the dev API on :4300 and the
 * preview server on :4173 when they run, else starts both (in-memory database) and stops them after.
 *
 *   node apps/rider-web/scripts/catalogue-latency.mjs
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launchChromium } from './previewServer.mjs';

const root = resolve(import.meta.dirname, '../../..');
const api = 'http://127.0.0.1:4300';
const web = 'http://127.0.0.1:4173';
const budgetMs = 100;
const typed = 'riese muller load';
/** A brisk typist: about 8 characters a second. */
const keystrokeGapMs = 120;
/** The cards the catalogue shows at first (CatalogueScreen's pageSize). */
const pageSize = 24;

async function up(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await up(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not start`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

const started = [];
function start(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'ignore', detached: true });
  started.push(child);
  return child;
}

async function main() {
  if (!(await up(`${api}/__health`))) {
    start('node_modules/.bin/tsx', [
      '--conditions=@velo/source',
      'tools/dev-api/src/main.ts',
      '--memory',
      '--dev',
    ]);
    await waitUp(`${api}/__health`, 180_000);
  }
  if (!(await up(`${web}/rider/`))) {
    start('node_modules/.bin/vite', ['preview', '--config', 'apps/rider-web/vite.config.ts']);
    await waitUp(`${web}/rider/`, 60_000);
  }

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await page.goto(`${web}/rider/login`);
    await page
      .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
      .fill('rider@acme.test');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('velo-demo-2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bonjour Camille' }).waitFor();
    // A filter in the URL: the questionnaire's pre-filter (first visit) does not apply.
    await page.goto(`${web}/rider/bikes?sort=name`);
    const search = page.getByRole('searchbox', { name: /Rechercher/ });
    await search.waitFor();
    const total = await page.getByRole('status').textContent();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await search.click();
    await page.waitForTimeout(500);

    // Observers installed before typing, fed by the browser: no script runs on the measured path.
    await page.evaluate(() => {
      const record = (globalThis.__latency = { events: [], frames: [], inputs: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) {
            record.events.push({ id: entry.interactionId, name: entry.name, ms: entry.duration });
          }
        }
      }).observe({ type: 'event', durationThreshold: 16 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const end = entry.startTime + entry.duration;
          record.frames.push({
            ms: entry.duration,
            scripts: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
            rendering: entry.renderStart ? end - entry.renderStart : 0,
          });
        }
      }).observe({ type: 'long-animation-frame' });
      globalThis.document.addEventListener('input', () => (record.inputs += 1), true);
    });
    await page.keyboard.type(typed, { delay: keystrokeGapMs });
    // Typing pauses: the URL follows, then the count is announced.
    await page
      .waitForFunction(
        (text) => new URLSearchParams(globalThis.location.search).get('q') === text,
        typed,
        {
          timeout: 10_000,
        },
      )
      .catch(() => undefined);
    await page.waitForTimeout(1000);
    const record = await page.evaluate(() => globalThis.__latency);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const value = await search.inputValue();
    const after = (await page.getByRole('status').textContent())?.trim() ?? '';
    const cards = await page.locator('main li h3').count();
    const query = new URL(page.url()).searchParams.get('q');
    const focused = await page.evaluate(() =>
      globalThis.document.activeElement?.outerHTML.slice(0, 80),
    );

    // One interaction per keystroke (keydown, keypress, keyup share an id); events under 16 ms are
    // not reported by the browser, so a keystroke without an entry took less than that.
    const byInteraction = new Map();
    for (const { id, ms } of record.events) {
      byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, ms));
    }
    const keystrokes = [...byInteraction.values()];
    while (keystrokes.length < typed.length) keystrokes.push(0);
    const sorted = [...keystrokes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const worst = sorted.at(-1);
    const longest = record.frames.reduce((a, b) => (b.ms > a.ms ? b : a), {
      ms: 0,
      scripts: 0,
      rendering: 0,
    });
    const longestFrame = longest.ms;
    const show = (ms) => (ms === 0 ? '<16' : ms.toFixed(0));

    const shownCount = Number.parseInt(after.replace(/\D/g, ''), 10);
    const lost = [
      value === typed ? null : `the box holds "${value}" (focus on ${focused})`,
      query === typed ? null : `the URL holds "${query}"`,
      record.inputs === typed.length
        ? null
        : `${record.inputs} input events for ${typed.length} characters`,
      cards === Math.min(shownCount, pageSize) ? null : `${cards} cards for "${after}"`,
    ].filter(Boolean);

    console.log(`catalogue: ${total?.trim()} → typing "${typed}" → ${after}`);
    console.log(
      `CPU slowed 4×, ${typed.length} keystrokes ${keystrokeGapMs} ms apart, key event → next paint:`,
    );
    console.log(`  each: ${keystrokes.map(show).join(', ')} ms`);
    console.log(`  median ${show(median)} ms, worst ${show(worst)} ms`);
    console.log(
      `  longest main-thread frame while typing: ${longestFrame.toFixed(0)} ms (scripts ${longest.scripts.toFixed(0)} ms, style/layout/paint ${longest.rendering.toFixed(0)} ms; ${record.frames.length} frames over 50 ms; host load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
    );
    console.log(
      lost.length === 0
        ? `  no character lost: the box and the URL hold "${typed}"`
        : `  LOST: ${lost.join('; ')}`,
    );
    const within = worst <= budgetMs && longestFrame <= budgetMs && lost.length === 0;
    console.log(`  budget ${budgetMs} ms: ${within ? 'within budget' : 'OVER BUDGET'}`);
    process.exitCode = within ? 0 : 1;
  } finally {
    await browser.close();
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

await main();
