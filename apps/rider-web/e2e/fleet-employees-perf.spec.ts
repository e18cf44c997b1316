import { availableParallelism, loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { expect, personas, signInThroughApi, test } from './fixtures';

/**
 * Issue 15's budget for /employees, kept at a large employer's size by issue 27: sorting a column and
 * typing in the search stay under 100 ms of main-thread work on a 4× slowed CPU. Since "Large employers" the
 * server sorts and searches (a page of 25 comes back): what is measured is the browser's share, the
 * keystrokes landing in the field and the new page drawn. Chromium slows itself with the
 * DevTools protocol (`Emulation.setCPUThrottlingRate` 4); the browser measures in the page, with no
 * script of ours on the measured path:
 *
 * - each interaction (a keystroke, Enter on a column header), from the input event to the next
 *   paint (Event Timing API: input delay + handlers + rendering, what the manager feels, as INP);
 * - the longest main-thread frame meanwhile (Long Animation Frames API), which also catches work
 *   deferred past the paint (the list following the search field).
 *
 * The budget holds on the frames (main-thread work); key → next paint is printed beside them. The
 * figures are printed in `npm test`'s output against the budget; the test fails at twice the budget
 * (`failAboveMs`).
 */
test.describe.configure({ timeout: 180_000 });

const budgetMs = 100;
/**
 * What fails the test: twice the budget. The suite's other worker shares the two cores, so a frame
 * here can take a few tens of ms more than on a quiet machine; a real regression (react-aria's grid
 * for these rows took 4 s) is far beyond. The figure against the budget is printed either way.
 */
const failAboveMs = 2 * budgetMs;
/** A brisk typist: about 8 characters a second. */
const keystrokeGapMs = 120;

interface Record {
  events: { id: number; ms: number }[];
  frames: { ms: number; scripts: number }[];
}

async function observe(page: Page) {
  await page.evaluate(() => {
    // Each entry goes to the record of the moment (`collect` starts a new one).
    const holder = globalThis as unknown as { __perf: Record };
    holder.__perf = { events: [], frames: [] };
    new PerformanceObserver((list) => {
      // `interactionId` is newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId?: number;
      })[]) {
        if (entry.interactionId) {
          holder.__perf.events.push({ id: entry.interactionId, ms: entry.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & { scripts: { duration: number }[] };
        holder.__perf.frames.push({
          ms: frame.duration,
          scripts: frame.scripts.reduce((sum, script) => sum + script.duration, 0),
        });
      }
    }).observe({ type: 'long-animation-frame' });
  });
}

async function collect(page: Page, interactions: number) {
  const record = await page.evaluate(() => {
    const holder = globalThis as unknown as { __perf: Record };
    const taken = holder.__perf;
    holder.__perf = { events: [], frames: [] };
    return taken;
  });
  const byInteraction = new Map<number, number>();
  for (const { id, ms } of record.events) {
    byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, ms));
  }
  const each = [...byInteraction.values()];
  // Interactions under 16 ms are not reported by the browser.
  while (each.length < interactions) each.push(0);
  const longest = record.frames.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, scripts: 0 });
  return { each, worst: Math.max(...each), longest };
}

const show = (ms: number) => (ms === 0 ? '<16' : ms.toFixed(0));

/**
 * Grand Groupe's group-wide list (five companies, a Company column; 5,000 employees in the suite's
 * dev API, 100,000 with `VELO_SEED_LARGE=100000`: the page holds 25 rows whatever the size, the
 * server pages, sorts and searches, so the browser's share does not grow with the company; the
 * server's is `npm run bench`'s).
 */
test('/employees: sorting and searching a large group stay under 100 ms on a 4× slowed CPU', async ({
  page,
}) => {
  const typed = 'helene lefevre';
  await signInThroughApi(page, personas.largeEmployer, '/rider/employees');
  const table = page.getByRole('table', { name: 'Salariés de Grand Groupe' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const total =
    (await page
      .getByRole('status')
      .filter({ hasText: /salariés/ })
      .textContent()) ?? '';

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    // Sorting: three columns, each a sort of the whole list and a new first page.
    await page.waitForTimeout(500);
    await observe(page);
    const headers = ['Statut', 'Fin de location', 'Nom'];
    for (const name of headers) {
      const header = table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
      // Pressed from the keyboard: a pointer click from the test driver would add its own
      // hit-target checks to the measured event.
      await header.getByRole('button').focus();
      await page.waitForTimeout(200);
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
      await page.waitForTimeout(400);
    }
    const sorting = await collect(page, headers.length);

    // Typing: one character every 120 ms into the search field.
    const search = page.getByRole('searchbox', { name: 'Rechercher un salarié' });
    await search.focus();
    await page.waitForTimeout(500);
    await collect(page, 0);
    await page.keyboard.type(typed, { delay: keystrokeGapMs });
    await expect(search).toHaveValue(typed);
    await page.waitForTimeout(1000);
    const typing = await collect(page, typed.length);
    const found =
      (await page
        .getByRole('status')
        .filter({ hasText: /salarié/ })
        .textContent()) ?? '';

    const host = `host load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    console.log(`/employees, ${total.trim()}, CPU slowed 4× (${host}); budget ${budgetMs} ms:`);
    console.log(
      `  sort by ${headers.join(', ')}: ${sorting.each.map(show).join(', ')} ms (key → next paint); longest frame ${sorting.longest.ms.toFixed(0)} ms (scripts ${sorting.longest.scripts.toFixed(0)} ms)`,
    );
    console.log(
      `  typing "${typed}" → ${found.trim()}: worst keystroke ${show(typing.worst)} ms (key → next paint); longest frame ${typing.longest.ms.toFixed(0)} ms (scripts ${typing.longest.scripts.toFixed(0)} ms)`,
    );
    // The budget is main-thread work: the frames the interactions cause (scripts, style, layout,
    // paint). Key → next paint also waits for the compositor and the screen's next frame; printed.
    const within = sorting.longest.ms <= budgetMs && typing.longest.ms <= budgetMs;
    console.log(
      `  main-thread work: longest frame ${Math.max(sorting.longest.ms, typing.longest.ms).toFixed(0)} ms, ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
    expect(sorting.longest.ms, 'longest frame while sorting').toBeLessThanOrEqual(failAboveMs);
    expect(typing.longest.ms, 'longest frame while typing').toBeLessThanOrEqual(failAboveMs);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});
