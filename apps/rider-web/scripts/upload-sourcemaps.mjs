#!/usr/bin/env node
/**
 * Uploads the production build's source maps to Sentry, for the release the app reports
 * (src/main.tsx), then deletes them from `dist/` so the files a host publishes carry none.
 *
 * The build writes its maps as `hidden` (no `sourceMappingURL` in the scripts; the preview answers
 * 404 for any `.map`). This step runs after `vite build` and before the deploy, and only where error
 * reporting is configured:
 *   SENTRY_AUTH_TOKEN (a token with project:releases), SENTRY_ORG, SENTRY_PROJECT, optional SENTRY_URL.
 * Without SENTRY_AUTH_TOKEN it does nothing (and keeps the maps, which the end-to-end suite reads from
 * disk). It runs Sentry's CLI through `npx`, so it needs the network; the build itself never does.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');
const assets = join(appDir, 'dist/assets');

if (!process.env.SENTRY_AUTH_TOKEN) {
  console.log('Source maps: SENTRY_AUTH_TOKEN is not set, nothing uploaded.');
  process.exit(0);
}
for (const name of ['SENTRY_ORG', 'SENTRY_PROJECT']) {
  if (!process.env[name]) throw new Error(`${name} is required to upload the source maps`);
}
const release = /release:\s*'([^']+)'/.exec(
  readFileSync(join(appDir, 'src/main.tsx'), 'utf8'),
)?.[1];
if (!release) throw new Error('src/main.tsx names no release');
const maps = readdirSync(assets).filter((name) => name.endsWith('.map'));
if (maps.length === 0) throw new Error('dist/assets has no source map: build the app first');

// Each `x.js` is paired with the `x.js.map` beside it; the scripts are served from /rider/assets/.
execFileSync(
  'npx',
  [
    '--yes',
    '@sentry/cli@2',
    'sourcemaps',
    'upload',
    '--org',
    process.env.SENTRY_ORG,
    '--project',
    process.env.SENTRY_PROJECT,
    '--release',
    release,
    '--url-prefix',
    '~/rider/assets',
    assets,
  ],
  { stdio: 'inherit' },
);
for (const name of maps) rmSync(join(assets, name));
console.log(`Source maps: ${maps.length} uploaded for ${release} and removed from dist/.`);
