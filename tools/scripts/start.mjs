#!/usr/bin/env node
/**
 * `npm start`: the rider web app in dev mode on http://127.0.0.1:4200/rider/.
 * `npm run preview`: the production build on http://127.0.0.1:4173/rider/ with its security headers.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runTogether } from './processes.mjs';

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

const webUrl = preview ? 'http://127.0.0.1:4173/rider/' : 'http://127.0.0.1:4200/rider/';
runTogether([
  {
    name: 'rider web app',
    command: bin('vite'),
    args: [preview ? 'preview' : 'serve', '--config', 'apps/rider-web/vite.config.ts'],
  },
]);
console.log(
  `\nVelo rider app (${preview ? 'production build' : 'dev mode'}): ${webUrl}\nPress Ctrl-C to stop.\n`,
);
