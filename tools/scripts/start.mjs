#!/usr/bin/env node
/**
 * `npm start`: the dev API (tools/dev-api, dev mode, database in .data/) and the rider web app in dev
 * mode on http://127.0.0.1:4200/rider/, which proxies /api and /auth to the API.
 * `npm run preview`: the same API (without the dev-only fault switch) and the production build on
 * http://127.0.0.1:4173/rider/ with its security headers.
 *
 * Both wait for the API's health check, print the URLs and the demo logins, and stop everything on
 * Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runTogether, waitForUrl } from './processes.mjs';

const root = join(import.meta.dirname, '../..');
const bin = (tool) => join(root, 'node_modules/.bin', tool);
const preview = process.argv.includes('--preview');
process.chdir(root);

if (preview) {
  execFileSync(bin('nx'), ['run', '@velo/rider-web:build'], {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}

const apiPort = process.env.DEV_API_PORT ?? '4300';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = preview ? 'http://127.0.0.1:4173/rider/' : 'http://127.0.0.1:4200/rider/';

const { stopAll } = runTogether([
  {
    name: 'dev API',
    command: bin('tsx'),
    // @velo/source: the dev API runs the workspace libs it imports (@velo/leasing) from their sources.
    args: ['--conditions=@velo/source', 'tools/dev-api/src/main.ts', ...(preview ? [] : ['--dev'])],
    env: {
      DEV_API_PORT: apiPort,
      DEV_API_WEB_URL: webUrl.replace(/\/$/, ''),
      // The preview's API publishes no demo login (no /__dev/ routes): it prints them itself.
      ...(preview ? {} : { DEV_API_BANNER: 'short' }),
    },
  },
  {
    name: 'rider web app',
    command: bin('vite'),
    args: [preview ? 'preview' : 'serve', '--config', 'apps/rider-web/vite.config.ts'],
    env: { DEV_API_PORT: apiPort },
  },
]);

try {
  const health = await (await waitForUrl(`${apiUrl}/__health`)).json();
  await waitForUrl(webUrl, { timeoutMs: 120_000 });
  // The demo logins come from the dev-only /__dev/demo; the preview's API printed them above.
  const demo = health.devMode ? await (await fetch(`${apiUrl}/__dev/demo`)).json() : undefined;
  const width = demo ? Math.max(...demo.logins.map((login) => login.email.length)) : 0;
  console.log(
    [
      '',
      `Velo rider app (${preview ? 'production build' : 'dev mode'}): ${webUrl}`,
      `Dev API: ${apiUrl}${health.devMode ? ` (fault switch: ${webUrl.replace('/rider/', '')}/__dev/faults)` : ''}`,
      ...(demo
        ? [
            `Demo logins, password ${demo.password}:`,
            ...demo.logins.map((login) => `  ${login.email.padEnd(width)}  ${login.what}`),
            `Acme invitation: ${webUrl.replace('/rider/', '')}${demo.invitePath}`,
          ]
        : ['Demo logins: as the dev API printed them above (tools/dev-api/README.md).']),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}; stopping.`);
  stopAll(1);
}
