import { defineConfig } from '@playwright/test';
import { e2eConfig, workspaceRoot } from '../../../tools/playwright/config.ts';

const shared = e2eConfig({
  project: 'rider-web',
  testDir: import.meta.dirname,
  baseURL: 'http://127.0.0.1:4173',
  // The dev API with a fresh in-memory database (seeded personas, nothing kept between runs) in dev
  // mode, whose outbox (GET /__dev/outbox) stands in for the reset e-mails;
  // then the production build (built by the `e2e` target's dependency on `build`) on its preview
  // server, which proxies /api and /auth to the API.
  webServer: [
    {
      // @velo/source: the dev API runs the workspace libs it imports (@velo/leasing) from their sources.
      // One database per worker (fixtures.ts names its own in a header on every request).
      command:
        'node_modules/.bin/tsx --conditions=@velo/source tools/dev-api/src/main.ts --memory --dev --databases 2',
      cwd: workspaceRoot,
      // Grand Groupe and its HR manager (fleet-large-employer.spec.ts): 5,000 employees over five
      // companies, seeded in about a second on top of the run's snapshot. Passwords hashed at the
      // test runs' cost (tools/dev-api/src/passwords.ts).
      env: {
        ...process.env,
        VELO_SEED_LARGE: '5000',
        VELO_PASSWORD_HASH_COST: 'test',
      } as Record<string, string>,
      url: 'http://127.0.0.1:4300/__health',
      reuseExistingServer: !process.env['CI'],
      // PGlite boots PostgreSQL in WebAssembly and the seed hashes the personas' passwords.
      timeout: 180_000,
    },
    {
      command: 'node_modules/.bin/vite preview --config apps/rider-web/vite.config.ts',
      cwd: workspaceRoot,
      url: 'http://127.0.0.1:4173/rider/',
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ],
});

/**
 * Each worker has a database of its own in the dev API (`--databases 2`, fixtures.ts), so no two
 * tests ever share one at the same time. The files that move the same seeded personas forward and
 * put them back with a dev-API reset (the lease journey, the rental, the fleet manager's screens,
 * which the dashboard's compare with the API's figures) still keep their tests in order, in one
 * worker: their project is not fully parallel. Both workers take files of both projects.
 */
const journeyFiles =
  /(^|[\\/])(lease|journey|onboarding|rent|net-cost|visual-net-cost|visual-lease|visual-onboarding|profile|visual-profile|visual-rent|incidents|visual-incidents|fleet-[a-z-]+|visual-fleet-[a-z-]+)\.spec\.ts$/;
/**
 * The interaction-latency measurements (a 4× slowed CPU, budgets of 100 ms a frame) run last and
 * alone, once the other projects are done, so the other worker's journeys do not load the machine
 * they measure on. (Playwright skips them when a test of another project failed.)
 */
const perfFiles = /(^|[\\/])[a-z-]+-perf\.spec\.ts$/;
const [browser] = shared.projects ?? [];
if (shared.workers !== 2) throw new Error('the dev API starts one database per worker: 2');

export default defineConfig({
  ...shared,
  projects: [
    { ...browser, testIgnore: [journeyFiles, perfFiles] },
    {
      ...browser,
      name: 'chromium-journeys',
      testMatch: journeyFiles,
      testIgnore: perfFiles,
      fullyParallel: false,
    },
    {
      ...browser,
      name: 'chromium-perf',
      testMatch: perfFiles,
      dependencies: ['chromium', 'chromium-journeys'],
      workers: 1,
    },
  ],
  // Screen baselines (visual.spec.ts) are per platform: made on Linux with Debian's Chromium and the
  // self-hosted Inter font, and compared on the same.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  expect: {
    ...shared.expect,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // As the design-system baselines: a colour nudged by a few levels fails, a handful of
      // anti-aliased pixels does not.
      threshold: 0.02,
      maxDiffPixels: 30,
    },
  },
  // The browser speaks French, the product's language (spec section 1); tests that need English
  // choose it the way a rider does.
  use: { ...shared.use, locale: 'fr-FR' },
});
