#!/usr/bin/env node
/**
 * Uploads the visual suite's archives to Chromatic. Run the e2e suite first with
 * CHROMATIC_PROJECT_TOKEN set (it then records the archives); without the token this says so and
 * exits 0, since the local toHaveScreenshot baselines are the check that always runs.
 */
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set. The screenshots were compared with the committed baselines only.',
  );
  process.exit(0);
}

const workspaceRoot = join(import.meta.dirname, '../../..');
// @chromatic-com/playwright writes its archives next to the per-test output folders.
const archives = join(
  workspaceRoot,
  'reports/playwright/design-system-docs/results/chromatic-archives',
);
if (!existsSync(archives)) {
  console.error(
    `No Chromatic archives at ${archives}: run \`npx nx e2e @velo/design-system-docs\` with the token set first.`,
  );
  process.exit(1);
}

const result = spawnSync(
  join(workspaceRoot, 'node_modules/.bin/chromatic'),
  ['--playwright', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
    cwd: workspaceRoot,
    env: { ...process.env, CHROMATIC_ARCHIVE_LOCATION: archives },
  },
);
process.exit(result.status ?? 1);
