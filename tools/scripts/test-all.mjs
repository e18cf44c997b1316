#!/usr/bin/env node
/**
 * `npm test`: every check of the workspace, each runner printing its own summary, then one line that
 * adds the runners' counts up (`N passed, N failed`, also written to reports/summary.txt).
 * Every step runs even when an earlier one failed, so one run shows everything that is wrong;
 * the exit code is non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const bin = (tool) => join(root, 'node_modules/.bin', tool);
const reports = join(root, 'reports');
process.chdir(root);

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
const nx = (args, parallel = 2) => [
  bin('nx'),
  [...args, '--output-style=static', `--parallel=${parallel}`],
];

/** The steps, in order: cheap static checks first, the browser suites last. */
const steps = [
  { name: 'Chromium for the end-to-end suites', run: ['sh', ['tools/ensure-chromium']] },
  {
    name: 'Formatting (Prettier)',
    run: [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  },
  {
    name: 'Lint, typecheck and unit tests of every project',
    run: nx(['run-many', '-t', 'lint,typecheck,test']),
  },
  { name: 'Typecheck of the workspace tooling', run: [bin('tsc'), ['-p', 'tools/tsconfig.json']] },
  {
    name: 'Workspace checks (module boundaries)',
    run: [bin('vitest'), ['run', '--config', 'tools/workspace-checks/vitest.config.ts']],
  },
  // Projects with a `budget` target print their measured figures against the issues' budgets.
  { name: 'Budgets (bundle sizes)', run: nx(['run-many', '-t', 'budget']) },
  // Issue 16: the libs as another company installs them (publint, attw, then a fixture project
  // outside the workspace built and run against the tarballs).
  {
    name: 'Published packages (publint, attw, consumer test)',
    run: [bin('vitest'), ['run', '--config', 'tools/packages/vitest.config.ts']],
  },
  // One suite at a time: each already runs two browser workers, and the machine has two cores.
  { name: 'End-to-end suites in Chromium', run: nx(['run-many', '-t', 'e2e'], 1) },
];

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failedSteps = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const [command, args] = step.run;
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failedSteps.push(step.name);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
const vitestDir = join(reports, 'vitest');
const vitestReports = existsSync(vitestDir)
  ? readdirSync(vitestDir, { recursive: true }).filter((file) => String(file).endsWith('.json'))
  : [];
for (const file of vitestReports) {
  const report = readJson(join(vitestDir, String(file)));
  if (!report) continue;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
const playwrightDir = join(reports, 'playwright');
for (const project of existsSync(playwrightDir) ? readdirSync(playwrightDir) : []) {
  const report = readJson(join(playwrightDir, project, 'report.json'));
  if (!report?.stats) continue;
  passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  failed += report.stats.unexpected ?? 0;
}

// A failed check that is not a test (lint, typecheck, formatting, a suite that could not start)
// still counts as a failure in the closing line.
const uncounted = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
const summary = `${passed} passed, ${failed + uncounted} failed`;
writeFileSync(join(reports, 'summary.txt'), `${summary}\n`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);
console.log(`\n${summary}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
