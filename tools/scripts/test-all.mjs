#!/usr/bin/env node
/**
 * `npm test`: every check of the workspace, each runner printing its own summary, then
 * - a table of the steps' durations against their budgets (README, "Continuous integration"), a step
 *   over its budget marked OVER BUDGET, and inside the long steps their ten slowest projects, files or
 *   specs;
 * - one line that adds the runners' counts up (`N passed, N failed`, also written to
 *   reports/summary.txt).
 *
 * Each check runs once for the whole workspace (one Prettier, one ESLint, one TypeScript program, one
 * Vitest process with a project per Nx project, one build per app); `npm run test:affected` runs the
 * per-project targets instead, for what a change touches. Steps of one stage run side by side (the
 * machine has two cores and the static checks use one each); their output is printed as each ends.
 * Every step runs even when an earlier one failed, so one run shows everything that is wrong; the exit
 * code is non-zero when anything failed, or when the whole of `.ci/run` (which passes its start time
 * and its install time in VELO_CI_STARTED_AT and VELO_CI_INSTALL_SECONDS) took over its 35 minutes.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const bin = (tool) => join(root, 'node_modules/.bin', tool);
const reports = join(root, 'reports');
process.chdir(root);

/** The whole of `.ci/run`, install included, fails past this: room below CI's 90-minute limit. */
const ciLimitSeconds = 35 * 60;

// One seeded dev-API database for the whole run (tools/dev-api/src/seedSnapshot.ts): every
// in-memory dev API started below (Vitest's, the budget script's, the consumer test's, the
// end-to-end suites') restores it instead of seeding again.
const snapshotDir = mkdtempSync(join(tmpdir(), 'velo-seed-'));
const seedSnapshot = join(snapshotDir, 'seeded.tar');

const env = {
  ...process.env,
  // Every dev API of the run, and the seed, hash passwords at the test runs' cost (passwords.ts).
  VELO_PASSWORD_HASH_COST: 'test',
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
const nx = (args, parallel = 2) => [
  bin('nx'),
  [...args, '--output-style=static', `--parallel=${parallel}`],
];
const tsx = (...args) => [bin('tsx'), ['--conditions=@velo/source', ...args]];

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

/** Vitest's JSON report: each test file with its duration. */
function vitestFiles(file) {
  return (readJson(file)?.testResults ?? []).map((result) => [
    String(result.name).replace(`${root}/`, ''),
    (result.endTime - result.startTime) / 1000,
  ]);
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
 * The stages, in order: cheap static checks first, the browser suites last. The steps of one stage
 * run side by side. A step's `run` is one command or several run one after the other; `budget` is
 * in seconds (README, "Continuous integration"); `slowest` lists what took the time inside it.
 */
const stages = [
  [
    {
      name: 'Chromium for the end-to-end suites, PostgreSQL 15 for the dev API',
      budget: 5,
      run: [
        ['sh', ['tools/ensure-chromium']],
        ['sh', ['tools/ensure-postgres']],
      ],
    },
  ],
  [
    {
      name: 'Formatting and lint (Prettier, ESLint, the contract, the UI exports)',
      budget: 120,
      run: [
        [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
        // @nx/enforce-module-boundaries reads Nx's cached project graph and is skipped, with a mere
        // warning, when there is none (a fresh clone, outside `nx`): write it first. The boundary
        // checks of the Vitest step (tools/workspace-checks/boundaries.test.ts) read it too.
        [bin('nx'), ['graph', '--file=reports/project-graph.json']],
        // The whole workspace in one ESLint process; the cache only helps a second local run.
        [bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
        tsx('libs/api-sdk/scripts/lint-contract.ts'),
        ['node', ['libs/ui/scripts/sync-exports.mjs', '--check']],
      ],
    },
    {
      name: 'Typecheck (the workspace as one TypeScript program)',
      budget: 90,
      run: [[bin('tsc'), ['-p', 'tsconfig.json']]],
    },
    {
      name: 'Seeded dev-API database for the run',
      budget: 30,
      run: [tsx('tools/dev-api/src/seedSnapshotMain.ts', seedSnapshot)],
    },
  ],
  [
    {
      name: 'Unit and component tests (one Vitest, a project per Nx project)',
      budget: 210,
      run: [[bin('vitest'), ['run']]],
      slowest: () => vitestFiles(join(reports, 'vitest/workspace.json')),
    },
  ],
  // Projects with a `budget` target print their measured figures against the issues' budgets; then
  // (issue 16) the libs as another company installs them (publint, attw, then a fixture project
  // outside the workspace built and run against the tarballs). Beside them the
  // dev API's suite again on a PostgreSQL 15 server (issue 27: both databases proven), a throwaway
  // one its global setup starts and stops (tools/scripts/throwaway-postgres.mjs).
  [
    {
      name: 'Builds and budgets (bundle sizes), then published packages (publint, attw, consumer)',
      budget: 210,
      profile: 'nx-budgets.json',
      run: [
        nx(['run-many', '-t', 'budget']),
        [bin('vitest'), ['run', '--config', 'tools/packages/vitest.config.ts']],
      ],
      slowest: () => nxTasks(join(reports, 'timings/nx-budgets.json')),
    },
    {
      name: "Dev API's suite on a PostgreSQL server",
      budget: 240,
      env: { VELO_TEST_POSTGRES: '1' },
      run: [
        [
          bin('vitest'),
          // Its report: reports/vitest/dev-api.postgres.json (vitest.config.ts).
          // Two workers: the builds beside it use one core for two minutes, then this step has both.
          ['run', 'tools/dev-api'],
        ],
      ],
      slowest: () =>
        vitestFiles(join(reports, 'vitest/dev-api.postgres.json')).map(([file, seconds]) => [
          `${file} (PostgreSQL)`,
          seconds,
        ]),
    },
  ],
  // One suite at a time: each already runs two browser workers, and the machine has two cores.
  [
    {
      name: 'End-to-end suites in Chromium',
      budget: 750,
      profile: 'nx-e2e.json',
      run: [
        nx(['run-many', '-t', 'e2e'], 1),
        // The accessibility statement's committed figures against this run's axe scans.
        tsx('tools/a11y/statement.ts', '--check'),
      ],
      slowest: () => [
        ...nxTasks(join(reports, 'timings/nx-e2e.json')),
        ...playwrightFiles('rider-web'),
        ...playwrightFiles('design-system-docs'),
      ],
    },
  ],
];

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Runs one command; alone in its stage its output streams, beside others it is kept until it ends. */
function runCommand([command, args], stepEnv, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: stepEnv,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: [Buffer.from(`${error}\n`)] }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runStep(step, alone) {
  const started = Date.now();
  const stepEnv = {
    ...env,
    ...(step.profile ? { NX_PROFILE: join('reports/timings', step.profile) } : {}),
    ...step.env,
  };
  if (alone) console.log(`\n=== ${step.name}`);
  let ok = true;
  const output = [];
  for (const command of step.run) {
    const result = await runCommand(command, stepEnv, alone);
    output.push(...result.output);
    ok &&= result.ok;
  }
  const seconds = (Date.now() - started) / 1000;
  if (!alone) {
    console.log(`\n=== ${step.name}`);
    process.stdout.write(Buffer.concat(output));
  }
  return { step, seconds, ok };
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(join(reports, 'timings'), { recursive: true });

const failedSteps = [];
const timings = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  for (const result of results) {
    timings.push({ ...result, beside: stage.length > 1 });
    if (!result.ok) failedSteps.push(result.step.name);
  }
  // From the stage after it is made on (a failed seed leaves each dev API to seed itself).
  if (existsSync(seedSnapshot)) env.DEV_API_SEED_SNAPSHOT = seedSnapshot;
}
rmSync(snapshotDir, { recursive: true, force: true });

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

console.log('\n=== Step durations (budgets: README, "Continuous integration")');
const installSeconds = Number(process.env['VELO_CI_INSTALL_SECONDS'] ?? NaN);
const rows = [];
if (Number.isFinite(installSeconds)) rows.push(['npm ci (.ci/run)', installSeconds, 120, true]);
for (const { step, seconds, ok, beside } of timings) {
  rows.push([`${beside ? '‖ ' : ''}${step.name}`, seconds, step.budget, ok]);
}
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, seconds, budget, ok] of rows) {
  const verdict = seconds > budget ? 'OVER BUDGET' : 'within budget';
  console.log(
    `${name.padEnd(width)}  ${minutes(seconds).padStart(6)}  budget ${minutes(budget).padStart(5)}  ${verdict}${ok ? '' : '  (failed)'}`,
  );
}
const startedAt = Number(process.env['VELO_CI_STARTED_AT'] ?? NaN);
let overCiLimit = false;
if (Number.isFinite(startedAt)) {
  const ciSeconds = Date.now() / 1000 - startedAt;
  overCiLimit = ciSeconds > ciLimitSeconds;
  console.log(
    `${'.ci/run in all'.padEnd(width)}  ${minutes(ciSeconds).padStart(6)}  limit  ${minutes(ciLimitSeconds)}  ${overCiLimit ? 'OVER THE LIMIT: the run fails' : 'within the limit'}`,
  );
}
console.log('(‖: ran side by side with the other steps so marked, on the second core)');

for (const { step } of timings) {
  const slowest = (step.slowest?.() ?? []).sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (slowest.length === 0) continue;
  console.log(`\nSlowest in "${step.name}":`);
  for (const [name, seconds, note] of slowest) {
    console.log(`  ${minutes(seconds).padStart(6)}  ${name}${note ? ` (${note})` : ''}`);
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
