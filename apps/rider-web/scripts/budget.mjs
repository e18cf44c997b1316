#!/usr/bin/env node
/**
 * JavaScript budget of /rider/login in the production build (issue budgets):
 * - JavaScript transferred on first load: at most 150 KB gzip (aim 135 KB);
 * - no lazy chunk above 100 KB gzip.
 * Loads the page in Chromium, records every script it fetches, and measures each at gzip level 9
 * (what a production server sends). Prints the figures; exits 1 over budget.
 */
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startPreview, workspaceRoot } from './previewServer.mjs';

const firstLoadBudget = 150 * 1024;
const firstLoadAim = 135 * 1024;
const chunkBudget = 100 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const assetsDir = join(workspaceRoot, 'apps/rider-web/dist/assets');
const server = await startPreview(4180);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-gpu',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ],
});
let failed = false;
try {
  const page = await browser.newPage();
  // French is the product's default language (spec section 9) and its catalogue the larger one.
  await page.addInitScript("window.localStorage.setItem('locale', 'fr')");
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, await response.body());
    } catch {
      /* a script the page dropped before it finished */
    }
  });
  // API calls are not part of the budget; answer them so the page settles the same way every time.
  await page.route('**/api/**', (route) => route.fulfill({ status: 401, body: '' }));
  await page.route('**/auth/**', (route) => route.fulfill({ status: 401, body: '' }));
  await page.goto(`${server.origin}/rider/login`, { waitUntil: 'networkidle' });

  let firstLoad = 0;
  console.log('/rider/login, first load (gzip):');
  for (const [path, body] of [...scripts].sort()) {
    const size = gzipSize(body);
    firstLoad += size;
    console.log(`  ${kb(size).padStart(9)}  ${path}`);
  }
  const verdict = firstLoad <= firstLoadBudget ? 'within' : 'OVER';
  console.log(
    `JavaScript on first load of /rider/login: ${kb(firstLoad)} gzip (budget ${kb(firstLoadBudget)}, aim ${kb(firstLoadAim)}): ${verdict} budget`,
  );
  if (firstLoad > firstLoadBudget) failed = true;

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
}
process.exit(failed ? 1 : 0);
