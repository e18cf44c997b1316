#!/usr/bin/env node
/**
 * `npm test`: every check of the workspace, each runner printing its own summary, then
 * - a table of the steps' durations against their budgets (README, "Continuous integration"), a step
 *   over its budget marked OVER BUDGET, and inside the long steps their ten slowest projects, files or
 *   specs;
 * - one line that adds the runners' counts up (`N passed, N failed`, also written to
 *   reports/summary.txt).
 * Every step runs even when an earlier one failed, so one run shows everything that is wrong; the exit
 * code is non-zero when anything failed, or when the whole of `.ci/run` (which passes its start time
 * and its install time in VELO_CI_STARTED_AT and VELO_CI_INSTALL_SECONDS) took over its 35 minutes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const bin = (tool) => join(root, 'node_modules/.bin', tool);
const reports = join(root, 'reports');
process.chdir(root);

/** The whole of `.ci/run`, install included, fails past this: room below CI's 90-minute limit. */
const ciLimitSeconds = 35 * 60;

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

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Nx's task profile (NX_PROFILE): each task with its duration. */
function nxTasks(profileFile) {
  const events = readJson(profileFile) ?? [];
  return events
    .filter((event) => event.ph === 'X')
    .map((event) => [
      event.name,
      event.dur / 1e6,
      event.args?.status === 'local-cache' ? 'cache' : '',
    ]);
}

/** Vitest's JSON reports under a folder: each test file with its duration. */
function vitestFiles(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const report of readdirSync(dir, { recursive: true })) {
    if (!String(report).endsWith('.json')) continue;
    for (const result of readJson(join(dir, String(report)))?.testResults ?? []) {
      const name = String(result.name).replace(`${root}/`, '');
      files.push([name, (result.endTime - result.startTime) / 1000]);
    }
  }
  return files;
}

/** Playwright's JSON report of one suite: each spec file with the time its tests took, added up. */
function playwrightFiles(project) {
  const report = readJson(join(reports, 'playwright', project, 'report.json'));
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...byFile].map(([file, seconds]) => [`${project}: ${file}`, seconds]);
}

/**
 * The steps, in order: cheap static checks first, the browser suites last. `budget` is in seconds
 * (README, "Continuous integration"); `slowest` lists what took the time inside a long step.
 */
const steps = [
  {
    name: 'Chromium for the end-to-end suites',
    budget: 5,
    run: ['sh', ['tools/ensure-chromium']],
  },
  {
    name: 'Formatting (Prettier)',
    budget: 30,
    run: [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  },
  {
    name: 'Lint, typecheck and unit tests of every project',
    budget: 300,
    profile: 'nx-checks.json',
    run: nx(['run-many', '-t', 'lint,typecheck,test']),
    slowest: () => [...nxTasks(join(reports, 'timings/nx-checks.json'))],
  },
  {
    name: 'Typecheck of the workspace tooling',
    budget: 30,
    run: [bin('tsc'), ['-p', 'tools/tsconfig.json']],
  },
  {
    name: 'Workspace checks (module boundaries)',
    budget: 60,
    run: [bin('vitest'), ['run', '--config', 'tools/workspace-checks/vitest.config.ts']],
  },
  // Projects with a `budget` target print their measured figures against the issues' budgets.
  {
    name: 'Budgets (bundle sizes)',
    budget: 120,
    profile: 'nx-budgets.json',
    run: nx(['run-many', '-t', 'budget']),
    slowest: () => nxTasks(join(reports, 'timings/nx-budgets.json')),
  },
  // Issue 16: the libs as another company installs them (publint, attw, then a fixture project
  // outside the workspace built and run against the tarballs).
  {
    name: 'Published packages (publint, attw, consumer test)',
    budget: 120,
    run: [bin('vitest'), ['run', '--config', 'tools/packages/vitest.config.ts']],
  },
  // One suite at a time: each already runs two browser workers, and the machine has two cores.
  {
    name: 'End-to-end suites in Chromium',
    budget: 600,
    profile: 'nx-e2e.json',
    run: nx(['run-many', '-t', 'e2e'], 1),
    slowest: () => [
      ...nxTasks(join(reports, 'timings/nx-e2e.json')),
      ...playwrightFiles('rider-web'),
      ...playwrightFiles('design-system-docs'),
    ],
  },
];

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

rmSync(reports, { recursive: true, force: true });
mkdirSync(join(reports, 'timings'), { recursive: true });

const failedSteps = [];
const timings = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const [command, args] = step.run;
  const started = Date.now();
  const stepEnv = step.profile
    ? { ...env, NX_PROFILE: join('reports/timings', step.profile) }
    : env;
  const result = spawnSync(command, args, { stdio: 'inherit', env: stepEnv });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ step, seconds, ok: result.status === 0 });
  if (result.status !== 0) failedSteps.push(step.name);
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

// The slowest parts of the long steps: where to look first when a step runs over its budget.
const slowestOf = (step) => {
  const rows = step.slowest?.() ?? [];
  // Vitest files of the step's own reports are read once, at the end, from reports/vitest.
  return rows.sort((a, b) => b[1] - a[1]).slice(0, 10);
};
const vitestSlowest = vitestFiles(vitestDir)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 10);

console.log('\n=== Step durations (budgets: README, "Continuous integration")');
const installSeconds = Number(process.env['VELO_CI_INSTALL_SECONDS'] ?? NaN);
const rows = [];
if (Number.isFinite(installSeconds)) {
  rows.push(['npm ci (.ci/run)', installSeconds, 180, true]);
}
for (const { step, seconds, ok } of timings) rows.push([step.name, seconds, step.budget, ok]);
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, seconds, budget, ok] of rows) {
  const verdict = seconds > budget ? 'OVER BUDGET' : 'within budget';
  console.log(
    `${name.padEnd(width)}  ${minutes(seconds).padStart(6)}  budget ${minutes(budget).padStart(5)}  ${verdict}${ok ? '' : '  (failed)'}`,
  );
}
const testSeconds = timings.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`${'npm test'.padEnd(width)}  ${minutes(testSeconds).padStart(6)}`);
const startedAt = Number(process.env['VELO_CI_STARTED_AT'] ?? NaN);
let overCiLimit = false;
if (Number.isFinite(startedAt)) {
  const ciSeconds = Date.now() / 1000 - startedAt;
  overCiLimit = ciSeconds > ciLimitSeconds;
  console.log(
    `${'.ci/run in all'.padEnd(width)}  ${minutes(ciSeconds).padStart(6)}  limit  ${minutes(ciLimitSeconds)}  ${overCiLimit ? 'OVER THE LIMIT: the run fails' : 'within the limit'}`,
  );
}

for (const { step } of timings) {
  const slowest = slowestOf(step);
  if (slowest.length === 0) continue;
  console.log(`\nSlowest in "${step.name}":`);
  for (const [name, seconds, note] of slowest) {
    console.log(`  ${minutes(seconds).padStart(6)}  ${name}${note ? ` (${note})` : ''}`);
  }
}
if (vitestSlowest.length > 0) {
  console.log('\nSlowest Vitest files:');
  for (const [name, seconds] of vitestSlowest) {
    console.log(`  ${minutes(seconds).padStart(6)}  ${name}`);
  }
}

// A failed check that is not a test (lint, typecheck, formatting, a suite that could not start, the
// time limit) still counts as a failure in the closing line.
if (overCiLimit) failedSteps.push('.ci/run over its 35 minutes');
const uncounted = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
const summary = `${passed} passed, ${failed + uncounted} failed`;
writeFileSync(join(reports, 'summary.txt'), `${summary}\n`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);
console.log(`\n${summary}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
