/**
 * `npm run bench`, exports part (README, "/exports"; tools/scripts/bench.mjs runs it on its dev API,
 * after `vite build`): the full export of a large company's employees
 * (Grand Groupe, 100,000 people), as /exports makes it. Figures, not a test.
 *
 * - In Node, in a process of its own (libs/features/fleet-exports/scripts/exportWriterRun.ts): the time and the peak memory of the
 *   process that writes the file, as /exports writes it now (page by page into Blobs: `pages`) and
 *   as it did before (every row read, then the file built at once: `whole`), CSV and XLSX.
 * - In Chromium, on the production build (`vite preview` proxying to the bench's dev API): the
 *   manager presses each format's button on /exports; printed are the time from the press to the
 *   saved file, the longest main-thread frame meanwhile (Long Animation Frames API, with long tasks
 *   as a fallback) and how many went over 100 ms, the peak of the page's JavaScript heap above what
 *   it held before the press (`performance.memory`, precise), and the file's rows, checked against
 *   the Node run's.
 *
 * Budget: no frame over 100 ms while a file is made at the machine's speed, none over 500 ms on the
 * 4× slowed CPU; printed against it, and exit 1 over it (or when a file misses rows).
 *
 *   node apps/rider-web/scripts/exportsBench.mjs --api http://127.0.0.1:PORT --token T --client ID
 */
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, startPreview } from './previewServer.mjs';

const root = join(import.meta.dirname, '../../..');
const frameBudgetMs = 100;
/**
 * On a CPU slowed 4×, the frame budget of fleet-exports-perf.spec.ts (the page stays responsive
 * enough to show its progress); the 100 ms are the budget at the machine's own speed.
 */
const slowedFrameBudgetMs = 500;

/** One run of exportWriterRun.ts; its JSON line. */
function writerRun(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/tsx'),
      [
        '--conditions=@velo/source',
        'libs/features/fleet-exports/scripts/exportWriterRun.ts',
        ...args,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, NODE_OPTIONS: '--expose-gc' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(line));
      else reject(new Error(`exportWriterRun ${args.slice(3).join(' ')}: exit ${code}\n${output}`));
    });
  });
}

/** A page's frames and heap, watched from inside the page from now on. */
const watchPage = () => {
  const holder = globalThis;
  holder.__watch = { frames: [], heapBefore: performance.memory.usedJSHeapSize, heapPeak: 0 };
  const watch = holder.__watch;
  const types = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? ['long-animation-frame']
    : ['longtask'];
  watch.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      watch.frames.push(entry.duration);
      // What the worst frame spent its time on: its scripts (Long Animation Frames attribution),
      // and style and layout after them.
      if (entry.duration > (watch.worst?.duration ?? 0)) {
        watch.worst = {
          duration: entry.duration,
          scripts: (entry.scripts ?? [])
            .map(
              (script) =>
                `${script.invoker || script.invokerType} ${script.sourceFunctionName || ''}@${(script.sourceURL || '').split('/').pop()} ${Math.round(script.duration)} ms`,
            )
            .slice(0, 3),
          layout: entry.renderStart
            ? Math.round(entry.startTime + entry.duration - entry.renderStart)
            : undefined,
        };
      }
    }
  });
  watch.observer.observe({ type: types[0] });
  watch.type = types[0];
  watch.sampler = setInterval(() => {
    watch.heapPeak = Math.max(watch.heapPeak, performance.memory.usedJSHeapSize);
  }, 50);
};

const takeWatch = () => {
  const watch = globalThis.__watch;
  watch.observer.disconnect();
  clearInterval(watch.sampler);
  watch.heapPeak = Math.max(watch.heapPeak, performance.memory.usedJSHeapSize);
  return {
    type: watch.type,
    longest: Math.max(0, ...watch.frames),
    over: watch.frames.filter((duration) => duration > 100).length,
    heapPeakMb: Math.round(((watch.heapPeak - watch.heapBefore) / 1024 / 1024) * 10) / 10,
    worst: watch.worst,
  };
};

/** Rows of a saved file: CSV lines but the header, or the workbook's `<row` count but the header. */
async function rowsOf(path, format) {
  if (format === 'csv') {
    const text = await readFile(path, 'utf8');
    return text.split('\r\n').filter(Boolean).length - 1;
  }
  const { unzipSync, strFromU8 } = await import('fflate');
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  return (sheet.match(/<row /g)?.length ?? 0) - 1;
}

/**
 * The exports part of the bench: `api` the dev API's address, `token` and `clientId` the manager's
 * and the company's (the group). `throttle`: Chromium's CPU slowed that many times as well.
 * Returns the printed rows and whether any frame went over the budget.
 */
async function benchExports({ api, token, clientId, throttle = 4 }) {
  const host = `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 1024 ** 3)} GB, load ${loadavg()[0]?.toFixed(1)}`;
  console.log(`\n  Exports of client ${clientId}'s employees (${host}):`);
  const node = [];
  for (const format of ['csv', 'xlsx']) {
    for (const mode of ['pages', 'whole']) {
      const run = await writerRun([api, token, String(clientId), format, mode]);
      node.push(run);
      console.log(
        `  Node, ${format.toUpperCase()} ${mode === 'pages' ? 'page by page (ships)' : 'whole (before)'}: ${run.rows} rows, ${(run.bytes / 1024 / 1024).toFixed(1)} MB in ${(run.ms / 1000).toFixed(1)} s; peak heap +${run.heapPeakMb} MB, peak RSS +${run.rssPeakMb} MB`,
      );
    }
  }

  const apiPort = new URL(api).port;
  const previewPort = 4390 + Math.floor(Math.random() * 50);
  const preview = await startPreview(previewPort, { DEV_API_PORT: apiPort });
  const browser = await launchChromium(['--enable-precise-memory-info']);
  const browserRows = [];
  let over = 0;
  try {
    const context = await browser.newContext({ acceptDownloads: true, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${preview.origin}/rider/favicon.svg`);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('locale', 'fr');
    }, token);
    await page.goto(`${preview.origin}/rider/exports?client=${clientId}`);
    const card = page.getByRole('group', { name: 'Salariés' });
    await card.waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    for (const rate of throttle > 1 ? [1, throttle] : [1]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const [format, name] of [
        ['csv', 'Télécharger en CSV'],
        ['xlsx', 'Télécharger en Excel (XLSX)'],
      ]) {
        await cdp.send('HeapProfiler.collectGarbage');
        await page.waitForTimeout(500);
        await page.evaluate(watchPage);
        const saving = page.waitForEvent('download', { timeout: 900_000 });
        const started = Date.now();
        await card.getByRole('button', { name }).click();
        // The progress shows while the file is made.
        await card.getByRole('progressbar', { name: /^Préparation de salaries-/ }).waitFor();
        const download = await saving;
        const ms = Date.now() - started;
        const watched = await page.evaluate(takeWatch);
        const path = await download.path();
        const { size } = await stat(path);
        const rows = await rowsOf(path, format);
        over += rate > 1 ? (watched.longest > slowedFrameBudgetMs ? 1 : 0) : watched.over;
        const expected = node.find((run) => run.format === format)?.rows;
        const row = {
          format,
          rate,
          ms,
          size,
          rows,
          complete: rows === expected,
          ...watched,
        };
        browserRows.push(row);
        const worst = watched.worst
          ? `; the longest: ${watched.worst.scripts.join(', ') || 'no script'}, rendering ${watched.worst.layout ?? '?'} ms`
          : '';
        console.log(
          `  Chromium${rate > 1 ? `, CPU slowed ${rate}×` : ''}, ${format.toUpperCase()}: saved ${(ms / 1000).toFixed(1)} s after the press, ${rows} rows${rows === expected ? '' : ` (EXPECTED ${expected})`}, ${(size / 1024 / 1024).toFixed(1)} MB; longest main-thread frame ${watched.longest.toFixed(0)} ms (${watched.type}), ${watched.over} over ${frameBudgetMs} ms; page heap peak +${watched.heapPeakMb} MB${worst}`,
        );
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
    preview.stop();
  }
  return {
    node,
    browser: browserRows,
    withinBudget: over === 0 && browserRows.every((row) => row.complete),
  };
}

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    token: { type: 'string' },
    client: { type: 'string' },
    throttle: { type: 'string', default: '4' },
  },
});
if (!values.api || !values.token || !values.client) {
  console.error('exportsBench: --api, --token and --client are needed');
  process.exit(2);
}
const result = await benchExports({
  api: values.api,
  token: values.token,
  clientId: Number(values.client),
  throttle: Number(values.throttle),
});
console.log(
  result.withinBudget
    ? `  exports: within budget (no frame over ${frameBudgetMs} ms, ${slowedFrameBudgetMs} ms slowed 4×; every file complete)`
    : `  exports: OVER BUDGET (a frame over ${frameBudgetMs} ms, ${slowedFrameBudgetMs} ms slowed 4×, or a file not complete)`,
);
process.exit(result.withinBudget ? 0 : 1);
