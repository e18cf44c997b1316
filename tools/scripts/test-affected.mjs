#!/usr/bin/env node
/**
 * `npm run test:affected [-- --base=<ref>]`: the checks of the Nx projects a change affects, for use
 * while working: lint, typecheck, unit and component tests of each affected project (its own
 * targets, cached by Nx), then the end-to-end suites of the affected apps, one at a time. The change
 * is everything since `--base` (default: origin/main when it exists, else main), uncommitted and
 * untracked files included. `npm test` (and CI on a fresh clone) still runs everything.
 * tools/workspace-checks/affected.test.ts proves the selection.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const nx = join(root, 'node_modules/.bin/nx');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };

const given = process.argv.slice(2).find((arg) => arg.startsWith('--base='));
const hasRef = (ref) =>
  spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root }).status === 0;
const base = given ? given.slice('--base='.length) : hasRef('origin/main') ? 'origin/main' : 'main';
console.log(`Checks of the projects affected since ${base}:`);

const run = (args) =>
  spawnSync(nx, [...args, `--base=${base}`, '--output-style=static'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }).status === 0;

const checks = run(['affected', '-t', 'lint,typecheck,test', '--parallel=2']);
// One suite at a time: each runs two browser workers on the machine's two cores.
const e2e = run(['affected', '-t', 'e2e', '--parallel=1']);
process.exit(checks && e2e ? 0 : 1);
