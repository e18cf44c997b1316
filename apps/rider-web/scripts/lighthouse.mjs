#!/usr/bin/env node
/**
 * Lighthouse 12 on /rider/login of the production build, mobile preset (Lighthouse's default), in
 * Debian's Chromium: three runs, the median of each category printed against the budgets
 * (performance ≥ 0.95, accessibility 1.00, best practices 1.00). Exits 1 below budget.
 * Run it with `npx nx run @velo/rider-web:lighthouse` (it builds first).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startPreview } from './previewServer.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budgets = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
/** The metrics behind the performance score, printed with each run. */
const metricIds = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startPreview(4181);
const scores = { performance: [], accessibility: [], 'best-practices': [] };
try {
  for (let run = 1; run <= runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
    });
    try {
      const result = await lighthouse(`${server.origin}/rider/login`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(scores),
      });
      const line = [];
      for (const category of Object.keys(scores)) {
        const score = result?.lhr.categories[category]?.score ?? 0;
        scores[category].push(score);
        line.push(`${category} ${score.toFixed(2)}`);
      }
      const metrics = Object.entries(metricIds)
        .map(([name, id]) => `${name} ${result?.lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      console.log(`run ${run}: ${line.join(', ')} (${metrics})`);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.stop();
}
let failed = false;
for (const [category, values] of Object.entries(scores)) {
  const value = median(values);
  const ok = value >= budgets[category];
  if (!ok) failed = true;
  console.log(
    `Lighthouse ${category} (median of ${runs}): ${value.toFixed(2)} (budget ${budgets[category].toFixed(2)}): ${ok ? 'within' : 'BELOW'} budget`,
  );
}
process.exit(failed ? 1 : 0);
